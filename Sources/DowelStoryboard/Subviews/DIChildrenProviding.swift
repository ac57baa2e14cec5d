/// An object whose children (subviews, child view controllers) subview injection walks.
///
/// ```swift
/// final class Screen: DIStoryboardInstantiable, DIChildrenProviding {
///     let header = HeaderView()
///     var diChildren: [AnyObject] { [header] }
///     init() {}
/// }
/// container.register(Screen.self).autoInjectToSubviews()
/// container.register(HeaderView.self).injection(\.theme)   // injected when a Screen is
/// ```
///
/// UIKit's and AppKit's views and view controllers provide it (their subviews, loaded view and
/// child controllers).
public protocol DIChildrenProviding: AnyObject {
    /// The objects directly below this one; the walk goes on through theirs.
    var diChildren: [AnyObject] { get }
}
