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
/// let animal = UnsafePointer<DIAliasTemplate>(bitPattern: raw)!.pointee.copy(with: other, as: (any Animal).self)
/// ```
@usableFromInline
struct DIAliasTemplate {
    /// The dynamic type the template was made from.
    @usableFromInline let type: ObjectIdentifier
    /// `MemoryLayout<Service>.size` bytes of a converted value; the first word is unused (0).
    @usableFromInline let bytes: UnsafeMutableRawPointer

    /// The template, with this instance's reference in its first word, copied out as a `Service`
    /// (the copy retains the reference, as any copy of a `Service` would). The scratch space is on
    /// the stack: nothing is allocated.
    @inlinable @inline(__always)
    func copy<Service>(with object: AnyObject, as _: Service.Type) -> Service {
        withUnsafeTemporaryAllocation(
            byteCount: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment
        ) { scratch in
            let base = scratch.baseAddress.unsafelyUnwrapped
            base.copyMemory(from: bytes, byteCount: MemoryLayout<Service>.size)
            base.storeBytes(of: Unmanaged.passUnretained(object).toOpaque(), as: UnsafeMutableRawPointer.self)
            return base.load(as: Service.self)
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
