import Testing

@testable import Dowel

/// `DISite` is two words (issue 27): a `#fileID` literal's bytes where they are, or an interned
/// copy of a `String`'s, beside the count and the line. What it says must not depend on which.
@Suite("DISite in two words")
struct SiteTests {
    @Test("a literal site and a String site of the same file and line are equal, hash alike and read alike")
    func literalAndStringAgree() {
        let literal = DISite(file: "Shop/Printer.swift", line: 40)
        let string = DISite(fileName: "Shop/" + "Printer.swift", line: 40)
        #expect(literal == string)
        #expect(literal.hashValue == string.hashValue)
        #expect(string.file == "Shop/Printer.swift")
        #expect(literal.file == "Shop/Printer.swift")
        #expect(string.line == 40)
        #expect(string.description == "Shop/Printer.swift:40")
        #expect(literal != DISite(file: "Shop/Printer.swift", line: 41))
        #expect(literal != DISite(fileName: "Shop/Printer.swif", line: 40))
    }

    @Test("equal file names given as Strings share one copy; sites of one literal are the same literal")
    func internedNamesShareTheirBytes() {
        let made = String(repeating: "Module/", count: 3) + "File.swift"
        let first = DISite(fileName: made, line: 7)
        let second = DISite(fileName: "Module/Module/Module/File.swift", line: 7)
        #expect(first.isSameLiteral(as: second))
        #expect(!first.isSameLiteral(as: DISite(fileName: made, line: 8)))
        let here = DISite(file: #fileID, line: 3)
        #expect(here.isSameLiteral(as: DISite(file: #fileID, line: 3)))
    }

    @Test("a site is two words, and keeps a line, a non-ASCII file and an empty one")
    func twoWordsHoldWhatTheyShould() {
        #expect(MemoryLayout<DISite>.size == 2 * MemoryLayout<UInt>.size)
        let accented = DISite(fileName: "Café/Crème.swift", line: 4_000_000_000)
        #expect(accented.file == "Café/Crème.swift")
        #expect(accented.line == 4_000_000_000)
        #expect(DISite(fileName: "", line: 1).file.isEmpty)
        // Above UInt32.max the line is kept as UInt32.max: no message names such a line.
        #expect(DISite(fileName: "Huge.swift", line: UInt(UInt32.max) + 5).line == UInt(UInt32.max))
    }
}
