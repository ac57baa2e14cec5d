import Foundation

/// Where a loader's file is: a path, or a resource name looked up in a bundle when loading.
enum PropertyFile {
    case path(String)
    case resource(bundle: Bundle, name: String, type: String)

    /// The path, or `name.ext` for a bundle resource (not looked up: for messages only).
    var displayName: String {
        switch self {
        case .path(let path): return path
        case .resource(_, let name, let type): return "\(name).\(type)"
        }
    }

    /// The file's bytes, or the error naming it.
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

    /// The top level of a decoded file as properties, or the error saying what it was instead.
    static func dictionary(_ value: Any, file: String) throws(PropertyLoaderError) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else {
            throw .notADictionary(file: file, found: PropertyValue.describe(value))
        }
        return dictionary
    }
}
