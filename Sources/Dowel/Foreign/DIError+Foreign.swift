extension DIError {
    /// The error as a compatibility layer reports it at the nested resolve that stopped it (a
    /// Swinject-style resolve gives nil to its factory instead of passing the error on, so no
    /// outer level adds itself to the chain): the chain as far as it was built, or, when none
    /// was, one turn of the cycle (a cycle error) or the requested service.
    ///
    /// ```swift
    /// } catch {
    ///     log("\(error.reportedByLayer())")   // resolution chain: Alpha -> Beta -> Alpha
    /// }
    /// ```
    package func reportedByLayer() -> DIError {
        guard chain.isEmpty else { return self }
        var copy = self
        copy.chain = cycleTurn ?? [requested]
        return copy
    }
}
