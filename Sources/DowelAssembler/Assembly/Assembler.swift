/// Builds a container from assemblies: every `assemble` of a batch runs, in order, before any
/// of their `loaded`, also in order.
///
/// ```swift
/// let assembler = Assembler([ServiceAssembly(), ManagerAssembly()])
/// let manager = assembler.resolver.resolve(Manager.self)!
/// ```
public final class Assembler {
    let container: Container
    private let readOnly: AssemblerResolver

    /// Resolves from the container the assemblies registered into. It is an
    /// ``AssemblerResolver``, not the ``Container``: registering stays with the assemblies.
    ///
    /// ```swift
    /// let logger = assembler.resolver.resolve(Logger.self)
    /// ```
    public var resolver: Resolver {
        readOnly
    }

    /// An assembler over `container` (a new one by default), with nothing assembled yet.
    ///
    /// ```swift
    /// let assembler = Assembler(container: existing)
    /// assembler.apply(assembly: LoggerAssembly())
    /// ```
    public init(container: Container? = Container()) {
        self.container = container ?? Container()
        readOnly = AssemblerResolver(container: self.container)
    }

    /// An empty assembler whose container is a child of `parentAssembler`'s.
    ///
    /// ```swift
    /// let feature = Assembler(parentAssembler: app, defaultObjectScope: .container)
    /// ```
    public init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [Behavior] = []) {
        container = Container(
            parent: parentAssembler?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        readOnly = AssemblerResolver(container: container)
    }

    /// Assembles `assemblies` into `container`.
    ///
    /// ```swift
    /// let assembler = Assembler([ServiceAssembly(), ManagerAssembly()])
    /// ```
    public init(_ assemblies: [Assembly], container: Container = Container()) {
        self.container = container
        readOnly = AssemblerResolver(container: container)
        run(assemblies)
    }

    /// Assembles `assemblies` into a child of `parent`'s container.
    ///
    /// ```swift
    /// let feature = Assembler([FeatureAssembly()], parent: app)
    /// ```
    ///
    /// The behaviors are added before any assembly runs, so they see every registration.
    public init(
        _ assemblies: [Assembly], parent: Assembler?, defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = []
    ) {
        container = Container(parent: parent?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        readOnly = AssemblerResolver(container: container)
        run(assemblies)
    }

    /// The older, throwing form of ``init(_:container:)`` (it never throws).
    ///
    /// ```swift
    /// let assembler = try Assembler(assemblies: [ServiceAssembly()])
    /// ```
    public convenience init(assemblies: [Assembly], container: Container? = Container()) throws {
        self.init(assemblies, container: container ?? Container())
    }

    /// The older, throwing form of ``init(_:parent:defaultObjectScope:behaviors:)`` (it never throws).
    ///
    /// ```swift
    /// let feature = try Assembler(assemblies: [FeatureAssembly()], parentAssembler: app)
    /// ```
    public convenience init(assemblies: [Assembly], parentAssembler: Assembler?) throws {
        self.init(assemblies, parent: parentAssembler)
    }

    /// Assembles one more assembly into the container, then calls its `loaded`.
    ///
    /// ```swift
    /// assembler.apply(assembly: LoggerAssembly())
    /// ```
    public func apply(assembly: Assembly) {
        run([assembly])
    }

    /// Assembles a batch: every `assemble`, then every `loaded`.
    ///
    /// ```swift
    /// assembler.apply(assemblies: [ServiceAssembly(), ManagerAssembly()])
    /// ```
    public func apply(assemblies: [Assembly]) {
        run(assemblies)
    }

    func run(_ assemblies: [Assembly]) {
        for assembly in assemblies {
            assembly.assemble(container: container)
        }
        for assembly in assemblies {
            assembly.loaded(resolver: resolver)
        }
    }
}
