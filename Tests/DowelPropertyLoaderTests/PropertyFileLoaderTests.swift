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

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: PropertyLoaderError.self) {
            _ = try JsonPropertyLoader.properties(from: Data(("{\"a\": " + deep).utf8), file: "deep.json")
        }
    }
}
