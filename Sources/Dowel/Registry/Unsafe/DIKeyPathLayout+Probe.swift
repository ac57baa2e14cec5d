extension DIKeyPathLayout {
    /// Whether ``classFieldOffset(_:)`` may be used here: the probe passed and no test forces the
    /// fallback (``DIUnsafeLayoutTestHook``). When false, every key path takes the interpreter.
    ///
    /// ```swift
    /// let offset = DIKeyPathLayout.isUsable ? DIKeyPathLayout.classFieldOffset(path) : nil
    /// ```
    @usableFromInline
    static var isUsable: Bool {
        isReadable && !DIUnsafeLayoutTestHook.probesFail
    }

    /// Whether ``classFieldOffset(_:)`` reads this runtime's key paths right, checked once (on the
    /// first key-path injection): offsets known from a probe class, components that must not be
    /// read as fields, and a write through the key path observed at the offset read.
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
