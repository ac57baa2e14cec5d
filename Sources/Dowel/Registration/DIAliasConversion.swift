/// Converts a component's instance to an alias's service type (`.as(Animal.self)`), without a
/// runtime cast on every resolve.
///
/// `instance as? Service`, with both types generic, is a dynamic cast: the runtime looks the
/// conformance up in its cache on every call (a few hundred instructions, as much as the rest of
/// a prototype resolve). For a class instance that cost can be paid once per dynamic type:
/// every existential, class reference and `AnyObject` holding a class instance stores the
/// reference in its first word, and the words after it (type metadata, witness tables) depend
/// only on the instance's dynamic type. So the first successful cast of each dynamic type is
/// kept as a template; later instances of that type get a copy of the template with their own
/// reference in the first word. Anything else (a value type, another dynamic type) takes the
/// plain cast.
@usableFromInline
final class DIAliasConversion<Impl, Service>: @unchecked Sendable {
    /// The cached template, or 0: a pointer to a ``Template`` made once and never freed while
    /// this conversion lives (a reader may be copying it at any moment).
    @usableFromInline let cached = DIAtomicWord(0)
    /// Whether `Impl` is a class, so that its instances are references.
    @usableFromInline let implIsClass: Bool

    @usableFromInline
    struct Template {
        /// The dynamic type the template was made from.
        @usableFromInline let type: ObjectIdentifier
        /// `MemoryLayout<Service>.size` bytes of a converted value; the first word is unused.
        @usableFromInline let bytes: UnsafeMutableRawPointer
    }

    @usableFromInline
    init() {
        implIsClass = Impl.self is AnyObject.Type && MemoryLayout<Service>.size >= MemoryLayout<UInt>.size
    }

    deinit {
        let raw = cached.load(ordering: .acquiring)
        if let template = UnsafeMutablePointer<Template>(bitPattern: raw) {
            template.pointee.bytes.deallocate()
            template.deallocate()
        }
    }

    /// `instance` as a `Service`, or nil when it is not one.
    @inlinable
    func convert(_ instance: Impl) -> Service? {
        if implIsClass, let template = UnsafeMutablePointer<Template>(bitPattern: cached.load(ordering: .acquiring)) {
            let object = unsafeBitCast(instance, to: AnyObject.self)
            if ObjectIdentifier(type(of: object)) == template.pointee.type {
                // The template with this instance's reference in its first word, copied out as
                // a `Service` (the copy retains the reference, as any copy of a Service would).
                // The scratch space is on the stack: nothing is allocated.
                return withUnsafeTemporaryAllocation(
                    byteCount: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment
                ) { scratch in
                    let base = scratch.baseAddress.unsafelyUnwrapped
                    base.copyMemory(from: template.pointee.bytes, byteCount: MemoryLayout<Service>.size)
                    base.storeBytes(of: Unmanaged.passUnretained(object).toOpaque(), as: UnsafeMutableRawPointer.self)
                    return base.load(as: Service.self)
                }
            }
        }
        return convertSlowly(instance)
    }

    @usableFromInline
    func convertSlowly(_ instance: Impl) -> Service? {
        guard let service = instance as? Service else { return nil }
        if implIsClass && cached.load(ordering: .relaxed) == 0 {
            remember(service, of: unsafeBitCast(instance, to: AnyObject.self))
        }
        return service
    }

    private func remember(_ service: Service, of object: AnyObject) {
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        let holdsReference = withUnsafeBytes(of: service) { $0.load(as: UInt.self) == address }
        // A conversion that boxes the instance (to `AnyHashable`, to `any Error`) does not keep
        // the reference in the first word: such a type is never cached.
        guard holdsReference else { return }
        let bytes = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment)
        withUnsafeBytes(of: service) { source in
            bytes.copyMemory(from: source.baseAddress.unsafelyUnwrapped, byteCount: MemoryLayout<Service>.size)
        }
        // The template must not own the reference it was made with.
        bytes.storeBytes(of: UInt(0), as: UInt.self)
        let template = UnsafeMutablePointer<Template>.allocate(capacity: 1)
        template.initialize(to: Template(type: ObjectIdentifier(type(of: object)), bytes: bytes))
        let (exchanged, _) = cached.compareExchange(
            expected: 0, desired: UInt(bitPattern: template), ordering: .acquiringAndReleasing)
        if !exchanged {
            bytes.deallocate()
            template.deallocate()
        }
    }
}
