import Dowel

protocol KeyValueStore: AnyObject {
    func value(for key: String) -> String?
    func set(_ value: String, for key: String)
}

/// An in-memory database: one per container.
final class InMemoryDatabase: KeyValueStore {
    private var rows: [String: String] = [:]
    let logger: Logging

    init(logger: Logging) {
        self.logger = logger
        logger.log("database opened")
    }

    func value(for key: String) -> String? { rows[key] }

    func set(_ value: String, for key: String) { rows[key] = value }
}

/// A cache kept only while someone uses it.
final class ImageCache {
    let capacity: Int

    init(config: AppConfig) {
        capacity = config.cacheSize
    }
}
