/// Instances that the async part of an `await container.resolve()` made ahead of its synchronous
/// part: an `async` or main-actor factory's result, taken (once) by that registration's factory
/// when the synchronous resolve reaches it.
final class DIAsyncMade {
    private var made: [ObjectIdentifier: [Any]] = [:]
    /// The walk of this resolve's async part, shared by every factory it runs.
    let walk = DIAsyncWalk()

    func add(_ instance: Any, for maker: AnyObject) {
        made[ObjectIdentifier(maker), default: []].append(instance)
    }

    func take(for maker: AnyObject) -> Any? {
        let key = ObjectIdentifier(maker)
        guard var instances = made[key], !instances.isEmpty else { return nil }
        let first = instances.removeFirst()
        made[key] = instances
        return first
    }
}

extension DIResolution {
    /// An instance made ahead for `maker`'s registration, if the async part of this resolve made one.
    @usableFromInline
    func takeAsyncMade<Impl>(for maker: AnyObject, as _: Impl.Type) -> Impl? {
        guard let made = state?.asyncMade?.take(for: maker) else { return nil }
        // The maker's own factory put it there: it is an `Impl`.
        return (made as! Impl)
    }

    mutating func addAsyncMade(_ instance: Any, for maker: AnyObject) {
        asyncMade().add(instance, for: maker)
    }

    mutating func asyncMade() -> DIAsyncMade {
        let state = ensureState()
        if let made = state.asyncMade {
            return made
        }
        let made = DIAsyncMade()
        state.asyncMade = made
        return made
    }
}
