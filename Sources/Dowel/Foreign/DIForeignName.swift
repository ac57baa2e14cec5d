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
        guard let arguments else {
            self = DIForeignName(name: name)
            return
        }
        switch name {
        case nil:
            // A type's identity is unique: the argument tuple type serves as a tag.
            self.name = .tag(ObjectIdentifier(arguments), arguments)
        case let name?:
            // Rare (a named factory with arguments): one string per resolve is acceptable here.
            let id = String(UInt(bitPattern: ObjectIdentifier(arguments).hashValue), radix: 16)
            self.name = .name(name + "\u{0}" + id)
        }
    }

    /// The key of a factory taking no arguments, which ``init(name:arguments:)`` gives for no
    /// argument types: small enough to be inlined where the general initialiser was a call of its
    /// own (26 instructions of every DowelAssembler `Provider` read, when it named its key anew).
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
