import Dowel

/// The errors of storyboards, each naming what was asked.
extension DIError {
    static func storyboardNotFound(_ name: String, bundlePath: String) -> DIError {
        DIError(
            kind: .configuration, requested: "storyboard \"\(name)\"",
            reason: "no storyboard named \"\(name)\" is registered (container.registerStoryboard(name:bundle:)) "
                + "and the bundle at \(bundlePath) has no \(name).storyboard.json")
    }

    static func storyboardUnreadable(_ name: String, file: String, because reason: String) -> DIError {
        DIError(
            kind: .configuration, requested: "storyboard \"\(name)\"",
            reason: "cannot read \(file): \(reason)")
    }

    static func storyboardMalformed(
        _ name: String, file: String, at position: String, because reason: String
    )
        -> DIError
    {
        DIError(
            kind: .configuration, requested: "storyboard \"\(name)\"",
            reason: "\(file) is malformed at \(position): \(reason)")
    }

    static func sceneNotFound(_ identifier: String, storyboard: String, identifiers: [String]) -> DIError {
        let known = identifiers.isEmpty ? "none" : identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        return DIError(
            kind: .configuration, requested: "scene \"\(identifier)\" of storyboard \"\(storyboard)\"",
            reason: "storyboard \"\(storyboard)\" has no scene \"\(identifier)\"; its scenes: \(known)")
    }

    static func noInitialScene(_ storyboard: String) -> DIError {
        DIError(
            kind: .configuration, requested: "initial scene of storyboard \"\(storyboard)\"",
            reason: "storyboard \"\(storyboard)\" has no initial scene (\"initial\" in its file)")
    }

    static func sceneClassNotFound(_ className: String, scene: String, storyboard: String) -> DIError {
        DIError(
            kind: .configuration, requested: "scene \"\(scene)\" of storyboard \"\(storyboard)\"",
            reason: "no class named \(className) exists; name it with its module, e.g. \"MyApp.ProfileViewController\"")
    }

    static func sceneClassNotInstantiable(_ className: String, scene: String, storyboard: String) -> DIError {
        DIError(
            kind: .configuration, requested: "scene \"\(scene)\" of storyboard \"\(storyboard)\"",
            reason: "\(className) does not conform to DIStoryboardInstantiable, so the storyboard cannot create it; "
                + "add the conformance (it needs init())")
    }

    static func ambiguousStoryboard(_ name: String, registrations: [DIError.Registration]) -> DIError {
        DIError(
            kind: .ambiguous, requested: "storyboard \"\(name)\"",
            reason: "\(registrations.count) containers registered a storyboard named \"\(name)\"; "
                + "a reference to it cannot tell which one is meant",
            registrations: registrations)
    }

    static func storyboardReferenceCycle(_ trail: [String]) -> DIError {
        DIError(
            kind: .cycle, requested: trail.last ?? "",
            reason: "storyboard references lead back to a scene they started from: "
                + trail.joined(separator: " -> "),
            chain: trail)
    }

    static func storyboardContainerReleased(_ name: String) -> DIError {
        DIError(
            kind: .configuration, requested: "storyboard \"\(name)\"",
            reason: "the container that registered storyboard \"\(name)\" was released; keep it alive while "
                + "its storyboards are used")
    }
}
