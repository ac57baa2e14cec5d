// Kept with the registrations, not in Errors/: `DIError` sits below the rows and components it
// describes (every layer throws it), so describing them is this layer's job.

extension DIError.Registration {
    /// The registration behind `row`, named as that row provides it (`Cat as Animal`).
    init(row: DIRowBase) {
        let component = row.component
        let own = component.implType == row.serviceType
        let service =
            own
            ? DITypeName.of(component.implType) + row.name.description
            : "\(DITypeName.of(component.implType)) as \(row.serviceDescription)"
        self.init(
            service: service, lifetime: component.lifetime.description, site: component.site,
            framework: component.scopeName, isForeign: component.isForeign)
    }

    /// The registration `component` is, named by its implementation type.
    @usableFromInline
    init(component: DIComponentBase) {
        self.init(
            service: DITypeName.of(component.implType), lifetime: component.lifetime.description,
            site: component.site, framework: component.scopeName, isForeign: component.isForeign)
    }
}

extension DIError {
    /// The same error seen from the creation of `component`, one level further out: a missing
    /// dependency of that creation records `component` as what needs it.
    @usableFromInline
    func inside(_ service: String, making component: DIComponentBase) -> DIError {
        var copy = inside(service)
        if kind == .notRegistered && chain.count == 1 && neededBy == nil {
            copy.neededBy = Registration(component: component)
        }
        return copy
    }
}
