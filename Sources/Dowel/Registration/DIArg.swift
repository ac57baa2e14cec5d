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
        if let packed = ctx.packed, ctx.depth == DIPackedArguments.depth {
            // A value of exactly `T` was read by `DIPackedArguments.take` in the parameter's own
            // specialised code; what reaches here needs the cast (or is missing).
            let index = packed.pointee.taken
            let value = try take(index, of: packed.pointee.count, packed.pointee.boxed)
            packed.pointee.taken = index + 1
            return value
        }
        guard let state = ctx.state, let arguments = state.arguments, ctx.depth == state.argumentsDepth else {
            if let none = T.self as? any DIOptionalNone.Type {
                // DITranquillity's rule: an optional argument nobody passed is nil.
                return DIArg(value: none._diNone as! T)
            }
            let expected = DITypeName.of(T.self)
            throw DIError(
                kind: .wrongArguments, requested: "arg(\(expected))",
                reason: "the factory takes a resolve-time argument of type \(expected), but it was not "
                    + "resolved with resolve(args:) (only the requested type receives arguments)")
        }
        let index = state.argumentsTaken
        let value = try take(index, of: arguments.count) { arguments[$0] }
        state.argumentsTaken = index + 1
        return value
    }

    /// Argument `index` of `count` passed, converted to `T` by a runtime cast (an `Int` for an
    /// `Int?`, a subclass for its superclass); nil for an `Optional` parameter past the last one.
    static func take(_ index: Int, of count: Int, _ argument: (Int) -> Any) throws(DIError) -> DIArg<T> {
        guard index < count else {
            if let none = T.self as? any DIOptionalNone.Type {
                return DIArg(value: none._diNone as! T)
            }
            let expected = DITypeName.of(T.self)
            throw DIError(
                kind: .wrongArguments, requested: "arg(\(expected))",
                reason: "the factory takes more arguments than the \(count) passed to "
                    + "resolve(args:); argument \(index + 1) should be \(expected)")
        }
        let passed = argument(index)
        guard let value = passed as? T else {
            let expected = DITypeName.of(T.self)
            throw DIError(
                kind: .wrongArguments, requested: "arg(\(expected))",
                reason: "argument \(index + 1) should be \(expected), but resolve(args:) passed "
                    + "\(DITypeName.of(type(of: passed))) (\(passed))")
        }
        return DIArg(value: value)
    }

    @usableFromInline
    static var _diDependency: DIDependency { DIDependency(kind: .argument, type: T.self) }
}

/// `DIArg` seen from a parameter: the type of the value it carries.
@usableFromInline
protocol DIArgument {
    static var _diValueType: Any.Type { get }
}

extension DIArg: DIArgument {
    @usableFromInline
    static var _diValueType: Any.Type { T.self }
}

/// `Optional`'s `nil`, for an `arg(...)` parameter of optional type that no argument reached.
protocol DIOptionalNone {
    static var _diNone: Self { get }
}

extension Optional: DIOptionalNone {
    static var _diNone: Self { nil }
}
