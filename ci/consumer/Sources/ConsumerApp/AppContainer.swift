import Dowel

/// Where the app keeps its settings.
public protocol SettingsStore: AnyObject, Sendable {
    var theme: String { get }
}

/// The settings of a user's device.
public final class DeviceSettings: SettingsStore {
    public let theme: String

    public init(theme: String) {
        self.theme = theme
    }
}

/// The first screen: needs the settings store.
public final class HomeScreen: Sendable {
    public let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }
}

/// The app's container: a shared settings store, a named alternative, a new screen per resolve.
public func makeAppContainer() -> DIContainer {
    let container = DIContainer()
    container.register { DeviceSettings(theme: "light") }
        .as((any SettingsStore).self)
        .lifetime(.single)
    container.register { DeviceSettings(theme: "dark") }
        .as((any SettingsStore).self, name: "night")
        .lifetime(.perContainer(.strong))
    container.register(HomeScreen.init)
        .lifetime(.prototype)
    return container
}
