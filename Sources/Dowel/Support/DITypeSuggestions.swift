/// "Did you mean" for a missing dependency: the registered type names closest by edit distance.
struct DITypeSuggestions {
    private let names: [String]
    /// Answers already computed: a graph often misses the same type from many places.
    private var cache: [String: [String]] = [:]

    init(names: [String]) {
        // Names and tags are not part of the type: "Animal named \"x\"" suggests "Animal".
        let types = names.map { name in
            String(name.prefix { $0 != " " })
        }
        self.names = Array(Set(types)).sorted()
    }

    /// Up to three names within a third of the name's length (at least 2) edits of `name`.
    mutating func closest(to name: String) -> [String] {
        if let known = cache[name] { return known }
        let limit = max(2, name.count / 3)
        var scored: [(name: String, distance: Int)] = []
        for candidate in names where candidate != name && abs(candidate.count - name.count) <= limit {
            let d = Self.distance(name, candidate)
            if d <= limit {
                scored.append((candidate, d))
            }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        let answer = scored.prefix(3).map(\.name)
        cache[name] = answer
        return answer
    }

    /// Levenshtein distance, case-insensitive (`Httpclient` still suggests `HTTPClient`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
