#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Process-wide settings: defaults for new registrations and the log hook.
///
/// ```swift
/// DISetting.Defaults.lifeTime = .perContainer(.strong)
/// DISetting.Log.handler = { level, message in print("[\(level)] \(message)") }
/// DISetting.Log.handler = nil   // quiet: Dowel logs nothing
/// ```
public enum DISetting {
    /// Defaults applied when a registration does not say otherwise, in every container that does
    /// not decide them itself (``DIDefaults``, given to `DIContainer(defaults:)`, and inherited by
    /// its children). Process-wide: set them once at start-up, before registering; a test that
    /// needs other defaults gives its own container ``DIDefaults`` instead, so tests running in
    /// parallel do not see each other's.
    ///
    /// ```swift
    /// DISetting.Defaults.lifeTime = .perContainer(.strong)                               // every container
    /// let test = DIContainer(defaults: DIDefaults(lifeTime: .prototype))                 // this one
    /// ```
    public enum Defaults {
        private static let storage = DILockedValue<DILifeTime>(.prototype)
        /// 1 once the default has been set (release, after the store): until then every
        /// registration reads `.prototype` with one atomic load instead of a lock and an unlock
        /// (issue 15: about 70 instructions a registration). A reader that sees 0 ran before the
        /// first set, as it could have under the lock.
        private static let changed = DIAtomicWord(0)

        /// The lifetime of a registration without `.lifetime(...)`, in a container whose
        /// ``DIDefaults/lifeTime`` is `nil`; read when the registration is made. `.prototype`
        /// unless changed.
        ///
        /// ```swift
        /// DISetting.Defaults.lifeTime = .objectGraph
        /// ```
        public static var lifeTime: DILifeTime {
            get {
                guard changed.load(ordering: .acquiring) != 0 else { return .prototype }
                return storage.withLock { $0 }
            }
            set {
                storage.withLock { $0 = newValue }
                changed.store(1, ordering: .releasing)
            }
        }
    }

    /// Where Dowel reports what it does and what went wrong outside a thrown error
    /// (e.g. a `T?` resolve that returned nil, or a framework imported twice).
    ///
    /// By default warnings and errors go to standard error, one line each, so nothing fails
    /// silently; one line quiets it:
    ///
    /// ```swift
    /// DISetting.Log.handler = nil
    /// ```
    public enum Log {
        /// A log handler: the level and the message.
        public typealias Handler = @Sendable (DILogLevel, String) -> Void

        /// The handler Dowel starts with: writes `Dowel <level>: <message>` and a newline to
        /// standard error, in one write, so lines from several threads do not interleave.
        ///
        /// ```swift
        /// DISetting.Log.handler = DISetting.Log.standardError   // back to the default
        /// ```
        public static let standardError: Handler = { level, message in
            var line = "Dowel \(level): \(message)\n"
            line.withUTF8 { bytes in
                var rest = UnsafeRawBufferPointer(bytes)
                while !rest.isEmpty {
                    let written = write(2, rest.baseAddress, rest.count)
                    // An error other than an interruption (a closed descriptor): drop the line
                    // rather than fail whatever was being logged.
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }
                    rest = UnsafeRawBufferPointer(rebasing: rest[written...])
                }
            }
        }

        /// The handler in a concrete box: stored in the generic `DILockedValue` directly, a closure
        /// is re-abstracted on every read and write, so each save-and-restore (`let saved =
        /// handler; ...; handler = saved`) wrapped it in two more thunks, until calling it
        /// overflowed the stack. A box keeps the closure exactly as it was set.
        private final class HandlerBox: Sendable {
            let handler: Handler?
            init(_ handler: Handler?) { self.handler = handler }
        }

        private static let storage = DILockedValue<(box: HandlerBox, level: DILogLevel)>(
            (HandlerBox(standardError), .warning))

        /// The least level a message needs to reach a handler: `level`, or past `.error` while the
        /// handler is nil. Read without the lock by `log`, so a message below it (every
        /// registration logs one at `.verbose`) costs one load instead of the lock and a retain.
        /// Written under the lock.
        private static let gate = DIAtomicWord(UInt(DILogLevel.warning.rawValue))

        /// Under the storage lock.
        private static func openGate(_ box: HandlerBox, _ level: DILogLevel) {
            gate.store(box.handler == nil ? UInt.max : UInt(level.rawValue), ordering: .relaxed)
        }

        /// The hook: ``standardError`` unless changed; `nil` logs nothing.
        ///
        /// ```swift
        /// DISetting.Log.handler = { level, message in print("Dowel \(level): \(message)") }
        /// DISetting.Log.handler = nil   // quiet
        /// ```
        public static var handler: Handler? {
            get { storage.withLock { $0.box }.handler }
            set {
                let box = HandlerBox(newValue)
                storage.withLock {
                    $0.box = box
                    openGate(box, $0.level)
                }
                replaced.store(1, ordering: .relaxed)
            }
        }

        /// 1 once ``handler`` has been set: until then a trap's text would reach standard error
        /// twice (the handler's line, then the trap's own), so a trap logs only to a handler the
        /// app chose (a crash reporter that wants the text first).
        private static let replaced = DIAtomicWord(0)

        /// Whether the handler is still the one a process starts with (``standardError``).
        static var isStandardErrorDefault: Bool {
            replaced.load(ordering: .relaxed) == 0
        }

        /// The least severe level passed to the handler (`.warning` unless changed).
        public static var level: DILogLevel {
            get { storage.withLock { $0.level } }
            set {
                storage.withLock {
                    $0.level = newValue
                    openGate($0.box, newValue)
                }
            }
        }

        @usableFromInline
        static func log(_ level: DILogLevel, _ message: @autoclosure () -> String) {
            guard UInt(level.rawValue) >= gate.load(ordering: .relaxed) else { return }
            let (box, threshold) = storage.withLock { ($0.box, $0.level) }
            guard let handler = box.handler, level >= threshold else { return }
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
    /// Registrations as they are made (each with the lifetime it had then, and a second line when
    /// `.lifetime(...)` changes it) and frameworks and assemblies as they load. Resolutions are
    /// not logged: a resolve in a tight loop would flood the log.
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
