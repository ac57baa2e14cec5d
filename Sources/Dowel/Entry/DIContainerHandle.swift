/// A non-owning way back to a container, for the objects that must not keep it alive: `Lazy`,
/// `Provider` and dynamic assemblies.
///
/// Not a `weak` reference on purpose: the first weak reference to an object gives it a runtime
/// side table, and from then on every retain and release of that object takes the runtime's slow
/// path. The container is retained on resolve paths, so a single `Lazy` anywhere in the program
/// would slow every resolve down. Instead the container owns this handle and clears it in its
/// `deinit`; holders keep the handle (a tiny object that owns nothing) strongly.
@usableFromInline
final class DIContainerHandle: @unchecked Sendable {
    // Written once at creation and once (to nil) under the registration lock in the container's
    // deinit; read by holders that, by contract, use it only while the container is alive or
    // after it is gone, never during its destruction.
    @usableFromInline nonisolated(unsafe) unowned(unsafe) var container: DIContainer?

    init() {}
}
