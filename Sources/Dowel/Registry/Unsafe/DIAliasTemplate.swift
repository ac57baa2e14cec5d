/// A converted value kept as a pattern for every later instance of one dynamic class.
///
/// The layout this relies on, which Swift does not promise: every existential, class reference
/// and `AnyObject` holding a class instance stores the reference in its first word, and the words
/// after it (type metadata, witness tables) depend only on the instance's dynamic type. So a copy
/// of a converted value with another instance's reference in its first word is that instance
/// converted. ``DIAliasTemplateProbe`` checks it once against the runtime's own cast.
///
/// ```swift
/// let raw = DIAliasTemplate.make(from: cat as any Animal, of: cat)   // 0 if not a template
/// let animal = UnsafePointer<DIAliasTemplate>(bitPattern: raw)!.pointee.moving(other, as: (any Animal).self)
/// ```
@usableFromInline
struct DIAliasTemplate {
    /// The dynamic type the template was made from.
    @usableFromInline let type: ObjectIdentifier
    /// `MemoryLayout<Service>.size` bytes of a converted value; the first word is unused (0).
    @usableFromInline let bytes: UnsafeMutableRawPointer

    /// The template with `instance` in its first word, as a `Service` that takes over the
    /// instance's reference: moved in and moved out, so converting costs no reference count.
    /// (A copy retained the reference and the caller then released its own: two atomic
    /// read-modify-writes on every instance converted. Without them, on the benchmark host,
    /// `resolveMany()` of ten aliased prototypes went 864 -> 760 ns and a named resolve through
    /// an alias 79 -> 74 ns.) `Impl` is a class (``DIAliasConversion/usesTemplates``), so it
    /// is the one word the template leaves free. The scratch space is on the stack: nothing is
    /// allocated.
    @inlinable @inline(__always)
    func moving<Impl, Service>(_ instance: consuming Impl, as _: Service.Type) -> Service {
        // Taken out of the optional inside the closure, which cannot consume what it captures.
        var pending = Optional(instance)
        return withUnsafeTemporaryAllocation(
            byteCount: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment
        ) { scratch in
            let base = scratch.baseAddress.unsafelyUnwrapped
            base.copyMemory(from: bytes, byteCount: MemoryLayout<Service>.size)
            base.initializeMemory(as: Impl.self, to: pending.take().unsafelyUnwrapped)
            return base.bindMemory(to: Service.self, capacity: 1).move()
        }
    }

    /// The address of a new template made from `service`, `object` converted; nil when `service`
    /// does not hold the reference in its first word (a boxing conversion: `AnyHashable`,
    /// `any Error`), which is never templated.
    static func make<Service>(from service: Service, of object: AnyObject) -> UInt? {
        let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        let holdsReference = withUnsafeBytes(of: service) { $0.load(as: UInt.self) == address }
        guard holdsReference else { return nil }
        let bytes = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment)
        withUnsafeBytes(of: service) { source in
            bytes.copyMemory(from: source.baseAddress.unsafelyUnwrapped, byteCount: MemoryLayout<Service>.size)
        }
        // The template must not own the reference it was made with.
        bytes.storeBytes(of: UInt(0), as: UInt.self)
        let template = UnsafeMutablePointer<DIAliasTemplate>.allocate(capacity: 1)
        template.initialize(to: DIAliasTemplate(type: ObjectIdentifier(Swift.type(of: object)), bytes: bytes))
        return UInt(bitPattern: template)
    }

    /// Frees the template at `address` (0: none).
    static func free(_ address: UInt) {
        guard let template = UnsafeMutablePointer<DIAliasTemplate>(bitPattern: address) else { return }
        template.pointee.bytes.deallocate()
        template.deinitialize(count: 1)
        template.deallocate()
    }
}
