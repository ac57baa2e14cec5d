extension DIError {
    /// How many candidates an ambiguity's text names; the rest are counted ("and N more").
    /// Describing a registration costs type-name reflection, and code that asks for an ambiguous
    /// service in a loop (a type registered a thousand times, say) must not pay it a thousand times.
    static let listedCandidates = 10

    /// An ambiguity naming its first ``listedCandidates`` candidates and counting the others.
    static func ambiguity(requested: String, reason: String, candidates: [DIRowBase]) -> DIError {
        let listed = candidates.prefix(listedCandidates)
        return DIError(
            kind: .ambiguous, requested: requested, reason: reason,
            registrations: listed.map(DIError.Registration.init(row:)),
            unlistedRegistrations: candidates.count - listed.count)
    }
}
