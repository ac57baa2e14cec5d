import Dowel

/// A type the container builds around a registration of another type: asking for `Lazy<T>`,
/// `Provider<T>` or `T?` finds the registration of `T` (same name, same argument types).
protocol InstanceWrapper {
    /// The type whose registration the wrapper resolves.
    static var wrappedType: Any.Type { get }
    /// How validation and the graph record a dependency on the wrapper.
    static var dependencyKind: DIDependency.Kind { get }
    /// The wrapper for `request`, or nil when the wrapped type is not registered under its key.
    static func wrap<Arguments>(
        _ request: WrapperRequest<Arguments>, frame: UnsafeMutablePointer<ResolutionFrame>
    )
        -> Any?
}

/// What a wrapper was asked for with: its key's name and argument types, and the arguments.
struct WrapperRequest<Arguments> {
    let container: Container
    let name: String?
    let argumentsType: Any.Type
    let arguments: Arguments?

    init(container: Container, name: String?, argumentsType: Any.Type, arguments: Arguments?) {
        self.container = container
        self.name = name
        self.argumentsType = argumentsType
        self.arguments = arguments
    }

    func isRegistered(_ type: Any.Type) -> Bool {
        let coreName = Container.coreName(name, argumentsType: argumentsType)
        return container.isRegistered(type, coreName: coreName)
    }

    /// A resolve of `Wrapped` under this key, on its own, for a `Lazy` or `Provider` (`wrapper`);
    /// `graph` is the graph to rejoin.
    func resolver<Wrapped>(
        _: Wrapped.Type, wrapper: String, graph: GraphIdentifier?
    ) -> @Sendable () throws(DIError) -> Wrapped {
        container.detachedResolver(
            Wrapped.self, wrapper: wrapper, name: name, argumentsType: argumentsType, arguments: arguments,
            graph: graph)
    }
}

/// The arguments a `Lazy` or `Provider` resolves with, carried to the thread that reads it.
/// Unchecked: the wrapper is `Sendable` only where its service is, and Swinject's, which has no
/// such rule, carries them the same way; the arguments are only read, by the resolves.
@usableFromInline
struct DeferredArguments<Arguments>: @unchecked Sendable {
    @usableFromInline let value: Arguments?

    @usableFromInline
    init(_ value: Arguments?) {
        self.value = value
    }
}

extension Optional: InstanceWrapper {
    static var wrappedType: Any.Type { Wrapped.self }
    static var dependencyKind: DIDependency.Kind { .optional }

    /// `resolve(Cat?.self)`: the Cat, or an empty optional when there is no Cat registration.
    static func wrap<Arguments>(
        _ request: WrapperRequest<Arguments>, frame: UnsafeMutablePointer<ResolutionFrame>
    )
        -> Any?
    {
        guard request.isRegistered(Wrapped.self) else { return Wrapped?.none as Any }
        let coreName = Container.coreName(request.name, argumentsType: request.argumentsType)
        // The resolve below is this optional dependency, already recorded as one.
        let observing = frame.pointee.observing
        frame.pointee.observing = false
        defer { frame.pointee.observing = observing }
        var value: Wrapped?
        withUnsafeTemporaryAllocation(of: Wrapped.self, capacity: 1) { buffer in
            let out = buffer.baseAddress.unsafelyUnwrapped
            let found: Bool
            if let arguments = request.arguments {
                found = withUnsafePointer(to: arguments) { pointer in
                    request.container.resolveService(
                        Wrapped.self, name: request.name, coreName: coreName, argumentsType: request.argumentsType,
                        arguments: UnsafeRawPointer(pointer), as: Arguments.self, frame: frame, into: out)
                }
            } else {
                found = request.container.resolveService(
                    Wrapped.self, name: request.name, coreName: coreName, argumentsType: request.argumentsType,
                    arguments: nil, as: Arguments.self, frame: frame, into: out)
            }
            if found {
                value = out.move()
            }
        }
        return value as Any
    }
}
