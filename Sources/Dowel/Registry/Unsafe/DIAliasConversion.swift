/// Converts a component's instance to an alias's service type (`.as(Animal.self)`), without a
/// runtime cast on every resolve where this runtime allows it.
///
/// `instance as? Service`, with both types generic, is a dynamic cast: the runtime looks the
/// conformance up in its cache on every call (a few hundred instructions, as much as the rest of
/// a prototype resolve). For a class instance that cost can be paid once per dynamic type: the
/// first successful cast is kept as a ``DIAliasTemplate`` and later instances of that dynamic type
/// get a copy of it with their own reference in (see `DIAliasTemplate.swift` for the layout this
/// relies on). Anything else (a value type, another dynamic type, a boxing conversion) takes the
/// plain cast, and so does every conversion when ``DIAliasTemplateProbe`` finds that layout is not
/// this runtime's.
///
/// What it buys (callgrind, release, a `.prototype` registration resolved through `.as(P.self)`):
/// 882 instructions per resolve with templates, 1,804 with `as?` (51% of that resolve); 794 vs
/// 1,813 for a class-bound protocol. A cached alias converts once, so its resolve is the same both
/// ways.
///
/// ```swift
/// let conversion = DIAliasConversion<Cat, any Animal>()   // at registration
/// let animal = conversion.convert(cat)                    // on each resolve
/// ```
// @unchecked: the one mutable state is `cached`, a word written once by compare-and-exchange and
// read with acquire loads; the template it points to is immutable and lives as long as `self`.
@usableFromInline
final class DIAliasConversion<Impl, Service>: @unchecked Sendable {
    /// The cached template, or 0: a pointer to a ``DIAliasTemplate`` made once and never freed
    /// while this conversion lives (a reader may be copying it at any moment). A word of its own
    /// allocation, accessed only through ``DIAtomicPrimitive``.
    @usableFromInline let cached: UnsafeMutablePointer<UInt>
    /// Whether instances go through templates: `Impl` is a class (its instances are references),
    /// `Service` is at least a word, and the probe passed when this was made.
    @usableFromInline let usesTemplates: Bool

    /// A conversion through templates where ``DIAliasTemplateProbe/isUsable``, through `as?`
    /// otherwise.
    @usableFromInline
    convenience init() {
        self.init(templates: DIAliasTemplateProbe.isUsable)
    }

    /// A conversion that tries templates only if `templates` (the probe's own, which must not ask
    /// itself).
    init(templates: Bool) {
        cached = .allocate(capacity: 1)
        cached.initialize(to: 0)
        usesTemplates =
            templates && Impl.self is AnyObject.Type
            && MemoryLayout<Service>.size >= MemoryLayout<UnsafeRawPointer>.size
    }

    deinit {
        DIAliasTemplate.free(DIAtomicPrimitive.loadAcquiring(cached))
        cached.deallocate()
    }

    /// `instance` as a `Service`, or nil when it is not one. Takes the instance over: through a
    /// template, the result holds the instance's own reference (``DIAliasTemplate/moving(_:as:)``).
    @inlinable
    func convert(_ instance: consuming Impl) -> Service? {
        if usesTemplates,
            let template = UnsafePointer<DIAliasTemplate>(bitPattern: DIAtomicPrimitive.loadAcquiring(cached)),
            ObjectIdentifier(type(of: unsafeBitCast(instance, to: AnyObject.self))) == template.pointee.type
        {
            return template.pointee.moving(instance, as: Service.self)
        }
        return convertSlowly(instance)
    }

    /// The runtime's cast; the first success of a class instance becomes the template.
    @usableFromInline
    func convertSlowly(_ instance: Impl) -> Service? {
        guard let service = instance as? Service else { return nil }
        if usesTemplates && DIAtomicPrimitive.loadRelaxed(cached) == 0 {
            remember(service, of: unsafeBitCast(instance, to: AnyObject.self))
        }
        return service
    }

    /// Publishes a template made from `service`, unless another thread's came first.
    private func remember(_ service: Service, of object: AnyObject) {
        guard let template = DIAliasTemplate.make(from: service, of: object) else { return }
        var expected: UInt = 0
        if !DIAtomicPrimitive.compareExchange(cached, &expected, template) {
            DIAliasTemplate.free(template)
        }
    }

    /// Whether a template was kept (for the probe and the tests).
    var hasTemplate: Bool {
        DIAtomicPrimitive.loadAcquiring(cached) != 0
    }
}
