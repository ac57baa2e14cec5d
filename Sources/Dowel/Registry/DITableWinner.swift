import CDowel

/// What the C table holds under one key `(type, name, scope)`: the answer of its lookup, typed,
/// for the paths outside `Registry/` that are not the hot resolve path.
///
/// ```swift
/// let winner = container.table.winner(Cat.self, nameID: DIName.unnamed.id)
/// switch winner {
/// case .cell: print(winner.row!.component.site)
/// case .ambiguous: print("several equally good")
/// case .none: print("not registered here")
/// }
/// ```
@usableFromInline
enum DITableWinner: Equatable {
    /// Nothing is stored under the key.
    case none
    /// Several rows share the highest priority.
    case ambiguous
    /// One row wins: the address of its cell. The row object is read only when asked for
    /// (``row``): bulk readers such as the graph map the address itself, without touching it.
    case cell(UInt)

    /// The answer of `dowel_table_lookup` as the hot path holds it (a cell address, or one of
    /// the two markers), typed.
    @inlinable
    init(raw: UInt) {
        switch raw {
        case DOWEL_NONE: self = .none
        case DOWEL_AMBIGUOUS: self = .ambiguous
        default: self = .cell(raw)
        }
    }

    /// The answer as the hot path holds it (see ``init(raw:)``).
    var raw: UInt {
        switch self {
        case .none: return DOWEL_NONE
        case .ambiguous: return DOWEL_AMBIGUOUS
        case .cell(let address): return address
        }
    }
}

extension DITable {
    /// The scope id of the global view (registrations made outside any framework or assembly).
    @inlinable
    static var globalScope: UInt64 { DOWEL_GLOBAL_SCOPE }

    /// The winner of `(type, nameID, scope)`, as the hot lookup decides it. Name ids are hashes:
    /// a caller asking for a name compares the winner's full name.
    func winner(_ type: Any.Type, nameID: UInt64, scope: UInt64 = DOWEL_GLOBAL_SCOPE) -> DITableWinner {
        DITableWinner(raw: dowel_table_lookup(pointer, diTypeID(dynamic: type), nameID, scope))
    }
}
