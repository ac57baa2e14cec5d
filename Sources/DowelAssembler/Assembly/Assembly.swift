/// A group of registrations: `assemble` registers them, `loaded` runs once every assembly of
/// the same batch has been assembled.
///
/// ```swift
/// struct ServiceAssembly: Assembly {
///     func assemble(container: Container) {
///         container.register(Service.self) { _ in RemoteService() }.inObjectScope(.container)
///     }
/// }
/// let assembler = Assembler([ServiceAssembly()])
/// ```
public protocol Assembly {
    /// Registers this assembly's services.
    ///
    /// ```swift
    /// func assemble(container: Container) { container.register(Food.self) { _ in Sushi() } }
    /// ```
    func assemble(container: Container)

    /// Called after every assembly of the batch is assembled: resolve and wire things here.
    ///
    /// ```swift
    /// func loaded(resolver: Resolver) { resolver.resolve(Logger.self)!.start() }
    /// ```
    func loaded(resolver: Resolver)
}

extension Assembly {
    /// Does nothing.
    ///
    /// ```swift
    /// struct Quiet: Assembly { func assemble(container: Container) {} }   // no `loaded` needed
    /// ```
    public func loaded(resolver _: Resolver) {}
}
