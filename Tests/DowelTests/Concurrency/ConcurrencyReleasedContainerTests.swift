import Dowel
import DowelTestSupport
import Foundation
import Testing

private final class Ticket: Sendable {
    init() {}
}

private final class LazyTicket: Sendable {
    let ticket: Lazy<Ticket>

    init(ticket: Lazy<Ticket>) {
        self.ticket = ticket
    }
}

private final class ProvidedTicket: Sendable {
    let ticket: Provider<Ticket>

    init(ticket: Provider<Ticket>) {
        self.ticket = ticket
    }
}

/// The container a test releases from one thread while others read through it.
private final class ContainerSlot: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var container: DIContainer?

    init(_ container: DIContainer) {
        self.container = container
    }

    /// Drops the slot's reference (the last strong one) outside the lock: the container's deinit
    /// then runs on this thread while readers may be inside a resolve through it.
    func release() {
        let last = lock.withLock { () -> DIContainer? in
            defer { container = nil }
            return container
        }
        _ = last
    }
}

// Issue 28: a `Lazy` or `Provider` outlives its container and may be read on another thread at
// the very moment the container goes. Under ASan (the whole suite runs there) and TSan (this
// suite's name) a read racing the release must be a value or the typed "released" error: never
// a use-after-free, a crash or a hang.
@Suite("Concurrency: Lazy and Provider read while their container is released")
struct ConcurrencyReleasedContainerTests {
    /// Reads per reader thread; the release happens after the first reads succeeded.
    private static let reads = 2_000

    /// The holders, and the container in a slot that holds its only strong reference.
    private static func fixture() -> ([[LazyTicket]], ProvidedTicket, ContainerSlot) {
        let container = DIContainer()
        container.register(Ticket.init)
        container.register(LazyTicket.init(ticket:))
        container.register(ProvidedTicket.init(ticket:))
        // Made before the race, each read once during it: a Lazy resolves on its first read.
        let lazies: [[LazyTicket]] = (0..<2).map { _ in (0..<reads).map { _ in container.resolve() } }
        return (lazies, container.resolve(), ContainerSlot(container))
    }

    @Test("every read racing the release gives an instance or the typed released error")
    func readsRacingTheRelease() throws {
        let (lazies, provided, slot) = Self.fixture()
        let values = TestAtomic<Int>(0)
        let released = TestAtomic<Int>(0)
        let unexpected = Collector<String>()
        let started = DispatchSemaphore(value: 0)

        @Sendable func record(_ read: () throws(DIError) -> Ticket) {
            do {
                _ = try read()
                values.add(1, ordering: .relaxed)
            } catch {
                if error.kind == .configuration && error.description.contains("was released") {
                    released.add(1, ordering: .relaxed)
                } else {
                    unexpected.append(error.description)
                }
            }
        }

        let finished = onThreads(4) { index in
            switch index {
            case 0, 1:
                for (position, holder) in lazies[index].enumerated() {
                    record { () throws(DIError) in try holder.ticket.get() }
                    if position == 100 && index == 0 { started.signal() }
                }
            case 2:
                for _ in 0..<Self.reads {
                    record { () throws(DIError) in try provided.ticket.get() }
                }
            default:
                _ = started.wait(timeout: .now() + hangTimeout)
                slot.release()
            }
        }
        #expect(finished, "a reader or the release hung")
        #expect(unexpected.all.isEmpty, "\(unexpected.all.prefix(3))")
        #expect(values.load(ordering: .relaxed) + released.load(ordering: .relaxed) == 3 * Self.reads)
        #expect(values.load(ordering: .relaxed) > 100, "the first reads came before the release")
        // Whatever was read after the release failed; a read after the race always fails.
        #expect(throws: DIError.self) { _ = try provided.ticket.get() }
    }
}
