import DowelAssembler

extension Resolver {
    /// The property `key` as a `Property`, or nil (a key of another type is also logged through
    /// `Container.loggingFunction`).
    ///
    /// ```swift
    /// container.register(APIClient.self) { r in
    ///     APIClient(url: r.property("api.url")!, timeout: r.property("timeout") ?? 30)
    /// }
    /// ```
    ///
    /// Only a ``Container`` (or a resolver standing for one) has properties; any other resolver
    /// gives nil.
    public func property<Property>(_ key: String) -> Property? {
        guard let container = self as? ContainerExtensionsProviding else { return nil }
        do {
            return try PropertyStore.value(key, as: Property.self, in: container.extensions)
        } catch .missingKey {
            return nil
        } catch {
            Container.loggingFunction?("DowelPropertyLoader: \(error)")
            return nil
        }
    }
}
