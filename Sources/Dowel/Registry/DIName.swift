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
    /// The measured `resolve(name:)` path: a short name is almost always a small string, whose
    /// two words are already those two words, read in place (``DISmallStringLayout``, probed
    /// once with this fallback) instead of copying the bytes out: 17% of a named resolve.
    @inlinable
    static func hash(_ string: String) -> UInt64 {
        if let words = DISmallStringLayout.words(of: string) {
            return dowel_hash_short_name(dowel_name_seed(), words.0, words.1)
        }
        return hashBytes(string)
    }

    /// ``hash(_:)`` from the name's copied-out bytes: every name when the small-string probe
    /// failed, and the names that are not in the small form.
    @usableFromInline
    static func hashBytes(_ string: String) -> UInt64 {
        var copy = string
        return copy.withUTF8 { bytes in
            guard let words = packedWords(bytes) else {
                return dowel_hash_name(bytes.baseAddress, bytes.count)
            }
            return dowel_hash_short_name(dowel_name_seed(), words.0, words.1)
        }
    }

    /// Up to 15 bytes as the two words a short name is hashed as: the bytes from the low end of
    /// the first word, and the count in the second word's top byte; nil for a longer name.
    static func packedWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        guard bytes.count <= 15 else { return nil }
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
        }
        return (low, high)
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
