extension DIContainer {
    /// Whether a top-level `T?` resolve that failed with `error` answers nil: always when `T` is not
    /// registered; under ``DIOptionalResolution/lenient`` also for an ambiguity, wrong or missing
    /// resolve-time arguments, or a dependency at any depth that is not registered or is
    /// ambiguous. Read only after a failure, so the default mode costs a resolve nothing.
    @usableFromInline
    func optionalResolveGivesNil(_ error: DIError) -> Bool {
        switch error.kind {
        case .notRegistered where error.chain.count == 1:
            return true
        case .notRegistered, .ambiguous, .wrongArguments:
            return optionalResolution == .lenient
        default:
            return false
        }
    }

    /// Whether an `Optional` dependency (`init(analytics: Analytics?)`) whose resolve failed with
    /// `error` is nil: when its type is not registered; under ``DIOptionalResolution/lenient`` also
    /// when it is ambiguous. A failure further down (a missing dependency of a registered type)
    /// stays an error in both modes: the half-made graph above it is not handed out.
    @usableFromInline
    func optionalDependencyGivesNil(_ error: DIError) -> Bool {
        guard error.chain.count == 1 else { return false }
        switch error.kind {
        case .notRegistered: return true
        case .ambiguous: return optionalResolution == .lenient
        default: return false
        }
    }

    /// Under ``DIOptionalResolution/lenient``, whether a `T?` whose lookup answered "ambiguous"
    /// (`raw`) is nil at once: the ambiguity error, which walks every candidate, is built only when
    /// the log shows it (6,000 resolves of a type registered 1,024 times took seconds otherwise).
    /// The strict default pays one comparison.
    func lenientAmbiguityGivesNil<Wrapped>(_ raw: UInt, _: Wrapped.Type, name: DIName) -> Bool {
        guard raw == DITable.ambiguous, optionalResolution == .lenient else { return false }
        DISetting.Log.log(
            .warning, "returning nil for an optional resolve: \(ambiguityError(Wrapped.self, name: name))")
        return true
    }

    /// Under ``DIOptionalResolution/lenient``, whether an injection into an `Impl` whose dependency
    /// failed with `error` (not registered, ambiguous, or missing resolve-time arguments, at any
    /// depth) is skipped, with a warning: DITranquillity leaves such a property as it was and goes
    /// on. Strict, the default, answers false and the resolve fails.
    @usableFromInline
    func lenientSkipsInjection<Impl>(_ error: DIError, into _: Impl.Type) -> Bool {
        guard optionalResolution == .lenient else { return false }
        switch error.kind {
        case .notRegistered, .ambiguous, .wrongArguments:
            DISetting.Log.log(.warning, "skipping an injection into \(DITypeName.of(Impl.self)): \(error)")
            return true
        default:
            return false
        }
    }

    /// This container's rule for failed `Optional` resolves: its defaults' (or an ancestor's),
    /// else the process-wide `DISetting.Defaults.optionalResolution`.
    var optionalResolution: DIOptionalResolution {
        defaults.optionalResolution ?? DISetting.Defaults.optionalResolution
    }
}
