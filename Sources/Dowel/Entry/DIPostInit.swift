/// One post-init hook of a component (`.postInit { }`), run on every new instance after its
/// injections.
///
/// A class, immutable, for the reason ``DIInjection`` is one: the resolve path calls it as a
/// guaranteed reference (``DIUnretainedList``), borrowing its closure.
///
/// ```swift
/// let hook = DIPostInit<Cat> { $0.purr() }
/// hook.run(cat)
/// ```
@usableFromInline
final class DIPostInit<Impl> {
    @usableFromInline let run: @Sendable (Impl) -> Void

    @usableFromInline
    init(_ run: @escaping @Sendable (Impl) -> Void) {
        self.run = run
    }
}
