// Distinct types for the build-* and lookup-* scenarios: `Reg<N>` where N is a binary number
// spelled in types, `Bit0<Bit1<Bit1<End>>>`. Walking a tree of depth k visits 2^k distinct
// instantiations, so 100,000 registrations are 100,000 different types (different metatypes,
// different keys) without writing them out. Their metadata is instantiated by the runtime on
// first use, which the warm-up iteration absorbs.

/// The end of a type-level number.
enum End {}
/// A 0 digit in front of the rest `N`.
enum Bit0<N> {}
/// A 1 digit in front of the rest `N`.
enum Bit1<N> {}

/// The registered type: a small struct, one per type-level number.
struct Reg<N> {
    let value: Int
    init() { value = 1 }
}

/// Receives each distinct `Reg<N>` type in turn; each system registers it its own way.
protocol RegVisitor {
    mutating func visit<N>(_ type: Reg<N>.Type)
}

/// Calls `visitor.visit` with `count` distinct `Reg<N>` types (the same types on every call, in
/// the same order).
func forEachRegType<V: RegVisitor>(count: Int, _ visitor: inout V) {
    var depth = 0
    while (1 << depth) < count { depth += 1 }
    var remaining = count
    walk(End.self, depth: depth, remaining: &remaining, &visitor)
}

private func walk<N, V: RegVisitor>(_: N.Type, depth: Int, remaining: inout Int, _ visitor: inout V) {
    guard remaining > 0 else { return }
    if depth == 0 {
        visitor.visit(Reg<N>.self)
        remaining -= 1
        return
    }
    walk(Bit0<N>.self, depth: depth - 1, remaining: &remaining, &visitor)
    walk(Bit1<N>.self, depth: depth - 1, remaining: &remaining, &visitor)
}
