/// How a key-path injection (`injection(\.property)`) writes its property, chosen once at
/// registration.
///
/// Writing through `instance[keyPath: path]` on every resolve runs the standard library's
/// key-path interpreter, unspecialised: generic metadata lookups, a walk over the key path's
/// components, and for a class a heap-allocated access record (the runtime's dynamic exclusivity
/// check kept alive across the write), about 1,100 instructions and one malloc per property.
/// When the key path is nothing but a stored property, the property is at a fixed offset from
/// the instance, and the injection writes the value there directly, as the compiler would for
/// `object.property = value`.
@usableFromInline
enum DIPropertyWrite: Equatable, Sendable {
    /// A stored property of a class, `offset` bytes from the object's address.
    case classField(offset: Int)
    /// A stored property of a struct (or a chain of them), `offset` bytes into the value.
    case structField(offset: Int)
    /// Anything else, through the key-path interpreter: computed properties, properties with
    /// `willSet`/`didSet`, overridable (non-`final`) class properties, paths through a class
    /// reference or an Optional.
    case keyPath

    /// The write `path` allows: only a path whose every write is a plain store at one offset.
    ///
    /// Observers, overrides and computed setters make the compiler emit a computed component, so
    /// such a path is never read as a field: the code that must run on a write still runs.
    @usableFromInline
    static func of<Root, Value>(_ path: WritableKeyPath<Root, Value>) -> DIPropertyWrite {
        if Root.self is AnyClass {
            guard MemoryLayout<Root>.size == MemoryLayout<UnsafeRawPointer>.size, DIKeyPathLayout.isUsable,
                let offset = DIKeyPathLayout.classFieldOffset(path)
            else { return .keyPath }
            return .classField(offset: offset)
        }
        // The standard library's own answer: non-nil only for a path of struct stored properties.
        if let offset = MemoryLayout<Root>.offset(of: path) {
            return .structField(offset: offset)
        }
        return .keyPath
    }

    /// Assigns `value` to the class field `offset` bytes from `object`'s address.
    ///
    /// Safe because `of(_:)` found a mutable stored property of type `Value` at that offset (the
    /// object's memory there is bound to `Value`), and `pointee =` is an assignment: it releases
    /// the old value once and takes `value`, like the compiler's own store. There is no dynamic
    /// exclusivity check, as in code compiled without them: the container is setting up an
    /// instance it just made, so no other access to the property is in progress.
    @inlinable @inline(__always)
    static func assign<Root, Value>(_ value: consuming Value, toField offset: Int, of object: Root) {
        // A class reference is the object's address; reading it retains nothing, and the caller
        // keeps the object alive.
        let base = unsafeBitCast(object, to: UnsafeMutableRawPointer.self)
        (base + offset).assumingMemoryBound(to: Value.self).pointee = value
    }

    /// Assigns `value` to the stored property `offset` bytes into the struct `instance`, in place.
    ///
    /// Safe for the same reasons as the class form: a struct's stored properties are laid out
    /// inside it, bound to their own types, and `MemoryLayout.offset(of:)` vouches for the offset.
    @inlinable @inline(__always)
    static func assign<Root, Value>(_ value: Value, atOffset offset: Int, in instance: inout Root) {
        withUnsafeMutablePointer(to: &instance) { pointer in
            (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
