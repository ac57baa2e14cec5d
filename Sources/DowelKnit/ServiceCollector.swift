import Foundation

/// The behaviour that gathers `registerIntoCollection` registrations, so that `resolveCollection`
/// gives them all. A Knit `ModuleAssembler` adds one to its container, its parent's as parent.
///
/// ```swift
/// let container = SwinjectContainer(behaviors: [ServiceCollector()])
/// ```
// @unchecked: `names` and `container` are read and written only inside `locked` (`lock`), and the
// registry of collectors is a `Locked`.
public final class ServiceCollector: Behavior, @unchecked Sendable {
    static let namePrefix = "\u{1}DowelKnit.collection:"

    private let parent: ServiceCollector?
    private let lock = NSLock()
    private weak var container: SwinjectContainer?
    private var names: [ObjectIdentifier: [String]] = [:]

    /// A collector with no parent.
    ///
    /// ```swift
    /// container.addBehavior(ServiceCollector())
    /// ```
    public convenience init() {
        self.init(parent: nil)
    }

    init(parent: ServiceCollector?) {
        self.parent = parent
    }

    /// Records a collection entry's registration.
    ///
    /// ```swift
    /// // called by the container
    /// ```
    public func container<Type, Service>(
        _ container: SwinjectContainer, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
        withName name: String?
    ) {
        // The container is recorded at its first registration of any kind, so that a container with
        // no collection entries of its own still gives its parent's.
        let isEntry = name?.hasPrefix(Self.namePrefix) ?? false
        let isNew = locked {
            if isEntry, let name {
                names[ObjectIdentifier(Type.self), default: []].append(name)
            }
            defer { self.container = container }
            return self.container !== container
        }
        if isNew {
            Self.registry.withLock {
                $0[ObjectIdentifier(container)] = WeakCollector(collector: self, container: container)
            }
        }
    }

    /// The collection of `Service` seen from this collector's container: its own entries with its
    /// parent's collection as parent, or, with none of its own, its parent's collection.
    func collection<Service>(_: Service.Type) -> ServiceCollection<Service>? {
        let (container, own) = locked { (self.container, names[ObjectIdentifier(Service.self)] ?? []) }
        guard let container, !own.isEmpty else {
            return parent?.collection(Service.self)
        }
        return ServiceCollection(
            parent: parent?.collection(Service.self),
            entries: own.compactMap { container.resolve(Service.self, name: $0) })
    }

    // `NSLock.withLock` needs macOS 14 / iOS 17; the package supports macOS 12 / iOS 15.
    private func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    static func collector(of container: SwinjectContainer) -> ServiceCollector? {
        registry.withLock { registry in
            guard let found = registry[ObjectIdentifier(container)], found.container === container else { return nil }
            return found.collector
        }
    }

    private struct WeakCollector {
        weak var collector: ServiceCollector?
        weak var container: SwinjectContainer?
    }

    private static let registry = Locked<[ObjectIdentifier: WeakCollector]>([:])
}

/// A value behind a lock.
// @unchecked: `value` is touched only inside `withLock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
