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

/// The store registered under the name "disk": pretends to write files.
final class FileStore: KeyValueStore {
    private var files: [String: String] = [:]
    let directory: String

    init(config: AppConfig) {
        directory = "/tmp/\(config.cacheSize)"
    }

    func value(for key: String) -> String? { files[key] }

    func set(_ value: String, for key: String) { files[key] = value }
}

/// A cache kept only while someone uses it.
final class ImageCache {
    let capacity: Int

    init(config: AppConfig) {
        capacity = config.cacheSize
    }
}

/// The signed-in session, kept in a scope the app clears at sign-out.
final class SessionToken {
    let issuedAt: UInt64

    init(clock: Clock) {
        issuedAt = clock.now
    }
}
