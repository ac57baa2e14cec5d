/// An ``Assembly`` that names the assemblies it needs, so a ``ModuleAssembler`` can build the
/// whole tree from its root.
///
/// ```swift
/// struct FeatureAssembly: ModuleAssembly {
///     static var dependencies: [any ModuleAssembly.Type] { [DatabaseAssembly.self] }
///     func assemble(container: Container) {
///         container.register(Feature.self) { r in Feature(db: r.resolve(Database.self)!) }
///     }
/// }
/// ```
public protocol ModuleAssembly: Assembly {
    /// The assemblies whose registrations this one uses.
    ///
    /// ```swift
    /// static var dependencies: [any ModuleAssembly.Type] { [NetworkAssembly.self, StorageAssembly.self] }
    /// ```
    static var dependencies: [any ModuleAssembly.Type] { get }

    /// The assemblies this one stands in for: when it is assembled, they are not (a fake beside
    /// the real feature, or another implementation). It must register what they would have.
    ///
    /// ```swift
    /// struct FakeDatabaseAssembly: AutoInitModuleAssembly {
    ///     static var dependencies: [any ModuleAssembly.Type] { [] }
    ///     static var replaces: [any ModuleAssembly.Type] { [DatabaseAssembly.self] }
    ///     func assemble(container: Container) { container.register(Database.self) { _ in InMemoryDatabase() } }
    /// }
    /// ```
    static var replaces: [any ModuleAssembly.Type] { get }
}

extension ModuleAssembly {
    /// None.
    ///
    /// ```swift
    /// struct LoggingAssembly: ModuleAssembly { ... }   // replaces nothing
    /// ```
    public static var replaces: [any ModuleAssembly.Type] { [] }
}

/// A ``ModuleAssembly`` the ``ModuleAssembler`` creates by itself when the tree needs it and
/// nobody passed an instance.
///
/// ```swift
/// struct LoggingAssembly: AutoInitModuleAssembly {
///     static var dependencies: [any ModuleAssembly.Type] { [] }
///     func assemble(container: Container) { container.register(Logger.self) { _ in Logger() } }
/// }
/// ```
public protocol AutoInitModuleAssembly: ModuleAssembly {
    /// Creates the assembly with nothing to configure.
    ///
    /// ```swift
    /// let assembly = LoggingAssembly()
    /// ```
    init()
}

/// A ``ModuleAssembly`` that names its default fake: when default overrides are on (under a
/// test runner, or forced with ``OverrideBehavior/useDefaultOverrides``), the ``ModuleAssembler``
/// assembles `OverrideType` instead of it wherever the tree needs it and nobody passed it.
///
/// ```swift
/// extension PaymentsAssembly: DefaultModuleAssemblyOverride {
///     typealias OverrideType = FakePaymentsAssembly   // FakePaymentsAssembly.replaces == [PaymentsAssembly.self]
/// }
/// ```
public protocol DefaultModuleAssemblyOverride: ModuleAssembly {
    /// The assembly used instead of this one when default overrides are on; it must list this
    /// one in its ``ModuleAssembly/replaces``.
    ///
    /// ```swift
    /// typealias OverrideType = FakePaymentsAssembly
    /// ```
    associatedtype OverrideType: AutoInitModuleAssembly
}

/// A module type as a dictionary key.
struct ModuleID: Hashable {
    let type: any ModuleAssembly.Type

    init(_ type: any ModuleAssembly.Type) {
        self.type = type
    }

    var name: String {
        String(describing: type)
    }

    static func == (lhs: ModuleID, rhs: ModuleID) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }

    /// A fresh instance when the type is ``AutoInitModuleAssembly``.
    func makeInstance() -> (any ModuleAssembly)? {
        guard let autoInit = type as? any AutoInitModuleAssembly.Type else { return nil }
        return autoInit.init()
    }

    /// The type's default override, when it declares one.
    var defaultOverride: ModuleID? {
        guard let base = type as? any DefaultModuleAssemblyOverride.Type else { return nil }
        return ModuleID(Self.overrideType(of: base))
    }

    private static func overrideType<Base: DefaultModuleAssemblyOverride>(of _: Base.Type) -> any ModuleAssembly.Type {
        Base.OverrideType.self
    }

    var dependencies: [ModuleID] {
        type.dependencies.map(ModuleID.init)
    }

    var replaces: [ModuleID] {
        type.replaces.map(ModuleID.init)
    }
}
