import Dowel

extension DIComponentBuilder where Impl: AnyObject {
    /// Makes injecting this object also inject its children, recursively: every object below it
    /// in ``DIChildrenProviding/diChildren`` that has a registration gets its injections. Applies
    /// where DowelStoryboard injects: storyboard scenes and
    /// ``Dowel/DIContainer/injectWithSubviews(into:file:line:)``.
    ///
    /// ```swift
    /// container.register(ProfileViewController.self).injection(\.presenter).autoInjectToSubviews()
    /// ```
    ///
    /// Off unless asked for (or `DISetting.Defaults.injectToSubviews` is set): walking a view tree
    /// costs time.
    @discardableResult
    public func autoInjectToSubviews() -> Self {
        postInit { object in
            DISubviewWalk.current?.requestChildren(of: object)
        }
    }
}
