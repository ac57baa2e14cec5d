import Dowel

extension DIError {
    /// The same error seen from further out: `links` come before its chain.
    func reached(through links: [String]) -> DIError {
        DIError(kind: kind, requested: requested, reason: reason, registrations: registrations, chain: links + chain)
    }
}
