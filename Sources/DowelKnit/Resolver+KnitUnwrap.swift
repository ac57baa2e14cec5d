extension DowelAssembler.Resolver {
    /// `value`, or a fatal error naming the service, the resolver function and its caller, with
    /// the module tree (what Knit's generated resolver functions call).
    ///
    /// ```swift
    /// func clock(file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) -> Clock {
    ///     knitUnwrap(resolve(Clock.self), callsiteFile: file, callsiteFunction: function, callsiteLine: line)
    /// }
    /// ```
    public func knitUnwrap<T>(
        _ value: T?, file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
        callsiteFile: StaticString, callsiteFunction: StaticString, callsiteLine: UInt
    ) -> T {
        guard let value else {
            let graph = resolve(DependencyTree.self).map { "Dependency Graph:\n\($0.debugDescription)" } ?? ""
            fatalError(
                """
                Knit resolver failure for \(function) -> \(T.self) from \(file):\(line)
                Called by \(callsiteFunction) from \(callsiteFile):\(callsiteLine)
                \(graph)
                """)
        }
        return value
    }
}

extension Resolver {
    /// `value`, or a fatal error naming the service and its caller (see the untyped resolver's).
    ///
    /// ```swift
    /// knitUnwrap(unsafeResolver(file: file, function: function, line: line).resolve(Clock.self),
    ///            callsiteFile: file, callsiteFunction: function, callsiteLine: line)
    /// ```
    public func knitUnwrap<T>(
        _ value: T?, file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line,
        callsiteFile: StaticString, callsiteFunction: StaticString, callsiteLine: UInt
    ) -> T {
        unsafeResolver(file: callsiteFile, function: callsiteFunction, line: callsiteLine).knitUnwrap(
            value, file: file, function: function, line: line, callsiteFile: callsiteFile,
            callsiteFunction: callsiteFunction, callsiteLine: callsiteLine)
    }
}
