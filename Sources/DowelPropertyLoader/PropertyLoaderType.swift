/// Reads a file of properties (key → value) that factories then read with `property(_:)`.
///
/// ```swift
/// struct FixedProperties: PropertyLoaderType {
///     func load() throws -> [String: Any] { ["api.url": "https://example.com"] }
/// }
/// let assembler = try Assembler(assemblies: [NetworkAssembly()], propertyLoaders: [FixedProperties()])
/// ```
///
/// Values are `String`, `Int`, `Double`, `Bool`, arrays and dictionaries of those.
public protocol PropertyLoaderType {
    /// Every property of the source; throws a ``PropertyLoaderError`` when it cannot be read.
    ///
    /// ```swift
    /// let properties = try JsonPropertyLoader(path: "properties.json").load()
    /// ```
    func load() throws -> [String: Any]
}
