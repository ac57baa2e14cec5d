import Testing

/// The suites that change process-wide settings (the log handler, its level, the default
/// lifetime). Nested in one serialized suite so that none of them runs beside another: each
/// restores what it changed, but a test that reads a setting another test holds changed at that
/// moment would see the other's value.
@Suite("Process-wide settings", .serialized)
enum ProcessWideSettingsSuites {}
