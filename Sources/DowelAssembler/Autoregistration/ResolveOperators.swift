/// Resolves the type the context expects: `resolver~>` is `resolver.resolve(T.self)!` with `T`
/// inferred (SwinjectAutoregistration's operator).
///
/// ```swift
/// container.register(Owner.self) { r in Owner(pet: r~>, home: r~>) }
/// let pet: Animal = container~>
/// ```
postfix operator ~>

/// The instance of the type the context expects; stops the program, naming the type, when nothing
/// resolves it (the failed resolve is logged as usual first).
///
/// ```swift
/// container.register(Owner.self) { r in Owner(pet: r~>) }
/// let pet: Animal? = container~>     // an Optional: nil when Animal is not registered
/// ```
@inlinable
public postfix func ~> <R: Resolver, Service>(resolver: R) -> Service {
    guard let service = resolver.resolve(Service.self) else {
        Container.operatorFailed(Service.self, name: nil, arguments: nil)
    }
    return service
}

/// The instance of `service`: `resolver.resolve(service)!`, with a message naming the type when
/// nothing resolves it.
///
/// ```swift
/// container.register(Owner.self) { r in Owner(pet: r ~> Animal.self) }
/// ```
@inlinable
public func ~> <R: Resolver, Service>(resolver: R, service: Service.Type) -> Service {
    guard let instance = resolver.resolve(service) else {
        Container.operatorFailed(Service.self, name: nil, arguments: nil)
    }
    return instance
}

/// The instance of `service` registered under `name`: `resolver.resolve(service, name: name)!`.
///
/// ```swift
/// container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, name: "cat")) }
/// ```
@inlinable
public func ~> <R: Resolver, Service>(resolver: R, request: (service: Service.Type, name: String)) -> Service {
    guard let instance = resolver.resolve(request.service, name: request.name) else {
        Container.operatorFailed(Service.self, name: request.name, arguments: nil)
    }
    return instance
}

/// The instance made by the factory of `service` taking one argument:
/// `resolver.resolve(service, argument: argument)!`.
///
/// ```swift
/// let cat = container ~> (Animal.self, argument: "Mimi")
/// ```
@inlinable
public func ~> <R: Resolver, Service, Arg1>(
    resolver: R, request: (service: Service.Type, argument: Arg1)
) -> Service {
    guard let instance = resolver.resolve(request.service, argument: request.argument) else {
        Container.operatorFailed(Service.self, name: nil, arguments: Arg1.self)
    }
    return instance
}

/// The instance made by the factory of `service` named `name` taking one argument:
/// `resolver.resolve(service, name: name, argument: argument)!`.
///
/// ```swift
/// let cat = container ~> (Animal.self, name: "cat", argument: "Mimi")
/// ```
@inlinable
public func ~> <R: Resolver, Service, Arg1>(
    resolver: R, request: (service: Service.Type, name: String, argument: Arg1)
) -> Service {
    guard let instance = resolver.resolve(request.service, name: request.name, argument: request.argument) else {
        Container.operatorFailed(Service.self, name: request.name, arguments: Arg1.self)
    }
    return instance
}

/// The instance made by the factory of `service` taking two arguments, passed as a tuple:
/// `resolver.resolve(service, arguments: a, b)!`.
///
/// ```swift
/// let cat = container ~> (Animal.self, arguments: ("Mimi", 3))
/// ```
@inlinable
public func ~> <R: Resolver, Service, Arg1, Arg2>(
    resolver: R, request: (Service.Type, arguments: (Arg1, Arg2))
) -> Service {
    let (arg1, arg2) = request.arguments
    guard let instance = resolver.resolve(request.0, arguments: arg1, arg2) else {
        Container.operatorFailed(Service.self, name: nil, arguments: (Arg1, Arg2).self)
    }
    return instance
}

/// The instance made by the factory of `service` named `name` taking two arguments, passed as a
/// tuple: `resolver.resolve(service, name: name, arguments: a, b)!`.
///
/// ```swift
/// let cat = container ~> (Animal.self, name: "cat", arguments: ("Mimi", 3))
/// ```
@inlinable
public func ~> <R: Resolver, Service, Arg1, Arg2>(
    resolver: R, request: (Service.Type, name: String, arguments: (Arg1, Arg2))
) -> Service {
    let (arg1, arg2) = request.arguments
    guard let instance = resolver.resolve(request.0, name: request.name, arguments: arg1, arg2) else {
        Container.operatorFailed(Service.self, name: request.name, arguments: (Arg1, Arg2).self)
    }
    return instance
}

/// The instance made by the factory of `service` taking three arguments, passed as a tuple:
/// `resolver.resolve(service, arguments: a, b, c)!`.
///
/// ```swift
/// let cat = container ~> (Animal.self, arguments: ("Mimi", 3, 0.5))
/// ```
@inlinable
public func ~> <R: Resolver, Service, Arg1, Arg2, Arg3>(
    resolver: R, request: (Service.Type, arguments: (Arg1, Arg2, Arg3))
) -> Service {
    let (arg1, arg2, arg3) = request.arguments
    guard let instance = resolver.resolve(request.0, arguments: arg1, arg2, arg3) else {
        Container.operatorFailed(Service.self, name: nil, arguments: (Arg1, Arg2, Arg3).self)
    }
    return instance
}

/// The instance made by the factory of `service` named `name` taking three arguments, passed as a
/// tuple: `resolver.resolve(service, name: name, arguments: a, b, c)!`.
///
/// ```swift
/// let cat = container ~> (Animal.self, name: "cat", arguments: ("Mimi", 3, 0.5))
/// ```
@inlinable
public func ~> <R: Resolver, Service, Arg1, Arg2, Arg3>(
    resolver: R, request: (Service.Type, name: String, arguments: (Arg1, Arg2, Arg3))
) -> Service {
    let (arg1, arg2, arg3) = request.arguments
    guard let instance = resolver.resolve(request.0, name: request.name, arguments: arg1, arg2, arg3) else {
        Container.operatorFailed(Service.self, name: request.name, arguments: (Arg1, Arg2, Arg3).self)
    }
    return instance
}
