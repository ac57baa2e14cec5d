/// A module type as a hashable value.
// @unchecked: one immutable metatype, which Swift does not call Sendable when its protocol
// (`ModuleAssembly`) has no Sendable requirement.
struct AssemblyReference: Hashable, @unchecked Sendable {
    let type: any ModuleAssembly.Type

    init(_ type: any ModuleAssembly.Type) {
        self.type = type
    }

    var debugDescription: String { String(describing: type) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }

    static func == (lhs: AssemblyReference, rhs: AssemblyReference) -> Bool {
        lhs.type == rhs.type
    }
}
