/// What a registration says about its implementation type's `Sendable` conformance.
///
/// `Sendable` is a compile-time marker: a program cannot ask at run time whether a type conforms.
/// So it is recorded where the compiler knows it, when the lifetime is set: `.lifetime(_:)` has an
/// overload for `Sendable` types, which Swift picks whenever the type conforms.
enum DISendability {
    /// Not proven `Sendable` (the lifetime was set on a non-`Sendable` type, in generic code, or
    /// left at the default).
    case unknown
    /// The type is `Sendable`: sharing it across threads is sound.
    case sendable
    /// Not `Sendable`, and the registration says sharing it is safe anyway (``DIComponentBuilder/uncheckedSendable()``).
    case unchecked
}
