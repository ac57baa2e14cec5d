import Dowel

/// Reports an error through the log hook and stops, as the trapping core calls do.
func diStoryboardTrap(_ error: DIError) -> Never {
    diStoryboardLog(.error, error.description)
    fatalError(error.description)
}

/// Sends a message to `DISetting.Log.handler` when its level passes `DISetting.Log.level`.
func diStoryboardLog(_ level: DILogLevel, _ message: @autoclosure () -> String) {
    guard let handler = DISetting.Log.handler, level >= DISetting.Log.level else { return }
    handler(level, message())
}
