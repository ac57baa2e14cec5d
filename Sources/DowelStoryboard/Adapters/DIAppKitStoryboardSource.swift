// Apple platforms only: compiled nowhere on Linux, so kept to a direct mapping onto the tested
// core (DIStoryboard, DIStoryboardSource, DIChildrenProviding).
#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import Dowel

    // @unchecked: NSStoryboard is not Sendable, but this source only touches it inside
    // `MainActor.assumeIsolated`, on the main thread, where storyboards are used.
    /// A compiled AppKit storyboard as a ``DIStoryboardSource``: scenes by storyboard ID, made by
    /// AppKit and injected by the ``DIStoryboard`` over it.
    ///
    /// ```swift
    /// let source = DIAppKitStoryboardSource(storyboard: NSStoryboard(name: "Main", bundle: nil), name: "Main")
    /// let storyboard = DIStoryboard(source: source, container: container)
    /// ```
    ///
    /// AppKit cannot list a compiled storyboard's identifiers and follows a compiled storyboard
    /// reference itself: register the target storyboard and open its scenes through its
    /// ``DIStoryboard`` to have them injected.
    public struct DIAppKitStoryboardSource: DIStoryboardSource, @unchecked Sendable {
        /// The AppKit storyboard.
        public let storyboard: NSStoryboard
        /// Its name.
        public let name: String

        /// Wraps `storyboard`, known by `name`.
        public init(storyboard: NSStoryboard, name: String) {
            self.storyboard = storyboard
            self.name = name
        }

        /// Unknown for a compiled storyboard.
        public var sceneIdentifiers: [String] { [] }

        /// The initial scene, under a marker identifier AppKit never uses.
        public var initialSceneIdentifier: String? { DIAppKitStoryboardSource.initialMarker }

        /// The scene (controller or window controller) AppKit makes for `identifier`.
        public func scene(withIdentifier identifier: String) -> DIStoryboardScene? {
            // Storyboards are used on the main thread; the source is captured whole, as it is Sendable.
            .object { [self] () throws(DIError) -> AnyObject in
                let made = MainActor.assumeIsolated { () -> DIMadeScene in
                    identifier == DIAppKitStoryboardSource.initialMarker
                        ? DIMadeScene(object: storyboard.instantiateInitialController() as AnyObject?)
                        : DIMadeScene(object: storyboard.instantiateController(withIdentifier: identifier) as AnyObject)
                }
                guard let object = made.object else { throw DIError.noInitialScene(name) }
                return object
            }
        }

        static let initialMarker = "<initial>"
    }

    // @unchecked: `assumeIsolated` runs on the calling (main) thread, so the object never crosses threads.
    /// A controller AppKit made on the main thread, handed back out of `MainActor.assumeIsolated`.
    struct DIMadeScene: @unchecked Sendable {
        let object: AnyObject?
    }

    extension NSView: @preconcurrency DIChildrenProviding {
        /// The view's subviews.
        public var diChildren: [AnyObject] { subviews }
    }

    extension NSViewController: @preconcurrency DIChildrenProviding {
        /// The loaded view (never loading it) and the child view controllers.
        public var diChildren: [AnyObject] { (isViewLoaded ? [view] : []) + children }
    }
#endif
