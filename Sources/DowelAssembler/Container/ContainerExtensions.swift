import Dowel

/// Per-container storage for the modules layered on DowelAssembler: DowelPropertyLoader keeps
/// each container's properties here, so `Container` needs no stored property per feature and no
/// process-wide table keyed by container.
///
/// ```swift
/// final class Settings { var values: [String: Any] = [:] }
/// let settings = container.extensions.value(of: Settings.self) { Settings() }
/// ```
///
/// A value lives as long as its container. Each storage has its own lock, held only while a
/// value is looked up or added, never while a resolve runs.
package final class ContainerExtensions: @unchecked Sendable {
    /// The storage of the parent container, for values a child falls back on.
    package let parent: ContainerExtensions?
    private let lock = DIRecursiveLock()
    // Guarded by `lock`; each value is stored under its own type, so the cast back is safe.
    private var values: [ObjectIdentifier: AnyObject] = [:]

    package init(parent: ContainerExtensions?) {
        self.parent = parent
    }

    /// The value of type `Value` stored in this container, or nil.
    package func value<Value: AnyObject>(of _: Value.Type) -> Value? {
        lock.withLock { values[ObjectIdentifier(Value.self)].map { unsafeDowncast($0, to: Value.self) } }
    }

    /// The value of type `Value` stored in this container, made by `make` the first time.
    package func value<Value: AnyObject>(of _: Value.Type, orMake make: () -> Value) -> Value {
        lock.withLock {
            if let existing = values[ObjectIdentifier(Value.self)] {
                return unsafeDowncast(existing, to: Value.self)
            }
            let made = make()
            values[ObjectIdentifier(Value.self)] = made
            return made
        }
    }
}

/// Something that gives access to a container's ``ContainerExtensions``: the ``Container``, and
/// any resolver that stands for one (so `resolver.property("key")` reaches the container).
package protocol ContainerExtensionsProviding {
    var extensions: ContainerExtensions { get }
}

extension Container: ContainerExtensionsProviding {}

// The application's read-only resolver reaches the same storage (properties are read through it),
// without becoming castable to a registering Container.
extension AssemblerResolver: ContainerExtensionsProviding {
    package var extensions: ContainerExtensions { container.extensions }
}
