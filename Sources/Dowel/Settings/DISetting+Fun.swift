/// A log function, as ``DISetting/Log/fun`` takes it: the level and the message.
///
/// ```swift
/// let printer: DILogFunc = { level, message in print("\(level): \(message)") }
/// DISetting.Log.fun = printer
/// ```
public typealias DILogFunc = DISetting.Log.Handler

extension DISetting.Log {
    /// DITranquillity's name for ``handler``: the function every log line goes to (nil = none).
    ///
    /// ```swift
    /// DISetting.Log.fun = { level, message in print("\(level): \(message)") }
    /// DISetting.Log.level = .verbose
    /// ```
    public static var fun: DILogFunc? {
        get { handler }
        set { handler = newValue }
    }
}
