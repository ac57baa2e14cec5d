// @unchecked: `start` points at bytes that are never written or freed (a literal's, or an
// interned copy, see `DISiteFiles`).
/// Where a registration (or a resolve) was written: the file and line of the call.
///
/// Every error and every validation finding names the sites involved, so a user can jump to the
/// registration that caused it.
///
/// ```swift
/// let site = DISite(file: #fileID, line: #line)
/// print(site)  // "MyApp/AppModule.swift:12"
/// ```
///
/// Two words: the file's UTF-8 bytes (a `#fileID` literal's own, static for the life of the
/// process) and their count beside the line. Every registration keeps one, so its size is paid
/// per registration: as a `StaticString` or a `String` beside a `UInt` line it was 32 bytes
/// (issue 27). Lines above `UInt32.max` are kept as `UInt32.max`, and a file name longer than
/// 4 GB is cut there.
public struct DISite: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The file's UTF-8 bytes.
    private let start: UnsafePointer<UInt8>
    /// The byte count (high 32 bits) and the line (low 32 bits).
    private let countAndLine: UInt64

    private init(start: UnsafePointer<UInt8>, count: Int, line: UInt) {
        self.start = start
        countAndLine = UInt64(min(count, Int(UInt32.max))) << 32 | UInt64(min(line, UInt(UInt32.max)))
    }

    /// Creates a site from a `#fileID` and a `#line`. A literal's bytes are kept where they are:
    /// a registration allocates nothing for its site.
    public init(file: StaticString, line: UInt) {
        guard file.hasPointerRepresentation else {
            // A one-scalar literal has no bytes of its own to point at.
            self.init(fileName: file.description, line: line)
            return
        }
        self.init(start: file.utf8Start, count: file.utf8CodeUnitCount, line: line)
    }

    /// Creates a site from a file name held in a `String` (kept once per distinct name, for the
    /// life of the process).
    public init(fileName: String, line: UInt) {
        let interned = DISiteFiles.intern(fileName)
        self.init(start: interned.start, count: interned.count, line: line)
    }

    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public var file: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// The line of the call.
    public var line: UInt { UInt(countAndLine & 0xFFFF_FFFF) }

    private var count: Int { Int(countAndLine >> 32) }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }

    /// Whether both point at the same bytes with the same line: what a registration and its own
    /// row share. Two loads where `==` may copy both files out; false for the same file text at
    /// two addresses (then the row keeps a copy of its site, still correct).
    func isSameLiteral(as other: DISite) -> Bool {
        start == other.start && countAndLine == other.countAndLine
    }

    /// Two sites are equal when they name the same file and line, however the file was given.
    public static func == (lhs: DISite, rhs: DISite) -> Bool {
        guard lhs.countAndLine == rhs.countAndLine else { return false }
        return lhs.start == rhs.start || lhs.file == rhs.file
    }

    /// Hashes the file's text and the line (equal sites hash alike, however the file was given).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
    }
}
