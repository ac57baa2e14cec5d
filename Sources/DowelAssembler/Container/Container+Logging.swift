import Dowel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Container {
    /// Receives the text explaining each failed resolve.
    ///
    /// ```swift
    /// let quiet: Container.LoggingFunctionType = { _ in }
    /// ```
    public typealias LoggingFunctionType = @Sendable (String) -> Void

    /// What a process starts with: quiet unless `SWINJECT_LOGGING_ENABLED=1`, as Swinject 2.10.
    static let defaultLogSink = LogSink.standard

    private static let sink = DILockedValue(defaultLogSink)

    /// Where failed resolves are explained, one line each.
    ///
    /// ```swift
    /// Container.loggingFunction = nil                          // silence, whatever the environment says
    /// Container.loggingFunction = { logger.debug("\($0)") }    // redirect: receives every failure
    /// ```
    ///
    /// By default nothing is written, as in Swinject 2.10: only when the environment variable
    /// `SWINJECT_LOGGING_ENABLED` is `1` (read at each failure) does a failed resolve write one
    /// line to standard error. A function you set here receives every failure whatever the
    /// environment says: setting it is how Swinject 2.9 code asked for the text, and it should
    /// keep getting it. `nil` silences everything.
    ///
    /// The line names the requested type, name and argument types, the core's error when a
    /// registration was found but failed (a cycle, with its chain and what breaks it), and the
    /// registrations of that type that do exist (with their names, argument types and scopes).
    public static var loggingFunction: LoggingFunctionType? {
        get { sink.withLock { $0 }.function }
        set { sink.withLock { $0 = LogSink(newValue) } }
    }

    /// The current setting, for the default debug helper.
    static var logSink: LogSink { sink.withLock { $0 } }
}

/// Where the explanations of failed resolves go: the setting behind ``Container/loggingFunction``.
///
/// ```swift
/// let log = LogSink.standard.active(environment: LogSink.processEnvironment)   // nil unless enabled
/// ```
enum LogSink: Sendable {
    /// The default: standard error, only when `SWINJECT_LOGGING_ENABLED=1`.
    case standard
    /// A function the user set: every failure, whatever the environment.
    case custom(Container.LoggingFunctionType)
    /// `loggingFunction = nil`: nothing.
    case off

    /// Whether this is the default setting.
    var isStandard: Bool {
        if case .standard = self { return true }
        return false
    }

    /// The environment variable that turns the default logging on (Swinject 2.10's).
    static let variable = "SWINJECT_LOGGING_ENABLED"

    /// The setting `loggingFunction = function` makes.
    init(_ function: Container.LoggingFunctionType?) {
        self = function.map(LogSink.custom) ?? .off
    }

    /// What `loggingFunction` reads: the default is a function too, so that code saving the old
    /// value and putting it back (or calling it from its own) keeps the default's behaviour.
    var function: Container.LoggingFunctionType? {
        switch self {
        case .standard:
            return { text in
                if LogSink.isEnabled(environment: LogSink.processEnvironment) {
                    LogSink.writeToStandardError(text)
                }
            }
        case .custom(let function): return function
        case .off: return nil
        }
    }

    /// The function a failure is written to now, or nil when nothing would be written: the caller
    /// then does not build the text (nor list the registrations) at all.
    func active(environment: (String) -> String?) -> Container.LoggingFunctionType? {
        switch self {
        case .standard: return LogSink.isEnabled(environment: environment) ? LogSink.writeToStandardError : nil
        case .custom(let function): return function
        case .off: return nil
        }
    }

    /// Whether the default logging is on: exactly `1`, as Swinject compares it.
    static func isEnabled(environment: (String) -> String?) -> Bool {
        environment(variable) == "1"
    }

    /// The process's environment, read now (`getenv`: no dictionary of the whole environment is
    /// built, and a variable set while the program runs counts from the next failure, as in
    /// Swinject, which reads it at each message).
    static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Writes `text` and a newline to standard error in one `write` where the system allows it,
    /// so lines of failures on several threads do not interleave.
    static func writeToStandardError(_ text: String) {
        var line = text
        line.append("\n")
        line.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
