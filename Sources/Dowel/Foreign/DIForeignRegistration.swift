/// A registration a compatibility layer made in the core: change its lifetime, add the keys it
/// is forwarded from.
///
/// ```swift
/// let registration = core.registerForeign(Cat.self, name: .unnamed, lifetime: .objectGraph, site: site, owner: entry) { _, _, _ in Cat() }
/// registration.setLifetime(.perContainer(.strong))
/// ```
///
/// It does not keep the registration alive (the container owns its components, and a component's
/// factory often owns what holds this handle): use it only while the container lives.
@usableFromInline
package struct DIForeignRegistration<Service> {
    /// The component's address: no stored property depends on `Service`, so the layer's
    /// unspecialised registration code stores and copies a handle (or nil) without looking up
    /// this struct's metadata (issue 15: about 3,000 instructions a DowelAssembler registration).
    /// The one field: the container is the component's, and an optional handle is a word (with
    /// the container beside it, it was 24 bytes of every DowelAssembler entry).
    @usableFromInline let componentAddress: UnsafeRawPointer

    @usableFromInline
    init(component: DIComponentBase) {
        self.componentAddress = UnsafeRawPointer(Unmanaged.passUnretained(component).toOpaque())
    }

    /// The container the registration is in.
    @usableFromInline
    var container: DIContainer {
        component.container
    }

    /// Whether the registration is in `core`.
    /// Where the registration was made.
    package var site: DISite {
        component.registrationSite
    }

    package func isIn(_ core: DIContainer) -> Bool {
        container === core
    }

    @usableFromInline
    var component: DIComponentBase {
        Unmanaged<DIComponentBase>.fromOpaque(componentAddress).takeUnretainedValue()
    }

    /// Sets the lifetime; before the first resolve of the registration.
    package func setLifetime(_ lifetime: DILifeTime) {
        DIComponentBuilder<Service>(container: container, component: component).lifetime(lifetime)
    }

    /// Records what the layer knows of sharing the instance across threads: `Service` is
    /// `Sendable` (`sendable: true`), or its user says sharing it is safe anyway (`false`: the
    /// layer's `uncheckedSendable()`). `validate()` then does not report the shared lifetime.
    package func setSendability(sendable: Bool) {
        DIRecursiveLock.registration.withLock { component.sendability = sendable ? .sendable : .unchecked }
    }

    /// Takes the registration and its aliases out of the container (a re-registered key, a
    /// `removeAll`): O(1) amortised; what it holds is released once no running resolve can read
    /// it (see ``DIContainer/remove(_:name:)``). The handle must not be used afterwards.
    package func remove() {
        DIRecursiveLock.registration.withLock { container.registry.remove(component) }
    }

    /// Keeps the registration object alive after ``remove()`` until ``releaseKept()``, so that its
    /// owner can still read ``site`` (a DowelAssembler entry that left the core and may come
    /// back). Call it before ``remove()``. Not a cycle with the registration's hold on its owner:
    /// the core drops that once the removed registration has passed its grace period.
    ///
    /// ```swift
    /// registration.keepAfterRemoval()
    /// registration.remove()
    /// print(registration.site)   // still where it was registered
    /// registration.releaseKept()
    /// ```
    package func keepAfterRemoval() {
        _ = Unmanaged.passUnretained(component).retain()
    }

    /// Lets go of what ``keepAfterRemoval()`` kept; the handle must not be used afterwards.
    package func releaseKept() {
        Unmanaged.passUnretained(component).release()
    }

    /// Drops the registration's cached instance, as ``DIContainer/reset(_:name:)`` does.
    package func resetInstances() {
        DIRecursiveLock.registration.withLock {
            component.resetInstances()
            container.registry.reclaimer.collect()
        }
    }

    /// Keeps `instance` as the registration's cached instance while its creation still runs on
    /// this thread (see ``DICreationSlot/storeDuringCreation(_:)``): resolves of it made by the
    /// same thread from now on get it; other threads wait until the creation ends. Nothing for a
    /// registration whose lifetime caches nothing.
    package func storeDuringCreation(_ instance: Service) {
        guard component.mode == .cached else { return }
        component.creationSlot().storeDuringCreation(instance)
    }

    /// The instance ``storeDuringCreation(_:)`` kept, or the one already made; nil while another
    /// thread still makes it, or when the lifetime caches nothing.
    package func instanceDuringCreation() -> Service? {
        guard component.mode == .cached, let stored = component.creationSlot().peek() else { return nil }
        return stored as? Service
    }

    /// Makes the registration resolvable as `Alias` under `name` too, sharing its instances. A
    /// resolve of `Alias` fails with a ``DIError/Kind/configuration`` error when the instance is
    /// not an `Alias`.
    package func addAlias<Alias>(_: Alias.Type, name: DIForeignName, site: DISite) {
        // The row's closure holds the component unretained, even on its error path: the component
        // owns its rows, so a strong capture would keep the registration (and its container's
        // instances) alive forever.
        let unmanaged = Unmanaged.passUnretained(component)
        let conversion = DIAliasConversion<Service, Alias>()
        let row = DIRow<Alias>(component: component, name: name.name, site: site) { ctx throws(DIError) in
            if let alias = conversion.convert(try DIComponentBase.instance(of: unmanaged, Service.self, &ctx)) {
                return alias
            }
            throw DIError(
                kind: .configuration, requested: DITypeName.of(Alias.self),
                reason:
                    "the instance registered as \(DITypeName.of(Service.self)) is not a \(DITypeName.of(Alias.self))",
                registrations: [DIError.Registration(component: unmanaged.takeUnretainedValue())], chain: [])
        }
        container.add(row: row, to: component)
    }

}
