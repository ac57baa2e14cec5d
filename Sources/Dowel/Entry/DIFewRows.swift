/// A short list of rows that holds its first in place: the rows a replace takes the place of,
/// almost always one. An array would allocate on every replace (issue 27: an override's cost).
struct DIFewRows {
    private var first: DIRowBase?
    private var others: [DIRowBase] = []

    init() {}

    mutating func append(_ row: DIRowBase) {
        if first == nil {
            first = row
        } else {
            others.append(row)
        }
    }

    /// Calls `body` with each row, in order, lending it rather than copying the list: a
    /// `Sequence` iterator held a copy of the list and handed out each row owned, two reference
    /// counts per row and loop, and a replace loops over its rows four times (callgrind, an
    /// override: 12 retains and 11 releases in `DIRegistry.replace`).
    func forEach(_ body: (DIRowBase) -> Void) {
        guard let first else { return }
        body(first)
        for index in others.indices {
            body(others[index])
        }
    }
}
