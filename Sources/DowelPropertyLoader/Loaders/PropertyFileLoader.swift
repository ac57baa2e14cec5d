import Foundation

/// The base of the file loaders: one conforming type per format (``JsonPropertyLoader``,
/// ``PlistPropertyLoader``) says how to decode its bytes; finding and reading the file, the
/// initialisers and ``PropertyLoaderType/load()`` come from here.
///
/// ```swift
/// struct KeyValueLoader: PropertyFileLoader {
///     static let fileExtension = "properties"
///     let location: PropertyFileLocation
///     init(location: PropertyFileLocation) { self.location = location }
///     static func properties(from data: Data, file: String) throws(PropertyLoaderError) -> [String: Any] {
///         // "key=value" lines
///         Dictionary(String(decoding: data, as: UTF8.self).split(separator: "\n").map {
///             let pair = $0.split(separator: "=", maxSplits: 1)
///             return (String(pair[0]), String(pair.count > 1 ? pair[1] : ""))
///         }, uniquingKeysWith: { $1 })
///     }
/// }
/// let loader = KeyValueLoader(path: "/etc/app.properties")
/// ```
public protocol PropertyFileLoader: PropertyLoaderType {
    /// The extension of the format's files, used to find a bundle resource (`"json"`).
    static var fileExtension: String { get }

    /// Where the file is.
    var location: PropertyFileLocation { get }

    /// A loader of the file at `location`.
    init(location: PropertyFileLocation)

    /// The properties in a file's bytes, or the error naming `file` (and, where the format
    /// allows, the line and column). Never traps, whatever the bytes.
    static func properties(from data: Data, file: String) throws(PropertyLoaderError) -> [String: Any]
}

extension PropertyFileLoader {
    /// The file `name.<fileExtension>` in `bundle`, looked up when loading.
    ///
    /// ```swift
    /// let loader = JsonPropertyLoader(bundle: .main, name: "properties")
    /// ```
    public init(bundle: Bundle, name: String) {
        self.init(location: .resource(bundle: bundle, name: name, type: Self.fileExtension))
    }

    /// The file at `path`.
    ///
    /// ```swift
    /// let loader = PlistPropertyLoader(path: "/etc/app/properties.plist")
    /// ```
    public init(path: String) {
        self.init(location: .path(path))
    }

    /// The file at a file URL.
    ///
    /// ```swift
    /// let loader = JsonPropertyLoader(url: directory.appendingPathComponent("properties.json"))
    /// ```
    public init(url: URL) {
        self.init(location: .path(url.path))
    }

    /// The properties, or a ``PropertyLoaderError`` naming the file.
    ///
    /// ```swift
    /// let properties = try JsonPropertyLoader(path: path).load()
    /// ```
    public func load() throws -> [String: Any] {
        let (data, name) = try location.read()
        return try Self.properties(from: data, file: name)
    }
}
