/// Why a property file could not be loaded, or a property not read as the type asked for.
///
/// ```swift
/// do {
///     try assembler.applyPropertyLoader(JsonPropertyLoader(path: "/etc/app/properties.json"))
/// } catch let error as PropertyLoaderError {
///     print(error)   // names the file, and the line and column of a syntax error
/// }
/// ```
public enum PropertyLoaderError: Error, Equatable, CustomStringConvertible {
    /// No file at `file` (a path, or `name.ext` in a bundle).
    case missingFile(file: String)
    /// The file exists but cannot be read.
    case unreadableFile(file: String, reason: String)
    /// The file is not valid JSON or plist; `line` and `column` are 1-based, 0 when unknown.
    case invalidFormat(file: String, reason: String, line: Int, column: Int)
    /// The file is valid but its top level is not a dictionary of properties.
    case notADictionary(file: String, found: String)
    /// No property `key` (from the throwing accessor).
    case missingKey(key: String)
    /// Property `key` (loaded from `file`) is not of the type asked for.
    case wrongType(key: String, expected: String, found: String, file: String)

    /// One sentence naming the file and, where it applies, the key or position.
    ///
    /// ```swift
    /// print(PropertyLoaderError.missingKey(key: "port"))   // no property "port" is loaded
    /// ```
    public var description: String {
        switch self {
        case .missingFile(let file):
            return "property file \(file) does not exist"
        case .unreadableFile(let file, let reason):
            return "property file \(file) cannot be read: \(reason)"
        case .invalidFormat(let file, let reason, let line, let column):
            let position = line > 0 ? " at line \(line), column \(column)" : ""
            return "property file \(file) is invalid\(position): \(reason)"
        case .notADictionary(let file, let found):
            return "property file \(file) must hold a dictionary of properties at the top level, not \(found)"
        case .missingKey(let key):
            return "no property \"\(key)\" is loaded"
        case .wrongType(let key, let expected, let found, let file):
            return "property \"\(key)\" from \(file) is \(found), not \(expected)"
        }
    }
}
