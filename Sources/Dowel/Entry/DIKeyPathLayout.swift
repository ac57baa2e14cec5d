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
/// That layout is the runtime's, not a promise, so ``isReadable`` checks it once against a probe
/// class whose fields' offsets are known and whose key-path writes are observed; if anything
/// differs, every key path takes the interpreter, as before.
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
    /// stored-property component with its offset inline; nil for anything else.
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

    /// Whether ``classFieldOffset(_:)`` reads this runtime's key paths right, checked once.
    @usableFromInline
    static let isReadable: Bool = {
        let word = MemoryLayout<UnsafeRawPointer>.size
        // A Swift object's stored properties start after its two-word header, in declaration
        // order: `flag` at 2 words, `value` at 3.
        guard classFieldOffset(\DIKeyPathProbe.flag) == 2 * word,
            classFieldOffset(\DIKeyPathProbe.value) == 3 * word,
            classFieldOffset(\DIKeyPathProbe.observed) == nil,
            classFieldOffset(\DIKeyPathProbe.computed) == nil
        else { return false }
        // And a write through the key path lands where the offset says.
        let probe = DIKeyPathProbe()
        probe[keyPath: \DIKeyPathProbe.value] = 0x5EED_0D0E
        return withExtendedLifetime(probe) {
            UnsafeRawPointer(Unmanaged.passUnretained(probe).toOpaque())
                .load(fromByteOffset: 3 * word, as: Int.self) == 0x5EED_0D0E
        }
    }()
}

/// The class ``DIKeyPathLayout/isReadable`` checks the layout on: a field of each kind of key path
/// component it must tell apart.
private final class DIKeyPathProbe {
    var flag: UInt8 = 0
    var value = 0
    var observed = 0 { didSet { flag = 1 } }
    var computed: Int {
        get { value }
        set { value = newValue }
    }
}
