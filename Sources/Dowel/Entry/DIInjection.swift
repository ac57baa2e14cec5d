/// One property injection of a component.
///
/// A class, immutable: the resolve path calls it through an unretained reference as a guaranteed
/// one (``DIUnretainedList/unretained``), so its closure is borrowed from the object rather than
/// copied out of an array (a retain and a release of the closure's context per injection per
/// resolve).
@usableFromInline
final class DIInjection<Impl> {
    @usableFromInline let cycle: Bool
    /// What `apply` was made for, kept so that tests can tell the fast forms from the slow ones.
    @usableFromInline let form: Form
    @usableFromInline let apply: (inout Impl, inout DIResolution) throws(DIError) -> Void

    @inlinable
    init(
        cycle: Bool, form: Form = .other,
        apply: @escaping (inout Impl, inout DIResolution) throws(DIError) -> Void
    ) {
        self.cycle = cycle
        self.form = form
        self.apply = apply
    }

    /// Runs this injection on `instance`. Under ``DIOptionalResolution/lenient`` a dependency it
    /// cannot make (not registered, ambiguous, missing arguments) skips it with a warning, as
    /// DITranquillity skips such an injection; strict, the default, throws. The check runs only
    /// after a failure: a successful injection pays one branch.
    @inlinable
    func inject(_ instance: inout Impl, _ ctx: inout DIResolution) throws(DIError) {
        do {
            try apply(&instance, &ctx)
        } catch  where ctx.container.lenientSkipsInjection(error, into: Impl.self) {}
    }

    /// The `injection` overload an injection came from.
    @usableFromInline
    enum Form: Equatable, Sendable {
        /// `injection(\.property)`, with the write it chose: direct store or key path.
        case property(DIPropertyWrite)
        /// `injection { instance, value in ... }`: one dependency, resolved by a captured
        /// `DIParameter`.
        case closure
        /// `injection { $0.method($1, $2) }`: a parameter pack of dependencies (or none), copied
        /// through its generic metadata on every resolve.
        case parameterPack
        /// The key path with a modifier, and an async injection's placeholder.
        case other
    }

    /// How a key-path injection writes its property; nil for the other forms.
    var propertyWrite: DIPropertyWrite? {
        if case .property(let write) = form { write } else { nil }
    }
}
