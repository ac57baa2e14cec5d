/// What a resolve that asks for an `Optional` (`let s: Store? = container.resolve()`) answers when
/// its type cannot be made.
///
/// Dowel's default is ``strict``: nil means "not registered", and nothing else. A migrating
/// DITranquillity app, whose `T?` resolves were nil on any failure, sets ``lenient`` once:
///
/// ```swift
/// DISetting.Defaults.optionalResolution = .lenient   // T? is nil (logged), as in DITranquillity
/// let store: Store? = container.resolve()            // two Store registrations: nil, not a trap
/// ```
///
/// or gives one container that default (``DIDefaults/optionalResolution``), which its child
/// containers inherit:
///
/// ```swift
/// let legacy = DIContainer(defaults: DIDefaults(optionalResolution: .lenient))
/// ```
///
/// Only `Optional` requests read it, and only once they have failed: a resolve that succeeds, and
/// every non-optional resolve, costs the same in both modes.
public enum DIOptionalResolution: Sendable, Hashable, CustomStringConvertible {
    /// nil only when the requested type (with that name or tag) is not registered at all. An
    /// ambiguity, a missing or mismatched resolve-time argument, or a missing dependency of a
    /// registered type is an error: `resolve()` traps with it, `resolveOrThrow()` throws it. The
    /// default.
    ///
    /// ```swift
    /// let store: Store? = container.resolve()   // two Store registrations: traps (ambiguous)
    /// ```
    case strict

    /// DITranquillity's rule: also nil (with a warning through ``DISetting/Log``) when the
    /// requested type is ambiguous, when its resolve-time arguments are missing or do not match
    /// what its factory takes, or when something it needs, at any depth, is not registered or is
    /// ambiguous. An injection whose dependency cannot be made for those reasons is skipped (also
    /// logged), leaving the property as it was, as DITranquillity skips it. A cycle, a throwing
    /// factory, an actor-isolation mistake or a configuration error is still an error.
    ///
    /// ```swift
    /// container.register(Greeter.init(name:)) { arg($0) }
    /// let greeter: Greeter? = container.resolve()   // no argument: nil, logged
    /// container.register(Screen.init).injection(\.analytics)   // Analytics not registered
    /// let screen: Screen = container.resolve()      // made; the injection skipped, logged
    /// ```
    case lenient

    /// `strict` or `lenient`.
    public var description: String {
        switch self {
        case .strict: return "strict"
        case .lenient: return "lenient"
        }
    }
}

extension DISetting.Defaults {
    /// 0: strict, 1: lenient. An atomic word: it is read only by an `Optional` resolve that failed.
    private static let optionalResolutionWord = DIAtomicWord(0)

    /// What an `Optional` resolve answers when its type cannot be made, in every container whose
    /// ``DIDefaults/optionalResolution`` is `nil`: ``DIOptionalResolution/strict`` unless changed.
    /// Read when such a resolve fails, so setting it once at start-up is enough.
    ///
    /// The migration line of a DITranquillity app:
    ///
    /// ```swift
    /// DISetting.Defaults.optionalResolution = .lenient
    /// ```
    public static var optionalResolution: DIOptionalResolution {
        get { optionalResolutionWord.load(ordering: .relaxed) == 0 ? .strict : .lenient }
        set { optionalResolutionWord.store(newValue == .strict ? 0 : 1, ordering: .relaxed) }
    }
}
