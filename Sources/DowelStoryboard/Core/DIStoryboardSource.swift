import Dowel

/// Where a ``DIStoryboard`` gets its scenes: a JSON file on Linux (``DIJSONStoryboardSource``), a
/// compiled storyboard on Apple platforms, or anything else that can make objects by identifier.
///
/// ```swift
/// struct TwoScenes: DIStoryboardSource {
///     let name = "Tiny"
///     let sceneIdentifiers = ["Root", "Profile"]
///     let initialSceneIdentifier: String? = "Root"
///     func scene(withIdentifier identifier: String) -> DIStoryboardScene? {
///         switch identifier {
///         case "Root": return .object { RootViewController() }
///         case "Profile": return .reference(storyboard: "Profile", identifier: nil)
///         default: return nil
///         }
///     }
/// }
/// let storyboard = DIStoryboard(source: TwoScenes(), container: container)
/// ```
public protocol DIStoryboardSource: Sendable {
    /// The storyboard's name, as references to it spell it.
    var name: String { get }
    /// Every scene identifier the source knows (error messages list them); may be empty when the
    /// source cannot enumerate its scenes.
    var sceneIdentifiers: [String] { get }
    /// The identifier of the initial scene, or `nil` when the storyboard has none.
    var initialSceneIdentifier: String? { get }
    /// The scene with this identifier, or `nil` when there is none.
    func scene(withIdentifier identifier: String) -> DIStoryboardScene?
}

/// One scene of a storyboard: an object the source makes, or a reference to a scene of another
/// storyboard (its initial scene when `identifier` is `nil`).
///
/// ```swift
/// let scene: DIStoryboardScene = .reference(storyboard: "Profile", identifier: "Edit")
/// ```
public enum DIStoryboardScene: Sendable {
    /// An object made by the source; the storyboard injects it afterwards.
    case object(make: @Sendable () throws(DIError) -> AnyObject)
    /// A scene of another storyboard, found through the container that registered it.
    case reference(storyboard: String, identifier: String?)
}
