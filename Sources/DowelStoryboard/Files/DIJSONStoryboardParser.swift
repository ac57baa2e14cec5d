import Dowel
import Foundation

/// Turns a storyboard file's JSON into scenes, naming the file and the position of every mistake:
/// a line and column for bad JSON, the path of the value (`scenes.Root.class`) for a bad shape.
struct DIJSONStoryboardParser {
    let name: String
    let file: String

    func parse(_ data: Data) throws(DIError) -> (initial: String?, scenes: [String: DIJSONStoryboardSource.Scene]) {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw malformed(at: position(of: error, in: data), "not valid JSON (\(detail(of: error)))")
        }
        guard let root = json as? [String: Any] else {
            throw malformed(at: "the top level", "expected an object with \"scenes\"")
        }
        guard let sceneTable = root["scenes"] as? [String: Any] else {
            throw malformed(
                at: "\"scenes\"",
                root["scenes"] == nil ? "missing; expected an object of scenes by identifier" : "expected an object")
        }
        var scenes: [String: DIJSONStoryboardSource.Scene] = [:]
        for (identifier, value) in sceneTable {
            scenes[identifier] = try scene(identifier, value)
        }
        var initial: String?
        if let value = root["initial"] {
            guard let identifier = value as? String else {
                throw malformed(at: "\"initial\"", "expected the identifier of a scene as a string")
            }
            guard scenes[identifier] != nil else {
                throw malformed(
                    at: "\"initial\"",
                    "names scene \"\(identifier)\", which is not among the scenes ("
                        + scenes.keys.sorted().joined(separator: ", ") + ")")
            }
            initial = identifier
        }
        return (initial, scenes)
    }

    private func scene(_ identifier: String, _ value: Any) throws(DIError) -> DIJSONStoryboardSource.Scene {
        let path = "scenes.\(identifier)"
        guard let fields = value as? [String: Any] else {
            throw malformed(at: path, "expected an object with \"class\" or \"storyboard\"")
        }
        let className = fields["class"]
        let storyboard = fields["storyboard"]
        switch (className, storyboard) {
        case (let className as String, nil):
            return .object(className: className)
        case (nil, let storyboard as String):
            let target = fields["identifier"]
            if target != nil, !(target is String) {
                throw malformed(at: "\(path).identifier", "expected a scene identifier as a string")
            }
            return .reference(storyboard: storyboard, identifier: target as? String)
        case (nil, nil):
            throw malformed(at: path, "expected \"class\" (a module-qualified class name) or \"storyboard\"")
        case (.some, .some):
            throw malformed(at: path, "has both \"class\" and \"storyboard\"; a scene is one or the other")
        case (.some, nil):
            throw malformed(at: "\(path).class", "expected a module-qualified class name as a string")
        case (nil, .some):
            throw malformed(at: "\(path).storyboard", "expected a storyboard name as a string")
        }
    }

    private func malformed(at position: String, _ reason: String) -> DIError {
        DIError.storyboardMalformed(name, file: file, at: position, because: reason)
    }

    private func detail(of error: Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }

    /// `line L, column C` from the character offset Foundation's message gives ("around
    /// character 16"), or the message itself when it has none.
    private func position(of error: Error, in data: Data) -> String {
        let message = detail(of: error)
        guard let range = message.range(of: "character ") else { return "an unknown position" }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        guard let offset = Int(digits) else { return "an unknown position" }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }
}
