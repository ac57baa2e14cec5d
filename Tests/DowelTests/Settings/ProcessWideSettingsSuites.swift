import Testing

/// The suites that change process-wide log settings (the handler, its level). Nested in one
/// serialized suite so that none of them runs beside another: each restores what it changed, but a
/// test that reads a setting another test holds changed at that moment would see the other's value.
/// `DISetting.Defaults` is never changed in this process: a test gives its container
/// `DIDefaults`, or changes the process-wide value in an exit test's child process
/// (`ProcessWideDefaultsTests`), because every registration in every suite reads it.
@Suite("Process-wide settings", .serialized)
enum ProcessWideSettingsSuites {}
