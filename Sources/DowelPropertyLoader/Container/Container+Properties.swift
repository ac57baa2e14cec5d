import DowelAssembler

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
        try PropertyStore.of(extensions).load(loaders)
    }

    /// The property `key` as a `Property`, or the reason it is missing or of another type.
    /// A child container falls back on its parent's properties.
    ///
    /// ```swift
    /// let timeout: Int = try container.propertyOrThrow("timeout")
    /// ```
    public func propertyOrThrow<Property>(_ key: String) throws(PropertyLoaderError) -> Property {
        try PropertyStore.value(key, as: Property.self, in: extensions)
    }
}
