extension DIValidator {
    /// Whether `target`, an `.objectGraph` registration without an initialiser, is already there
    /// whenever `source` is made: the registrations marked `.root()` reach `source` only through
    /// `target`. Such a `target` is made elsewhere (a storyboard's view controller) and handed to
    /// `inject(into:)`, which starts the object graph with it, so what its injections need back
    /// finds it in that graph. DITranquillity's validation accepts the same graph.
    ///
    /// ```swift
    /// container.register(Presenter.init(screen:))            // needs the screen back
    /// container.register(Screen.self).injection { $0.presenter = $1 }.lifetime(.objectGraph).root()
    /// ```
    ///
    /// Without a root every registration is an entry point, and `source` alone cannot be made.
    /// Only called for an edge already found wanting (rare), so one pass over the edges per call.
    func isProvidedByItsGraph(_ target: Int, to source: Int) -> Bool {
        let vertices = graph.vertices
        guard vertices[target].lifetime == .objectGraph, vertices.contains(where: \.isRoot) else { return false }
        var outgoing = Array(repeating: [Int](), count: vertices.count)
        for position in 0..<edgeTargets.count {
            for place in edgeTargets.targetRange(position) {
                outgoing[edgeTargets[position].from].append(edgeTargets.target(at: place))
            }
        }
        func reaches(from starts: [Int], avoiding blocked: Int?) -> Set<Int> {
            var seen = Set(starts)
            var queue = starts
            while let vertex = queue.popLast() {
                guard vertex != blocked else { continue }
                for next in outgoing[vertex] where seen.insert(next).inserted {
                    queue.append(next)
                }
            }
            return seen
        }
        let roots = vertices.indices.filter { vertices[$0].isRoot }
        return !reaches(from: roots, avoiding: target).contains(source)
            && reaches(from: [target], avoiding: nil).contains(source)
    }
}
