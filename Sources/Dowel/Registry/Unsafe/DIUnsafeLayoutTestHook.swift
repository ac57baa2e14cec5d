/// Test hook of the layout tricks in `Registry/Unsafe/` (internal; `@testable` tests only).
///
/// While ``probesFail`` is bound to true, every probe there answers "not readable", so what is
/// registered in that scope takes the defined fallback (the key-path interpreter, the runtime's
/// `as?`), as on a runtime whose layouts changed. A task-local value, so a test that forces the
/// fallback changes nothing for the tests running beside it. It is read at registration only,
/// never on a resolve path.
///
/// ```swift
/// DIUnsafeLayoutTestHook.$probesFail.withValue(true) {
///     container.register(Host.init).injection(\.dependency)   // written through the key path
/// }
/// ```
enum DIUnsafeLayoutTestHook {
    @TaskLocal static var probesFail = false
}
