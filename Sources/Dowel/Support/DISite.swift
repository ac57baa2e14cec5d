/// Where a registration (or a resolve) was written: the file and line of the call.
///
/// Every error and every validation finding names the sites involved, so a user can jump to the
/// registration that caused it.
///
/// ```swift
/// let site = DISite(file: #fileID, line: #line)
/// print(site)  // "MyApp/AppModule.swift:12"
/// ```
public struct DISite: Hashable, Sendable, CustomStringConvertible {
    /// A `#fileID` is kept as the `StaticString` it is: made into a `String` only when a message
    /// or a comparison needs it, so a registration allocates nothing for its site.
    private enum File: Sendable {
        case literal(StaticString)
        case string(String)
    }

    private let storage: File

    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public var file: String {
        switch storage {
        case .literal(let literal): return literal.description
        case .string(let string): return string
        }
    }

    /// The line of the call.
    public let line: UInt

    /// Creates a site from a `#fileID` and a `#line`.
    public init(file: StaticString, line: UInt) {
        self.storage = .literal(file)
        self.line = line
    }

    /// Creates a site from a file name held in a `String`.
    public init(fileName: String, line: UInt) {
        self.storage = .string(fileName)
        self.line = line
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }

    /// Whether both are the same `#fileID` literal and line: what a registration and its own row
    /// share. A few loads where `==` copies both files out; false when either is not a literal,
    /// even if `==` would hold (then the row keeps a copy of its site, still correct).
    func isSameLiteral(as other: DISite) -> Bool {
        guard line == other.line, case .literal(let a) = storage, case .literal(let b) = other.storage,
            a.hasPointerRepresentation, b.hasPointerRepresentation
        else { return false }
        return a.utf8Start == b.utf8Start && a.utf8CodeUnitCount == b.utf8CodeUnitCount
    }

    /// Two sites are equal when they name the same file and line, however the file was given.
    public static func == (lhs: DISite, rhs: DISite) -> Bool {
        guard lhs.line == rhs.line else { return false }
        if case .literal(let a) = lhs.storage, case .literal(let b) = rhs.storage, a.hasPointerRepresentation,
            b.hasPointerRepresentation, a.utf8Start == b.utf8Start, a.utf8CodeUnitCount == b.utf8CodeUnitCount
        {
            return true
        }
        return lhs.file == rhs.file
    }

    /// Hashes the file's text and the line (equal sites hash alike, however the file was given).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
    }
}
