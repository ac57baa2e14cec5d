import Dowel
import Testing

private protocol PrefixStorage: AnyObject {}
private final class PrefixFileStorage: PrefixStorage { init() {} }
private final class PrefixUnregistered { init() {} }

@Suite("Resolution: the *container prefix operator (DITranquillity's shorthand)")
struct PrefixResolveTests {
    @Test("let s: Storage = *container resolves as container.resolve() does")
    func resolvesTheContextsType() {
        let container = DIContainer()
        container.register(PrefixFileStorage.init).as(PrefixStorage.self).lifetime(.perContainer(.strong))
        let storage: PrefixStorage = *container
        let again: PrefixStorage = container.resolve()
        #expect(storage is PrefixFileStorage)
        #expect(storage === again)
    }

    @Test("an Optional context gives nil when the type is not registered")
    func optional() {
        let container = DIContainer()
        let missing: PrefixUnregistered? = *container
        #expect(missing == nil)
        container.register(PrefixUnregistered.init)
        let found: PrefixUnregistered? = *container
        #expect(found != nil)
    }

    @Test("as an argument: the parameter's type decides what is resolved")
    func asArgument() {
        let container = DIContainer()
        container.register(PrefixFileStorage.init).as(PrefixStorage.self)
        func use(_ storage: PrefixStorage) -> Bool { storage is PrefixFileStorage }
        #expect(use(*container))
    }

    #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        @Test("a type that cannot be resolved traps, as resolve() does")
        func traps() async {
            await #expect(processExitsWith: .failure) {
                DISetting.Log.handler = nil
                // A synchronous function: the operator, like resolve(), is noasync.
                func resolveUnregistered() {
                    let storage: PrefixStorage = *DIContainer()
                    _ = storage
                }
                resolveUnregistered()
            }
        }
    #endif
}
