// Apple platforms only: compiled nowhere on Linux, so kept to a direct mapping onto the tested
// core (DIStoryboard, DIStoryboardSource, DIChildrenProviding).
#if canImport(UIKit)
    import Dowel
    import UIKit

    // @unchecked: UIStoryboard is not Sendable, but this source only touches it inside
    // `MainActor.assumeIsolated`, on the main thread, where storyboards are used.
    /// A compiled UIKit storyboard as a ``DIStoryboardSource``: scenes by storyboard ID, made by
    /// UIKit and injected by the ``DIStoryboard`` over it.
    ///
    /// ```swift
    /// let source = DIUIKitStoryboardSource(storyboard: UIStoryboard(name: "Main", bundle: nil), name: "Main")
    /// let storyboard = DIStoryboard(source: source, container: container)
    /// ```
    ///
    /// UIKit cannot list a compiled storyboard's identifiers, so an unknown one is UIKit's own
    /// exception, and UIKit follows a compiled storyboard reference itself: register the target
    /// storyboard and open its scenes through its ``DIStoryboard`` to have them injected.
    public struct DIUIKitStoryboardSource: DIStoryboardSource, @unchecked Sendable {
        /// The UIKit storyboard.
        public let storyboard: UIStoryboard
        /// Its name.
        public let name: String

        /// Wraps `storyboard`, known by `name`.
        public init(storyboard: UIStoryboard, name: String) {
            self.storyboard = storyboard
            self.name = name
        }

        /// Unknown for a compiled storyboard.
        public var sceneIdentifiers: [String] { [] }

        /// The initial scene, under a marker identifier UIKit never uses.
        public var initialSceneIdentifier: String? { DIUIKitStoryboardSource.initialMarker }

        /// The scene UIKit makes for `identifier`.
        public func scene(withIdentifier identifier: String) -> DIStoryboardScene? {
            // Storyboards are used on the main thread; the source is captured whole, as it is Sendable.
            .object { [self] () throws(DIError) -> AnyObject in
                let made = MainActor.assumeIsolated { () -> UIViewController? in
                    identifier == DIUIKitStoryboardSource.initialMarker
                        ? storyboard.instantiateInitialViewController()
                        : storyboard.instantiateViewController(withIdentifier: identifier)
                }
                guard let made else { throw DIError.noInitialScene(name) }
                return made
            }
        }

        static let initialMarker = "<initial>"
    }

    extension UIView: @preconcurrency DIChildrenProviding {
        /// The view's subviews.
        public var diChildren: [AnyObject] { subviews }
    }

    extension UIViewController: @preconcurrency DIChildrenProviding {
        /// The loaded view (never loading it) and the child view controllers.
        public var diChildren: [AnyObject] { (viewIfLoaded.map { [$0] } ?? []) + children }
    }
#endif
