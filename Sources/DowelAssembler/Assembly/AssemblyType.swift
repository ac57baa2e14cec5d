/// The Swinject 1.x name of ``Assembly``.
///
/// ```swift
/// struct OldAssembly: AssemblyType {
///     func assemble(container: Container) {}
///     func loaded(resolver: ResolverType) {}
/// }
/// ```
public typealias AssemblyType = Assembly
