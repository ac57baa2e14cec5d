import Dowel
import Testing

private final class Session {
    init() {}
}

@Suite("container.clean() and DIScope(name:storage:policy:parent:)")
struct CleanTests {
    @Test("clean() drops .perContainer instances, strong and weak; the next resolve makes new ones")
    func cleanPerContainer() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.strong)).as(AnyObject.self)
        container.register(Session.init).lifetime(.perContainer(.weak))
        container.register(Toy.init).lifetime(.custom(DIScope(name: "kept")))
        let first: Counted = try container.resolveOrThrow()
        let firstAlias: AnyObject = try container.resolveOrThrow()
        let session: Session = try container.resolveOrThrow()
        let toy: Toy = try container.resolveOrThrow()
        #expect(ObjectIdentifier(firstAlias) == ObjectIdentifier(first))

        container.clean()

        let second: Counted = try container.resolveOrThrow()
        let secondAlias: AnyObject = try container.resolveOrThrow()
        let again: Counted = try container.resolveOrThrow()
        #expect(second !== first)
        #expect(second === again)
        #expect(ObjectIdentifier(secondAlias) == ObjectIdentifier(second))
        #expect(counter.value == 2)
        let newSession: Session = try container.resolveOrThrow()
        #expect(newSession !== session)
        let sameToy: Toy = try container.resolveOrThrow()
        #expect(sameToy === toy)
    }

    @Test("clean() leaves a child container's and a parent's instances alone")
    func cleanIsPerContainer() throws {
        let parent = DIContainer()
        parent.register(Toy.init).lifetime(.perContainer(.strong))
        let child = DIContainer(parent: parent)
        child.register(Session.init).lifetime(.perContainer(.strong))
        let toy: Toy = try child.resolveOrThrow()
        let session: Session = try child.resolveOrThrow()
        parent.clean()
        let sameSession: Session = try child.resolveOrThrow()
        #expect(sameSession === session)
        let newToy: Toy = try child.resolveOrThrow()
        #expect(newToy !== toy)
    }

    @Test("cleaning a parent scope cleans its child scopes; cleaning a child leaves the parent")
    func scopeParent() throws {
        let session = DIScope(name: "session", storage: DICacheStorage())
        let screen = DIScope(name: "screen", storage: DICacheStorage(), policy: .strong, parent: session)
        let container = DIContainer()
        container.register(Session.init).lifetime(.custom(session))
        container.register(Toy.init).lifetime(.custom(screen))
        let firstSession: Session = try container.resolveOrThrow()
        let firstToy: Toy = try container.resolveOrThrow()

        screen.clean()
        let keptSession: Session = try container.resolveOrThrow()
        let secondToy: Toy = try container.resolveOrThrow()
        #expect(keptSession === firstSession)
        #expect(secondToy !== firstToy)

        session.clean()
        let newSession: Session = try container.resolveOrThrow()
        let thirdToy: Toy = try container.resolveOrThrow()
        #expect(newSession !== firstSession)
        #expect(thirdToy !== secondToy)
    }
}
