// Dowel vs Swinject 2.10 vs hand-wired Swift, one row per (scenario, system), named
// `scenario/system` (`singleton/dowel`, `singleton/swinject`, `singleton/handwired`).
// The model types are shared (Models.swift); each system's rows are in its own file.
//
// Rows are per operation: a sample runs `benchmark.scaledIterations` (1,000) operations with
// `scalingFactor: .kilo`, so a sample's wall clock and malloc count divided by 1,000 are the
// cost of one resolve. Every result goes to `sink(_:)` (see there for why not `blackHole`).
// These kinds of rows differ, and scripts/bench-report knows them:
//   - `threads2-*`: one sample is 2 threads x `threadOps` resolves;
//   - `build-N`:    one sample builds one container of N registrations (per registration = / N);
//   - `validate-N`: one sample validates a container of about N registrations (ValidationRows.swift);
//   - `override-N`: one sample registers again each of the N keys of a fresh container (per
//                   override = / N), and reports the bytes those N overrides leave allocated.
//   - `await-*`, `asynclazy`, `asyncprovider` (issue 31): per-op rows whose closure is `async`
//                   (`Suite.addAsync`); each sample's 1,000 awaits run in one `Task`, measured
//                   without the `Task`'s start; `await-main` runs them on the main actor
//                   (`onMainActor(_:_:)`).
//
// Environment (read by the benchmark executable; `make bench-check` sets them):
//   DOWEL_BENCH_SECONDS      max wall time per row, default 1
//   DOWEL_BENCH_ITERATIONS   max samples per row, default 10000

import Benchmark
import Dispatch

import class Foundation.ProcessInfo

let benchmarks: @Sendable () -> Void = {
    handWiredRows(Suite(system: "handwired"))
    swinjectRows(Suite(system: "swinject"))
    assemblerRows(Suite(system: "assembler"))
    dowelRows(Suite(system: "dowel"))
    validationRows(Suite(system: "dowel"))
}

/// Resolves per thread in a `threads2-*` sample; the report divides a sample by 2 x this.
let threadOps = 100_000

/// What one sample of a row measures.
enum Shape {
    /// 1,000 operations (`benchmark.scaledIterations`).
    case perOp
    /// Two threads, each making `threadOps` operations, started together.
    case threads
    /// Building one container of `n` registrations; reports bytes allocated too.
    case build(Int)
    /// One operation on a large structure (a whole-graph validation).
    case once
    /// Registering again each of the `n` keys of a container built before the measurement;
    /// reports what the overrides leave allocated too.
    ///
    /// The memory metric is `.memoryLeakedBytes`: bytes malloc'd minus bytes freed between
    /// `startMeasurement()` and `stopMeasurement()` (package-benchmark's malloc interposer counts
    /// both, exactly), so the growth the `n` overrides leave behind: an overridden registration
    /// that is kept (a rebuilt or retained core, retired registrations not freed yet) counts, one
    /// that is freed does not. Resident memory would not show it honestly: `.peakMemoryResident`
    /// is a process-wide peak sampled every 5 ms over the whole row (every sample and the
    /// container builds between them), never a sample's own growth, and the allocator keeps freed
    /// pages resident. `.memoryLeaked` is the jemalloc backend's and stays empty with the
    /// interposer; `.mallocCountTotal` counts allocations, freed or not.
    case overrides(Int)
}

/// Adds the rows of one system.
struct Suite {
    let system: String

    func add(_ scenario: String, _ shape: Shape = .perOp, _ body: @escaping (Benchmark) -> Void) {
        Benchmark("\(scenario)/\(system)", configuration: configuration(shape), closure: body)
    }

    /// Adds an `async` row (`await-*`, `asynclazy`, `asyncprovider`). package-benchmark runs each
    /// sample in a new `Task` started from a dispatch queue; `body` calls `startMeasurement()` /
    /// `stopMeasurement()` around its loop so that a sample measures the awaits, not the `Task`.
    func addAsync(_ scenario: String, _ shape: Shape = .perOp, _ body: @escaping (Benchmark) async -> Void) {
        Benchmark("\(scenario)/\(system)", configuration: configuration(shape), closure: body)
    }

    private func configuration(_ shape: Shape) -> Benchmark.Configuration {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["DOWEL_BENCH_SECONDS"].flatMap(Double.init) ?? 1
        let iterations = environment["DOWEL_BENCH_ITERATIONS"].flatMap(Int.init) ?? 10_000
        var metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
        let scaling: BenchmarkScalingFactor
        let warmup: Int
        switch shape {
        case .perOp:
            scaling = .kilo
            warmup = 10
        case .threads:
            scaling = .one
            warmup = 1
        case .build:
            scaling = .one
            warmup = 1
            metrics.append(.mallocBytesCount)
        case .once:
            scaling = .one
            warmup = 1
        case .overrides:
            scaling = .one
            warmup = 1
            metrics.append(.memoryLeakedBytes)
        }
        return .init(
            metrics: metrics, timeUnits: .nanoseconds,
            // Raw counts in exports.
            units: [.mallocCountTotal: .count, .mallocBytesCount: .count, .memoryLeakedBytes: .count],
            warmupIterations: warmup, scalingFactor: scaling,
            maxDuration: .milliseconds(Int(seconds * 1_000)), maxIterations: iterations)
    }
}

/// Runs `body` on two threads at once (the calling thread and one from the pool) and waits
/// for both. `body` should make `threadOps` operations.
func onTwoThreads(_ body: @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: 2, execute: body)
}

/// Runs `body` on the main actor and waits for it: the `await-main` rows measure an awaited
/// resolve where an app's view models make theirs. `body` starts and stops the measurement itself,
/// so the hop there and back is not counted.
func onMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor (Benchmark) async -> Void) async {
    // Sound: this task waits for the main actor's use of `benchmark` to end before it goes on.
    nonisolated(unsafe) let benchmark = benchmark
    await Task { @MainActor in await body(benchmark) }.value
}

/// Takes ownership of a row's result and destroys it: every row's result ends here.
///
/// Not package-benchmark's `blackHole`, which borrows its argument: that lets the compiler
/// pass a global `let` without retaining it, so a hand-wired singleton would cost a bare call
/// (~1 ns) while any real use of a singleton (an init parameter, a stored property) owns a
/// reference, as every container's `resolve` returns one. Owned, every row pays the same one
/// retain + release for a cached instance, and the same deallocation for a new one.
/// `@_optimize(none)`: the optimiser may not see through it (no owned-to-guaranteed rewrite).
@inline(never) @_optimize(none)
func sink<T>(_ value: consuming T) {
    _ = consume value
}
