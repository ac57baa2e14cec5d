import Dowel

/// Themes: a default one, one tagged `Night`, and the catalogue of all of them.
enum DesignSystemFramework: DIFramework {
    // The demo uses its shared instances from one thread: they need not be Sendable, and
    // .uncheckedSendable() says so (validate() reports a shared instance not known to be Sendable).
    static func load(container: DIContainer) {
        container.register(LightTheme.init).as(Theme.self).default().lifetime(.perRun(.strong))
        container.register(DarkTheme.init).as(Theme.self, tag: Night.self).lifetime(.perRun(.strong))
        container.register { ThemeCatalog(themes: many($0)) }.lifetime(.perContainer(.strong)).uncheckedSendable()
    }
}
