import Foundation
import Testing

@testable import Dowel

/// The internal checks (`DIInternalChecks`): each predicate tells a broken invariant from a kept
/// one in every build; in an internal-checks build (`make test-internal-checks`) each check, at its
/// call site, stops a child process that breaks it.
@Suite("Registry: internal checks")
struct InternalChecksTests {
    @Test("a build checks exactly when it was made with DOWEL_INTERNAL_CHECKS=1")
    func enabledByTheEnvironment() {
        // `make test-internal-checks` sets the variable for the build and the run alike: a build
        // that ignored it (a stale manifest cache, a renamed condition) fails here.
        let asked = ProcessInfo.processInfo.environment["DOWEL_INTERNAL_CHECKS"] == "1"
        #expect(DIInternalChecks.areEnabled == asked)
    }

    @Test("the type predicate holds for the type itself only, not for a protocol it conforms to")
    func typePredicate() {
        #expect(DIInternalChecks.isExactly(Cat.self, Cat.self))
        #expect(!DIInternalChecks.isExactly(Cat.self, Toy.self))
        #expect(!DIInternalChecks.isExactly(Cat.self, (any Animal).self))
        #expect(!DIInternalChecks.isExactly(Cat.self, Cat?.self))
    }

    @Test("the cell predicates: the shared unused cell never opens; a published cell is not closed")
    func cellPredicates() {
        #expect(DIInternalChecks.mayOpen(DICell.unused, false))
        #expect(!DIInternalChecks.mayOpen(DICell.unused, true))
        let cell = DICell.allocate(for: Int.self)
        defer { DICell.release(cell, as: Int.self) }
        #expect(DIInternalChecks.mayOpen(cell, true))
        #expect(DIInternalChecks.isClosed(cell))
        DICell.publish(7, in: cell, as: Int.self)
        #expect(!DIInternalChecks.isClosed(cell))
    }

    @Test("a registration's cell belongs to a row of its implementation type")
    func cellRowType() throws {
        let container = DIContainer()
        container.register(Cat.init).lifetime(.perContainer(.strong))
        let row = try #require(container.registry.rows(type: Cat.self, name: .unnamed).first)
        #expect(DIInternalChecks.isExactly(DICell.rowServiceType(row.cell), Cat.self))
        #expect(DICell.rowIsOwn(row.cell))
    }
}

#if DOWEL_INTERNAL_CHECKS && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD))
    /// Each check at its call site, broken on purpose in a child process (an exit test), which it
    /// must stop with its message; the same call kept whole exits normally.
    @Suite("Registry: internal checks stop a broken invariant")
    struct InternalChecksExitTests {
        private static func stopped(_ result: ExitTest.Result?) -> Bool {
            String(decoding: result?.standardErrorContent ?? [], as: UTF8.self).contains("Dowel internal check:")
        }

        @Test("typed(_:) with a type other than the registration's")
        func typedWithAnotherType() async throws {
            await #expect(processExitsWith: .success) {
                let container = DIContainer()
                container.register(Cat.init)
                let component = container.registry.rows(type: Cat.self, name: .unnamed)[0].component
                _ = component.typed(Cat.self)
            }
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register(Cat.init)
                let component = container.registry.rows(type: Cat.self, name: .unnamed)[0].component
                _ = component.typed(Toy.self)
            }
            #expect(Self.stopped(result))
        }

        @Test("a cell read as a type other than its row's")
        func cellReadAsAnotherType() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let container = DIContainer()
                container.register(Cat.init)
                let cell = container.registry.rows(type: Cat.self, name: .unnamed)[0].cell
                DIInternalChecks.cell(ofRowType: DICell.rowServiceType(cell), readAs: Toy.self)
            }
            #expect(Self.stopped(result))
        }

        @Test("the shared unused cell opened")
        func unusedCellOpened() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                DICell.setReady(DICell.unused, true)
            }
            #expect(Self.stopped(result))
        }

        @Test("a published cell given back to its arena")
        func publishedCellRecycled() async {
            await #expect(processExitsWith: .success) {
                let arena = DICellArena()
                let cell = DICell.allocate(for: Int.self, in: arena).cell
                DICell.recycle(cell, as: Int.self, to: arena)
            }
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let arena = DICellArena()
                let cell = DICell.allocate(for: Int.self, in: arena).cell
                DICell.publish(7, in: cell, as: Int.self)
                DICell.recycle(cell, as: Int.self, to: arena)
            }
            #expect(Self.stopped(result))
        }
    }
#endif
