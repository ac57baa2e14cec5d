/// The Swinject 1.x name of ``Resolver``.
///
/// ```swift
/// func wire(_ resolver: ResolverType) { _ = resolver.resolve(Logger.self) }
/// ```
public typealias ResolverType = Resolver
