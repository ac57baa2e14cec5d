import ConsumerApp
import Dowel
import Testing

@Suite struct AppContainerTests {
    @Test("The app's graph validates and resolves, names included")
    func resolves() throws {
        let container = makeAppContainer()
        #expect(container.validate().errors.isEmpty)
        let home: HomeScreen = container.resolve()
        #expect(home.settings.theme == "light")
        let night: any SettingsStore = container.resolve(name: "night")
        #expect(night.theme == "dark")
        let again: any SettingsStore = container.resolve(name: "night")
        #expect(again === night)
        #expect(container.resolve() as HomeScreen !== home)
    }

    @Test("A wrong name is a typed error that names what was asked")
    func missingName() {
        let container = makeAppContainer()
        #expect(throws: DIError.self) {
            let _: any SettingsStore = try container.resolveOrThrow(name: "nigth")
        }
    }
}
