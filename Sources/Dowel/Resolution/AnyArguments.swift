// @unchecked: it carries `Any` values the compiler cannot check; they go as they are to the
// factories of the one resolve they are passed to, as `resolve(args:)`'s do, so the caller
// vouches for handing them over (a non-Sendable argument must not be shared across threads).
/// Resolve-time arguments addressed to a registration by type, for `resolve(arguments:)`: the
/// values go, in order, to the `arg(...)` parameters of the registration that is registered as
/// (or `.as`) that type.
///
/// ```swift
/// container.register { Greeter(who: arg($0), times: arg($1)) }.as(Greeting.self)
/// var arguments = AnyArguments()
/// arguments.addArgs(for: Greeting.self, args: "Ada", 3)
/// let greeter: Greeter = container.resolve(arguments: arguments)
/// ```
///
/// `nil` is a valid argument for an `Optional` parameter. An entry may also be addressed to a
/// registration below the requested one: a registration whose factory takes `arg(...)`
/// parameters takes the entry addressed to its type (or an `.as` type) when the resolve makes it.
/// An entry that no registration made by the resolve takes is a `wrongArguments` error.
///
/// ```swift
/// container.register { Engine(serial: arg($0)) }
/// container.register(Car.init(engine:))
/// let car: Car = container.resolve(arguments: AnyArguments(for: Engine.self, args: "V8-1"))
/// ```
public struct AnyArguments: @unchecked Sendable {
    var entries: [(type: Any.Type, args: [Any?])] = []

    /// No arguments yet; add them with ``addArgs(for:args:)``.
    ///
    /// ```swift
    /// var arguments = AnyArguments()
    /// ```
    public init() {}

    /// Arguments for the registration of `type`.
    ///
    /// ```swift
    /// let arguments = AnyArguments(for: Greeter.self, args: "Ada", 3)
    /// ```
    public init(for type: Any.Type, args: Any?...) {
        entries.append((type, args))
    }

    /// Adds arguments for the registration of `type`.
    ///
    /// ```swift
    /// arguments.addArgs(for: Greeting.self, args: "Ada", 3)
    /// ```
    @discardableResult
    public mutating func addArgs(for type: Any.Type, args: Any?...) -> Self {
        entries.append((type, args))
        return self
    }
}

/// Types that wrap the type a resolve really looks up: `Optional`, `many`, `by(tag:on:)`.
protocol DIWrappingType {
    static var _diInnermost: Any.Type { get }
}

extension Optional: DIWrappingType {
    static var _diInnermost: Any.Type { innermost(Wrapped.self) }
}

extension DIMany: DIWrappingType {
    static var _diInnermost: Any.Type { innermost(T.self) }
}

extension DIByTag: DIWrappingType {
    static var _diInnermost: Any.Type { innermost(T.self) }
}

func innermost(_ type: Any.Type) -> Any.Type {
    (type as? any DIWrappingType.Type)?._diInnermost ?? type
}

extension DIContainer {
    /// Resolves `T` with arguments addressed by type; traps on failure.
    ///
    /// ```swift
    /// let greeter: Greeter = container.resolve(arguments: AnyArguments(for: Greeter.self, args: "Ada", 3))
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func resolve<T>(arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line) -> T {
        do {
            return try resolveOrThrow(arguments: arguments, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// Resolves the registration of `T` named `name` with arguments addressed by type; traps on
    /// failure (gives nil when `T` is an `Optional`).
    ///
    /// ```swift
    /// let greeter: Greeting? = container.resolve(name: "formal", arguments: arguments)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func resolve<T>(
        name: String, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        do {
            return try resolveOrThrow(name: name, arguments: arguments, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// ``resolve(arguments:file:line:)`` that throws instead of trapping.
    ///
    /// ```swift
    /// let greeter: Greeter = try container.resolveOrThrow(arguments: arguments)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func resolveOrThrow<T>(
        arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveAddressed(T.self, name: .unnamed, arguments: arguments, file: file, line: line)
    }

    /// ``resolve(name:arguments:file:line:)`` that throws instead of trapping.
    ///
    /// ```swift
    /// let greeter: Greeting = try container.resolveOrThrow(name: "formal", arguments: arguments)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func resolveOrThrow<T>(
        name: String, arguments: AnyArguments, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveAddressed(T.self, name: .name(name), arguments: arguments, file: file, line: line)
    }

    private func resolveAddressed<T>(
        _: T.Type, name: DIName, arguments: AnyArguments, file: StaticString, line: UInt
    ) throws(DIError) -> T {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let values = try addressedArguments(arguments, for: innermost(T.self))
        let raw = table.lookup(T.self, nameID: name.id)
        let positional: [Any]? = values.map { $0.map { $0 as Any } }
        if positional != nil || arguments.entries.isEmpty {
            return try resolveTopLevel(raw, T.self, name: name, arguments: positional, file: file, line: line)
        }
        // Addressed below the requested registration: the registrations that take arguments
        // find their entries while the graph is made; an entry nobody took is a mistake.
        var used = 0
        let unused = { () -> DIError in self.unusedAddressedArguments(arguments, requested: T.self, name: name) }
        let value: T
        do {
            value = try resolveTopLevel(
                raw, T.self, name: name, arguments: nil, file: file, line: line, addressed: arguments.entries,
                addressedUsed: &used)
        } catch  where error.kind == .wrongArguments && used == 0 {
            // A factory missing its arguments because they were addressed elsewhere: say so.
            throw unused()
        }
        if used == 0 {
            throw unused()
        }
        return value
    }

    /// The error of `AnyArguments` addressed below the requested registration that no
    /// registration the resolve made took.
    func unusedAddressedArguments<T>(_ arguments: AnyArguments, requested _: T.Type, name: DIName) -> DIError {
        let addressed = arguments.entries.map { DITypeName.of($0.type) }.joined(separator: ", ")
        return DIError(
            kind: .wrongArguments, requested: DITypeName.of(T.self) + name.description,
            reason: "AnyArguments are addressed to \(addressed), but no registration this resolve made "
                + "takes arguments and is one of these")
    }

    /// The one entry of `arguments` addressed to a registration of `service`: an entry whose type
    /// is the implementation or any `.as` type of a registration of `service`.
    func addressedArguments(_ arguments: AnyArguments, for service: Any.Type) throws(DIError) -> [Any?]? {
        if arguments.entries.isEmpty {
            return nil
        }
        var reachable: Set<ObjectIdentifier> = [ObjectIdentifier(service)]
        for container in lineage {
            for row in container.table.rows(ofType: service) {
                let component = row.object.component
                reachable.insert(ObjectIdentifier(component.implType))
                component.rowsLock.withLock {
                    for row in component.rows {
                        reachable.insert(ObjectIdentifier(row.serviceType))
                    }
                }
            }
        }
        let matching = arguments.entries.filter { reachable.contains(ObjectIdentifier($0.type)) }
        if matching.isEmpty {
            return nil  // addressed deeper in the graph (or nowhere: the resolve then says so)
        }
        guard matching.count == 1 else {
            let addressed = arguments.entries.map { DITypeName.of($0.type) }.joined(separator: ", ")
            throw DIError(
                kind: .wrongArguments, requested: DITypeName.of(service),
                reason: matching.isEmpty
                    ? "AnyArguments are addressed to \(addressed), none of which is a registration of "
                        + "\(DITypeName.of(service)) (only the requested registration receives arguments)"
                    : "AnyArguments hold \(matching.count) entries for registrations of \(DITypeName.of(service))")
        }
        return matching[0].args
    }
}

extension DIContainer {
    /// ``resolve(args:_:file:line:)`` for arguments that include `nil` (for `Optional`
    /// parameters), whose type the compiler cannot infer.
    ///
    /// ```swift
    /// container.register { Badge(title: arg($0), count: arg($1)) }   // title: String?
    /// let badge: Badge = container.resolve(args: nil, 3)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func resolve<T>(args first: Any?, _ rest: Any?..., file: StaticString = #fileID, line: UInt = #line) -> T {
        do {
            return try resolveOrThrow(args: first, rest, file: file, line: line)
        } catch {
            trap(error)
        }
    }

    /// The throwing form of `resolve(args:)` with `nil` arguments.
    ///
    /// ```swift
    /// let badge: Badge = try container.resolveOrThrow(args: nil, 3)
    /// ```
    #if !SyncResolveInAsync
        @available(*, noasync, message: "top-level 'await' binds here: await in an async func, or use a sync: () form")
    #endif
    public func resolveOrThrow<T>(
        args first: Any?, _ rest: Any?..., file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> T {
        try resolveOrThrow(args: first, rest, file: file, line: line)
    }

    private func resolveOrThrow<T>(
        args first: Any?, _ rest: [Any?], file: StaticString, line: UInt
    ) throws(DIError) -> T {
        DIReadSection.enter()
        defer { DIReadSection.exit() }
        let arguments: [Any] = ([first] + rest).map { $0 as Any }
        let raw = table.lookup(T.self, nameID: DIName.unnamed.id)
        return try resolveTopLevel(raw, T.self, name: .unnamed, arguments: arguments, file: file, line: line)
    }
}
