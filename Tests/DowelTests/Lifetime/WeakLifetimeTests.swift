import Dowel
import Testing

// Weak lifetimes keep an instance only while something else holds it. Each test keeps a `weak var`
// to the first instance, drops its strong reference and checks that the instance is gone and
// that the next resolve creates a new one.

@Suite("Weak lifetimes")
struct WeakLifetimeTests {
    @Test(".perContainer(.weak): shared while held, released when nothing holds it")
    func perContainerWeak() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.weak))

        var strong: Counted? = try container.resolveOrThrow() as Counted
        weak var weakRef: Counted?
        weakRef = strong
        do {
            let again: Counted = try container.resolveOrThrow()
            #expect(again === strong)
        }
        #expect(counter.value == 1)

        strong = nil
        #expect(weakRef == nil)
        let fresh: Counted = try container.resolveOrThrow()
        #expect(fresh.serial == 2)
        #expect(counter.value == 2)
    }

    @Test(".perContainer(.weak): the container itself does not keep the instance")
    func perContainerWeakIsReleased() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perContainer(.weak))
        weak var weakRef: Counted?
        do {
            let instance: Counted = try container.resolveOrThrow()
            weakRef = instance
            #expect(weakRef != nil)
        }
        #expect(weakRef == nil)
        let _: Counted = try container.resolveOrThrow()
        #expect(counter.value == 2)
    }

    @Test(".perContainer(.weak): each container has its own")
    func perContainerWeakPerContainer() throws {
        let counter = Counter()
        let first = DIContainer()
        let second = DIContainer()
        for container in [first, second] {
            container.register { Counted(counter) }.lifetime(.perContainer(.weak))
        }
        let a: Counted = try first.resolveOrThrow()
        let b: Counted = try second.resolveOrThrow()
        #expect(a !== b)
        #expect(counter.value == 2)
    }

    @Test(".perRun(.weak): program-wide while held, released when nothing holds it")
    func perRunWeak() throws {
        let counter = Counter()
        let first = DIContainer()
        let second = DIContainer()
        for container in [first, second] {
            container.register { Counted(counter) }.lifetime(.perRun(.weak))
        }
        var strong: Counted? = try first.resolveOrThrow() as Counted
        weak var weakRef: Counted?
        weakRef = strong
        let fromSecond: Counted = try second.resolveOrThrow()
        #expect(fromSecond === strong)
        #expect(counter.value == 1)

        strong = nil
        #expect(weakRef != nil)  // fromSecond still holds it
        withExtendedLifetime(fromSecond) {}
        let third: Counted = try second.resolveOrThrow()
        #expect(third === fromSecond)
        #expect(counter.value == 1)
    }

    @Test(".perRun(.weak): a new instance once the last holder let go")
    func perRunWeakRecreates() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.perRun(.weak))
        weak var weakRef: Counted?
        do {
            let instance: Counted = try container.resolveOrThrow()
            weakRef = instance
            let same: Counted = try container.resolveOrThrow()
            #expect(same === instance)
        }
        #expect(weakRef == nil)
        let fresh: Counted = try container.resolveOrThrow()
        #expect(fresh.serial == 2)
        #expect(counter.value == 2)
    }

    @Test(".custom(DIScope(policy: .weak)): kept only while held")
    func customWeakScope() throws {
        let counter = Counter()
        let scope = DIScope(name: "weak", policy: .weak)
        let container = DIContainer()
        container.register { Counted(counter) }.lifetime(.custom(scope))
        weak var weakRef: Counted?
        do {
            let instance: Counted = try container.resolveOrThrow()
            weakRef = instance
            let same: Counted = try container.resolveOrThrow()
            #expect(same === instance)
        }
        #expect(weakRef == nil)
        let _: Counted = try container.resolveOrThrow()
        #expect(counter.value == 2)
    }

    @Test(".perContainer(.weak) of a value type cannot be held weakly: a new value every time")
    func weakValueType() throws {
        let counter = Counter()
        let container = DIContainer()
        container.register { () -> Greeter in
            counter.increment()
            return Greeter(who: "Ada", times: counter.value)
        }
        .lifetime(.perContainer(.weak))
        let a: Greeter = try container.resolveOrThrow()
        let b: Greeter = try container.resolveOrThrow()
        #expect(a.times == 1)
        #expect(b.times == 2)
    }
}
