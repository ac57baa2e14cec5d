import Dowel

extension DIContainer {
    /// Injects `object` like `inject(into:)` and then, if its registration says
    /// `.autoInjectToSubviews()` or the container's `injectToSubviews` default is on (its
    /// ``Dowel/DIDefaults``, else `DISetting.Defaults.injectToSubviews`), every registered
    /// object below it in ``DIChildrenProviding/diChildren``, recursively and once each, even when
    /// the children refer back up. Traps with the error text on failure.
    ///
    /// ```swift
    /// let screen = ProfileViewController()
    /// container.injectWithSubviews(into: screen)
    /// ```
    public func injectWithSubviews(into object: AnyObject, file: StaticString = #fileID, line: UInt = #line) {
        do {
            try injectWithSubviewsOrThrow(into: object, file: file, line: line)
        } catch {
            diStoryboardTrap(error)
        }
    }

    /// Like ``injectWithSubviews(into:file:line:)`` but throws.
    ///
    /// ```swift
    /// try container.injectWithSubviewsOrThrow(into: screen)
    /// ```
    public func injectWithSubviewsOrThrow(
        into object: AnyObject, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) {
        try injectWithSubviewsOrThrow(into: object, requiringRegistration: true)
    }

    /// The walk behind both: a storyboard scene need not be registered (`requiringRegistration:
    /// false`), as a scene without dependencies needs no registration on any platform.
    func injectWithSubviewsOrThrow(into object: AnyObject, requiringRegistration: Bool) throws(DIError) {
        let everywhere = defaults.injectToSubviews ?? DISetting.Defaults.injectToSubviews
        let walk = DISubviewWalk(container: self, everywhere: everywhere)
        try walk.run(root: object, requiringRegistration: requiringRegistration)
    }
}
