import Foundation

/// Loads properties from a property list whose top level is a dictionary.
///
/// ```swift
/// let assembler = try Assembler(
///     assemblies: [NetworkAssembly()], propertyLoaders: [PlistPropertyLoader(bundle: .main, name: "properties")])
/// ```
public struct PlistPropertyLoader: PropertyFileLoader {
    /// `plist`.
    ///
    /// ```swift
    /// PlistPropertyLoader.fileExtension   // "plist"
    /// ```
    public static let fileExtension = "plist"

    /// Where the file is.
    public let location: PropertyFileLocation

    /// A loader of the file at `location`.
    ///
    /// ```swift
    /// let loader = PlistPropertyLoader(location: .path("/etc/app/properties.plist"))
    /// ```
    public init(location: PropertyFileLocation) {
        self.location = location
    }

    /// The properties of a property list (XML, binary or OpenStep), or the error naming `file`.
    ///
    /// ```swift
    /// let properties = try PlistPropertyLoader.properties(from: plistData, file: "inline")
    /// ```
    public static func properties(from data: Data, file: String) throws(PropertyLoaderError) -> [String: Any] {
        let value: PlistValue
        do {
            value = try PlistValue.decode(data)
        } catch {
            throw .invalidFormat(file: file, reason: PlistValue.reason(error), line: 0, column: 0)
        }
        return try PropertyValue.dictionary(value.plain, file: file)
    }
}
