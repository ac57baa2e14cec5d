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

    /// A name's id: its UTF-8 bytes hashed with the process seed. A name of up to 15 bytes is
    /// hashed as the two words of a Swift small string, whatever form this `String` has.
    @inlinable
    static func hash(_ string: String) -> UInt64 {
        #if _endian(little) && _pointerBitWidth(_64)
            // The measured `resolve(name:)` path. A name that short is almost always a small
            // string, whose two words ARE its bytes and count (the flags in the top four bits
            // cleared): hashing them inline saves copying the bytes out and a call into C, about
            // 60 of a named resolve's 900 instructions. Any other form of the same bytes takes
            // `hashBytes`, which builds the same two words.
            let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
            if words.1 & smallStringFlag != 0 {
                return dowel_hash_short_name(dowel_name_seed(), words.0, words.1 & ~smallStringFlags)
            }
        #endif
        return hashBytes(string)
    }

    /// ``hash(_:)`` from the name's bytes.
    @usableFromInline
    static func hashBytes(_ string: String) -> UInt64 {
        var copy = string
        return copy.withUTF8 { bytes in
            guard bytes.count <= 15 else {
                return dowel_hash_name(bytes.baseAddress, bytes.count)
            }
            var low: UInt64 = 0
            var high = UInt64(bytes.count) << 56
            for (index, byte) in bytes.enumerated() {
                if index < 8 {
                    low |= UInt64(byte) << (8 * index)
                } else {
                    high |= UInt64(byte) << (8 * (index - 8))
                }
            }
            return dowel_hash_short_name(dowel_name_seed(), low, high)
        }
    }

    /// Bit 61 of a 64-bit `String`'s second word: set only in the small (inline) form.
    @usableFromInline static let smallStringFlag: UInt64 = 1 << 61
    /// The top four bits of that word: the form's flags, not part of the bytes or the count.
    @usableFromInline static let smallStringFlags: UInt64 = 0xF << 60

    // Inlinable, and no tuple of the two: a named resolve compares its name with the row's, and
    // an opaque call on a `(DIName, DIName)` copied both names (a retain and release each).
    @inlinable
    static func == (lhs: DIName, rhs: DIName) -> Bool {
        switch lhs {
        case .unnamed:
            if case .unnamed = rhs { return true }
        case .name(let a):
            if case .name(let b) = rhs { return a == b }
        case .tag(let a, _):
            if case .tag(let b, _) = rhs { return a == b }
        }
        return false
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
