extension DIValidator {
    /// Every registration that hands one instance to all threads without saying that is sound
    /// (``DIGraphVertexFacts/sharesUnproven``): a warning, so `isValid` and DITranquillity's
    /// `checkIsValid()` keep their meaning (a resolve will fail) while the report, and the log
    /// `checkIsValid()` writes, show the race. One pass over a flat array: a graph without such a
    /// registration pays nothing more. The drawings leave these vertices their colour: red is for
    /// what fails or holds the wrong thing, and most graphs of an app ported from DITranquillity
    /// would otherwise be red all over.
    func checkSendability(into result: inout Result) {
        let shares = graph.vertexFacts.sharesUnproven
        for id in shares.indices where shares[id] {
            let vertex = graph.vertices[id]
            result.findings.append(
                .unprovenSendable(
                    type: vertex.type, lifetime: vertex.lifetime,
                    registration: DIError.Registration(
                        service: vertex.type, lifetime: vertex.lifetime.description, site: vertex.site,
                        framework: vertex.framework ?? vertex.assembly)))
        }
    }
}
