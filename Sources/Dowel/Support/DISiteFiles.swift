/// The file names of sites made from a `String` (``DISite/init(fileName:line:)``), each copied
/// once into bytes that live as long as the process, so that a ``DISite`` can point at them as it
/// points at a `#fileID` literal's.
///
/// A process has as many of these as it has source files naming registrations through a
/// `String`, so the copies are few and never freed (a table of them keeps them reachable). The
/// lock is taken only by that initialiser, never by a resolve.
///
/// ```swift
/// let bytes = DISiteFiles.intern("App/Module.swift")
/// print(bytes.count)  // 16
/// ```
enum DISiteFiles {
    private static let interned = DILockedValue<[String: UnsafeMutablePointer<UInt8>]>([:])

    /// The bytes of `name` (its UTF-8), the same address for equal names.
    static func intern(_ name: String) -> (start: UnsafePointer<UInt8>, count: Int) {
        let count = name.utf8.count
        let start = interned.withLock { table in
            if let known = table[name] { return known }
            // One byte at least: an empty name still gets an address of its own.
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
            _ = UnsafeMutableBufferPointer(start: copy, count: count).initialize(from: name.utf8)
            table[name] = copy
            return copy
        }
        return (UnsafePointer(start), count)
    }
}
