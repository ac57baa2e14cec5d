extension Container {
    /// The typed resolver for a resolution that reached this container's registration through `r`:
    /// the resolving container's own typed container when it has one (a child's), else this one.
    func targetResolver(from r: SwinjectResolver) -> TargetResolver {
        (r.resolve(Container<TargetResolver>.self) ?? self).resolver
    }
}
