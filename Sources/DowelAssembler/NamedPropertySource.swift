/// A loader that can name its file in error messages.
protocol NamedPropertySource {
    var sourceName: String { get }
}
