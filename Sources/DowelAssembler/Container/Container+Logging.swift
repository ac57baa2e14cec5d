import Dowel

extension Container {
    /// Receives the text explaining each failed resolve.
    ///
    /// ```swift
    /// let quiet: Container.LoggingFunctionType = { _ in }
    /// ```
    public typealias LoggingFunctionType = @Sendable (String) -> Void

    private static let logging = DILockedValue<LoggingFunctionType?>({ print($0) })

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
        get { logging.withLock { $0 } }
        set { logging.withLock { $0 = newValue } }
    }
}
