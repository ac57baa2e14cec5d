/// The name part of a key made by a compatibility layer: a name, and for a Swinject-style factory
/// that takes arguments, the argument types too (Swinject matches them exactly, so they belong in
/// the key).
///
/// ```swift
/// let plain = DIForeignName(name: "dog", arguments: nil)
/// let withArguments = DIForeignName(name: nil, arguments: (Resolver, String).self)
/// ```
@usableFromInline
package struct DIForeignName: Sendable {
    @usableFromInline let name: DIName

    /// `arguments` nil: the key of a factory taking no arguments, the same key a core
    /// registration `.as(T.self, name:)` has, so both kinds resolve each other.
    @inlinable
    package init(name: String?, arguments: Any.Type?) {
        switch (name, arguments) {
        case (nil, nil):
            self.name = .unnamed
        case (let name?, nil):
            self.name = .name(name)
        case (nil, let arguments?):
            // A type's identity is unique: the argument tuple type serves as a tag.
            self.name = .tag(ObjectIdentifier(arguments), arguments)
        case (let name?, let arguments?):
            // Rare (a named factory with arguments): one string per resolve is acceptable here.
            let id = String(UInt(bitPattern: ObjectIdentifier(arguments).hashValue), radix: 16)
            self.name = .name(name + "\u{0}" + id)
        }
    }

    /// The key of a factory taking no arguments: ``init(name:arguments:)`` with no argument
    /// types, small enough to be inlined where the general initialiser is a call of its own (26
    /// instructions of every `Provider` read, which names its key anew each time).
    @inlinable @inline(__always)
    package init(name: String?) {
        if let name {
            self.name = .name(name)
        } else {
            self.name = .unnamed
        }
    }

    /// How a dependency on this key is recorded for validation and the graph: the argument types
    /// of an unnamed factory with arguments are its tag; nil for a named key, which a
    /// ``DIDependency`` cannot express.
    package var dependencyTag: Any.Type?? {
        switch name {
        case .unnamed: return .some(nil)
        case .tag(_, let type): return .some(type)
        case .name: return nil
        }
    }

    /// The unnamed key of a factory without arguments.
    @usableFromInline package static let unnamed = DIForeignName(name: nil, arguments: nil)
}
