/// A factory parameter filled from `resolve(args:)` rather than from the container; written
/// with ``arg(_:)``.
///
/// ```swift
/// container.register { Greeter(who: arg($0), times: arg($1)) }
/// let greeter: Greeter = container.resolve(args: "Ada", 3)
/// ```
public struct DIArg<T> {
    @usableFromInline let value: T

    @usableFromInline
    init(value: T) {
        self.value = value
    }
}

/// Marks a factory parameter as a resolve-time argument and returns its value.
///
/// ```swift
/// container.register { Greeter(who: arg($0), times: arg($1)) }
/// ```
@inlinable
public func arg<T>(_ argument: DIArg<T>) -> T {
    argument.value
}

extension DIArg: DISpecialParameter {
    @usableFromInline
    static func _diResolveParameter(_ ctx: inout DIResolution) throws(DIError) -> DIArg<T> {
        let expected = DITypeName.of(T.self)
        guard let state = ctx.state, let arguments = state.arguments, ctx.depth == state.argumentsDepth else {
            if let none = T.self as? any DIOptionalNone.Type {
                // DITranquillity's rule: an optional argument nobody passed is nil.
                return DIArg(value: none._diNone as! T)
            }
            throw DIError(
                kind: .wrongArguments, requested: "arg(\(expected))",
                reason: "the factory takes a resolve-time argument of type \(expected), but it was not "
                    + "resolved with resolve(args:) (only the requested type receives arguments)")
        }
        let index = state.argumentsTaken
        guard index < arguments.count else {
            if let none = T.self as? any DIOptionalNone.Type {
                return DIArg(value: none._diNone as! T)
            }
            throw DIError(
                kind: .wrongArguments, requested: "arg(\(expected))",
                reason: "the factory takes more arguments than the \(arguments.count) passed to "
                    + "resolve(args:); argument \(index + 1) should be \(expected)")
        }
        guard let value = arguments[index] as? T else {
            throw DIError(
                kind: .wrongArguments, requested: "arg(\(expected))",
                reason: "argument \(index + 1) should be \(expected), but resolve(args:) passed "
                    + "\(DITypeName.of(type(of: arguments[index]))) (\(arguments[index]))")
        }
        state.argumentsTaken = index + 1
        return DIArg(value: value)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .argument, type: T.self) }
}

/// `Optional`'s `nil`, for an `arg(...)` parameter of optional type that no argument reached.
protocol DIOptionalNone {
    static var _diNone: Self { get }
}

extension Optional: DIOptionalNone {
    static var _diNone: Self { nil }
}
