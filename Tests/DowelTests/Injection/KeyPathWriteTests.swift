import Testing

@testable import Dowel

// Key-path injection writes a plain stored property at its offset and everything else through the
// key path. These tests pin both halves: the direct store where it is safe (a regression to the
// interpreter fails the mode checks), and the interpreter wherever a setter or observer must run.

private final class Dependency: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

/// A final class: its stored properties are written directly.
private final class FinalHost {
    var plain: Dependency?
    var unwrapped: Dependency!
    var value: Dependency = Dependency(id: 0)
    var nested = Inner()
    init() {}
}

private final class Inner {
    var dependency: Dependency?
}

/// A non-final class: its stored property may be overridden, so its key path is computed.
private class OpenHost {
    var dependency: Dependency?
    final var fixed: Dependency?
    let events: Recorder
    init(events: Recorder) { self.events = events }
}

private final class ObservingHost: OpenHost {
    override var dependency: Dependency? {
        didSet { events.record("didSet \(dependency?.id ?? -1)") }
    }
}

private final class HostWithObservers {
    let events: Recorder
    var dependency: Dependency? {
        willSet { events.record("willSet") }
        didSet { events.record("didSet \(dependency?.id ?? -1)") }
    }
    init(events: Recorder) { self.events = events }
}

private final class HostWithComputed {
    let events: Recorder
    var stored: Dependency?
    var computed: Dependency? {
        get { stored }
        set {
            events.record("set")
            stored = newValue
        }
    }
    init(events: Recorder) { self.events = events }
}

private struct ValueHost {
    var tag: UInt8 = 0
    var dependency: Dependency?
    var inner = ValueInner()
    var observed: Dependency? {
        didSet { observations += 1 }
    }
    var observations = 0
}

private struct ValueInner {
    var flag = false
    var dependency: Dependency!
}

/// Properties whose storage is not their value's: a store at the offset would be wrong.
private final class SpecialStorageHost {
    weak var weakly: Dependency?
    unowned var unownedly: Dependency
    lazy var lazily = Dependency(id: 0)
    init(placeholder: Dependency) { unownedly = placeholder }
}

/// Counts its deinits, to see the old value of a property released exactly once.
private final class Tracked {
    let deinits: Counter
    let id: Int
    init(deinits: Counter, id: Int) {
        self.deinits = deinits
        self.id = id
    }
    deinit { deinits.increment() }
}

private final class TrackedHost {
    var tracked: Tracked
    init(tracked: Tracked) { self.tracked = tracked }
}

/// The modes a registration's key-path injections chose, in order.
private func writes<Impl>(_ builder: DIComponentBuilder<Impl>) -> [DIPropertyWrite?] {
    (builder.component.injections(Impl.self) ?? []).map(\.propertyWrite)
}

@Suite("Key-path injection: direct store or key path")
struct KeyPathWriteTests {
    @Test("this runtime's key-path layout is read right, so the direct store is available")
    func layoutReadable() {
        #expect(DIKeyPathLayout.isReadable)
    }

    @Test("a stored property of a final class is written directly, at its offset")
    func finalClassStored() throws {
        let container = DIContainer()
        container.register { Dependency(id: 7) }
        let builder = container.register(FinalHost.init).injection(\.value)
        guard case .classField(let offset) = writes(builder).first else {
            Issue.record("expected a direct class store, got \(writes(builder))")
            return
        }
        #expect(offset == 2 * MemoryLayout<Int>.size + 2 * MemoryLayout<Int>.size)
        let host: FinalHost = try container.resolveOrThrow()
        #expect(host.value.id == 7)
    }

    @Test("Optional and implicitly unwrapped stored properties are written directly")
    func optionalAndUnwrapped() throws {
        let container = DIContainer()
        container.register { Dependency(id: 3) }.lifetime(.perContainer(.strong))
        let builder = container.register(FinalHost.init).injection(\.plain).injection(\.unwrapped)
        let modes = writes(builder)
        #expect(modes.count == 2)
        for mode in modes {
            guard case .classField = mode else {
                Issue.record("expected a direct class store, got \(String(describing: mode))")
                continue
            }
        }
        let host: FinalHost = try container.resolveOrThrow()
        let shared: Dependency = try container.resolveOrThrow()
        #expect(host.plain === shared)
        #expect(host.unwrapped === shared)
    }

    @Test("an overridable property goes through the key path, so a subclass's observer runs")
    func overriddenWithObservers() throws {
        let events = Recorder()
        let container = DIContainer()
        container.register { Dependency(id: 5) }
        let base = container.register { ObservingHost(events: events) as OpenHost }.injection(\.dependency)
        #expect(writes(base) == [.keyPath])
        let host: OpenHost = try container.resolveOrThrow()
        #expect(host.dependency?.id == 5)
        #expect(events.all == ["didSet 5"])

        let derived = DIContainer()
        derived.register { Dependency(id: 6) }
        let builder = derived.register { ObservingHost(events: events) }.injection(\.dependency).injection(\.fixed)
        let modes = writes(builder)
        #expect(modes.first == .keyPath)
        guard case .classField = modes.last else {
            Issue.record("a final inherited stored property should be a direct store, got \(modes)")
            return
        }
        let object: ObservingHost = try derived.resolveOrThrow()
        #expect(object.dependency?.id == 6)
        #expect(object.fixed?.id == 6)
        #expect(events.all == ["didSet 5", "didSet 6"])
    }

    @Test("a property with willSet/didSet goes through the key path: its observers run")
    func observersRun() throws {
        let events = Recorder()
        let container = DIContainer()
        container.register { Dependency(id: 9) }
        let builder = container.register { HostWithObservers(events: events) }.injection(\.dependency)
        #expect(writes(builder) == [.keyPath])
        let host: HostWithObservers = try container.resolveOrThrow()
        #expect(host.dependency?.id == 9)
        #expect(events.all == ["willSet", "didSet 9"])
    }

    @Test("a computed settable property goes through its setter")
    func computedSetter() throws {
        let events = Recorder()
        let container = DIContainer()
        container.register { Dependency(id: 4) }
        let builder = container.register { HostWithComputed(events: events) }.injection(\.computed)
        #expect(writes(builder) == [.keyPath])
        let host: HostWithComputed = try container.resolveOrThrow()
        #expect(host.stored?.id == 4)
        #expect(events.all == ["set"])
    }

    @Test("a struct's stored properties, nested ones too, are written directly into the returned value")
    func structImpl() throws {
        let container = DIContainer()
        container.register { Dependency(id: 2) }
        let builder = container.register { ValueHost() }.injection(\.dependency).injection(\.inner.dependency)
        #expect(
            writes(builder) == [
                .structField(offset: MemoryLayout<ValueHost>.offset(of: \.dependency)!),
                .structField(offset: MemoryLayout<ValueHost>.offset(of: \.inner.dependency)!),
            ])
        let host: ValueHost = try container.resolveOrThrow()
        #expect(host.dependency?.id == 2)
        #expect(host.inner.dependency.id == 2)
        #expect(host.tag == 0 && host.inner.flag == false)
    }

    @Test("a struct property with didSet goes through the key path: its observer runs")
    func structObserver() throws {
        let container = DIContainer()
        container.register { Dependency(id: 8) }
        let builder = container.register { ValueHost() }.injection(\.observed)
        #expect(writes(builder) == [.keyPath])
        let host: ValueHost = try container.resolveOrThrow()
        #expect(host.observed?.id == 8)
        #expect(host.observations == 1)
    }

    @Test("a path through a class reference (\\.a.b) goes through the key path and still writes")
    func nestedClassPath() throws {
        let container = DIContainer()
        container.register { Dependency(id: 11) }
        let builder = container.register(FinalHost.init).injection(\.nested.dependency)
        #expect(writes(builder) == [.keyPath])
        let host: FinalHost = try container.resolveOrThrow()
        #expect(host.nested.dependency?.id == 11)
    }

    @Test("weak, unowned and lazy properties go through the key path, which handles their storage")
    func weakUnownedLazy() throws {
        let container = DIContainer()
        container.register { Dependency(id: 12) }.lifetime(.perContainer(.strong))
        let placeholder = Dependency(id: 0)
        let builder = container.register { SpecialStorageHost(placeholder: placeholder) }
            .injection(\.weakly).injection(\.unownedly).injection(\.lazily)
        #expect(writes(builder) == [.keyPath, .keyPath, .keyPath])
        let host: SpecialStorageHost = try container.resolveOrThrow()
        let shared: Dependency = try container.resolveOrThrow()
        #expect(host.weakly === shared)
        #expect(host.unownedly === shared)
        #expect(host.lazily === shared)
    }

    @Test("the direct store releases the property's old value exactly once and keeps the new one")
    func oldValueReleasedOnce() throws {
        let deinits = Counter()
        let container = DIContainer()
        container.register { Tracked(deinits: deinits, id: 1) }
        let builder = container.register { TrackedHost(tracked: Tracked(deinits: deinits, id: 0)) }
            .injection(\.tracked)
        guard case .classField = writes(builder).first else {
            Issue.record("expected a direct class store, got \(writes(builder))")
            return
        }
        var host: TrackedHost? = try container.resolveOrThrow()
        #expect(deinits.value == 1)
        #expect(host?.tracked.id == 1)
        host = nil
        #expect(deinits.value == 2)
    }

    @Test("direct stores, key-path writes and closures run in registration order")
    func orderUnchanged() throws {
        let events = Recorder()
        let container = DIContainer()
        container.register { () -> Dependency in
            events.record("resolve")
            return Dependency(id: 1)
        }
        let builder = container.register { ObservingHost(events: events) }
            .injection(\.fixed)
            .injection { (_: ObservingHost, _: Dependency) in events.record("closure") }
            .injection(\.dependency)
        #expect(writes(builder).count == 3)
        let _: ObservingHost = try container.resolveOrThrow()
        #expect(events.all == ["resolve", "resolve", "closure", "resolve", "didSet 1"])
    }
}
