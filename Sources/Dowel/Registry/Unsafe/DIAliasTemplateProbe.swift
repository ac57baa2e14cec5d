/// Whether ``DIAliasTemplate``'s layout is this runtime's, checked once (on the first alias
/// registration): instances of a probe class are converted through a template and through `as?`,
/// to an opaque protocol, a class-bound protocol and `AnyObject`, and the two must agree (the
/// reference, the type and witness tables, what a witness answers, and the instance released
/// once). When they do not, every ``DIAliasConversion`` made afterwards uses `as?` alone.
///
/// ```swift
/// let conversion = DIAliasConversion<Cat, any Animal>()   // templates only if DIAliasTemplateProbe.isUsable
/// ```
enum DIAliasTemplateProbe {
    /// The probe passed and no test forces the fallback (``DIUnsafeLayoutTestHook``).
    static var isUsable: Bool {
        passes && !DIUnsafeLayoutTestHook.probesFail
    }

    /// The probe's answer, computed once.
    static let passes: Bool = {
        let word = MemoryLayout<UnsafeRawPointer>.size
        // An opaque existential's inline buffer is three words, of which a reference uses the
        // first: only that word and the type words after the buffer are defined.
        let opaque = MemoryLayout<any DIAliasProbeOpaque>.size
        return agree(as: (any DIAliasProbeOpaque).self, comparing: [0..<word, 3 * word..<opaque]) { $0.identity }
            && agree(as: (any DIAliasProbeBound).self, comparing: [0..<MemoryLayout<any DIAliasProbeBound>.size]) {
                $0.identity
            }
            && agree(as: AnyObject.self, comparing: [0..<word]) { ObjectIdentifier($0) }
    }()

    /// Whether a template made from one subject converts another exactly as `as?` does.
    private static func agree<Service>(
        as _: Service.Type, comparing ranges: [Range<Int>], identity: (Service) -> ObjectIdentifier
    ) -> Bool {
        let conversion = DIAliasConversion<DIAliasProbeSubject, Service>(templates: true)
        weak var released: DIAliasProbeSubject?
        let agrees: Bool = {
            // The first conversion is a cast that leaves the template; the second copies it.
            guard conversion.usesTemplates, conversion.convert(DIAliasProbeSubject()) != nil, conversion.hasTemplate
            else { return false }
            let subject = DIAliasProbeSubject()
            released = subject
            guard let templated = conversion.convert(subject), let cast = subject as? Service else { return false }
            let sameBytes = withUnsafeBytes(of: templated) { made in
                withUnsafeBytes(of: cast) { expected in
                    ranges.allSatisfy { made[$0].elementsEqual(expected[$0]) }
                }
            }
            return sameBytes && identity(templated) == ObjectIdentifier(subject)
                && identity(cast) == ObjectIdentifier(subject)
        }()
        // Every copy is gone: the subject must be too (a template that kept a reference, or a copy
        // that did not retain its own, would show here or as a crash).
        return agrees && released == nil
    }
}

/// The protocols and class ``DIAliasTemplateProbe`` converts between.
protocol DIAliasProbeOpaque {
    var identity: ObjectIdentifier { get }
}

protocol DIAliasProbeBound: AnyObject {
    var identity: ObjectIdentifier { get }
}

final class DIAliasProbeSubject: DIAliasProbeOpaque, DIAliasProbeBound {
    var identity: ObjectIdentifier { ObjectIdentifier(self) }
}
