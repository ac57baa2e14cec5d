import DowelAssembler
import DowelPropertyLoader
import Foundation
import Testing

@Suite("Property loaders")
struct PropertyLoaderTests {
    private let files = TemporaryFiles()

    private let json = """
        {
            // every supported type
            "string": "hello // not a comment /* nor this */",
            "int": 42,
            "double": 2.5,
            "bool": true,
            /* a list
               and a dictionary */
            "array": ["a", "b"],
            "dictionary": {"key": "value"}
        }
        """

    @Test func jsonPropertiesKeepTheirTypes() throws {
        let container = Container()
        try container.applyPropertyLoader(JsonPropertyLoader(path: files.write("p.json", json)))
        #expect(container.property("string") == "hello // not a comment /* nor this */")
        #expect(container.property("int") == 42)
        #expect(container.property("double") == 2.5)
        #expect(container.property("bool") == true)
        #expect(container.property("array") == ["a", "b"])
        #expect(container.property("dictionary") == ["key": "value"])
        #expect(container.property("int") as Double? == 42)
        #expect(container.property("missing") as String? == nil)
    }

    @Test func jsonEscapesNumbersAndByteOrderMark() throws {
        let text =
            "\u{FEFF}" + #"{"text": "caf\u00e9 \ud83d\ude00\n\"q\"", "negative": -3, "exponent": 1.5e2, "big": 1e400}"#
        let path = files.write("escapes.json", text)
        #expect(throws: PropertyLoaderError.self) { try JsonPropertyLoader(path: path).load() }
        let valid = files.write("valid.json", String(text.replacingOccurrences(of: ", \"big\": 1e400", with: "")))
        let container = Container()
        try container.applyPropertyLoader(JsonPropertyLoader(path: valid))
        #expect(container.property("text") == "café 😀\n\"q\"")
        #expect(container.property("negative") == -3)
        #expect(container.property("exponent") == 150.0)
        #expect(container.property("exponent") == 150)
    }

    @Test func plistPropertiesKeepTheirTypes() throws {
        let body = """
            <dict>
                <key>string</key><string>hello</string>
                <key>int</key><integer>42</integer>
                <key>double</key><real>2.5</real>
                <key>bool</key><true/>
                <key>array</key><array><string>a</string><string>b</string></array>
                <key>dictionary</key><dict><key>key</key><string>value</string></dict>
            </dict>
            """
        let container = Container()
        try container.applyPropertyLoader(PlistPropertyLoader(path: files.write("p.plist", TemporaryFiles.plist(body))))
        #expect(container.property("string") == "hello")
        #expect(container.property("int") == 42)
        #expect(container.property("double") == 2.5)
        #expect(container.property("bool") == true)
        #expect(container.property("array") == ["a", "b"])
        #expect(container.property("dictionary") == ["key": "value"])
    }

    @Test func factoriesReadPropertiesThroughTheResolver() throws {
        let path = files.write("p.json", #"{"log.path": "/var/log/app.log"}"#)
        let assembler = try Assembler(assemblies: [LoggerAssembly()], propertyLoaders: [JsonPropertyLoader(path: path)])
        let logger = assembler.resolver.resolve(Logger.self)!
        #expect(logger.handlers.map(\.label) == ["console", "file:/var/log/app.log"])
    }

    @Test func laterLoadersOverrideEarlierKeys() throws {
        let first = files.write("a.json", #"{"name": "first", "kept": 1}"#)
        let second = files.write("b.json", #"{"name": "second"}"#)
        let assembler = Assembler()
        try assembler.applyPropertyLoader(JsonPropertyLoader(path: first))
        try assembler.applyPropertyLoader(JsonPropertyLoader(url: URL(fileURLWithPath: second)))
        #expect(assembler.resolver.property("name") == "second")
        #expect(assembler.resolver.property("kept") == 1)
    }

    @Test func childContainerFallsBackOnItsParentsProperties() throws {
        let parent = Container()
        try parent.applyPropertyLoader(JsonPropertyLoader(path: files.write("p.json", #"{"a": "parent"}"#)))
        let child = Container(parent: parent)
        #expect(child.property("a") == "parent")
    }

    @Test func bundleLoaderFindsItsResourceOrNamesIt() throws {
        _ = files.write("settings.json", #"{"a": 1}"#)
        let bundle = try #require(Bundle(path: files.directory.path))
        let container = Container()
        try container.applyPropertyLoader(JsonPropertyLoader(bundle: bundle, name: "settings"))
        #expect(container.property("a") == 1)
        #expect {
            try container.applyPropertyLoader(PlistPropertyLoader(bundle: bundle, name: "absent"))
        } throws: { error in
            "\(error)".contains("absent.plist in bundle")
        }
    }
}

@Suite("Property loaders: bad input")
struct PropertyLoaderErrorTests {
    private let files = TemporaryFiles()

    @Test func missingFileIsNamed() {
        let path = files.directory.appendingPathComponent("nowhere.json").path
        #expect(throws: PropertyLoaderError.missingFile(file: path)) {
            try JsonPropertyLoader(path: path).load()
        }
    }

    @Test func invalidJsonGivesTheFileAndPosition() {
        let path = files.write("bad.json", "{\n  \"a\": 1,\n  \"b\" 2\n}")
        #expect(
            throws: PropertyLoaderError.invalidFormat(
                file: path, reason: "expected \":\" after the key \"b\"", line: 3, column: 7)
        ) {
            try JsonPropertyLoader(path: path).load()
        }
        let error = PropertyLoaderError.invalidFormat(file: path, reason: "r", line: 3, column: 7)
        #expect(error.description == "property file \(path) is invalid at line 3, column 7: r")
    }

    @Test func unterminatedCommentAndTrailingTextAreErrors() {
        let comment = files.write("comment.json", "{\"a\": 1} /* never closed")
        let trailing = files.write("trailing.json", "{\"a\": 1} {}")
        #expect(throws: PropertyLoaderError.self) { try JsonPropertyLoader(path: comment).load() }
        #expect(throws: PropertyLoaderError.self) { try JsonPropertyLoader(path: trailing).load() }
    }

    @Test func invalidPlistGivesTheFileAndFoundationsReason() {
        let path = files.write("bad.plist", TemporaryFiles.plist("<dict><key>a</key></dict>"))
        #expect {
            try PlistPropertyLoader(path: path).load()
        } throws: { error in
            guard case .invalidFormat(let file, let reason, _, _) = error as? PropertyLoaderError else { return false }
            return file == path && !reason.isEmpty
        }
    }

    @Test func topLevelMustBeADictionary() {
        let json = files.write("list.json", #"["a", "b"]"#)
        let plist = files.write("list.plist", TemporaryFiles.plist("<array><string>a</string></array>"))
        #expect(throws: PropertyLoaderError.notADictionary(file: json, found: "an array")) {
            try JsonPropertyLoader(path: json).load()
        }
        #expect(throws: PropertyLoaderError.notADictionary(file: plist, found: "an array")) {
            try PlistPropertyLoader(path: plist).load()
        }
    }

    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        // `Container.loggingFunction` is process-wide: it is set in a child process (an exit test),
        // never beside the other suites.
        @Test func wrongTypeIsLoggedWithKeyAndFile() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let path = FileManager.default.temporaryDirectory
                    .appendingPathComponent("dowel-property-log-\(ProcessInfo.processInfo.processIdentifier).json").path
                try! #"{"port": "eighty"}"#.write(toFile: path, atomically: true, encoding: .utf8)
                defer { try? FileManager.default.removeItem(atPath: path) }
                Container.loggingFunction = { FileHandle.standardError.write(Data("logged: \($0)\n".utf8)) }
                let container = Container()
                try! container.applyPropertyLoader(JsonPropertyLoader(path: path))
                precondition(container.property("port") as Int? == nil)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            let line = text.split(separator: "\n").first { $0.hasPrefix("logged: DowelPropertyLoader: ") }
            #expect(line?.contains("\"port\"") == true)
            #expect(line?.contains("dowel-property-log-") == true)
        }
    #endif

    @Test func wrongTypeIsNilOrThrownWithKeyAndFile() throws {
        let path = files.write("types.json", #"{"port": "eighty", "nothing": null}"#)
        let container = Container()
        try container.applyPropertyLoader(JsonPropertyLoader(path: path))
        #expect(container.property("port") as Int? == nil)
        #expect(
            throws: PropertyLoaderError.wrongType(
                key: "port", expected: "Int", found: "a String (\"eighty\")", file: path)
        ) {
            let _: Int = try container.propertyOrThrow("port")
        }
        #expect(throws: PropertyLoaderError.wrongType(key: "nothing", expected: "String", found: "null", file: path)) {
            let _: String = try container.propertyOrThrow("nothing")
        }
        #expect(throws: PropertyLoaderError.missingKey(key: "absent")) {
            let _: String = try container.propertyOrThrow("absent")
        }
    }

    @Test func failingLoaderLeavesEarlierPropertiesIntact() throws {
        let good = files.write("good.json", #"{"a": "kept"}"#)
        let overriding = files.write("over.json", #"{"a": "replaced"}"#)
        let bad = files.write("bad.json", "{\"a\": ")
        let container = Container()
        try container.applyPropertyLoader(JsonPropertyLoader(path: good))
        #expect(throws: PropertyLoaderError.self) { try container.applyPropertyLoader(JsonPropertyLoader(path: bad)) }
        #expect(container.property("a") == "kept")
        let assembler = Assembler(container: container)
        #expect(throws: PropertyLoaderError.self) {
            _ = try Assembler(
                assemblies: [ServiceAssembly()],
                propertyLoaders: [JsonPropertyLoader(path: overriding), JsonPropertyLoader(path: bad)],
                container: container)
        }
        #expect(assembler.resolver.property("a") == "kept")
        #expect(assembler.resolver.resolve(Service.self) == nil)
    }
}
