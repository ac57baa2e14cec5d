/// Creation and live counts per kind of soak object, process-wide.
enum Tracked {
    enum Kind: Int, CaseIterable {
        case single, perRun, parentShared, perChild, weakPerChild, perChildAlias, named, transient, graphLeaf
        case graphRoot, late

    }

    private static let createdCounts = Kind.allCases.map { _ in TestAtomic<Int>(0) }
    private static let liveCounts = Kind.allCases.map { _ in TestAtomic<Int>(0) }

    static func created(_ kind: Kind) -> Int { createdCounts[kind.rawValue].load(ordering: .acquiring) }
    static func live(_ kind: Kind) -> Int { liveCounts[kind.rawValue].load(ordering: .acquiring) }

    static func born(_ kind: Kind) {
        createdCounts[kind.rawValue].add(1, ordering: .relaxed)
        liveCounts[kind.rawValue].add(1, ordering: .relaxed)
    }

    static func died(_ kind: Kind) {
        liveCounts[kind.rawValue].subtract(1, ordering: .relaxed)
    }
}

/// A soak object: counted when made and when released.
class TrackedObject: @unchecked Sendable {
    let kind: Tracked.Kind

    init(_ kind: Tracked.Kind) {
        self.kind = kind
        Tracked.born(kind)
    }

    deinit {
        Tracked.died(kind)
    }
}

final class SingleService: TrackedObject, @unchecked Sendable { init() { super.init(.single) } }
final class PerRunService: TrackedObject, @unchecked Sendable { init() { super.init(.perRun) } }
final class ParentShared: TrackedObject, @unchecked Sendable { init() { super.init(.parentShared) } }
final class PerChild: TrackedObject, @unchecked Sendable { init() { super.init(.perChild) } }
final class WeakPerChild: TrackedObject, @unchecked Sendable { init() { super.init(.weakPerChild) } }
final class NamedService: TrackedObject, @unchecked Sendable { init() { super.init(.named) } }
final class Transient: TrackedObject, @unchecked Sendable { init() { super.init(.transient) } }
final class GraphLeaf: TrackedObject, @unchecked Sendable { init() { super.init(.graphLeaf) } }

protocol AliasedService: AnyObject {
    var kind: Tracked.Kind { get }
}

final class PerChildAlias: TrackedObject, AliasedService, @unchecked Sendable { init() { super.init(.perChildAlias) } }

protocol LateService: AnyObject {
    var number: Int { get }
}

final class Late: TrackedObject, LateService, @unchecked Sendable {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(.late)
    }
}

/// A prototype holding two `.objectGraph` leaves: within one resolve they are one instance.
final class GraphRoot: TrackedObject, @unchecked Sendable {
    let first: GraphLeaf
    let second: GraphLeaf

    init(first: GraphLeaf, second: GraphLeaf) {
        self.first = first
        self.second = second
        super.init(.graphRoot)
    }
}
