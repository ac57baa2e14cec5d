import CDowel

/// What distinguishes registrations of one type besides the type: nothing, a name, or a tag type.
///
/// The C key holds only a 64-bit id; the full name stays here and is compared on a hit, so a
/// hash collision between two names can never hand out the wrong instance.
@usableFromInline
enum DIName: Hashable, Sendable, CustomStringConvertible {
    case unnamed
    case name(String)
    /// A tag type: its identity, and the type itself for messages. The type's name is made only
    /// when a message needs it, so `resolve(tag:)` does no string work.
    case tag(ObjectIdentifier, Any.Type)

    @inlinable
    static func tag<Tag>(_: Tag.Type) -> DIName {
        .tag(ObjectIdentifier(Tag.self), Tag.self)
    }

    /// The name id of the C key.
    @inlinable
    var id: UInt64 {
        switch self {
        case .unnamed:
            return DOWEL_UNNAMED
        case .name(let string):
            return DIName.hash(string)
        case .tag(let identifier, _):
            // A tag is a type: its metadata address is unique, so no hashing is needed. The high
            // bit keeps it apart from the reserved ids 0 and UINT64_MAX (user-space addresses
            // never have it set) while a string hash may still collide with it, which the
            // Swift-side comparison of the full name settles.
            return UInt64(UInt(bitPattern: identifier)) | (1 << 63)
        }
    }

    @inlinable
    static func hash(_ string: String) -> UInt64 {
        var copy = string
        return copy.withUTF8 { bytes in dowel_hash_name(bytes.baseAddress, bytes.count) }
    }

    @usableFromInline
    static func == (lhs: DIName, rhs: DIName) -> Bool {
        switch (lhs, rhs) {
        case (.unnamed, .unnamed): return true
        case (.name(let a), .name(let b)): return a == b
        case (.tag(let a, _), .tag(let b, _)): return a == b
        default: return false
        }
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        switch self {
        case .unnamed: hasher.combine(0)
        case .name(let string): hasher.combine(string)
        case .tag(let identifier, _): hasher.combine(identifier)
        }
    }

    @usableFromInline
    var description: String {
        switch self {
        case .unnamed: return ""
        case .name(let string): return " named \"\(string)\""
        case .tag(_, let tag): return " tagged \(DITypeName.of(tag))"
        }
    }
}
