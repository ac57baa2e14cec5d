import Dowel
import Foundation

/// Writes `dowel-graph.dot` and `dowel-graph.mermaid` (and the module tree's `dowel-modules.*`)
/// to `$DOWEL_DEMO_OUTPUT`, by default `.build/dowel-demo/` (build output, never the checkout's
/// own files), and, when Graphviz's `dot` is on PATH, renders them as SVG and PNG.
enum GraphFiles {
    static let directory: String = {
        let path = ProcessInfo.processInfo.environment["DOWEL_DEMO_OUTPUT"] ?? ".build/dowel-demo"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static func write(_ graph: DIGraph) {
        write(dot: graph.dot(), mermaid: graph.mermaid(), named: "dowel-graph")
    }

    /// Writes `<name>.dot` and `<name>.mermaid`, and renders `<name>.svg` / `<name>.png` when it can.
    static func write(dot dotText: String, mermaid: String, named bareName: String) {
        let name = (directory as NSString).appendingPathComponent(bareName)
        do {
            try dotText.write(toFile: "\(name).dot", atomically: true, encoding: .utf8)
            try mermaid.write(toFile: "\(name).mermaid", atomically: true, encoding: .utf8)
        } catch {
            print("could not write the graph files to \(directory): \(error)")
            return
        }
        print("wrote \(name).dot and \(name).mermaid")
        guard let dot = executable(named: "dot") else {
            print("Graphviz's dot is not on PATH: no \(name).svg / \(name).png (apt-get install graphviz)")
            return
        }
        let rendered = ["svg", "png"].filter { format in
            render(with: dot, arguments: ["-T\(format)", "\(name).dot", "-o", "\(name).\(format)"])
        }
        if !rendered.isEmpty {
            print("rendered " + rendered.map { "\(name).\($0)" }.joined(separator: " and ") + " with \(dot.path)")
        }
    }

    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    private static func render(with dot: URL, arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = dot
        process.arguments = arguments
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            print("dot \(arguments.joined(separator: " ")) failed: \(error)")
            return false
        }
        if process.terminationStatus != 0 {
            print("dot \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
        return process.terminationStatus == 0
    }
}
