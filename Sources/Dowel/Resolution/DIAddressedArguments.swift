/// `AnyArguments` entries for registrations below the requested one (DITranquillity's "depth
/// arguments"): a registration whose factory takes `arg(...)` parameters looks here for an entry
/// addressed to its type, or to one of its `.as` types, before it is made.
extension DIResolution {
    /// Runs `body` (the making of `component`) with the `AnyArguments` entry addressed to
    /// `component` as its resolve-time arguments, when there is one.
    ///
    /// Only rows of registrations that take arguments call this, so a resolve of anything else
    /// never pays for it.
    ///
    /// Inlined as far as the usual answer, "nothing is addressed": a call for it was about 30
    /// instructions of every `resolve(args:)` (callgrind).
    @inlinable @inline(__always)
    mutating func withAddressedArguments<R>(
        for component: DIComponentBase, _ body: (inout DIResolution) throws(DIError) -> R
    ) throws(DIError) -> R {
        guard let state, state.addressed != nil else {
            return try body(&self)
        }
        return try withAddressedArgumentsFound(for: component, body)
    }

    /// ``withAddressedArguments(for:_:)`` once `resolve(arguments:)` addressed some.
    @usableFromInline
    mutating func withAddressedArgumentsFound<R>(
        for component: DIComponentBase, _ body: (inout DIResolution) throws(DIError) -> R
    ) throws(DIError) -> R {
        guard let state, let addressed = state.addressed, depth != state.argumentsDepth || state.arguments == nil,
            let entry = addressed.firstIndex(where: { component.answers(to: $0.type) })
        else {
            return try body(&self)
        }
        let saved = (state.arguments, state.argumentsTaken, state.argumentsDepth)
        state.arguments = addressed[entry].args.map { $0 as Any }
        state.argumentsTaken = 0
        state.argumentsDepth = depth
        state.addressedUsed += 1
        defer { (state.arguments, state.argumentsTaken, state.argumentsDepth) = saved }
        return try body(&self)
    }
}

extension DIComponentBase {
    /// Whether `type` is this registration's implementation or one of the types it is registered as.
    func answers(to type: Any.Type) -> Bool {
        if implType == type {
            return true
        }
        return rowsLock.withLock { containsRow { $0.serviceType == type } }
    }
}
