extension DIGraph {
    /// Which case of ``DIGraph/Resolution`` an edge is, its targets kept apart.
    enum Outcome: UInt8, Sendable {
        case resolved, ambiguous, missing, argument
    }

    /// The vertices an edge points to: one held inline (nearly every edge), several in an array.
    ///
    /// ```swift
    /// for target in edge.targetList where graph.vertices[target].isRoot { ... }
    /// ```
    struct TargetList: RandomAccessCollection, Sendable {
        /// The single target when `several` is empty; -1 for none.
        private let single: Int
        private let several: [Int]

        /// No target (missing, an argument, an empty `many`).
        static let none = TargetList(single: -1, several: [])

        private init(single: Int, several: [Int]) {
            self.single = single
            self.several = several
        }

        /// One target.
        init(_ target: Int) {
            self.init(single: target, several: [])
        }

        /// Targets in order; a single one is kept inline.
        init(_ targets: [Int]) {
            switch targets.count {
            case 0: self = .none
            case 1: self.init(targets[0])
            default: self.init(single: -1, several: targets)
            }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { several.isEmpty ? (single < 0 ? 0 : 1) : several.count }

        subscript(position: Int) -> Int {
            several.isEmpty ? single : several[position]
        }
    }
}
