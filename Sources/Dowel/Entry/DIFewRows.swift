/// A short list of rows that holds its first in place: the rows a replace takes the place of,
/// almost always one. An array would allocate on every replace (issue 27: an override's cost).
struct DIFewRows: Sequence {
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

    func makeIterator() -> Iterator {
        Iterator(rows: self)
    }

    struct Iterator: IteratorProtocol {
        let rows: DIFewRows
        /// -1: the first; then an index in `others`.
        var index = -1

        mutating func next() -> DIRowBase? {
            defer { index += 1 }
            if index == -1 {
                return rows.first
            }
            return index < rows.others.count ? rows.others[index] : nil
        }
    }
}
