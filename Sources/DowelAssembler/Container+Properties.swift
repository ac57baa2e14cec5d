import Dowel

extension Container {
    /// Loads every property of `loader` into this container; later loads override earlier keys.
    /// If the loader fails nothing of it is kept, and the properties loaded before stay as they were.
    ///
    /// ```swift
    /// try container.applyPropertyLoader(JsonPropertyLoader(path: "/etc/app/properties.json"))
    /// ```
    public func applyPropertyLoader(_ loader: PropertyLoaderType) throws {
        try applyPropertyLoaders([loader])
    }

    /// Loads every loader first and keeps their properties only if all succeed.
    func applyPropertyLoaders(_ loaders: [PropertyLoaderType]) throws {
        let loaded = try loaders.map { loader in
            (
                properties: try loader.load(),
                source: (loader as? NamedPropertySource)?.sourceName ?? "\(type(of: loader))"
            )
        }
        DIRecursiveLock.shared.withLock {
            for (values, source) in loaded {
                properties.merge(values, from: source)
            }
        }
    }

    /// The property `key` as a `Property`, or the reason it is missing or of another type.
    /// A child container falls back on its parent's properties.
    ///
    /// ```swift
    /// let timeout: Int = try container.propertyOrThrow("timeout")
    /// ```
    public func propertyOrThrow<Property>(_ key: String) throws(PropertyLoaderError) -> Property {
        let result = DIRecursiveLock.shared.withLock {
            Result { () throws(PropertyLoaderError) -> Property in try properties.value(key, as: Property.self) }
        }
        if case .failure(.missingKey) = result, let parent {
            return try parent.propertyOrThrow(key)
        }
        return try result.get()
    }
}

extension Resolver {
    /// The property `key` as a `Property`, or nil (a key of another type is also logged through
    /// ``Container/loggingFunction``).
    ///
    /// ```swift
    /// container.register(APIClient.self) { r in
    ///     APIClient(url: r.property("api.url")!, timeout: r.property("timeout") ?? 30)
    /// }
    /// ```
    ///
    /// Only a ``Container`` (or an assembler's resolver over one) has properties; any other resolver gives nil.
    public func property<Property>(_ key: String) -> Property? {
        guard let container = (self as? Container) ?? (self as? AssemblerResolver)?.container else { return nil }
        do {
            let value: Property = try container.propertyOrThrow(key)
            return value
        } catch .missingKey {
            return nil
        } catch {
            Container.loggingFunction?("DowelAssembler: \(error)")
            return nil
        }
    }
}
