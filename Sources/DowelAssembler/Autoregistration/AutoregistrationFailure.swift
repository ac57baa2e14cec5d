extension Container {
    /// The text `autoregister` stops the program with when nothing resolves some parameters of an
    /// initialiser: the service (and its name), each parameter type left unresolved, and the
    /// initialiser's signature.
    ///
    /// ```swift
    /// Container.autoregistrationFailureMessage(
    ///     Owner.self, name: nil, initializer: ((Animal, Home) -> Owner).self, missing: [Home.self])
    /// // DowelAssembler: autoregister cannot make Owner: nothing resolves Home, a parameter of its
    /// // initializer (Animal, Home) -> Owner
    /// ```
    static func autoregistrationFailureMessage(
        _ service: Any.Type, name: String?, initializer: Any.Type, missing: [Any.Type]
    ) -> String {
        let named = name.map { " named \"\($0)\"" } ?? ""
        let types = missing.map { "\($0)" }.joined(separator: ", ")
        let what = missing.count == 1 ? "a parameter" : "parameters"
        return "DowelAssembler: autoregister cannot make \(service)\(named): nothing resolves \(types), \(what) of "
            + "its initializer \(initializer)"
    }

    /// Stops the program because an autoregistered factory could not resolve `missing` (each failed
    /// resolve has been logged already, as every failed resolve is).
    ///
    /// ```swift
    /// guard let pet else {
    ///     Container.autoregistrationFailed(Owner.self, name: nil, initializer: ((Animal) -> Owner).self, missing: [Animal.self])
    /// }
    /// ```
    @usableFromInline @inline(never)
    static func autoregistrationFailed(
        _ service: Any.Type, name: String?, initializer: Any.Type, missing: [Any.Type]
    ) -> Never {
        fatalError(autoregistrationFailureMessage(service, name: name, initializer: initializer, missing: missing))
    }

    /// The text `autoregister` stops with when two of its resolve-time argument types are the same
    /// type: the initialiser's parameters could not be told apart.
    ///
    /// ```swift
    /// Container.sameArgumentTypesMessage(Dog.self, [String.self, Int.self, String.self])
    /// // nil when the types differ; here: "DowelAssembler: autoregister(Dog.self, arguments: ...) ..."
    /// ```
    static func sameArgumentTypesMessage(_ service: Any.Type, _ arguments: [Any.Type]) -> String? {
        for (index, type) in arguments.enumerated() where arguments[..<index].contains(where: { $0 == type }) {
            let listed = arguments.map { "\($0).self" }.joined(separator: ", ")
            return "DowelAssembler: autoregister(\(service).self, arguments: \(listed)) takes \(type) twice; "
                + "its initializer's parameters are matched to the arguments by type, so the arguments' types "
                + "must differ (use register with a factory instead)"
        }
        return nil
    }

    /// Stops the program when `arguments` holds a type twice (see ``sameArgumentTypesMessage(_:_:)``).
    ///
    /// ```swift
    /// Container.requireDistinctArguments(Dog.self, [String.self, Int.self])   // returns
    /// ```
    @usableFromInline @inline(never)
    static func requireDistinctArguments(_ service: Any.Type, _ arguments: [Any.Type]) {
        if let message = sameArgumentTypesMessage(service, arguments) {
            fatalError(message)
        }
    }

    /// The text a `~>` operator stops the program with when its resolve gave nothing.
    ///
    /// ```swift
    /// Container.operatorFailureMessage(Animal.self, name: "cat", arguments: (String, Int).self)
    /// // DowelAssembler: resolver ~> (Animal.self, name: "cat", arguments: (String, Int)) resolved nothing
    /// ```
    static func operatorFailureMessage(_ service: Any.Type, name: String?, arguments: Any.Type?) -> String {
        var asked = "\(service).self"
        if let name { asked += ", name: \"\(name)\"" }
        if let arguments { asked += ", arguments: \(arguments)" }
        return "DowelAssembler: resolver ~> (\(asked)) resolved nothing: no registration of \(service) under that "
            + "name and argument types (the failed resolve is logged through Container.loggingFunction)"
    }

    /// Stops the program because a `~>` operator's resolve gave nothing.
    ///
    /// ```swift
    /// guard let animal = resolver.resolve(Animal.self) else {
    ///     Container.operatorFailed(Animal.self, name: nil, arguments: nil)
    /// }
    /// ```
    @usableFromInline @inline(never)
    static func operatorFailed(_ service: Any.Type, name: String?, arguments: Any.Type?) -> Never {
        fatalError(operatorFailureMessage(service, name: name, arguments: arguments))
    }
}
