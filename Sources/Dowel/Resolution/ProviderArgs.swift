/// A provider whose every use passes resolve-time arguments: `Provider1<T, A1>` gives
/// `container.resolve(args: a1)` on each ``value(_:)``.
///
/// ```swift
/// final class Screen {
///     var cells = Provider1<Cell, Int>()       // filled by .injection(\.cells)
///     func cell(at row: Int) -> Cell { cells.value(row) }
/// }
/// container.register { Cell(row: arg($0)) }
/// container.register(Screen.init).injection(\.cells)
/// ```
///
/// Made with `init()` it is unbound: until the container injects it, ``value(_:)`` traps and
/// ``get(_:)`` throws a ``DIError/Kind/configuration`` error. Like ``Provider`` it does not keep
/// its container alive. `Sendable` when its value is (the arguments stay on the calling thread).
public final class Provider1<T, A1> {
    let handle: DIContainerHandle?

    /// An unbound provider, to be replaced by an injection.
    ///
    /// ```swift
    /// var cells = Provider1<Cell, Int>()
    /// ```
    public init() {
        handle = nil
    }

    init(handle: DIContainerHandle) {
        self.handle = handle
    }

    /// A fresh resolve of `T` with `a1` as its argument; traps on failure.
    ///
    /// ```swift
    /// let cell = cells.value(3)
    /// ```
    public func value(_ a1: A1) -> T {
        do {
            return try get(a1)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh resolve of `T` with `a1` as its argument, or why not.
    ///
    /// ```swift
    /// let cell = try cells.get(3)
    /// ```
    public func get(_ a1: A1) throws(DIError) -> T {
        try DIContainer.boundContainer(handle, T.self, "Provider1").resolveOrThrow(args: a1)
    }
}

/// ``Provider1`` with two arguments.
///
/// ```swift
/// var cells = Provider2<Cell, Int, String>()
/// let cell = cells.value(3, "title")
/// ```
public final class Provider2<T, A1, A2> {
    let handle: DIContainerHandle?

    /// An unbound provider, to be replaced by an injection.
    ///
    /// ```swift
    /// var cells = Provider2<Cell, Int, String>()
    /// ```
    public init() {
        handle = nil
    }

    init(handle: DIContainerHandle) {
        self.handle = handle
    }

    /// A fresh resolve of `T` with the two arguments; traps on failure.
    ///
    /// ```swift
    /// let cell = cells.value(3, "title")
    /// ```
    public func value(_ a1: A1, _ a2: A2) -> T {
        do {
            return try get(a1, a2)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh resolve of `T` with the two arguments, or why not.
    ///
    /// ```swift
    /// let cell = try cells.get(3, "title")
    /// ```
    public func get(_ a1: A1, _ a2: A2) throws(DIError) -> T {
        try DIContainer.boundContainer(handle, T.self, "Provider2").resolveOrThrow(args: a1, a2)
    }
}

/// ``Provider1`` with three arguments.
///
/// ```swift
/// var cells = Provider3<Cell, Int, String, Bool>()
/// let cell = cells.value(3, "title", true)
/// ```
public final class Provider3<T, A1, A2, A3> {
    let handle: DIContainerHandle?

    /// An unbound provider, to be replaced by an injection.
    ///
    /// ```swift
    /// var cells = Provider3<Cell, Int, String, Bool>()
    /// ```
    public init() {
        handle = nil
    }

    init(handle: DIContainerHandle) {
        self.handle = handle
    }

    /// A fresh resolve of `T` with the three arguments; traps on failure.
    ///
    /// ```swift
    /// let cell = cells.value(3, "title", true)
    /// ```
    public func value(_ a1: A1, _ a2: A2, _ a3: A3) -> T {
        do {
            return try get(a1, a2, a3)
        } catch {
            DIContainer.trap(error)
        }
    }

    /// A fresh resolve of `T` with the three arguments, or why not.
    ///
    /// ```swift
    /// let cell = try cells.get(3, "title", true)
    /// ```
    public func get(_ a1: A1, _ a2: A2, _ a3: A3) throws(DIError) -> T {
        try DIContainer.boundContainer(handle, T.self, "Provider3").resolveOrThrow(args: a1, a2, a3)
    }
}

extension DIContainer {
    /// The container behind an argument provider, or why there is none.
    static func boundContainer(
        _ handle: DIContainerHandle?, _ type: Any.Type, _ wrapper: String
    ) throws(DIError)
        -> DIContainer
    {
        guard let handle else {
            throw DIError(
                kind: .configuration, requested: "\(wrapper)<\(DITypeName.of(type))>",
                reason: "this \(wrapper) was made with init() and never injected by a container")
        }
        guard let container = handle.container else {
            throw DIError.containerReleased(type, wrapper: wrapper)
        }
        return container
    }
}

extension Provider1: DISpecialParameter, DITopLevelMarker {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Provider1<T, A1> {
        Provider1(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .provider, type: T.self, arguments: [A1.self]) }

    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> Provider1<T, A1> {
        try DIContainer.untagged("Provider1", T.self, tags)
        return try _diResolveParameter(&ctx)
    }
}

extension Provider2: DISpecialParameter, DITopLevelMarker {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Provider2<T, A1, A2> {
        Provider2(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency {
        DIDependency(kind: .provider, type: T.self, arguments: [A1.self, A2.self])
    }

    @usableFromInline
    static func _diResolveMarker(tags: [DIName], _ ctx: inout DIResolution) throws(DIError) -> Provider2<T, A1, A2> {
        try DIContainer.untagged("Provider2", T.self, tags)
        return try _diResolveParameter(&ctx)
    }
}

extension Provider3: DISpecialParameter, DITopLevelMarker {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> Provider3<T, A1, A2, A3> {
        Provider3(handle: ctx.container.registry.handle)
    }

    @usableFromInline
    static var _diDependency: DIDependency {
        DIDependency(kind: .provider, type: T.self, arguments: [A1.self, A2.self, A3.self])
    }

    @usableFromInline
    static func _diResolveMarker(
        tags: [DIName], _ ctx: inout DIResolution
    ) throws(DIError)
        -> Provider3<T, A1, A2, A3>
    {
        try DIContainer.untagged("Provider3", T.self, tags)
        return try _diResolveParameter(&ctx)
    }
}

// Sound only when the value is: what it gives may be shared with (or made on) another thread.
extension Provider1: @unchecked Sendable where T: Sendable {}

// Sound only when the value is: what it gives may be shared with (or made on) another thread.
extension Provider2: @unchecked Sendable where T: Sendable {}

// Sound only when the value is: what it gives may be shared with (or made on) another thread.
extension Provider3: @unchecked Sendable where T: Sendable {}
