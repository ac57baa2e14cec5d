/// Which assembly's module made a registration, and whether that module is one of the
/// assembly's `publicModules` (seen by dependent assemblies) or one of its private `modules`.
struct DIAssemblyMembership: Equatable {
    let assembly: String
    let isPublic: Bool
}
