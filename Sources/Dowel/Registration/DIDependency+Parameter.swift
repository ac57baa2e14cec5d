extension DIDependency {
    /// The record for a factory parameter or injected property of type `P` (a special parameter —
    /// `Optional`, `arg`, `many`, a tag, `Lazy`, `Provider` — says what it takes).
    ///
    /// ```swift
    /// let dependency = DIDependency.of(Lazy<Cat>.self)   // "lazy Cat"
    /// ```
    @inlinable
    static func of<P>(_: P.Type, cycle: Bool = false, injected: Bool = false) -> DIDependency {
        if let special = P.self as? any DISpecialParameter.Type {
            let base = special._diDependency
            return DIDependency(
                kind: base.kind, type: base.type, tag: base.tag, cycle: cycle, injected: injected,
                arguments: base.arguments)
        }
        return DIDependency(kind: .required, type: P.self, cycle: cycle, injected: injected)
    }
}
