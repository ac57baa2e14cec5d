@_exported import DowelAssembler

/// DowelAssembler's container, under the name a Knit app uses for Swinject's.
///
/// ```swift
/// let container = SwinjectContainer()
/// container.register(String.self) { _ in "hello" }
/// ```
public typealias SwinjectContainer = DowelAssembler.Container

/// DowelAssembler's resolver, under the name a Knit app uses for Swinject's.
///
/// ```swift
/// let resolver: SwinjectResolver = SwinjectContainer()
/// _ = resolver.resolve(String.self)
/// ```
public typealias SwinjectResolver = DowelAssembler.Resolver

/// Swinject's module name as a namespace, so that Knit code that qualifies Swinject's names
/// (`Swinject.ServiceEntry<Service>`) compiles with `import DowelKnit`.
///
/// ```swift
/// func container<T, S>(_ c: SwinjectContainer, didRegisterType: T.Type, toService entry: Swinject.ServiceEntry<S>,
///                      withName name: String?) {}
/// ```
public enum Swinject {
    /// DowelAssembler's `Container`.
    ///
    /// ```swift
    /// let container = Swinject.Container()
    /// ```
    public typealias Container = DowelAssembler.Container
    /// DowelAssembler's `Resolver`.
    ///
    /// ```swift
    /// let resolver: Swinject.Resolver = Swinject.Container()
    /// ```
    public typealias Resolver = DowelAssembler.Resolver
    /// DowelAssembler's `ServiceEntry`.
    ///
    /// ```swift
    /// let entry: Swinject.ServiceEntry<Int> = container.register(Int.self) { _ in 1 }
    /// ```
    public typealias ServiceEntry<Service> = DowelAssembler.ServiceEntry<Service>
    /// DowelAssembler's `Behavior`.
    ///
    /// ```swift
    /// final class Counter: Swinject.Behavior { /* … */ }
    /// ```
    public typealias Behavior = DowelAssembler.Behavior
}
