/// Instances that the async part of an `await container.resolve()` made ahead of its synchronous
/// part: an `async` or main-actor factory's result, taken (once) by that registration's factory
/// when the synchronous resolve reaches it.
final class DIAsyncMade {
    // Used by one awaited resolve, one step at a time (its task may move between threads, never
    // run on two): no runtime exclusivity checks (about 290 instructions a resolve).

    /// The first instance made ahead, and whose registration it is (its bit pattern; 0 for none):
    /// most awaited resolves make one, the requested type's async factory's. Kept inline, where a
    /// dictionary of arrays cost a hash, a dictionary and an array for every awaited resolve of an
    /// async factory (about 1,200 instructions of its 10,400, callgrind); two fields rather than
    /// an optional tuple, which went through the runtime's tuple witnesses.
    @exclusivity(unchecked) private var firstMaker: UInt = 0
    @exclusivity(unchecked) private var firstInstance: Any?
    /// The others, in the order they were made.
    @exclusivity(unchecked) private var more: [(maker: UInt, instance: Any)] = []
    /// The walk of this resolve's async part, shared by every factory it runs.
    let walk = DIAsyncWalk()

    func add(_ instance: Any, for maker: AnyObject) {
        let key = UInt(bitPattern: ObjectIdentifier(maker))
        // Inline only while nothing waits in `more`: an entry older than it must be taken first.
        if firstMaker == 0 && more.isEmpty {
            firstMaker = key
            firstInstance = instance
        } else {
            more.append((key, instance))
        }
    }

    /// The oldest instance made for `maker` and not taken yet: a registration made ahead more
    /// than once (two prototypes of one type in the graph) gives them in the order made.
    func take(for maker: AnyObject) -> Any? {
        let key = UInt(bitPattern: ObjectIdentifier(maker))
        if firstMaker == key {
            firstMaker = 0
            var taken: Any? = nil
            swap(&taken, &firstInstance)
            return taken
        }
        guard let index = more.firstIndex(where: { $0.maker == key }) else { return nil }
        return more.remove(at: index).instance
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
