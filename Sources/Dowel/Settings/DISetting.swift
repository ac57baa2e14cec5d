/// Process-wide settings: defaults for new registrations and the log hook.
///
/// ```swift
/// DISetting.Defaults.lifeTime = .perContainer(.strong)
/// DISetting.Log.handler = { level, message in print("[\(level)] \(message)") }
/// ```
public enum DISetting {
    /// Defaults applied when a registration does not say otherwise.
    public enum Defaults {
        private static let storage = DILockedValue<DILifeTime>(.prototype)

        /// The lifetime of a registration without `.lifetime(...)`. `.prototype` unless changed.
        ///
        /// ```swift
        /// DISetting.Defaults.lifeTime = .objectGraph
        /// ```
        public static var lifeTime: DILifeTime {
            get { storage.withLock { $0 } }
            set { storage.withLock { $0 = newValue } }
        }
    }

    /// Where Dowel reports what it does and what went wrong outside a thrown error
    /// (e.g. a `T?` resolve that returned nil, or a framework imported twice).
    public enum Log {
        /// A log handler: the level and the message.
        public typealias Handler = @Sendable (DILogLevel, String) -> Void

        private static let storage = DILockedValue<(handler: Handler?, level: DILogLevel)>((nil, .warning))

        /// The hook; `nil` (the default) logs nothing.
        ///
        /// ```swift
        /// DISetting.Log.handler = { level, message in print("Dowel \(level): \(message)") }
        /// ```
        public static var handler: Handler? {
            get { storage.withLock { $0.handler } }
            set { storage.withLock { $0.handler = newValue } }
        }

        /// The least severe level passed to the handler (`.warning` unless changed).
        public static var level: DILogLevel {
            get { storage.withLock { $0.level } }
            set { storage.withLock { $0.level = newValue } }
        }

        @usableFromInline
        static func log(_ level: DILogLevel, _ message: @autoclosure () -> String) {
            let (handler, threshold) = storage.withLock { ($0.handler, $0.level) }
            guard let handler, level >= threshold else { return }
            handler(level, message())
        }
    }
}

/// Severity of a log message.
///
/// ```swift
/// DISetting.Log.level = .info
/// ```
public enum DILogLevel: Int, Sendable, Comparable, CustomStringConvertible {
    /// Registrations and resolutions as they happen.
    case verbose
    /// Notable events (a module loaded, a singleton created).
    case info
    /// Something probably unintended (a nil returned for an optional resolve).
    case warning
    /// A failure.
    case error

    /// Orders levels by severity: `.verbose < .info < .warning < .error`.
    public static func < (lhs: DILogLevel, rhs: DILogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level as log lines show it.
    public var description: String {
        switch self {
        case .verbose: return "verbose"
        case .info: return "info"
        case .warning: return "warning"
        case .error: return "error"
        }
    }
}
