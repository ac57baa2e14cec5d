#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the calling thread is the main thread, i.e. where the main actor's executor runs.
///
/// Checked before `MainActor.assumeIsolated`, which would otherwise stop the program with a
/// dispatch assertion: a sync resolve of a `register(main:)` registration off the main thread is a
/// ``DIError`` instead.
@usableFromInline
enum DIMainThread {
    @usableFromInline
    static var isCurrent: Bool {
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
