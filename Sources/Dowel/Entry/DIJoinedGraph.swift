/// The `.objectGraph` instances of a resolve that a `Lazy` or `Provider` made during it has
/// joined: resolving the `Lazy` later finds the graph's instances (a `Lazy` back to the object
/// that holds it gives that object), as DITranquillity's do.
///
/// The `Lazy` may be used on another thread, even while its resolve is still running, so every
/// access takes this graph's own lock. Only joined graphs pay for it: a resolve's graph forwards
/// here once something joined it, and nothing else changes on the `.objectGraph` path.
///
/// When a resolve using the graph ends, its object instances are held weakly: the graph must not
/// keep alive the objects that hold the `Lazy` that holds the graph. A value (a struct instance)
/// stays, since nothing can hold it weakly.
@usableFromInline
final class DIJoinedGraph: @unchecked Sendable {
    private struct Entry {
        let component: ObjectIdentifier
        var strong: AnyObject?
        weak var weak: AnyObject?
    }

    private let lock = DIRecursiveLock()
    // Guarded by `lock`.
    private var entries: [Entry] = []

    init(_ instances: [(component: ObjectIdentifier, instance: AnyObject)]) {
        entries = instances.map { Entry(component: $0.component, strong: $0.instance) }
    }

    @usableFromInline
    func instance(of component: ObjectIdentifier) -> AnyObject? {
        lock.withLock {
            for entry in entries where entry.component == component {
                if let object = entry.strong ?? entry.weak {
                    return object
                }
            }
            return nil
        }
    }

    @usableFromInline
    func add(_ instance: AnyObject, of component: ObjectIdentifier) {
        lock.withLock {
            entries.append(Entry(component: component, strong: instance))
        }
    }

    /// Called when a resolve using the graph ends: objects are held weakly from then on.
    func weaken() {
        lock.withLock {
            entries.removeAll { $0.strong == nil && $0.weak == nil }
            for index in entries.indices where !(entries[index].strong is any DIGraphBoxed) {
                if let object = entries[index].strong {
                    entries[index].weak = object
                    entries[index].strong = nil
                }
            }
        }
    }
}

/// Marks the box ``DIGraphSlot`` keeps a value in, which nothing else references.
protocol DIGraphBoxed: AnyObject {}

extension DIGraphSlot.Box: DIGraphBoxed {}
