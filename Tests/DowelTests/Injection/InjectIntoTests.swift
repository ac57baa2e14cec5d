import Dowel
import Testing

private final class Presenter {
    init() {}
}

private class BaseScreen {
    var presenter: Presenter!

    init() {}
}

/// Not registered itself: gets the injections of its registered superclass.
private final class DetailScreen: BaseScreen {}

/// Registered itself, with injections of its own.
private final class SettingsScreen: BaseScreen {
    var toy: Toy?
}

private final class Unrelated {
    init() {}
}

@Suite("inject(into:)")
struct InjectIntoTests {
    @Test("inject(into:) runs the injections registered for the object's type")
    func registeredType() throws {
        let container = DIContainer()
        container.register(Presenter.init).lifetime(.perContainer(.strong))
        container.register(BaseScreen.self).injection(\.presenter)
        let screen = BaseScreen()
        container.inject(into: screen)
        let presenter: Presenter = try container.resolveOrThrow()
        #expect(screen.presenter === presenter)
    }

    @Test("a subclass whose class is not registered gets its superclass's injections")
    func subclassOfRegistered() {
        let container = DIContainer()
        container.register(Presenter.init)
        container.register(BaseScreen.self).injection(\.presenter)
        let screen = DetailScreen()
        container.inject(into: screen)
        #expect(screen.presenter != nil)
    }

    @Test("the runtime type wins: a registered subclass uses its own registration")
    func runtimeTypeNotStaticType() throws {
        let container = DIContainer()
        container.register(Presenter.init)
        container.register(Toy.init)
        container.register(BaseScreen.self).injection(\.presenter)
        container.register(SettingsScreen.self).injection(\.toy)
        let screen: BaseScreen = SettingsScreen()
        try container.injectOrThrow(into: screen)
        let settings = try #require(screen as? SettingsScreen)
        #expect(settings.toy != nil)
        #expect(settings.presenter == nil)
    }

    @Test("inject(into:) sees the parent container's registrations")
    func throughParent() {
        let parent = DIContainer()
        parent.register(Presenter.init)
        parent.register(BaseScreen.self).injection(\.presenter)
        let child = DIContainer(parent: parent)
        let screen = DetailScreen()
        child.inject(into: screen)
        #expect(screen.presenter != nil)
    }

    @Test("injectOrThrow(into:) an unregistered type is .notRegistered naming it")
    func unregistered() {
        let container = DIContainer()
        do {
            try container.injectOrThrow(into: Unrelated())
            Issue.record("Unrelated is not registered")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.description.contains("neither Unrelated nor a superclass of it is registered"))
        }
    }

    @Test("injectOrThrow(into:) with a missing dependency names the chain")
    func missingDependency() {
        let container = DIContainer()
        container.register(BaseScreen.self).injection(\.presenter)
        do {
            try container.injectOrThrow(into: DetailScreen())
            Issue.record("Presenter is not registered")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.chain.last == "Presenter")
        }
    }
}
