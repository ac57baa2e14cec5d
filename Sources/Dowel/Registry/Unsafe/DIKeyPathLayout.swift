/// Reads a class stored property's offset out of a key path object.
///
/// The standard library knows it (`AnyKeyPath._storedInlineOffset` is internal, and
/// `MemoryLayout.offset(of:)` answers only for structs), so this reads the instantiated key path
/// the way the standard library does. Its layout (the constants are those of the toolchain's
/// `shims/KeyPath.h`): the object's header, the KVC string pointer, then a buffer of one `UInt32`
/// header (its low 24 bits the size of the components that follow, a word later) and the
/// components. A stored class property alone is one `UInt32` component: kind 3 in bits 24–30,
/// "mutable" in bit 23, the field's offset in bits 0–22.
///
/// That layout is the runtime's, not a promise: callers ask ``isUsable`` first, whose probe
/// (``isReadable``, in `DIKeyPathLayout+Probe.swift`) checks it once against a probe class whose
/// fields' offsets are known and whose key-path writes are observed; if anything differs, every key
/// path takes the interpreter (`instance[keyPath:]`), which is always right.
///
/// What it buys (callgrind, release, a prototype with one `.injection(\.dependency)` of a cached
/// dependency): 1,055 instructions per resolve with it, 2,559 through the interpreter (and one
/// malloc more), so 59% of that resolve.
///
/// ```swift
/// if DIKeyPathLayout.isUsable, let offset = DIKeyPathLayout.classFieldOffset(\Host.dependency) {
///     // store at `offset` from the object's address
/// }
/// ```
@usableFromInline
enum DIKeyPathLayout {
    private static let sizeMask: UInt32 = 0x00FF_FFFF
    private static let kindMask: UInt32 = 0x7F00_0000
    private static let kindShift: UInt32 = 24
    private static let classKind: UInt32 = 3
    private static let storedMutableFlag: UInt32 = 0x0080_0000
    private static let offsetMask: UInt32 = 0x007F_FFFF
    /// Larger payloads mean "the offset is stored out of line" or "not resolved yet".
    private static let maximumInlineOffset: UInt32 = 0x007F_FFFC
    private static let endOfReferencePrefixFlag: UInt32 = 0x8000_0000

    /// The offset of the class stored property `path` names, when `path` is exactly one mutable
    /// stored-property component with its offset inline; nil for anything else. Meaningful only
    /// when ``isUsable``.
    @usableFromInline
    static func classFieldOffset(_ path: AnyKeyPath) -> Int? {
        let word = MemoryLayout<UnsafeRawPointer>.size
        let object = UnsafeRawPointer(Unmanaged.passUnretained(path).toOpaque())
        // The heap object's header is two words; the KVC string pointer is the third.
        let buffer = object + 3 * word
        let bufferHeader = buffer.load(as: UInt32.self)
        // One component of one `UInt32`: more means a nested path or an out-of-line offset.
        guard bufferHeader & sizeMask == UInt32(MemoryLayout<UInt32>.size) else { return nil }
        let component = (buffer + word).load(as: UInt32.self)
        guard (component & kindMask) >> kindShift == classKind,
            component & storedMutableFlag != 0,
            component & endOfReferencePrefixFlag == 0,
            component & offsetMask <= maximumInlineOffset
        else { return nil }
        return Int(component & offsetMask)
    }
}
