// Combine exists on Apple platforms only; there this checks Knit's `Future(async:)` convenience.
#if canImport(Combine) && canImport(Darwin)
    import Combine
    import Testing

    import DowelKnit

    @Suite struct KnitFutureAsyncTests {
        @MainActor final class Profile {
            let name: String
            init(name: String) async { self.name = name }
        }

        @Test func aFutureMadeFromAnAsyncClosureDeliversWhatTheClosurePromised() async {
            let future = Future<String, Never> { promise in
                let profile = await Profile(name: "ada")
                promise(.success(profile.name))
            }
            #expect(await future.value == "ada")
        }
    }
#endif
