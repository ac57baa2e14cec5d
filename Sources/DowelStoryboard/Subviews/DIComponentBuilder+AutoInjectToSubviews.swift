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
    /// Off unless asked for (or the container's `injectToSubviews` default is on: its
    /// `DIDefaults`, else `DISetting.Defaults.injectToSubviews`): walking a view tree costs time.
    @discardableResult
    public func autoInjectToSubviews() -> Self {
        postInit { object in
            guard let walk = DISubviewWalk.current else {
                // Made or injected by the core alone (resolve, inject(into:)), which knows nothing of
                // children: say so rather than leave the subviews silently uninjected.
                diStoryboardLog(
                    .warning,
                    "\(String(reflecting: type(of: object))) is registered with .autoInjectToSubviews() but was "
                        + "injected outside DowelStoryboard; use container.injectWithSubviews(into:) to inject its children"
                )
                return
            }
            walk.requestChildren(of: object)
        }
    }
}
