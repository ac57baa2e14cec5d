import Dowel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One-line latency figure: a quick loop, not a benchmark (see `make bench` for those).
enum Latency {
    static func report(_ container: DIContainer) -> String {
        let rounds = 1_000_000
        var start = nanoseconds()
        for _ in 0..<rounds {
            let transport: Transport = container.resolve()
            keep(transport)
        }
        let cached = Double(nanoseconds() - start) / Double(rounds)
        start = nanoseconds()
        for _ in 0..<rounds {
            let signer: RequestSigner = container.resolve()
            keep(signer)
        }
        let prototype = Double(nanoseconds() - start) / Double(rounds)
        return "resolve latency: cached (single) \(format(cached)) ns, prototype with an objectGraph "
            + "dependency \(format(prototype)) ns (\(rounds) resolves each; make bench for the full suite)"
    }

    private static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    @inline(never)
    private static func keep(_ value: AnyObject) {
        withExtendedLifetime(value) {}
    }

    private static func format(_ value: Double) -> String {
        String(Int((value * 10).rounded()) / 10) + "." + String(Int((value * 10).rounded()) % 10)
    }
}
