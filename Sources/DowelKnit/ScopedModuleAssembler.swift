import Foundation

/// A ``ModuleAssembler`` whose modules all have the one `TargetResolver`, and which gives that resolver.
///
/// ```swift
/// let app = try ScopedModuleAssembler<AppResolver>(_modules: [AppAssembly()])
/// let clock = app.resolver.clock()
/// ```
///
/// Its modules are `any ModuleAssembly<TargetResolver>`, a constrained existential, which needs the
/// runtime of macOS 13 / iOS 16 (Knit itself needs macOS 14 / iOS 16).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public final class ScopedModuleAssembler<TargetResolver> {
    /// The assembler underneath (the parent of a child scoped assembler).
    ///
    /// ```swift
    /// let session = try ScopedModuleAssembler<SessionResolver>(parent: app.internalAssembler, _modules: [SessionAssembly()])
    /// ```
    public let internalAssembler: ModuleAssembler

    /// The typed resolver.
    ///
    /// ```swift
    /// app.resolver.clock()
    /// ```
    public var resolver: TargetResolver {
        // swift-format-ignore: NeverForceUnwrap
        internalAssembler.resolver.resolve(Container<TargetResolver>.self)!.resolver
    }

    var unsafeResolver: SwinjectResolver { internalAssembler.resolver }

    /// Assembles `modules`; an error is a fatal error with `errorFormatter`'s message.
    ///
    /// ```swift
    /// let app = ScopedModuleAssembler<AppResolver>([AppAssembly()])
    /// ```
    @MainActor public convenience init(
        parent: ModuleAssembler? = nil, _ modules: [any ModuleAssembly<TargetResolver>],
        overrideBehavior: OverrideBehavior = .defaultOverridesWhenTesting,
        errorFormatter: any ModuleAssemblerErrorFormatter = DefaultModuleAssemblerErrorFormatter(),
        behaviors: [any Behavior] = [], postAssemble: ((Container<TargetResolver>) -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        do {
            try self.init(
                parent: parent, _modules: modules, overrideBehavior: overrideBehavior, errorFormatter: errorFormatter,
                behaviors: behaviors, postAssemble: postAssemble)
        } catch {
            fatalError(errorFormatter.format(error: error, dependencyTree: nil), file: file, line: line)
        }
    }

    /// Assembles `modules`, throwing what goes wrong (a module of another resolver among them).
    ///
    /// ```swift
    /// let app = try ScopedModuleAssembler<AppResolver>(_modules: [AppAssembly()])
    /// ```
    @MainActor public required init(
        parent: ModuleAssembler? = nil, _modules modules: [any ModuleAssembly<TargetResolver>],
        overrideBehavior: OverrideBehavior = .defaultOverridesWhenTesting,
        errorFormatter: any ModuleAssemblerErrorFormatter = DefaultModuleAssemblerErrorFormatter(),
        behaviors: [any Behavior] = [], postAssemble: ((Container<TargetResolver>) -> Void)? = nil
    ) throws {
        let check: (any ModuleAssembly.Type) throws -> Void = { module in
            guard module.resolverType == TargetResolver.self else {
                throw ScopedModuleAssemblerError.incorrectTargetResolver(
                    expected: String(describing: TargetResolver.self), actual: String(describing: module.resolverType))
            }
        }
        for module in modules {
            do { try check(type(of: module)) } catch {
                throw DependencyBuilderError.assemblyValidationFailure(type(of: module), reason: error)
            }
        }
        internalAssembler = try ModuleAssembler(
            parent: parent, _modules: modules, overrideBehavior: overrideBehavior, assemblyValidation: check,
            errorFormatter: errorFormatter, behaviors: behaviors,
            preAssemble: { container in
                // swift-format-ignore: NeverForceUnwrap
                container.resolve(ContainerManager.self)!.register(TargetResolver.self)
            },
            postAssemble: { container in
                // swift-format-ignore: NeverForceUnwrap
                postAssemble?(container.resolve(Container<TargetResolver>.self)!)
            },
            autoConfigureContainers: false)
    }
}

/// A module given to a ``ScopedModuleAssembler`` whose resolver is not the assembler's.
///
/// ```swift
/// catch ScopedModuleAssemblerError.incorrectTargetResolver(let expected, let actual) { print(expected, actual) }
/// ```
public enum ScopedModuleAssemblerError: LocalizedError, Sendable {
    /// The resolvers expected and found.
    ///
    /// ```swift
    /// case .incorrectTargetResolver(let expected, let actual)
    /// ```
    case incorrectTargetResolver(expected: String, actual: String)

    /// Both resolvers' names.
    ///
    /// ```swift
    /// error.localizedDescription
    /// ```
    public var errorDescription: String? {
        switch self {
        case .incorrectTargetResolver(let expected, let actual):
            "The ModuleAssembly's TargetResolver is incorrect.\nExpected: \(expected)\nActual: \(actual)"
        }
    }
}
