import CDowel
import Testing

@Suite struct TableIterationTests {
    @Test("A type's rows span its names and scopes, in insertion order, and no other type's")
    func typeIterationAcrossNamesAndScopes() {
        let table = Table(capacity: 2, seed: 0x17E4)
        let types: [UInt64] = [0, 21, .max]  // the extremes are legal type ids
        let names: [UInt64] = [DOWEL_UNNAMED, 0xAAAA, 0xBBBB]
        let scopes: [UInt64] = [DOWEL_GLOBAL_SCOPE, 0x5C0E]
        var rng = SplitMix64(seed: 21)
        var expectedOfType: [UInt64: [UInt32]] = [:]
        var expectedOfKey: [Key: [UInt32]] = [:]
        for index in 0..<600 {
            let key = Key(
                types[rng.below(types.count)], names[rng.below(names.count)], scopes[rng.below(scopes.count)])
            let row = table.insert(key, UInt(index) + 2)
            expectedOfType[key.type, default: []].append(row)
            expectedOfKey[key, default: []].append(row)
        }
        #expect(expectedOfKey.count == types.count * names.count * scopes.count, "every combination was drawn")
        for type in types {
            let chain = table.typeChain(type, limit: 601)
            #expect(chain == expectedOfType[type], "type \(type)")
            #expect(chain.allSatisfy { table.row($0).key.type_id == type }, "type \(type)")
            #expect(Set(chain.map { Key(table.row($0).key) }).count == names.count * scopes.count, "type \(type)")
            // The last row of a type ends its chain.
            #expect(chain.last.map { table.row($0).next_same_type } == DOWEL_END)
        }
        for (key, rows) in expectedOfKey {
            #expect(table.keyChain(key) == rows, "\(key)")
            #expect(table.count(key) == UInt32(rows.count), "\(key)")
            #expect(rows.map { table.row($0).key.scope_id } == Array(repeating: key.scope, count: rows.count))
        }
    }

    @Test("The global walk of a type gives its global rows' values in order, skipping scoped and removed rows")
    func globalValuesOfAType() {
        let table = Table(capacity: 2, seed: 0x17E8)
        let scoped: UInt64 = 0x5C0E
        var expected: [UInt] = []
        var removable: [UInt32] = []
        for index in 0..<40 {
            let value = UInt(100 + index)
            let global = index % 3 != 0
            let key = Key(9, index % 2 == 0 ? DOWEL_UNNAMED : 0xAAAA, global ? DOWEL_GLOBAL_SCOPE : scoped)
            let row = table.insert(key, value)
            if global && index % 5 == 0 {
                removable.append(row)
            } else if global {
                expected.append(value)
            }
        }
        table.insert(Key(10), 999)  // another type's row
        for row in removable {
            dowel_table_remove(table.pointer, row)
        }
        var walked: [UInt] = []
        var row = dowel_table_first_of_type(table.pointer, 9)
        #expect(dowel_table_count_global(table.pointer, row) == UInt32(expected.count))
        while walked.count <= 40 {
            let value = dowel_table_next_global_value(table.pointer, &row)
            if value == 0 { break }
            walked.append(value)
        }
        #expect(walked == expected)
        #expect(row == DOWEL_END)
        var end = DOWEL_END
        #expect(dowel_table_next_global_value(table.pointer, &end) == 0)
        #expect(dowel_table_count_global(table.pointer, DOWEL_END) == 0)
    }

    @Test("Missing keys and types have no rows")
    func missingKeysAndTypes() {
        let table = Table(capacity: 0, seed: 0x17E5)
        #expect(table.first(Key(1)) == DOWEL_END, "empty table")
        #expect(dowel_table_first_of_type(table.pointer, 1) == DOWEL_END, "empty table")
        #expect(table.lookup(Key(1)) == DOWEL_NONE, "empty table")
        #expect(table.rowCount == 0)

        table.insert(Key(1, 2, 3), 50)
        let missing = [Key(1), Key(1, 2), Key(1, 3, 3), Key(1, 2, 4), Key(2, 2, 3), Key(.max, 2, 3), Key(0, 2, 3)]
        for key in missing {
            #expect(table.first(key) == DOWEL_END, "\(key)")
            #expect(table.count(key) == 0, "\(key)")
            #expect(table.lookup(key) == DOWEL_NONE, "\(key)")
        }
        #expect(dowel_table_first_of_type(table.pointer, 2) == DOWEL_END)
        #expect(dowel_table_first_of_type(table.pointer, 0) == DOWEL_END)
        #expect(table.first(Key(1, 2, 3)) == 0)
        #expect(dowel_table_first_of_type(table.pointer, 1) == 0)
        #expect(dowel_table_next_same_key(table.pointer, 0) == DOWEL_END)
        #expect(dowel_table_next_same_type(table.pointer, 0) == DOWEL_END)
    }

    @Test("A type's iteration key is not a registration")
    func iterationKeyIsNotARegistration() {
        let table = Table(capacity: 0, seed: 0x17E6)
        table.insert(Key(4, 1, 1), 60)
        table.insert(Key(4, 2, 2), 61)
        // The header reserves DOWEL_ANY for the per-type key; a lookup of it must not yield a
        // row's value as if it had been registered.
        #expect(table.lookup(Key(4, DOWEL_ANY, DOWEL_ANY)) == DOWEL_NONE)
        #expect(table.typeChain(4) == [0, 1])
    }

    @Test("A row copy carries the key, value, flags and both links")
    func rowCopy() {
        let table = Table(capacity: 0, seed: 0x17E7)
        table.insert(Key(7, 1, 0), 0xDEAD_BEEF, flags: byDefault | 0x40)
        table.insert(Key(8, 1, 0), 3)
        table.insert(Key(7, 1, 0), 4, flags: forTests)
        table.insert(Key(7, 2, 9), 5)
        let first = table.row(0)
        #expect(Key(first.key) == Key(7, 1, 0))
        #expect(first.value == 0xDEAD_BEEF)
        #expect(first.flags == byDefault | 0x40)
        #expect(first.next_same_key == 2)
        #expect(first.next_same_type == 2)
        let third = table.row(2)
        #expect(third.next_same_key == DOWEL_END)
        #expect(third.next_same_type == 3)
        #expect(table.row(1).next_same_type == DOWEL_END)
        #expect(Key(table.row(3).key) == Key(7, 2, 9))
    }
}
