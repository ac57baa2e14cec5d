/// How a registration's factory must be run, as recorded for the graph and validation.
///
/// ```swift
/// container.register { await Database.open() }       // .async
/// container.register(main: ProfileScreen.init)        // .mainActor
/// container.register(isolated: DatabaseActor.self, Store.init)   // .globalActor
/// container.register(Cat.init)                        // .none
/// ```
public enum DIIsolation: String, Sendable, Equatable, CustomStringConvertible {
    /// A plain synchronous factory: any resolve form, on any thread.
    case none
    /// An `async` factory or initialiser: only `await container.resolve()` (and `AsyncLazy`,
    /// `AsyncProvider`) can make it.
    case async
    /// A `@MainActor` factory (`register(main:)`): synchronously on the main actor, through `await`
    /// elsewhere.
    case mainActor
    /// Isolated to a global actor other than the main actor (`register(isolated:_:)`): made on
    /// that actor, through `await` only.
    case globalActor

    /// `async`, `main actor`, `global actor` or `sync`, as reports show it.
    public var description: String {
        switch self {
        case .none: return "sync"
        case .async: return "async"
        case .mainActor: return "main actor"
        case .globalActor: return "global actor"
        }
    }
}
