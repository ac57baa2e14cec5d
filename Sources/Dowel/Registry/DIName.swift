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

    /// A name's id: its UTF-8 bytes hashed with the process seed (a name of up to 15 bytes as
    /// two words: its bytes, and its count in the top byte).
    ///
    /// Issue 28 dropped a faster path that read a small `String`'s two words directly: that is
    /// the standard library's private layout, and it saved about 60 of a named resolve's 900
    /// instructions (under 10% of the row), less than a layout Swift does not promise is worth.
    @inlinable
    static func hash(_ string: String) -> UInt64 {
        hashBytes(string)
    }

    /// ``hash(_:)``, out of line: the bytes are copied out of the string (a stack copy for a
    /// short one) and hashed by xxHash.
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
