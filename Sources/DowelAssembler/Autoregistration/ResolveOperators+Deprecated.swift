// SwinjectAutoregistration's older spellings, where the arguments follow the type without a
// tuple. Kept so that code using them compiles; each says what to write instead.

/// The instance made by the factory of `service` named `name` taking two arguments, listed after
/// the name. Deprecated: pass the arguments as a tuple.
///
/// ```swift
/// let cat = container ~> (Animal.self, name: "cat", arguments: ("Mimi", 3))   // instead
/// ```
@available(
    *, deprecated, message: "pass the arguments as a tuple: ~> (Service.self, name: \"name\", arguments: (a, b))"
)
@inlinable
public func ~> <R: Resolver, Service, Arg1, Arg2>(
    resolver: R, request: (Service.Type, name: String, arguments: Arg1, Arg2)
) -> Service {
    resolver ~> (request.0, name: request.name, arguments: (request.arguments, request.3))
}

/// The instance made by the factory of `service` taking three arguments, listed after the type.
/// Deprecated: pass the arguments as a tuple.
///
/// ```swift
/// let cat = container ~> (Animal.self, arguments: ("Mimi", 3, 0.5))   // instead
/// ```
@available(*, deprecated, message: "pass the arguments as a tuple: ~> (Service.self, arguments: (a, b, c))")
@inlinable
public func ~> <R: Resolver, Service, Arg1, Arg2, Arg3>(
    resolver: R, request: (Service.Type, arguments: Arg1, Arg2, Arg3)
) -> Service {
    resolver ~> (request.0, arguments: (request.arguments, request.2, request.3))
}

/// The instance made by the factory of `service` named `name` taking three arguments, listed after
/// the name. Deprecated: pass the arguments as a tuple.
///
/// ```swift
/// let cat = container ~> (Animal.self, name: "cat", arguments: ("Mimi", 3, 0.5))   // instead
/// ```
@available(
    *, deprecated, message: "pass the arguments as a tuple: ~> (Service.self, name: \"name\", arguments: (a, b, c))"
)
@inlinable
public func ~> <R: Resolver, Service, Arg1, Arg2, Arg3>(
    resolver: R, request: (Service.Type, name: String, arguments: Arg1, Arg2, Arg3)
) -> Service {
    resolver ~> (request.0, name: request.name, arguments: (request.arguments, request.3, request.4))
}
