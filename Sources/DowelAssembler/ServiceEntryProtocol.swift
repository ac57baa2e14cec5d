/// A registration seen without its service type: what the container's table holds.
protocol ServiceEntryProtocol: AnyObject {
    var serviceType: Any.Type { get }
    var argumentsType: Any.Type { get }
    var factory: AnyFactoryBox { get }
    /// Under the creation lock, like everything below.
    var objectScope: ObjectScopeProtocol { get }
    var storage: InstanceStorage { get }
    var initCompletedCount: Int { get }
    /// Checked before ``runInitCompleted(_:_:)``: a plain flag spares the generic call.
    var hasInitCompleted: Bool { get }
    /// Whether the Dowel core serves one of this entry's keys (so a change must reset the core).
    var isPublished: Bool { get set }
    /// Runs the `initCompleted` closures on a new instance (none if it is not a `Service`).
    func runInitCompleted(_ resolver: Resolver, _ instance: Any)
}
