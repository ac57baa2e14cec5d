import Dowel
import Foundation

/// A storyboard whose scenes are created by the storyboard and injected by a container: the
/// object's runtime type decides its registration (a superclass's reaches a subclass), and
/// references to other storyboards are followed through the container that registered them.
///
/// ```swift
/// container.register(RootViewController.self).injection(\.presenter)
/// let storyboard = DIStoryboard.create(name: "Main", bundle: nil, container: container)
/// let root = storyboard.instantiateInitialViewController() as! RootViewController
/// let edit = storyboard.instantiateViewController(withIdentifier: "Edit")
/// ```
///
/// On Linux (and wherever `<name>.storyboard.json` exists) the scenes come from that file, see
/// ``DIJSONStoryboardSource``; on Apple platforms otherwise from the compiled storyboard.
public final class DIStoryboard: Sendable {
    /// Where the scenes come from.
    public let source: any DIStoryboardSource
    /// The bundle a reference to an unregistered storyboard is looked up in.
    let bundle: Bundle
    let owner: DIContainerReference
    /// The framework that registered this storyboard (global when created directly).
    let scope: DIRegistrationScope

    /// The storyboard's name.
    ///
    /// ```swift
    /// print(storyboard.name)   // "Main"
    /// ```
    public var name: String { source.name }

    /// A storyboard over any source of scenes, injecting with `container` (held strongly).
    ///
    /// ```swift
    /// let storyboard = DIStoryboard(source: try DIJSONStoryboardSource(name: "Main", bundle: nil), container: container)
    /// ```
    public convenience init(source: any DIStoryboardSource, bundle: Bundle? = nil, container: DIContainer) {
        self.init(source: source, bundle: bundle ?? .main, owner: .strong(container), scope: .global)
    }

    init(source: any DIStoryboardSource, bundle: Bundle, owner: DIContainerReference, scope: DIRegistrationScope) {
        self.source = source
        self.bundle = bundle
        self.owner = owner
        self.scope = scope
    }

    /// Opens storyboard `name` in `bundle` (`Bundle.main` when nil); traps with the error text
    /// when it cannot.
    ///
    /// ```swift
    /// let storyboard = DIStoryboard.create(name: "Main", bundle: nil, container: container)
    /// ```
    public static func create(
        name: String, bundle: Bundle?, container: DIContainer
    ) -> DIStoryboard {
        do {
            return try createOrThrow(name: name, bundle: bundle, container: container)
        } catch {
            diStoryboardTrap(error)
        }
    }

    /// Opens storyboard `name` in `bundle` (`Bundle.main` when nil), or throws why not: no such
    /// storyboard, an unreadable or malformed file.
    ///
    /// ```swift
    /// let storyboard = try DIStoryboard.createOrThrow(name: "Main", bundle: nil, container: container)
    /// ```
    public static func createOrThrow(
        name: String, bundle: Bundle?, container: DIContainer
    ) throws(DIError) -> DIStoryboard {
        let bundle = bundle ?? .main
        return DIStoryboard(
            source: try platformSource(name: name, bundle: bundle), bundle: bundle, owner: .strong(container),
            scope: .global)
    }

    /// Creates the initial scene's object and injects it; `nil` when the storyboard has no
    /// initial scene (as the platform's own does); traps on any other failure.
    ///
    /// ```swift
    /// let root = storyboard.instantiateInitialViewController()
    /// ```
    public func instantiateInitialViewController() -> AnyObject? {
        guard source.initialSceneIdentifier != nil else { return nil }
        do {
            return try instantiateInitialViewControllerOrThrow()
        } catch {
            diStoryboardTrap(error)
        }
    }

    /// Creates the initial scene's object and injects it, or throws why not.
    ///
    /// ```swift
    /// let root = try storyboard.instantiateInitialViewControllerOrThrow()
    /// ```
    public func instantiateInitialViewControllerOrThrow() throws(DIError) -> AnyObject {
        try instantiate(identifier: nil, trail: [])
    }

    /// Creates the scene `identifier`'s object and injects it; traps with the error text when it
    /// cannot (as the platform's own does for an unknown identifier).
    ///
    /// ```swift
    /// let edit = storyboard.instantiateViewController(withIdentifier: "Edit") as! EditViewController
    /// ```
    public func instantiateViewController(withIdentifier identifier: String) -> AnyObject {
        do {
            return try instantiateViewControllerOrThrow(withIdentifier: identifier)
        } catch {
            diStoryboardTrap(error)
        }
    }

    /// Creates the scene `identifier`'s object and injects it, or throws why not.
    ///
    /// ```swift
    /// do {
    ///     let edit = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Edit")
    /// } catch {
    ///     print(error)   // lists the identifiers the storyboard has when "Edit" is not one
    /// }
    /// ```
    public func instantiateViewControllerOrThrow(withIdentifier identifier: String) throws(DIError) -> AnyObject {
        try instantiate(identifier: identifier, trail: [])
    }

    /// Makes a scene (the initial one when `identifier` is nil), following references; `trail`
    /// holds the scenes already passed on the way, so a loop of references is an error.
    func instantiate(identifier: String?, trail: [String]) throws(DIError) -> AnyObject {
        guard let identifier = identifier ?? source.initialSceneIdentifier else {
            throw DIError.noInitialScene(name).reached(through: trail)
        }
        let here = "\(name).\(identifier)"
        if trail.contains(here) {
            throw DIError.storyboardReferenceCycle(trail + [here])
        }
        guard let scene = source.scene(withIdentifier: identifier) else {
            throw DIError.sceneNotFound(identifier, storyboard: name, identifiers: source.sceneIdentifiers)
                .reached(through: trail)
        }
        switch scene {
        case .object(let make):
            let container = try owner.container(of: name)
            let object: AnyObject
            do throws(DIError) {
                object = try make()
            } catch {
                throw error.reached(through: trail)
            }
            do {
                try container.injectWithSubviewsOrThrow(into: object, requiringRegistration: false)
            } catch {
                throw error.reached(through: trail + [here])
            }
            return object
        case .reference(let storyboard, let target):
            let referenced = try self.storyboard(referencedAs: storyboard, trail: trail + [here])
            return try referenced.instantiate(identifier: target, trail: trail + [here])
        }
    }
}
