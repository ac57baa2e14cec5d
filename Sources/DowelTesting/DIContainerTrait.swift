import Dowel
import Testing

/// A Swift Testing trait that gives one test (or each test of a suite) its own container, with
/// its own overrides, bound to the task-local the program resolves from.
///
/// ```swift
/// enum App {
///     @TaskLocal static var container: DIContainer = makeContainer()   // the program resolves from App.container
///     // Test attributes cannot see the `$container` the @TaskLocal macro makes: name it once.
///     static var containerLocal: TaskLocal<DIContainer> { $container }
///     static func makeContainer() -> DIContainer { … }
/// }
///
/// @Test(.container(App.containerLocal, make: App.makeContainer) { $0.register(FakeClock.init).as(Clock.self) })
/// func receiptShowsTheFakeTime() {
///     let receipt: Receipt = App.container.resolve()           // made with the FakeClock
/// }
/// ```
///
/// Each test gets a container made by `make`, and the overrides are registered in a child of it,
/// so they win without `.test()`; every `.perContainer` instance, including those that depend on an
/// override, belongs to that test alone. (`.single` and `.perRun` instances are program-wide by
/// definition and shared by every test.) Tests running in parallel each see their own container,
/// because a task-local is per task; the production resolve path is unchanged: it never looks at
/// the trait.
public struct DIContainerTrait: TestTrait, SuiteTrait, TestScoping {
    let taskLocal: TaskLocal<DIContainer>
    let make: @Sendable () -> DIContainer
    let overrides: @Sendable (DIContainer) -> Void

    /// Binds the test's container for the duration of the test.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let container = DIContainer(parent: make())
        overrides(container)
        try await taskLocal.withValue(container) {
            try await function()
        }
    }

    /// Applied to each test of a suite separately: no two tests share a container.
    public var isRecursive: Bool { true }
}

extension Trait where Self == DIContainerTrait {
    /// A container made by `make`, with `overrides` registered in a child of it, bound to
    /// `taskLocal` for this test alone.
    ///
    /// ```swift
    /// @Test(.container(App.containerLocal, make: App.makeContainer) { $0.register(FakeClock.init).as(Clock.self) })
    /// func usesTheFakeClock() { … }
    /// ```
    public static func container(
        _ taskLocal: TaskLocal<DIContainer>, make: @escaping @Sendable () -> DIContainer,
        overrides: @escaping @Sendable (DIContainer) -> Void = { _ in }
    ) -> Self {
        DIContainerTrait(taskLocal: taskLocal, make: make, overrides: overrides)
    }
}
