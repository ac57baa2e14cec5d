import Foundation

/// Loads properties from a JSON file whose top level is an object; `//` and `/* */` comments
/// are allowed outside strings.
///
/// ```swift
/// // properties.json: { "api.url": "https://example.com", /* seconds */ "timeout": 30 }
/// let assembler = try Assembler(
///     assemblies: [NetworkAssembly()], propertyLoaders: [JsonPropertyLoader(bundle: .main, name: "properties")])
/// ```
public struct JsonPropertyLoader: PropertyLoaderType, NamedPropertySource {
    private let file: PropertyFile

    var sourceName: String { file.displayName }

    /// The file `name.json` in `bundle`, looked up when loading.
    ///
    /// ```swift
    /// let loader = JsonPropertyLoader(bundle: .main, name: "properties")
    /// ```
    public init(bundle: Bundle, name: String) {
        file = .resource(bundle: bundle, name: name, type: "json")
    }

    /// The file at `path`.
    ///
    /// ```swift
    /// let loader = JsonPropertyLoader(path: "/etc/app/properties.json")
    /// ```
    public init(path: String) {
        file = .path(path)
    }

    /// The file at a file URL.
    ///
    /// ```swift
    /// let loader = JsonPropertyLoader(url: directory.appendingPathComponent("properties.json"))
    /// ```
    public init(url: URL) {
        file = .path(url.path)
    }

    /// The properties, or a ``PropertyLoaderError`` naming the file (and the position of a
    /// syntax error).
    ///
    /// ```swift
    /// let properties = try JsonPropertyLoader(path: path).load()
    /// ```
    public func load() throws -> [String: Any] {
        let (data, name) = try file.read()
        let value: Any
        do {
            value = try JSONCommentParser.parse(Array(data))
        } catch {
            throw PropertyLoaderError.invalidFormat(
                file: name, reason: error.reason, line: error.line, column: error.column)
        }
        return try PropertyFile.dictionary(value, file: name)
    }
}
