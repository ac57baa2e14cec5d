/// The container an assembly registers into, typed by the resolver its factories receive. It holds
/// DowelAssembler's container weakly: a resolver kept past its assembler fails loudly, naming its caller.
///
/// ```swift
/// func assemble(container: Container<AppResolver>) {
///     container.register(Clock.self) { resolver in SystemClock() }
/// }
/// ```
public final class Container<TargetResolver>: Resolver {
    private weak var swinjectContainer: SwinjectContainer?

    init(_swinjectContainer: SwinjectContainer) {
        swinjectContainer = _swinjectContainer
    }

    /// This container as its `TargetResolver` (the app extends `Container<R>` to conform to `R`).
    ///
    /// ```swift
    /// let resolver: AppResolver = container.resolver
    /// ```
    public var resolver: TargetResolver {
        // swift-format-ignore: NeverForceUnwrap
        self as! TargetResolver
    }

    /// False once the DowelAssembler container behind this one is gone.
    ///
    /// ```swift
    /// assert(container.isAvailable)
    /// ```
    public var isAvailable: Bool { swinjectContainer != nil }

    /// The DowelAssembler container behind this one, as a resolver.
    ///
    /// ```swift
    /// let clock = container.unsafeResolver(file: #fileID, function: #function, line: #line).resolve(Clock.self)
    /// ```
    public func unsafeResolver(file: StaticString, function: StaticString, line: UInt) -> SwinjectResolver {
        _unwrappedSwinjectContainer(file: file, function: function, line: line)
    }

    func _unwrappedSwinjectContainer(
        file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line
    ) -> SwinjectContainer {
        guard let swinjectContainer else {
            fatalError(
                "\(function) used the container for \(TargetResolver.self) after it was released: an object of "
                    + "\(file) may be keeping a resolver past its assembler.", file: file, line: line)
        }
        return swinjectContainer
    }
}
