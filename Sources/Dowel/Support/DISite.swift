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
    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public let file: String
    /// The line of the call.
    public let line: UInt

    /// Creates a site from a `#fileID` and a `#line`.
    public init(file: StaticString, line: UInt) {
        self.file = file.description
        self.line = line
    }

    /// Creates a site from a file name held in a `String`.
    public init(fileName: String, line: UInt) {
        self.file = fileName
        self.line = line
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }
}
