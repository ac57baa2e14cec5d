extension DIValidator {
    /// Every `.as(P.self)` whose implementation is not a `P`: an error, since each resolve of the
    /// registration as `P` fails. Swift cannot reject it where `P` is a protocol the generic `.as`
    /// does not constrain; `.as(check:)` can, and the message says so.
    func checkAliases(into result: inout Result) {
        for alias in graph.misdeclaredAliases {
            let vertex = graph.vertices[alias.vertex]
            let service = DITypeName.of(alias.service)
            result.add(
                .error, .alias,
                "\(vertex.type) is registered as \(service) at \(alias.site) but is not a \(service): resolving it "
                    + "as one will fail; remove the .as(\(service).self), make \(vertex.type) conform, or write "
                    + ".as(check: \(service).self) { $0 } so the compiler checks it",
                [reg(vertex)], vertex: alias.vertex)
        }
    }
}
