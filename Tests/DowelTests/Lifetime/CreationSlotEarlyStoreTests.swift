import Foundation
import Testing

@testable import Dowel

/// A cached lifetime's slot can hold the instance before its creation ends
/// (`storeDuringCreation`): what Swinject's `initCompleted` cycles need from the core's cell.
@Suite struct CreationSlotEarlyStoreTests {
    private final class Subject: DICreationSubject {
        var creationName: String { "Subject" }
        var creationRegistration: DIError.Registration? { nil }
        var allowsReentrantCreation: Bool { true }
    }

    private final class Made: @unchecked Sendable {}

    /// The slot handed to another thread: the core shares slots between threads under their own
    /// lock, which the type does not state.
    private struct Shared: @unchecked Sendable {
        let slot: DICreationSlot
    }

    @Test("Stored during its creation, the instance is the creating thread's next claim, hidden from others")
    func creatingThreadGetsItFirst() throws {
        let slot = DICreationSlot.make(counting: .strong)
        let subject = Subject()
        guard case .claimed = try slot.claim(for: subject) else {
            Issue.record("the first claim should own the creation")
            return
        }
        let made = Made()
        slot.storeDuringCreation(made)
        guard case .existing(let again) = try slot.claim(for: subject) else {
            Issue.record("the creating thread's claim should get the stored instance")
            return
        }
        #expect(again as AnyObject === made)
        #expect(slot.peek() as AnyObject? === made)
        // Another thread sees nothing while the creation is not over.
        let seenElsewhere = DILockedValue<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        let shared = Shared(slot: slot)
        Thread.detachNewThread {
            seenElsewhere.withLock { $0 = shared.slot.peek() != nil }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seenElsewhere.withLock { $0 } == false)
        slot.fill(made, keepOwned: false)
        #expect(slot.peek() as AnyObject? === made)
    }

    @Test("A creation that fails after storing early leaves nothing: the next claim creates again")
    func abandonForgetsTheEarlyInstance() throws {
        let slot = DICreationSlot.make(counting: .strong)
        let subject = Subject()
        guard case .claimed = try slot.claim(for: subject) else {
            Issue.record("the first claim should own the creation")
            return
        }
        slot.storeDuringCreation(Made())
        slot.abandon()
        #expect(slot.peek() == nil)
        guard case .claimed = try slot.claim(for: subject) else {
            Issue.record("after a failed creation, the next claim should own a new one")
            return
        }
        slot.abandon()
    }
}
