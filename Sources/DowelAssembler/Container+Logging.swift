import Dowel

extension Container {
    /// Receives the text explaining each failed resolve.
    ///
    /// ```swift
    /// let quiet: Container.LoggingFunctionType = { _ in }
    /// ```
    public typealias LoggingFunctionType = @Sendable (String) -> Void

    private static let logging = LoggingSetting()

    /// Where failed resolves are explained; `print` by default, nil to keep quiet.
    ///
    /// ```swift
    /// Container.loggingFunction = nil                          // silence
    /// Container.loggingFunction = { logger.debug("\($0)") }    // redirect
    /// ```
    ///
    /// The text names the requested type, name and argument types, and lists the registrations
    /// of that type that do exist (with their names, argument types and scopes).
    public static var loggingFunction: LoggingFunctionType? {
        get { logging.function }
        set { logging.function = newValue }
    }

    /// Under the lock.
    func logFailure(_ key: ServiceKey) {
        guard let log = Self.loggingFunction else { return }
        var lines = [
            "DowelAssembler: resolution failed. Expected registration:",
            "\t{ \(key.describe()) }",
            "Available registrations:",
        ]
        let available = allRegistrations().filter {
            $0.key.serviceType == key.serviceType || $0.entry.serviceType == key.serviceType
        }
        if available.isEmpty {
            lines.append("\t(none of \(key.serviceType))")
        }
        for (candidate, entry) in available {
            let text = candidate.describe(scope: entry.objectScope, initCompletedCount: entry.initCompletedCount)
            lines.append("\t{ \(text) }")
        }
        log(lines.joined(separator: "\n"))
    }

    /// This container's registrations and its ancestors' (own first), sorted for stable output.
    /// Under the lock.
    func allRegistrations() -> [(key: ServiceKey, entry: ServiceEntryProtocol)] {
        var result: [(key: ServiceKey, entry: ServiceEntryProtocol)] = []
        var seen: Set<ServiceKey> = []
        var current: Container? = self
        while let container = current {
            let own = container.services.sorted { $0.key.describe() < $1.key.describe() }
            for (key, entry) in own where seen.insert(key).inserted {
                result.append((key, entry))
            }
            current = container.parent
        }
        return result
    }
}

/// The process-wide logging function, behind its own lock.
private final class LoggingSetting: @unchecked Sendable {
    private let lock = DIRecursiveLock()
    // Guarded by `lock`.
    private var stored: Container.LoggingFunctionType? = { print($0) }

    var function: Container.LoggingFunctionType? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
