/// Reads a short name's bytes straight out of a Swift small string's two words.
///
/// On 64-bit little-endian platforms a `String` of up to 15 UTF-8 bytes is usually stored inline:
/// its two words are its bytes, its count in the top byte's low nibble, and flags in the top
/// four bits (bit 61 set for this form). That is the standard library's private layout, not a
/// promise, so ``isReadable`` checks it once (on the first name hashed) against strings whose
/// words are known; if anything differs, every name is hashed from its copied-out bytes
/// (``DIName/hashBytes(_:)``), which gives the same ids.
///
/// What it buys (callgrind, release, per resolve): a named resolve 774 -> 645 instructions, 17%
/// of the row, reading the probe's answer included (issue 28; the rule is to drop a layout trick
/// that buys less than 10%).
///
/// ```swift
/// if let words = DISmallStringLayout.words(of: "tabby") { hash(words.0, words.1) }
/// ```
@usableFromInline
enum DISmallStringLayout {
    /// Bit 61 of the second word: set only in the small (inline) form.
    @usableFromInline static let smallFlag: UInt64 = 1 << 61
    /// The top four bits of the second word: the form's flags, not part of the bytes or the count.
    @usableFromInline static let flags: UInt64 = 0xF << 60

    /// The name's bytes as two words (the count in the second word's top byte, flags cleared),
    /// when `string` is in the small form and the probe passed; nil otherwise.
    @inlinable @inline(__always)
    static func words(of string: String) -> (UInt64, UInt64)? {
        #if _endian(little) && _pointerBitWidth(_64)
            guard isReadable else { return nil }
            return rawWords(of: string)
        #else
            return nil
        #endif
    }

    /// ``words(of:)`` without the probe's answer: what the probe itself checks.
    @inlinable @inline(__always)
    static func rawWords(of string: String) -> (UInt64, UInt64)? {
        #if _endian(little) && _pointerBitWidth(_64)
            let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
            guard words.1 & smallFlag != 0 else { return nil }
            return (words.0, words.1 & ~flags)
        #else
            return nil
        #endif
    }

    /// The two words ``rawWords(of:)`` must give for `string`: its bytes packed as the hash packs
    /// them (``DIName/packedWords(_:)``), the layout the fast path assumes.
    static func expectedWords(of string: String) -> (UInt64, UInt64)? {
        var copy = string
        return copy.withUTF8 { DIName.packedWords($0) }
    }
}
