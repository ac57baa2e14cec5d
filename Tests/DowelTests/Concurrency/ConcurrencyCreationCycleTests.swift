import Dowel
import Foundation
import Testing

// Construction cycles through cached lifetimes end in `.cycle` errors, on one thread or split
// across two, never in a hang (each cross-thread test waits with a timeout).

private final class SameA: Sendable {
    init(b: SameB) {}
}
private final class SameB: Sendable {
    init(a: SameA) {}
}
private final class SelfResolving: Sendable {}
private final class SplitA: @unchecked Sendable {
    var b: SplitB?
}
private final class SplitB: @unchecked Sendable {
    var a: SplitA?
}

private final class Finishing: @unchecked Sendable {
    var partner: Partner?
}
private final class Partner: Sendable {
    let finishing: Finishing

    init(_ finishing: Finishing) {
        self.finishing = finishing
    }
}
private final class PauseMarker: Sendable {}
private final class LazySelf: Sendable {}
private final class LazySelfHolder: Sendable {
    let lazy: Lazy<LazySelf>

    init(lazy: Lazy<LazySelf>) {
        self.lazy = lazy
    }
}
private final class StartMarker: Sendable {}

/// A gate that stays open once opened (a semaphore signalled again after each wait).
private final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    func open() {
        semaphore.signal()
    }

    func pass() {
        _ = semaphore.wait(timeout: .now() + hangTimeout)
        semaphore.signal()
    }
}

// Three minutes: a hang still fails, while the time the suite waits for one of the cooperative
// pool's two threads under the sanitizers on a loaded CI machine does not count against it.
@Suite("Concurrency: construction cycles of cached instances", .timeLimit(.minutes(3)))
struct ConcurrencyCreationCycleTests {
    @Test("a cycle of .perContainer registrations on one thread is a .cycle error naming it in order")
    func sameThreadCycleText() {
        let container = DIContainer()
        let aLine = #line + 1
        container.register(SameA.init(b:)).lifetime(.perContainer(.strong))
        let bLine = #line + 1
        container.register(SameB.init(a:)).lifetime(.perContainer(.strong))
        do {
            let _: SameA = try container.resolveOrThrow()
            Issue.record("SameA -> SameB -> SameA cannot be built")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.chain == ["SameA", "SameB", "SameA"])
            #expect(error.registrations.map(\.service) == ["SameA", "SameB"])
            #expect(error.reason.contains("SameA -> SameB -> SameA"))
            let text = error.description
            #expect(text.contains("cycle members, in order:"))
            #expect(text.contains("ConcurrencyCreationCycleTests.swift:\(aLine)"))
            #expect(text.contains("ConcurrencyCreationCycleTests.swift:\(bLine)"))
        }
        // The failed creations left nothing locked: the next attempt fails the same way.
        #expect(throws: DIError.self) {
            let _: SameB = try container.resolveOrThrow()
        }
    }

    @Test("a .single factory that resolves itself through the container is a .cycle error, not a hang")
    func factoryResolvingItself() {
        let container = DIContainer()
        let inner = Box<DIError>()
        container.register { [unowned container] () -> SelfResolving in
            do throws(DIError) {
                let _: SelfResolving = try container.resolveOrThrow()
            } catch {
                inner.set(error)
            }
            return SelfResolving()
        }.lifetime(.single)
        let finished = onThread { let _: SelfResolving = container.resolve() }
        #expect(finished)
        #expect(inner.get?.kind == .cycle)
        #expect(inner.get?.reason.contains("SelfResolving -> SelfResolving") == true)
    }

    @Test("A -> B on one thread while B -> A on another ends in .cycle errors on both, not a hang")
    func crossThreadCycle() {
        let container = DIContainer()
        let aStarted = Gate()
        let bStarted = Gate()
        // Each factory waits until the other creation has begun, then asks for the other half
        // (through an injection, which runs after the factory).
        container.register { () -> SplitA in
            aStarted.open()
            bStarted.pass()
            return SplitA()
        }
        .lifetime(.perContainer(.strong))
        .injection(\.b)
        container.register { () -> SplitB in
            bStarted.open()
            aStarted.pass()
            return SplitB()
        }
        .lifetime(.perContainer(.strong))
        .injection(\.a)
        let errors = Collector<DIError>()
        let finished = onThreads(2) { index in
            do throws(DIError) {
                if index == 0 {
                    let _: SplitA = try container.resolveOrThrow()
                } else {
                    let _: SplitB = try container.resolveOrThrow()
                }
            } catch {
                errors.append(error)
            }
        }
        #expect(finished)
        #expect(errors.all.count == 2)
        for error in errors.all {
            #expect(error.kind == .cycle)
            #expect(error.description.contains("SplitA"))
            #expect(error.description.contains("SplitB"))
        }
    }

    @Test(
        "an instance finishing its cycle: true injections on one thread, needed by the creation they wait for on another, is handed over"
    )
    func finishingInstanceHandedOver() throws {
        let container = DIContainer()
        let created = Gate()
        let partnerStarted = Gate()
        container.register { () -> PauseMarker in
            partnerStarted.pass()
            return PauseMarker()
        }
        container.register { () -> StartMarker in
            partnerStarted.open()
            return StartMarker()
        }
        // Finishing's deferred injections: first a pause until Partner's creation has begun on the
        // other thread, then Partner itself, whose creation needs Finishing.
        container.register { () -> Finishing in
            created.open()
            return Finishing()
        }
        .lifetime(.perContainer(.strong))
        .injection(cycle: true) { (_: Finishing, _: PauseMarker) in }
        .injection(cycle: true, \.partner)
        container.register { (_: StartMarker, finishing: Finishing) in Partner(finishing) }
            .lifetime(.perContainer(.strong))
        let finishing = Box<Finishing>()
        let partner = Box<Partner>()
        let errors = Collector<DIError>()
        let finished = onThreads(2) { index in
            do throws(DIError) {
                if index == 0 {
                    finishing.set(try container.resolveOrThrow())
                } else {
                    created.pass()
                    partner.set(try container.resolveOrThrow())
                }
            } catch {
                errors.append(error)
            }
        }
        #expect(finished)
        #expect(errors.all.isEmpty)
        let madeFinishing = try #require(finishing.get)
        let madePartner = try #require(partner.get)
        #expect(madeFinishing.partner === madePartner)
        #expect(madePartner.finishing === madeFinishing)
        madeFinishing.partner = nil
    }

    @Test("a Lazy whose first value needs that same Lazy is a .cycle error, not a hang")
    func lazyNeedingItself() throws {
        let container = DIContainer()
        let holder = Box<LazySelfHolder>()
        let inner = Box<DIError>()
        container.register { () -> LazySelf in
            do throws(DIError) {
                _ = try holder.get?.lazy.get()
            } catch {
                inner.set(error)
            }
            return LazySelf()
        }
        container.register(LazySelfHolder.init(lazy:))
        holder.set(try container.resolveOrThrow())
        let finished = onThread { _ = holder.get?.lazy.value }
        #expect(finished)
        #expect(inner.get?.kind == .cycle)
        #expect(inner.get?.description.contains("Lazy<LazySelf>") == true)
    }
}
