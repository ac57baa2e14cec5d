/// What a registration is, independent of its implementation type: where it was made, its
/// lifetime and priority, its rows and its recorded dependencies.
@usableFromInline
class DIComponentBase {
    /// How a resolve finds or makes the instance; read on every prototype resolve, hence a plain
    /// byte that skips exclusivity checks (it changes only while the registration is being built).
    @usableFromInline
    enum Mode: UInt8 {
        case prototype, objectGraph, cached
    }

    @usableFromInline @exclusivity(unchecked) final var mode: Mode
    @usableFromInline @exclusivity(unchecked) final var hasSetUp = false
    let site: DISite
    let implType: Any.Type
    let hasFactory: Bool
    /// The container the registration was made in.
    unowned(unsafe) let container: DIContainer
    /// Framework or assembly scope id (0 = global).
    let scopeID: UInt64
    /// The framework's type name, for errors and reports.
    let scopeName: String?

    // Everything below is guarded by DIRecursiveLock.shared.
    var lifetime: DILifeTime {
        didSet { mode = Self.mode(of: lifetime) }
    }
    var priority: UInt32 = 0
    var rows: [DIRowBase] = []
    var dependencies: [DIDependency]
    var isRoot = false
    /// The assembly whose module made the registration, if any (graph and validation only).
    var assembly: DIAssemblyMembership?
    /// Program-wide slot of `.single` / `.perRun` instances.
    var programWide: DIProgramWideCell?
    /// Instance of `.perContainer(.weak)`.
    weak var weakInstance: AnyObject?

    init(
        site: DISite, implType: Any.Type, hasFactory: Bool, container: DIContainer, scope: (id: UInt64, name: String?),
        lifetime: DILifeTime, dependencies: [DIDependency]
    ) {
        self.site = site
        self.implType = implType
        self.hasFactory = hasFactory
        self.container = container
        self.scopeID = scope.id
        self.scopeName = scope.name
        self.lifetime = lifetime
        self.mode = Self.mode(of: lifetime)
        self.dependencies = dependencies
    }

    static func mode(of lifetime: DILifeTime) -> Mode {
        switch lifetime {
        case .prototype: return .prototype
        case .objectGraph: return .objectGraph
        default: return .cached
        }
    }

    /// Opens the hot path of every row to the stored cached instance. Under the lock.
    func publishCached() {
        guard lifetime.isPublishable, let instance = storedInstance() else { return }
        for row in rows {
            row.publish(instance)
        }
    }

    /// The instance a cached lifetime holds right now, if any. Under the lock.
    func storedInstance() -> Any? {
        switch lifetime {
        case .single, .perRun(.strong):
            return programWideCell().strong
        case .perRun(.weak):
            return programWideCell().weak
        case .perContainer(.weak):
            return weakInstance
        case .custom(let scope):
            return scope.instance(for: ObjectIdentifier(self))
        case .perContainer(.strong):
            return strongAny
        case .objectGraph, .prototype:
            return nil
        }
    }

    /// Keeps a newly created cached instance. Under the lock.
    func store(_ instance: Any) {
        switch lifetime {
        case .single, .perRun(.strong):
            programWideCell().strong = instance
        case .perRun(.weak):
            programWideCell().weak = DIWeakBox(instance).object
        case .perContainer(.weak):
            weakInstance = DIWeakBox(instance).object
        case .custom(let scope):
            scope.store(instance, for: ObjectIdentifier(self))
        case .perContainer(.strong):
            strongAny = instance
        case .objectGraph, .prototype:
            break
        }
    }

    private var strongAny: Any?

    private func programWideCell() -> DIProgramWideCell {
        if let programWide { return programWide }
        let cell = DIProgramWideStore.shared.cell(site: site, type: implType)
        programWide = cell
        return cell
    }

    /// Runs the injections registered for this type on an object created elsewhere.
    func injectAny(into object: Any, _ ctx: inout DIResolution) throws(DIError) {}

}
