import Foundation
import Testing

@testable import DowelAssembler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

private protocol QuietMarkerService {}
private protocol LoudMarkerService {}
private struct MarkerImplementation: QuietMarkerService, LoudMarkerService {}

/// The lines containing `marker` that the process wrote to `descriptors` (standard output 1,
/// standard error 2) while `body` ran. They point to one pipe meanwhile, drained by a thread of
/// its own, so a writer never blocks on a full pipe. Lines without `marker` (other tests run at
/// the same time, and Swift Testing reports as it goes) are written to standard error afterwards.
private func lines(
    writtenTo descriptors: [Int32], containing marker: String, around body: () -> Void
) -> [String] {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
        Issue.record("pipe() failed")
        return []
    }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    fflush(nil)
    let saved = descriptors.map { descriptor in
        let copy = dup(descriptor)
        dup2(writeEnd, descriptor)
        return (descriptor, copy)
    }
    close(writeEnd)
    let bytes = TestMutex<[UInt8]>([])
    let drained = DispatchSemaphore(value: 0)
    let reader = Thread {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                bytes.withLock { $0 += buffer[..<count] }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        drained.signal()
    }
    reader.start()
    body()
    // `print` buffers standard output: what it holds must reach the pipe before the swap back.
    fflush(nil)
    // Putting the real descriptors back closes the pipe's last write end: the reader sees its end.
    for (descriptor, copy) in saved {
        dup2(copy, descriptor)
        close(copy)
    }
    // Bounded: a child process started meanwhile by another test holds the write end until it exits.
    let finished = drained.wait(timeout: .now() + 10) == .success
    #expect(finished, "the pipe was not closed within 10 s")
    if finished {
        close(readEnd)
    }
    let text = String(decoding: bytes.withLock { $0 }, as: UTF8.self)
    let all = text.split(separator: "\n").map(String.init)
    let others = all.filter { !$0.contains(marker) }
    if !others.isEmpty {
        FileHandle.standardError.write(Data((others.joined(separator: "\n") + "\n").utf8))
    }
    return all.filter { $0.contains(marker) }
}

/// Sets `SWINJECT_LOGGING_ENABLED` to `value` (nil: unset) around `body`, then restores it.
private func withLoggingVariable(_ value: String?, _ body: () -> Void) {
    let name = LogSink.variable
    let before = getenv(name).map { String(cString: $0) }
    if let value {
        setenv(name, value, 1)
    } else {
        unsetenv(name)
    }
    defer {
        if let before {
            setenv(name, before, 1)
        } else {
            unsetenv(name)
        }
    }
    body()
}

/// Serialised: both tests change the process's environment and its file descriptor 2.
@Suite("Default logging on standard error", .serialized)
struct StandardErrorLoggingTests {
    /// A container logging as a fresh process does, whatever the process-wide setting is now
    /// (other suites install a capturing function there).
    private static func defaultLoggingContainer() -> Container {
        let container = Container(debugHelper: LoggingDebugHelper(sink: Container.defaultLogSink))
        container.register(QuietMarkerService.self, name: "registered") { _ in MarkerImplementation() }
        container.register(LoudMarkerService.self, name: "registered") { _ in MarkerImplementation() }
        return container
    }

    @Test func aFailedResolveWritesNothingByDefault() {
        let container = Self.defaultLoggingContainer()
        let written = lines(writtenTo: [STDOUT_FILENO, STDERR_FILENO], containing: "QuietMarkerService") {
            withLoggingVariable(nil) {
                #expect(container.resolve(QuietMarkerService.self) == nil)
            }
        }
        #expect(written.isEmpty)
    }

    @Test func withTheVariableSetAFailedResolveWritesOneLine() {
        let container = Self.defaultLoggingContainer()
        let written = lines(writtenTo: [STDERR_FILENO], containing: "LoudMarkerService") {
            withLoggingVariable("1") {
                #expect(container.resolve(LoudMarkerService.self) == nil)
            }
        }
        #expect(written.count == 1)
        let line = written.first ?? ""
        #expect(
            line.contains(
                "resolution failed for { Service: LoudMarkerService, Factory: Resolver -> LoudMarkerService }"))
        #expect(line.contains("{ Service: LoudMarkerService, Name: \"registered\""))
    }
}
