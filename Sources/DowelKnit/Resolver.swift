/// What an assembly's `TargetResolver` protocol refines: a typed face over the container, which
/// still reaches the untyped resolver where it must.
///
/// ```swift
/// protocol AppResolver: Resolver {}
/// extension Container<AppResolver>: AppResolver {}
/// extension AppResolver {
///     func clock() -> Clock { unsafeResolver(file: #fileID, function: #function, line: #line).resolve(Clock.self)! }
/// }
/// ```
public protocol Resolver: AnyObject {
    /// False once the container behind this resolver is gone.
    ///
    /// ```swift
    /// if resolver.isAvailable { _ = resolver.unsafeResolver(file: #fileID, function: #function, line: #line) }
    /// ```
    var isAvailable: Bool { get }

    /// The untyped resolver behind this one; a fatal error, naming the call site, once it is gone.
    ///
    /// ```swift
    /// let clock = resolver.unsafeResolver(file: #fileID, function: #function, line: #line).resolve(Clock.self)
    /// ```
    func unsafeResolver(file: StaticString, function: StaticString, line: UInt) -> SwinjectResolver
}
