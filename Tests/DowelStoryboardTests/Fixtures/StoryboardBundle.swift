import Foundation

/// A fresh directory holding storyboard files, opened as a `Bundle`; removed when released.
final class StoryboardBundle: Sendable {
    let directory: URL
    let bundle: Bundle

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("DowelStoryboardTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        bundle = Bundle(path: directory.path)!
    }

    deinit {
        removeFiles()
    }

    /// Removes the directory: what `deinit` does, for a bundle kept in a global, whose `deinit`
    /// never runs (see ``removeAtExit(_:)``).
    func removeFiles() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `<name>.storyboard.json` and returns this bundle, for chaining.
    @discardableResult
    func storyboard(_ name: String, _ json: String) -> StoryboardBundle {
        let url = directory.appendingPathComponent("\(name).storyboard.json")
        try? json.write(to: url, atomically: true, encoding: .utf8)
        return self
    }

    /// The path `<name>.storyboard.json` has in this bundle.
    func path(of name: String) -> String {
        directory.appendingPathComponent("\(name).storyboard.json").path
    }

    /// Creates a directory where `<name>.storyboard.json` would be: found, but unreadable as a file.
    func unreadableStoryboard(_ name: String) {
        let url = directory.appendingPathComponent("\(name).storyboard.json", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
}
