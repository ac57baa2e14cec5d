import Foundation

/// Where a loader's file is: a path, or a resource looked up in a bundle when loading.
///
/// ```swift
/// let loader = JsonPropertyLoader(location: .resource(bundle: .main, name: "properties", type: "json"))
/// ```
public enum PropertyFileLocation: Equatable {
    /// A file path.
    case path(String)
    /// The resource `name.type` of `bundle`.
    case resource(bundle: Bundle, name: String, type: String)

    /// The path, or `name.type` for a bundle resource (not looked up: for messages only).
    ///
    /// ```swift
    /// PropertyFileLocation.path("/etc/app.json").displayName   // "/etc/app.json"
    /// ```
    public var displayName: String {
        switch self {
        case .path(let path): return path
        case .resource(_, let name, let type): return "\(name).\(type)"
        }
    }

    /// The file's bytes and path, or the error naming it.
    func read() throws(PropertyLoaderError) -> (data: Data, name: String) {
        let path: String
        switch self {
        case .path(let given):
            path = given
        case .resource(let bundle, let name, let type):
            guard let found = bundle.path(forResource: name, ofType: type) else {
                throw .missingFile(file: "\(name).\(type) in bundle \(bundle.bundlePath)")
            }
            path = found
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw .missingFile(file: path)
        }
        do {
            return (try Data(contentsOf: URL(fileURLWithPath: path)), path)
        } catch {
            throw .unreadableFile(file: path, reason: error.localizedDescription)
        }
    }
}
