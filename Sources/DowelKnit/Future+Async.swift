// Knit adds this initialiser to Combine's `Future`, and Knit apps build the futures their
// main-actor factories return with it. Combine exists on Apple platforms only; on Linux a module
// named `Combine` may be some package's stand-in that DowelKnit does not depend on, so the check
// names Darwin too.
#if canImport(Combine) && canImport(Darwin)
    import Combine

    extension Future {
        /// A future that an `async` closure fulfils, as Knit's `Future(async:)`: the closure runs in a
        /// new `Task` and calls `promise` when its work is done.
        ///
        /// ```swift
        /// container.register(Future<Profile, Never>.self, mainActorFactory: { _ in
        ///     Future { promise in promise(.success(await Profile.load())) }
        /// })
        /// ```
        public convenience init(async body: @escaping (@escaping Promise) async -> Void) {
            self.init { promise in
                // Handed to the task once and never touched here again; `Promise` itself may be
                // called from any thread (Combine's `Future` locks).
                nonisolated(unsafe) let body = body
                nonisolated(unsafe) let promise = promise
                Task { await body(promise) }
            }
        }
    }
#endif
