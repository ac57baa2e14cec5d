import Dowel
import DowelStoryboard
import Foundation
import Testing

extension StoryboardTests {
    @Suite struct Errors {
        let files = StoryboardBundle()

        func createError(_ name: String) throws -> DIError {
            try #require(throws: DIError.self) {
                try DIStoryboard.createOrThrow(name: name, bundle: files.bundle, container: DIContainer())
            }
        }

        @Test func anUnknownStoryboardNameIsAnError() throws {
            let error = try createError("Missing")

            #expect(error.kind == .configuration)
            #expect(error.requested == "storyboard \"Missing\"")
            #expect(error.description.contains("has no Missing.storyboard.json"))
        }

        @Test func registeringAnUnknownStoryboardIsAnError() throws {
            let error = try #require(throws: DIError.self) {
                try DIContainer().registerStoryboardOrThrow(name: "Missing", bundle: files.bundle)
            }
            #expect(error.requested == "storyboard \"Missing\"")
        }

        @Test func anUnreadableFileIsAnErrorNamingIt() throws {
            files.unreadableStoryboard("Folder")

            let error = try createError("Folder")

            #expect(error.kind == .configuration)
            #expect(error.description.contains("cannot read \(files.path(of: "Folder"))"))
        }

        @Test func invalidJSONIsAnErrorNamingTheFileAndTheLineAndColumn() throws {
            files.storyboard("Broken", "{ \"scenes\": {\n    \"Root\": { \"class\": oops } } }")

            let error = try createError("Broken")

            #expect(error.kind == .configuration)
            #expect(error.description.contains("\(files.path(of: "Broken")) is malformed at line 2, column 24"))
        }

        @Test(arguments: [
            (#"[1, 2]"#, "at the top level"),
            (#"{ "initial": "Root" }"#, "at \"scenes\": missing"),
            (#"{ "scenes": { "Root": 3 } }"#, "at scenes.Root: expected an object"),
            (#"{ "scenes": { "Root": {} } }"#, "at scenes.Root: expected \"class\""),
            (#"{ "scenes": { "Root": { "class": "A.B", "storyboard": "C" } } }"#, "at scenes.Root: has both"),
            (#"{ "scenes": { "Root": { "class": 7 } } }"#, "at scenes.Root.class"),
            (#"{ "scenes": { "Root": { "storyboard": "C", "identifier": 7 } } }"#, "at scenes.Root.identifier"),
            (
                #"{ "initial": "Nope", "scenes": { "Root": { "class": "A.B" } } }"#,
                "at \"initial\": names scene \"Nope\""
            ),
        ])
        func aMalformedStoryboardIsAnErrorNamingThePosition(json: String, position: String) throws {
            files.storyboard("Shape", json)

            let error = try createError("Shape")

            #expect(error.kind == .configuration)
            #expect(error.description.contains("\(files.path(of: "Shape")) is malformed \(position)"))
        }

        @Test func anUnknownIdentifierListsTheStoryboardsIdentifiers() throws {
            files.storyboard(
                "Known",
                #"{ "scenes": { "Root": { "class": "A.B" }, "Edit": { "storyboard": "Other" } } }"#)
            let storyboard = DIStoryboard.create(name: "Known", bundle: files.bundle, container: DIContainer())

            let error = try #require(throws: DIError.self) {
                try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Settings")
            }

            #expect(error.kind == .configuration)
            #expect(error.requested == "scene \"Settings\" of storyboard \"Known\"")
            #expect(error.description.contains("its scenes: \"Edit\", \"Root\""))
        }

        @Test func aClassThatDoesNotExistIsAnError() throws {
            files.storyboard("Ghost", #"{ "scenes": { "G": { "class": "DowelStoryboardTests.NoSuchScreen" } } }"#)
            let storyboard = DIStoryboard.create(name: "Ghost", bundle: files.bundle, container: DIContainer())

            let error = try #require(throws: DIError.self) {
                try storyboard.instantiateViewControllerOrThrow(withIdentifier: "G")
            }

            #expect(error.kind == .configuration)
            #expect(error.requested == "scene \"G\" of storyboard \"Ghost\"")
            #expect(error.description.contains("no class named DowelStoryboardTests.NoSuchScreen exists"))
        }

        @Test func aClassThatIsNotInstantiableIsAnError() throws {
            files.storyboard("Stuck", #"{ "scenes": { "S": { "class": "\#(className(NotInstantiable.self))" } } }"#)
            let storyboard = DIStoryboard.create(name: "Stuck", bundle: files.bundle, container: DIContainer())

            let error = try #require(throws: DIError.self) {
                try storyboard.instantiateViewControllerOrThrow(withIdentifier: "S")
            }

            #expect(error.kind == .configuration)
            #expect(
                error.description.contains(
                    "\(className(NotInstantiable.self)) does not conform to DIStoryboardInstantiable"))
        }
    }
}
