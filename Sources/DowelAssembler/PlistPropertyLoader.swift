import Foundation

/// Loads properties from a property list whose top level is a dictionary.
///
/// ```swift
/// let assembler = try Assembler(
///     assemblies: [NetworkAssembly()], propertyLoaders: [PlistPropertyLoader(bundle: .main, name: "properties")])
/// ```
public struct PlistPropertyLoader: PropertyLoaderType, NamedPropertySource {
    private let file: PropertyFile

    var sourceName: String { file.displayName }

    /// The file `name.plist` in `bundle`, looked up when loading.
    ///
    /// ```swift
    /// let loader = PlistPropertyLoader(bundle: .main, name: "properties")
    /// ```
    public init(bundle: Bundle, name: String) {
        file = .resource(bundle: bundle, name: name, type: "plist")
    }

    /// The file at `path`.
    ///
    /// ```swift
    /// let loader = PlistPropertyLoader(path: "/etc/app/properties.plist")
    /// ```
    public init(path: String) {
        file = .path(path)
    }

    /// The file at a file URL.
    ///
    /// ```swift
    /// let loader = PlistPropertyLoader(url: directory.appendingPathComponent("properties.plist"))
    /// ```
    public init(url: URL) {
        file = .path(url.path)
    }

    /// The properties, or a ``PropertyLoaderError`` naming the file.
    ///
    /// ```swift
    /// let properties = try PlistPropertyLoader(path: path).load()
    /// ```
    public func load() throws -> [String: Any] {
        let (data, name) = try file.read()
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            // Foundation's most specific text ("Value missing for key inside <dict> at line 1")
            // is in the debug description; the localized one only says the format is wrong.
            let details = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw PropertyLoaderError.invalidFormat(
                file: name, reason: details ?? error.localizedDescription, line: 0, column: 0)
        }
        return try PropertyFile.dictionary(PropertyValue.normalize(value), file: name)
    }
}
