protocol Theme {
    var name: String { get }
}

struct LightTheme: Theme {
    let name = "light"
}

struct DarkTheme: Theme {
    let name = "dark"
}

enum Night {}

/// Every theme the settings screen offers (`many`).
final class ThemeCatalog {
    let themes: [Theme]

    init(themes: [Theme]) {
        self.themes = themes
    }
}
