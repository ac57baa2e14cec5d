// The model types every system builds: hand-wired Swift, Swinject and Dowel construct exactly
// these classes, so the rows of a scenario differ only in how the objects are wired.
//
// Final classes with small stored properties: what services in an app look like, and an
// allocation per transient object, as in real code.

// MARK: singleton, perrun, percontainer, lookup, child-singleton, threads2-singleton

/// A value known only at run time, as a real singleton's state is (configuration, the
/// environment). With constant stored properties the compiler emits a `static let` of these
/// classes as a pre-built immortal object whose retain and release are free, which no
/// container-made instance can be; that would not be a program's singleton either.
@inline(never) @_optimize(none)
func runtimeValue() -> Int { 1 }

/// A program-wide service (a cached lifetime in every system).
final class Config: Sendable {
    let verbose: Bool
    init() { verbose = runtimeValue() == 0 }
}

/// Cached for the program's run (`.perRun(.strong)`; Swinject `.container`).
final class RunCache: Sendable {
    let capacity: Int
    init() { capacity = 64 * runtimeValue() }
}

/// Cached per container (`.perContainer(.strong)`; Swinject `.container`).
final class Session: Sendable {
    let id: Int
    init() { id = runtimeValue() }
}

// MARK: transient, child-transient, threads2-transient

/// A service without dependencies, new on every resolve.
final class Service {
    let id: Int
    init() { id = 7 }
}

// MARK: combined

/// A transient with two dependencies: one singleton (`Config`), one transient (`Service`).
final class Combined {
    let config: Config
    let service: Service
    init(config: Config, service: Service) {
        self.config = config
        self.service = service
    }
}

// MARK: complex: ten objects, three levels, all new on every resolve
//
//              Root
//      /        |        \
//   Left      Middle     Right
//   /  \      /   \      /   \
// Leaf1 Leaf2 Leaf3 Leaf4 Leaf5 Leaf6

final class Leaf1 { init() {} }
final class Leaf2 { init() {} }
final class Leaf3 { init() {} }
final class Leaf4 { init() {} }
final class Leaf5 { init() {} }
final class Leaf6 { init() {} }

final class Left {
    let a: Leaf1
    let b: Leaf2
    init(a: Leaf1, b: Leaf2) {
        self.a = a
        self.b = b
    }
}

final class Middle {
    let a: Leaf3
    let b: Leaf4
    init(a: Leaf3, b: Leaf4) {
        self.a = a
        self.b = b
    }
}

final class Right {
    let a: Leaf5
    let b: Leaf6
    init(a: Leaf5, b: Leaf6) {
        self.a = a
        self.b = b
    }
}

final class Root {
    let left: Left
    let middle: Middle
    let right: Right
    init(left: Left, middle: Middle, right: Right) {
        self.left = left
        self.middle = middle
        self.right = right
    }
}

// MARK: property

/// Created without arguments; its dependencies are set as properties afterwards.
final class PropertyHost {
    var config: Config!
    var service: Service!
    init() {}
}

// MARK: named, tagged

protocol Animal: AnyObject {
    var sound: String { get }
}

final class Cat: Animal {
    var sound: String { "meow" }
    init() {}
}

final class Dog: Animal {
    var sound: String { "woof" }
    init() {}
}

/// Tag types for Dowel's `.as(_:tag:)` (Swinject uses the names "soft" / "hard").
enum Soft {}
enum Hard {}

protocol Bed: AnyObject {
    var firmness: Int { get }
}

final class Pillow: Bed {
    var firmness: Int { 1 }
    init() {}
}

final class Plank: Bed {
    var firmness: Int { 9 }
    init() {}
}

// MARK: many: ten implementations of one protocol

protocol Plugin: AnyObject {
    var order: Int { get }
}

final class Plugin0: Plugin {
    var order: Int { 0 }
    init() {}
}
final class Plugin1: Plugin {
    var order: Int { 1 }
    init() {}
}
final class Plugin2: Plugin {
    var order: Int { 2 }
    init() {}
}
final class Plugin3: Plugin {
    var order: Int { 3 }
    init() {}
}
final class Plugin4: Plugin {
    var order: Int { 4 }
    init() {}
}
final class Plugin5: Plugin {
    var order: Int { 5 }
    init() {}
}
final class Plugin6: Plugin {
    var order: Int { 6 }
    init() {}
}
final class Plugin7: Plugin {
    var order: Int { 7 }
    init() {}
}
final class Plugin8: Plugin {
    var order: Int { 8 }
    init() {}
}
final class Plugin9: Plugin {
    var order: Int { 9 }
    init() {}
}

// MARK: lazy, provider

/// A new-every-time dependency that a host takes deferred.
final class Heavy {
    let size: Int
    init() { size = 4096 }
}

/// Holds a deferred `Heavy`. Each system supplies the deferral its own way (a closure by hand,
/// `Swinject.Lazy`, `Dowel.Lazy`); the host resolves it on first use and keeps it.
final class LazyHost {
    private let load: () -> Heavy
    private(set) lazy var heavy: Heavy = load()
    init(load: @escaping () -> Heavy) { self.load = load }
}

/// A request object made anew on every call of a provider.
final class Request {
    let id: Int
    init() { id = 3 }
}

/// Makes `Request`s on demand: a closure by hand, `Swinject.Provider`, `Dowel.Provider`.
final class RequestFactory {
    let make: () -> Request
    init(make: @escaping () -> Request) { self.make = make }
}

// MARK: objectgraph: one Context shared by everything one resolve builds

final class GraphContext {
    init() {}
}

final class GraphLeft {
    let context: GraphContext
    init(context: GraphContext) { self.context = context }
}

final class GraphRight {
    let context: GraphContext
    init(context: GraphContext) { self.context = context }
}

final class GraphRoot {
    let left: GraphLeft
    let right: GraphRight
    init(left: GraphLeft, right: GraphRight) {
        self.left = left
        self.right = right
    }
}

// MARK: args: resolve-time arguments

final class Pet {
    let name: String
    let age: Int
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
}

// MARK: framework: the same protocol registered by two frameworks

protocol Storyboard: AnyObject {
    var title: String { get }
}

final class MainStoryboard: Storyboard {
    let title = "main"
    init() {}
}

final class ProfileStoryboard: Storyboard {
    let title = "profile"
    init() {}
}

// MARK: await-*, asynclazy, asyncprovider (issue 31)
//
// The hand-wired side of an awaited resolve is a call of an `async` function that does not
// suspend. Those functions are `@inline(never)`: an async function of another module, whose body
// the caller cannot see, as a factory's `await` is; inlined, the `await` would cost nothing and
// the row would be the synchronous one again.

/// A ready value, awaited: the hand-wired `await-singleton`.
@inline(never)
func awaitedConfig() async -> Config { Globals.config }

/// A ready value, awaited on the main actor from the main actor: the hand-wired `await-main`.
@MainActor @inline(never)
func mainAwaitedConfig() async -> Config { Globals.config }

/// A new object with 2 dependencies made by an `async` function: the hand-wired `await-combined`.
@inline(never)
func awaitedCombined() async -> Combined { Combined(config: Globals.config, service: Service()) }

/// Made by an `async` factory (opening a connection, say), new every time.
final class Connection {
    let id: Int
    private init() { id = 5 }

    /// The async factory; it does not suspend, so the row measures the `await`, not a wait.
    @inline(never)
    static func open() async -> Connection { Connection() }
}

/// Holds an async-deferred `Heavy`: a closure by hand, `Dowel.AsyncLazy`; it makes it on the
/// first `heavy()` and keeps it.
final class AsyncLazyHost {
    private let load: () async -> Heavy
    private var made: Heavy?
    init(load: @escaping () async -> Heavy) { self.load = load }

    func heavy() async -> Heavy {
        if let made { return made }
        let value = await load()
        made = value
        return value
    }
}

/// Makes `Request`s on demand with `await`: a closure by hand, `Dowel.AsyncProvider`.
final class AsyncRequestFactory {
    let make: () async -> Request
    init(make: @escaping () async -> Request) { self.make = make }
}
