import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the calling code runs where the main actor's executor runs: inside the main dispatch
/// queue, or on the main thread.
///
/// Checked before `MainActor.assumeIsolated`, which would otherwise stop the program with a
/// dispatch assertion: a sync resolve of a `register(main:)` registration off the main actor is a
/// ``DIError`` instead. The queue test matters on Linux, where after `dispatchMain()` (as under
/// `swift test`) the main queue, and with it the main actor, is served by other threads.
@usableFromInline
enum DIMainThread {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    @usableFromInline
    static var isCurrent: Bool {
        if marked, DispatchQueue.getSpecific(key: key) != nil {
            return true
        }
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #else
            guard let threadID = threadIDFunction else { return false }
            return threadID() == getpid()
        #endif
    }

    #if !canImport(Darwin)
        /// glibc's `gettid`, which the Swift overlay does not import (it needs `_GNU_SOURCE`): the
        /// main thread is the one whose thread id is the process id.
        private static let threadIDFunction: (@convention(c) () -> pid_t)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) () -> pid_t).self)
        }()
    #endif
}
