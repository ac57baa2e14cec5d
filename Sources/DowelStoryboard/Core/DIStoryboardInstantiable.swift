/// A class a storyboard file may name as a scene: the storyboard finds it by its module-qualified
/// name and creates it with `init()`.
///
/// ```swift
/// final class ProfileViewController: DIStoryboardInstantiable {
///     var presenter: ProfilePresenter!
///     init() {}
/// }
/// // Profile.storyboard.json: { "scenes": { "Profile": { "class": "MyApp.ProfileViewController" } } }
/// ```
///
/// A protocol rather than `NSObject`'s `init()`: on Linux that initialiser is not `required`, so a
/// class found by name could not otherwise be created through it.
public protocol DIStoryboardInstantiable: AnyObject {
    /// Creates the scene's object; the storyboard injects it afterwards.
    init()
}
