/// The async side of a registration made with an `async` factory or with `register(main:)`.
protocol DIAsyncMaking: AnyObject, Sendable {
    var isolation: DIIsolation { get }
    /// Whether the resolve in progress must make it ahead: it cannot be made synchronously here.
    var mustRunAhead: Bool { get }
    /// Makes one instance for the synchronous part of the resolve in progress to take.
    func makeAhead(_ ctx: inout DIResolution) async throws(DIError)
    /// Runs the registration's injections and hooks on an object made elsewhere (`await inject(into:)`).
    func setUp(object: Any, _ ctx: inout DIResolution) async throws(DIError)
}

extension DIAsyncMaking {
    var mustRunAhead: Bool {
        switch isolation {
        case .none: return false
        case .async, .globalActor: return true
        case .mainActor: return !DIMainThread.isCurrent
        }
    }

    func setUp(object: Any, _ ctx: inout DIResolution) async throws(DIError) {}
}
