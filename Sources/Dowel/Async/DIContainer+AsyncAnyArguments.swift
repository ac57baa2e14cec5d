// The `await` forms of the `AnyArguments` resolves, and their `sync: ()` spellings: the synchronous
// forms are `noasync` like every other resolve, so an awaited `resolve(arguments:)` reaches the
// asynchronous path instead of trapping on the first async factory.

extension DIContainer {
    /// The `await` form of `resolve(arguments:)`: awaits the async factories the graph needs.
    ///
    /// ```swift
    /// container.register { (name: DIArg<String>) async in await Session(user: arg(name)) }
    /// let session: Session = await container.resolve(arguments: AnyArguments(for: Session.self, args: "ada"))
    /// ```
    ///
    /// Entries addressed to the requested registration go to its factory, async or not. Entries
    /// addressed below it reach the synchronous factories that take them; an async factory below
    /// the requested registration that needs arguments is a `.wrongArguments` error (give it its
    /// arguments by resolving it directly).
    public func resolve<T>(arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line) async -> T {
        do {
            return try await resolveOrThrow(arguments: arguments, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolve(name:arguments:)`.
    ///
    /// ```swift
    /// let session: Session = await container.resolve(name: "guest", arguments: arguments)
    /// ```
    public func resolve<T>(
        name: String, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) async -> T {
        do {
            return try await resolveOrThrow(name: name, arguments: arguments, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// The `await` form of `resolveOrThrow(arguments:)`.
    ///
    /// ```swift
    /// let session: Session = try await container.resolveOrThrow(arguments: arguments)
    /// ```
    public func resolveOrThrow<T>(
        arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) async throws(DIError) -> T {
        try await resolveAddressedAsync(T.self, name: .unnamed, arguments: arguments, file: file, line: line)
    }

    /// The `await` form of `resolveOrThrow(name:arguments:)`.
    ///
    /// ```swift
    /// let session: Session = try await container.resolveOrThrow(name: "guest", arguments: arguments)
    /// ```
    public func resolveOrThrow<T>(
        name: String, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) async throws(DIError) -> T {
        try await resolveAddressedAsync(T.self, name: .name(name), arguments: arguments, file: file, line: line)
    }

    private func resolveAddressedAsync<T>(
        _: T.Type, name: DIName, arguments: AnyArguments, file: StaticString, line: UInt
    ) async throws(DIError) -> T {
        let values: [Any?]?
        do {
            DIReadSection.enter()
            defer { DIReadSection.exit() }
            values = try addressedArguments(arguments, for: innermost(T.self))
        }
        if values != nil || arguments.entries.isEmpty {
            return try await resolveAsyncTopLevel(
                T.self, name: name, arguments: values.map { $0.map { $0 as Any } }, scope: DITable.globalScope,
                file, line)
        }
        if let asyncTaker = asyncFactoryTakingArguments(arguments) {
            throw DIError(
                kind: .wrongArguments, requested: DITypeName.of(T.self) + name.description,
                reason: "AnyArguments are addressed to \(DITypeName.of(asyncTaker.implType)), whose factory is async "
                    + "and takes arguments: an awaited resolve makes the async factories below the requested "
                    + "registration before arguments are handed out, so only the requested one gets them; "
                    + "resolve \(DITypeName.of(asyncTaker.implType)) itself with them",
                registrations: [DIError.Registration(component: asyncTaker)]
            ).atTopLevel(DISite(file: file, line: line))
        }
        return try await resolveAsyncTopLevel(
            T.self, name: name, arguments: nil, scope: DITable.globalScope, file, line, addressed: arguments)
    }

    /// A registration an entry of `arguments` is addressed to whose factory is async and takes
    /// arguments: addressed below the requested registration, its arguments cannot reach it.
    private func asyncFactoryTakingArguments(_ arguments: AnyArguments) -> DIComponentBase? {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        for entry in arguments.entries {
            for container in lineage {
                for row in container.table.rows(ofType: entry.type) {
                    let component = row.object.component
                    if component.asyncMaker != nil && component.takesArguments {
                        return component
                    }
                }
            }
        }
        return nil
    }

    /// The synchronous `resolve(arguments:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let greeter: Greeter = container.resolve(sync: (), arguments: arguments)
    /// ```
    public func resolve<T>(
        sync: Void, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        resolve(arguments: arguments, file: file, line: line)
    }

    /// The synchronous `resolve(name:arguments:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let greeter: Greeting = container.resolve(sync: (), name: "formal", arguments: arguments)
    /// ```
    public func resolve<T>(
        sync: Void, name: String, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        resolve(name: name, arguments: arguments, file: file, line: line)
    }

    /// The synchronous `resolveOrThrow(arguments:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let greeter: Greeter = try container.resolveOrThrow(sync: (), arguments: arguments)
    /// ```
    public func resolveOrThrow<T>(
        sync: Void, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveOrThrow(arguments: arguments, file: file, line: line)
    }

    /// The synchronous `resolveOrThrow(name:arguments:)`, callable from async code without `await`.
    ///
    /// ```swift
    /// let greeter: Greeting = try container.resolveOrThrow(sync: (), name: "formal", arguments: arguments)
    /// ```
    public func resolveOrThrow<T>(
        sync: Void, name: String, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveOrThrow(name: name, arguments: arguments, file: file, line: line)
    }
}
