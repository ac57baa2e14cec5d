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
