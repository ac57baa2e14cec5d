import Dowel

/// What the soak registers. `.single` and `.perRun` are program-wide per registration site, so
/// each is registered at one site only (here), whatever container calls it.
enum SoakRegistrations {
    static func registerRoot(in root: DIContainer) {
        root.register { ParentShared() }.lifetime(.perContainer(.strong))
        registerProgramWide(in: root)
    }

    static func registerChild(in child: DIContainer, extraNames: Int) {
        registerProgramWide(in: child)
        child.register { PerChild() }.lifetime(.perContainer(.strong))
        child.register { WeakPerChild() }.lifetime(.perContainer(.weak))
        child.register { PerChildAlias() }.as(AliasedService.self).lifetime(.perContainer(.strong))
        child.register { NamedService() }.as(NamedService.self, name: "primary").lifetime(.perContainer(.strong))
        for extra in 0..<extraNames {
            child.register { NamedService() }.as(NamedService.self, name: "extra-\(extra)").lifetime(.prototype)
        }
        child.register { Transient() }.lifetime(.prototype)
        child.register { GraphLeaf() }.lifetime(.objectGraph)
        child.register(GraphRoot.init(first:second:)).lifetime(.prototype)
    }

    private static func registerProgramWide(in container: DIContainer) {
        container.register { SingleService() }.lifetime(.single)
        container.register { PerRunService() }.lifetime(.perRun(.strong))
    }
}
