import Dowel
import Testing

private final class LazyHolder {
    let counted: Lazy<Counted>

    init(counted: Lazy<Counted>) {
        self.counted = counted
    }
}

private final class ProviderHolder {
    let counted: Provider<Counted>

    init(counted: Provider<Counted>) {
        self.counted = counted
    }
}

private final class Missing {
    init() {}
}

private final class LazyMissingHolder {
    let missing: Lazy<Missing>

    init(missing: Lazy<Missing>) {
        self.missing = missing
    }
}

@Suite("Lazy and Provider")
struct LazyProviderTests {
    @Test("Lazy<T> resolves nothing until .value, then keeps the first instance")
    func lazyResolvesOnce() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.prototype)
        container.register(LazyHolder.init(counted:))
        let holder: LazyHolder = try container.resolveOrThrow()
        #expect(counter.value == 0)
        let first = holder.counted.value
        #expect(counter.value == 1)
        let second = holder.counted.value
        let third = try holder.counted.get()
        #expect(first === second)
        #expect(first === third)
        #expect(counter.value == 1)
    }

    @Test("two Lazy<T> of a prototype are two instances")
    func twoLazies() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.prototype)
        container.register(LazyHolder.init(counted:))
        let a: LazyHolder = try container.resolveOrThrow()
        let b: LazyHolder = try container.resolveOrThrow()
        #expect(a.counted.value !== b.counted.value)
        #expect(counter.value == 2)
    }

    @Test("Provider<T> resolves on every .value: a new instance each time for a prototype")
    func providerOfPrototype() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.prototype)
        container.register(ProviderHolder.init(counted:))
        let holder: ProviderHolder = try container.resolveOrThrow()
        #expect(counter.value == 0)
        let first = holder.counted.value
        let second = holder.counted.value
        let third = try holder.counted.get()
        #expect(first !== second)
        #expect(second !== third)
        #expect(counter.value == 3)
    }

    @Test("Provider<T> of a cached lifetime gives the cached instance")
    func providerOfCached() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.strong))
        container.register(ProviderHolder.init(counted:))
        let holder: ProviderHolder = try container.resolveOrThrow()
        #expect(holder.counted.value === holder.counted.value)
        #expect(counter.value == 1)
    }

    @Test("Lazy<T> of an unregistered type fails on get(), not when its holder is built")
    func lazyOfMissing() throws {
        let container = DIContainer()
        container.register(LazyMissingHolder.init(missing:))
        let holder: LazyMissingHolder = try container.resolveOrThrow()
        do {
            let missing = try holder.missing.get()
            Issue.record("Missing is not registered, got \(missing)")
        } catch {
            #expect(error.kind == .notRegistered)
            #expect(error.requested == "Missing")
        }
    }

    @Test("a cached instance holding a Lazy or Provider does not keep its container alive")
    func noRetainCycle() {
        weak var weakContainer: DIContainer?
        do {
            let container = DIContainer()
            container.register { Counted(Counter()) }
            container.register(LazyHolder.init(counted:)).lifetime(.perContainer(.strong))
            container.register(ProviderHolder.init(counted:)).lifetime(.perContainer(.strong))
            let lazy: LazyHolder = container.resolve()
            let provider: ProviderHolder = container.resolve()
            _ = lazy.counted.value
            _ = provider.counted.value
            weakContainer = container
        }
        #expect(weakContainer == nil)
    }

    @Test("Lazy and Provider whose container is gone fail with a clear error")
    func containerGone() throws {
        var container: DIContainer? = DIContainer()
        container?.register { Counted(Counter()) }
        container?.register(LazyHolder.init(counted:))
        container?.register(ProviderHolder.init(counted:))
        let lazy: LazyHolder = try #require(container?.resolve())
        let provider: ProviderHolder = try #require(container?.resolve())
        container = nil
        do {
            let value = try lazy.counted.get()
            Issue.record("the container is gone, got \(value)")
        } catch {
            #expect(error.kind == .configuration)
            #expect(error.description.contains("the container that made this Lazy<Counted> was released"))
        }
        #expect(throws: DIError.self) {
            _ = try provider.counted.get()
        }
    }
}
