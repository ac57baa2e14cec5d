import Dowel

/// Themes: a default one, one tagged `Night`, and the catalogue of all of them.
enum DesignSystemFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register(LightTheme.init).as(Theme.self).default().lifetime(.perRun(.strong))
        container.register(DarkTheme.init).as(Theme.self, tag: Night.self).lifetime(.perRun(.strong))
        container.register { ThemeCatalog(themes: many($0)) }.lifetime(.perContainer(.strong))
    }
}
