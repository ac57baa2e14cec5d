/// A non-owning way back to a container, for the objects that must not keep it alive: `Lazy`,
/// `Provider`, their async forms and dynamic assemblies.
///
/// A `weak` reference, because a holder may read it on one thread while the container's last
/// release runs on another: only a weak load turns "the object is being destroyed" into nil
/// atomically. An `unowned(unsafe)` reference cleared in the container's `deinit` (what this was
/// before) let a reader retain a container whose `deinit` had begun, which the runtime reports as
/// "deallocated with non-zero retain count" (`ConcurrencyReleasedContainerTests` under TSan and
/// ASan caught it).
///
/// What the weak reference costs, measured in release (2 cores, best of 15 × 1M): the container
/// gets a side table, so a retain of it takes the runtime's slower path. The resolve path borrows
/// the container: a `.single` resolve stays at 11.6 ns and a prototype with a dependency at 44 ns;
/// `Provider.get()` (a weak load, then the resolve) went from 62 ns to 65 ns.
@usableFromInline
final class DIContainerHandle: @unchecked Sendable {
    // Written once, in the container's initialiser, before the handle is handed to anyone; from
    // then on only read (a weak load is atomic against the object's destruction). So no access
    // overlaps a write, and the dynamic exclusivity check (a `swift_beginAccess` per `Lazy` made
    // and per `Provider` call) would prove nothing.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) weak var container: DIContainer?

    init() {}
}
