import Dowel
import Foundation

/// A storyboard read from `<name>.storyboard.json`: the format used on Linux and in tests, and
/// on every platform whenever the bundle has such a file.
///
/// ```json
/// { "initial": "Root",
///   "scenes": {
///     "Root":    { "class": "MyApp.RootViewController" },
///     "Profile": { "storyboard": "Profile" },
///     "Edit":    { "storyboard": "Profile", "identifier": "Edit" } } }
/// ```
///
/// A `class` is found by its module-qualified name and must conform to
/// ``DIStoryboardInstantiable``; a `storyboard` scene is a reference to another storyboard's
/// initial scene, or to its scene `identifier`.
///
/// ```swift
/// let source = try DIJSONStoryboardSource(name: "Main", bundle: .main)
/// let storyboard = DIStoryboard(source: source, container: container)
/// ```
public struct DIJSONStoryboardSource: DIStoryboardSource {
    enum Scene: Sendable, Equatable {
        case object(className: String)
        case reference(storyboard: String, identifier: String?)
    }

    /// The storyboard's name.
    public let name: String
    /// The file the scenes were read from, as errors name it.
    public let file: String
    /// The identifier of the initial scene, if the file has `"initial"`.
    public let initialSceneIdentifier: String?
    let scenes: [String: Scene]

    /// The identifiers of the file's scenes, sorted.
    public var sceneIdentifiers: [String] { scenes.keys.sorted() }

    /// Reads `<name>.storyboard.json` from `bundle` (`Bundle.main` when nil).
    ///
    /// ```swift
    /// let source = try DIJSONStoryboardSource(name: "Main", bundle: nil)
    /// ```
    public init(name: String, bundle: Bundle?) throws(DIError) {
        let bundle = bundle ?? .main
        guard let url = Self.fileURL(name: name, bundle: bundle) else {
            throw DIError.storyboardNotFound(name, bundlePath: bundle.bundlePath)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DIError.storyboardUnreadable(name, file: url.path, because: error.localizedDescription)
        }
        try self.init(name: name, data: data, file: url.path)
    }

    /// Reads a storyboard from JSON text already in memory; `file` names it in errors.
    ///
    /// ```swift
    /// let source = try DIJSONStoryboardSource(name: "Tiny", data: Data(json.utf8), file: "Tiny.storyboard.json")
    /// ```
    public init(name: String, data: Data, file: String) throws(DIError) {
        self.name = name
        self.file = file
        let parsed = try DIJSONStoryboardParser(name: name, file: file).parse(data)
        self.initialSceneIdentifier = parsed.initial
        self.scenes = parsed.scenes
    }

    /// The scene `identifier`: an object made from its class, or a reference.
    public func scene(withIdentifier identifier: String) -> DIStoryboardScene? {
        guard let scene = scenes[identifier] else { return nil }
        switch scene {
        case .reference(let storyboard, let target):
            return .reference(storyboard: storyboard, identifier: target)
        case .object(let className):
            let name = self.name
            return .object { () throws(DIError) -> AnyObject in
                guard let found = NSClassFromString(className) else {
                    throw DIError.sceneClassNotFound(className, scene: identifier, storyboard: name)
                }
                guard let instantiable = found as? DIStoryboardInstantiable.Type else {
                    throw DIError.sceneClassNotInstantiable(className, scene: identifier, storyboard: name)
                }
                return instantiable.init()
            }
        }
    }

    /// Where `<name>.storyboard.json` is in `bundle`, if it is there. Also looked for directly in
    /// the resource directory: a bundle may have listed its contents before the file was written.
    static func fileURL(name: String, bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: "storyboard.json") {
            return url
        }
        guard let directory = bundle.resourceURL else { return nil }
        let url = directory.appendingPathComponent("\(name).storyboard.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
