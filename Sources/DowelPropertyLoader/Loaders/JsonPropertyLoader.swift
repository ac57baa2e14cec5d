import Foundation

/// Loads properties from a JSON file whose top level is an object; `//` and `/* */` comments
/// are allowed outside strings.
///
/// ```swift
/// // properties.json: { "api.url": "https://example.com", /* seconds */ "timeout": 30 }
/// let assembler = try Assembler(
///     assemblies: [NetworkAssembly()], propertyLoaders: [JsonPropertyLoader(bundle: .main, name: "properties")])
/// ```
///
/// A syntax error is reported with its line and column. (Foundation's `JSONDecoder` with
/// `allowsJSON5` also reads comments, but on Linux its error gives no position, and it accepts
/// JSON5's unquoted keys, `NaN` and hex numbers; hence a parser of our own.)
public struct JsonPropertyLoader: PropertyFileLoader {
    /// `json`.
    ///
    /// ```swift
    /// JsonPropertyLoader.fileExtension   // "json"
    /// ```
    public static let fileExtension = "json"

    /// Where the file is.
    public let location: PropertyFileLocation

    /// A loader of the file at `location`.
    ///
    /// ```swift
    /// let loader = JsonPropertyLoader(location: .path("/etc/app/properties.json"))
    /// ```
    public init(location: PropertyFileLocation) {
        self.location = location
    }

    /// The properties of a JSON document, or the error naming `file` and the position of a
    /// syntax error.
    ///
    /// ```swift
    /// let properties = try JsonPropertyLoader.properties(from: Data(#"{"a": 1}"#.utf8), file: "inline")
    /// ```
    public static func properties(from data: Data, file: String) throws(PropertyLoaderError) -> [String: Any] {
        let value: Any
        do {
            value = try JSONCommentParser.parse(Array(data))
        } catch {
            throw .invalidFormat(file: file, reason: error.reason, line: error.line, column: error.column)
        }
        return try PropertyValue.dictionary(value, file: file)
    }
}
