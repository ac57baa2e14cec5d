import Dowel
import DowelAssembler

/// One container's properties, kept in its ``ContainerExtensions`` under a lock of its own (no
/// lock shared between containers).
final class PropertyStore: @unchecked Sendable {
    private let lock = DIRecursiveLock()
    // Guarded by `lock`.
    private var table = PropertyTable()

    /// The store of the container whose extensions these are, made on first use.
    static func of(_ extensions: ContainerExtensions) -> PropertyStore {
        extensions.value(of: PropertyStore.self) { PropertyStore() }
    }

    /// Loads every loader first and keeps their properties only if all succeed; later loads
    /// override earlier keys.
    func load(_ loaders: [PropertyLoaderType]) throws {
        let loaded = try loaders.map { loader in
            (
                properties: try loader.load(),
                source: (loader as? any PropertyFileLoader)?.location.displayName ?? "\(type(of: loader))"
            )
        }
        lock.withLock {
            for (values, source) in loaded {
                table.merge(values, from: source)
            }
        }
    }

    /// The property `key` of the container owning `extensions`, else of its nearest ancestor
    /// that has the key.
    static func value<Property>(
        _ key: String, as _: Property.Type, in extensions: ContainerExtensions
    ) throws(PropertyLoaderError) -> Property {
        var level: ContainerExtensions? = extensions
        while let current = level {
            if let store = current.value(of: PropertyStore.self) {
                let result = store.lock.withLock {
                    Result { () throws(PropertyLoaderError) -> Property in
                        try store.table.value(key, as: Property.self)
                    }
                }
                if case .failure(.missingKey) = result {
                    level = current.parent
                    continue
                }
                return try result.get()
            }
            level = current.parent
        }
        throw .missingKey(key: key)
    }
}
