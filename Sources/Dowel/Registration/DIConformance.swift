/// "Is this implementation type a `T`?" for a `T` only known generically.
///
/// For a class `T` a metatype cast answers it. For a protocol `T` (`any Animal`) it does not:
/// `T.Type` is then the protocol's own metatype, and Swift has no generic spelling of the
/// existential metatype `any Animal.Type` that a conforming type's metatype casts to. The runtime
/// has one: it is `T`'s mangled name with the existential-metatype suffix, looked up by name once
/// per `T` and cached (registration asks for every `.as(...)`).
@usableFromInline
enum DIConformance {
    /// Existential metatypes found so far, by the existential's identity; nil for a type that has
    /// none (or whose spelling Dowel does not know).
    private static let metatypes = DILockedValue<[ObjectIdentifier: Any.Type?]>([:])

    /// Whether `implementation` is a `T`: true or false, or nil when it cannot be told (an
    /// existential with a class or `AnyObject` constraint, a constrained existential `any P<X>`).
    @usableFromInline
    static func isInstance<T>(_ implementation: Any.Type, of _: T.Type) -> Bool? {
        if implementation == T.self || (implementation as Any) is T.Type || T.self == Any.self {
            return true
        }
        if T.self == AnyObject.self {
            return implementation is AnyClass
        }
        if T.self == AnyHashable.self {
            // A struct, yet every Hashable value converts to it (boxing).
            return (implementation as Any) is any Hashable.Type
        }
        if T.self is AnyClass {
            return false
        }
        let key = ObjectIdentifier(T.self)
        let cached = metatypes.withLock { $0[key] }
        let metatype: Any.Type?
        if let cached {
            metatype = cached
        } else {
            metatype = existentialMetatype(of: T.self)
            metatypes.withLock { $0[key] = metatype }
        }
        guard let metatype else {
            // Not a plain protocol or composition: a struct, enum, tuple or function type has no
            // implementations but itself; an existential spelled otherwise cannot be told.
            // A protocol whose existential metatype the runtime cannot look up by name (a private
            // or local protocol: its mangling has a discriminator `_typeByName` does not resolve)
            // cannot be told either: "unknown", never a false "is not a P".
            guard let name = _mangledTypeName(T.self) else { return nil }
            let existential = ["p", "Xl", "Xc", "XP"].contains { name.hasSuffix($0) }
            return existential ? nil : false
        }
        func isInstance<M>(of _: M.Type) -> Bool { (implementation as Any) is M }
        return _openExistential(metatype, do: isInstance)
    }

    /// `any P.Type` for `T` = `any P` (or a composition of protocols), else nil. A protocol or a
    /// composition's mangled name ends in `p` (`4main6Animal_p`); no other type is given the
    /// suffix.
    private static func existentialMetatype<T>(of _: T.Type) -> Any.Type? {
        guard let name = _mangledTypeName(T.self), name.hasSuffix("p") else { return nil }
        return _typeByName(name + "Xp")
    }

    /// A test for "implementation is a `T`", or nil when `T` cannot have implementations other than
    /// itself (a struct, an enum) or has them all (`Any`, `AnyObject`).
    static func check<T>(for _: T.Type) -> ((Any.Type) -> Bool)? {
        if T.self == Any.self || T.self == AnyObject.self {
            return nil
        }
        if !(T.self is AnyClass) && existentialMetatype(of: T.self) == nil {
            return nil
        }
        return { implementation in isInstance(implementation, of: T.self) == true }
    }
}
