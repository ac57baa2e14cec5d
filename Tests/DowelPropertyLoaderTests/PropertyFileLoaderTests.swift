import DowelAssembler
import DowelPropertyLoader
import Foundation
import Testing

/// A `key=value` format written on the shared base, as a user adds one.
struct KeyValueLoader: PropertyFileLoader {
    static let fileExtension = "properties"
    let location: PropertyFileLocation

    init(location: PropertyFileLocation) {
        self.location = location
    }

    static func properties(from data: Data, file: String) throws(PropertyLoaderError) -> [String: Any] {
        var result: [String: Any] = [:]
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            let pair = line.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else {
                throw .invalidFormat(file: file, reason: "expected key=value", line: index + 1, column: 1)
            }
            result[String(pair[0])] = String(pair[1])
        }
        return result
    }
}

@Suite("Property loaders: the shared file-loader base")
struct PropertyFileLoaderTests {
    private let files = TemporaryFiles()

    @Test func aNewFormatGetsPathURLAndBundleLoading() throws {
        let path = files.write("app.properties", "host=example.com\nport=80")
        let bundle = try #require(Bundle(path: files.directory.path))
        for loader in [
            KeyValueLoader(path: path), KeyValueLoader(url: URL(fileURLWithPath: path)),
            KeyValueLoader(bundle: bundle, name: "app"),
        ] {
            let container = Container()
            try container.applyPropertyLoader(loader)
            #expect(container.property("host") == "example.com")
        }
        #expect(KeyValueLoader(bundle: bundle, name: "app").location.displayName == "app.properties")
    }

    @Test func aNewFormatsErrorsNameTheFile() {
        let path = files.write("bad.properties", "host=example.com\nnonsense")
        #expect(
            throws: PropertyLoaderError.invalidFormat(file: path, reason: "expected key=value", line: 2, column: 1)
        ) {
            try Container().applyPropertyLoader(KeyValueLoader(path: path))
        }
        let missing = files.directory.appendingPathComponent("absent.properties").path
        #expect(throws: PropertyLoaderError.missingFile(file: missing)) { try KeyValueLoader(path: missing).load() }
    }

    @Test func bytesDecodeWithoutAFile() throws {
        let json = try JsonPropertyLoader.properties(from: Data(#"{"a": 1 /* one */}"#.utf8), file: "inline")
        #expect(json["a"] as? Int == 1)
        let plist = try PlistPropertyLoader.properties(
            from: Data(TemporaryFiles.plist("<dict><key>a</key><integer>1</integer></dict>").utf8), file: "inline")
        #expect(plist["a"] as? Int == 1)
    }

    /// JSON with comments, not JSON5: Foundation's JSON5 mode would accept these silently.
    @Test func json5ExtensionsAreErrorsWithTheirPosition() {
        let cases: [(String, Int, Int)] = [
            ("{a: 1}", 1, 2), ("{\"a\": 'b'}", 1, 7), ("{\"a\": 1,}", 1, 9), ("{\"a\":\n NaN}", 2, 2),
            ("{\"a\": 0x10}", 1, 8),
        ]
        for (text, line, column) in cases {
            #expect {
                _ = try JsonPropertyLoader.properties(from: Data(text.utf8), file: "f.json")
            } throws: { error in
                guard case .invalidFormat(_, _, let errorLine, let errorColumn) = error as? PropertyLoaderError else {
                    return false
                }
                return (errorLine, errorColumn) == (line, column)
            }
        }
    }

    /// Inputs the fuzzer found (fuzz/corpus/json keeps them): each was a trap, now an error.
    @Test func brokenUnicodeEscapesAreErrorsNotCrashes() {
        let inputs = [
            #"{"text": "\ud82d\u9e00"}"#,  // high surrogate, then a \u that is not a low one
            #"{"text": "\ud82d\u+dc0"}"#, "{\"text\": \"\\u+123\"}", #"{"text": "\u-000"}"#,
        ]
        for input in inputs {
            #expect(throws: PropertyLoaderError.self) {
                _ = try JsonPropertyLoader.properties(from: Data(input.utf8), file: "f.json")
            }
        }
    }

    /// A binary plist holding a set: Foundation's PropertyListSerialization crashed on it on Linux.
    @Test func aBinaryPlistSetIsAnErrorNotACrash() throws {
        let input = try #require(
            Data(
                base64Encoded:
                    "YnBsaXN0MDDHAQIDBAUGBwgLDA0QERJVYXJyYXlUYm9vbFRkYXRhVGRpY3RWZG91YmxlU2ludFZzdHJpkphd9vWunuoBCUIAAdEOD1Fr"
                    + "UXYjQAQAAAAAAAAQKlVoZWxsbwgXHSInLDM3PkFDRUZJTE5QWVsAAAAAAAABAQAAAAAAAAATAAAAAAAAAAAAAAAAAAAAYQ=="
            ))
        #expect(throws: PropertyLoaderError.self) {
            _ = try PlistPropertyLoader.properties(from: input, file: "set.plist")
        }
    }

    /// Binary plists whose objects refer to each other (shared many times, or in a cycle): the
    /// fuzzer's inputs that ran for minutes now end in an error at once.
    @Test func sharedAndCyclicBinaryPlistObjectsAreErrors() throws {
        for encoded in [
            "YnBsaXN0MDDXAQIDBAUGBwgLDA0QERJVYXJyYXlUYm9vbFRkYXRhVGRpY3RWZG91YmxlU2ludFZzdHJpbmeiAQBRIicsMzMA"
                + "AdEOD1FrUXYjQAQAAAAAAAAQMFVoZWJsbwgXHSInLDMzPkFDRUZbTE5QWVsAAAAAAAABAQAAAAAAAAATAAAAAAAAAAAAAAAA"
                + "AAAAYQ==",
            "YnBsaXN0MDDXAQIDBAUGBwgLDA0QERJVYXJyYXlUYm9vbFRkYXRhVGRpY3RWZG91YmxlU2ludFZzdHJpbmeiCApRYRABCUIA"
                + "AdEOD1FrUXYjQAQAAAAAAAAQKlVoZWxsbwgXHSInLDM3PkFDRUZJTE5KWVsAAAAAAAABAQAAAAAAAAATAAAAAAAAAAAAAAAA"
                + "AAAAYQ==",
        ] {
            let input = try #require(Data(base64Encoded: encoded))
            #expect(throws: PropertyLoaderError.self) {
                _ = try PlistPropertyLoader.properties(from: input, file: "shared.plist")
            }
        }
    }

    @Test func plistNestingHasALimit() throws {
        func nested(_ levels: Int) -> Data {
            let body = String(repeating: "<array>", count: levels) + String(repeating: "</array>", count: levels)
            return Data(TemporaryFiles.plist("<dict><key>a</key>" + body + "</dict>").utf8)
        }
        #expect(try PlistPropertyLoader.properties(from: nested(100), file: "n.plist")["a"] != nil)
        #expect {
            _ = try PlistPropertyLoader.properties(from: nested(200), file: "n.plist")
        } throws: { error in
            "\(error)".contains("nesting deeper than 128 levels")
        }
    }

    @Test func plistFormatsAndValueKinds() throws {
        let openStep = try PlistPropertyLoader.properties(
            from: Data("{ name = hello; list = (a, b); }".utf8), file: "o.plist")
        #expect(openStep["name"] as? String == "hello")
        #expect(openStep["list"] as? [String] == ["a", "b"])
        let xml = try PlistPropertyLoader.properties(
            from: Data(
                TemporaryFiles.plist(
                    "<dict><key>one</key><integer>1</integer><key>yes</key><true/>"
                        + "<key>when</key><date>2020-01-01T00:00:00Z</date><key>blob</key><data>AAE=</data></dict>"
                ).utf8), file: "x.plist")
        #expect(xml["one"] as? Int == 1)
        #expect(xml["yes"] as? Bool == true)
        #expect(xml["when"] as? Date == Date(timeIntervalSince1970: 1_577_836_800))
        #expect(xml["blob"] as? Data == Data([0, 1]))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: PropertyLoaderError.self) {
            _ = try JsonPropertyLoader.properties(from: Data(("{\"a\": " + deep).utf8), file: "deep.json")
        }
    }
}
