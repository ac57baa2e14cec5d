/// Where the unlabeled `register(Screen.init)` of a `@MainActor` initialiser lives.
///
/// DITranquillity 6 registers main-actor, other-global-actor and plain initialisers with one
/// spelling, `register(X.init)`. Swift counts a `@MainActor` parameter and an `@isolated(any)` one
/// as the same overload, so `DIContainer` cannot declare both; it declares the `@isolated(any)` family
/// (any other global actor), and this protocol's extension the `@MainActor` one. An exact match still
/// wins over the `@isolated(any)` conversion, so a main-actor initialiser gets `register(main:)`'s
/// registration (made synchronously on the main actor), and a nonisolated one the plain overload.
/// Only `DIContainer` conforms; nothing else needs to.
///
/// ```swift
/// @MainActor final class ProfileScreen { init(user: User) { … } }
/// container.register(ProfileScreen.init)      // the same as register(main: ProfileScreen.init)
/// let screen: ProfileScreen = await container.resolve()
/// ```
public protocol DIMainActorRegistering: AnyObject {}

extension DIContainer: DIMainActorRegistering {}

extension DIMainActorRegistering where Self: DIContainer {
    /// Registers a `@MainActor` initialiser whose first parameter is taken through a modifier
    /// (`arg`, `many`, `by(tag:on:)`), without the `main:` label, as in DITranquillity 6.
    ///
    /// ```swift
    /// @MainActor final class Banner { init(text: String, theme: Theme) { … } }
    /// container.register(Banner.init) { arg($0) }
    /// let banner: Banner = await container.resolve(args: "Hello")
    /// ```
    @_alwaysEmitIntoClient
    @discardableResult
    public func register<Impl: Sendable, P0, each P, M0>(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @Sendable @MainActor (P0, repeat each P) -> Impl,
        modificator: @escaping @Sendable (M0) -> P0
    ) -> DIComponentBuilder<Impl> {
        register(file: file, line: line, main: make, modificator: modificator)
    }

    /// Registers a `@MainActor` initialiser whose first two parameters are taken through modifiers,
    /// without the `main:` label, as in DITranquillity 6.
    ///
    /// ```swift
    /// @MainActor final class Card { init(title: String, count: Int, theme: Theme) { … } }
    /// container.register(Card.init) { (arg($0), arg($1)) }
    /// let card: Card = await container.resolve(args: "Inbox", 3)
    /// ```
    @_alwaysEmitIntoClient
    @discardableResult
    public func register<Impl: Sendable, P0, P1, each P, M0, M1>(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @Sendable @MainActor (P0, P1, repeat each P) -> Impl,
        modificator: @escaping @Sendable (M0, M1) -> (P0, P1)
    ) -> DIComponentBuilder<Impl> {
        register(file: file, line: line, main: make, modificator: modificator)
    }
}
