import CDowel
import Testing

@Suite struct TableMultiValueTests {
    @Test("Ten thousand rows under one key keep insertion order and count")
    func tenThousandRowsUnderOneKey() {
        let table = Table(capacity: 0, seed: 0x3A1E)
        let key = Key(3, 0x1234, 5)
        let other = Key(3, 0x1234, 6)
        table.insert(other, 9)
        var rows: [UInt32] = []
        for index in 0..<10_000 {
            rows.append(table.insert(key, UInt(index) + 100))
            if index == 0 {
                #expect(table.lookup(key) == 100, "a single row wins")
            }
        }
        #expect(rows == (1...10_000).map { UInt32($0) })
        #expect(table.keyChain(key) == rows)
        #expect(table.count(key) == 10_000)
        #expect(table.lookup(key) == DOWEL_AMBIGUOUS)
        for (index, row) in rows.enumerated() where index % 500 == 0 {
            #expect(table.row(row).value == UInt(index) + 100)
        }
        // The neighbour in the next scope is not disturbed, and the type chain holds both keys.
        #expect(table.lookup(other) == 9)
        #expect(table.keyChain(other) == [0])
        #expect(table.typeChain(3) == [0] + rows)

        // One default among ten thousand plain rows decides; moving it moves the winner.
        table.setFlags(rows[6_543], byDefault)
        #expect(table.lookup(key) == 6_643)
        table.setFlags(rows[6_543], plain)
        table.setFlags(rows[9_999], byDefault)
        #expect(table.lookup(key) == 10_099)
        table.setFlags(rows[0], forTests)
        #expect(table.lookup(key) == 100)
        // Flags do not reorder the chain.
        #expect(table.keyChain(key) == rows)
    }

    @Test("The winner follows the priorities: plain < default < test, ties are ambiguous")
    func winnerTransitions() {
        let table = Table(capacity: 0, seed: 0x3A1F)
        let key = Key(8, DOWEL_UNNAMED, DOWEL_GLOBAL_SCOPE)
        #expect(table.lookup(key) == DOWEL_NONE)
        let a = table.insert(key, 10)
        #expect(table.lookup(key) == 10, "one plain row")
        let b = table.insert(key, 20)
        #expect(table.lookup(key) == DOWEL_AMBIGUOUS, "plain + plain")
        table.setFlags(a, byDefault)
        #expect(table.lookup(key) == 10, "default beats plain")
        table.setFlags(b, forTests)
        #expect(table.lookup(key) == 20, "test beats default")
        let c = table.insert(key, 30, flags: forTests)
        #expect(table.lookup(key) == DOWEL_AMBIGUOUS, "two tests")
        table.setFlags(c, byDefault)
        #expect(table.lookup(key) == 20, "back to one test")
        table.setFlags(b, plain)
        #expect(table.lookup(key) == DOWEL_AMBIGUOUS, "two defaults")
        // Bits above the priority are the caller's and never change the winner.
        table.setFlags(a, byDefault | 0xF0)
        #expect(table.lookup(key) == DOWEL_AMBIGUOUS, "two defaults, one with extra bits")
        table.setFlags(c, plain | 0xF0)
        #expect(table.lookup(key) == 10, "one default left")
        #expect(table.row(a).flags == byDefault | 0xF0)
        #expect(table.row(c).flags == plain | 0xF0)
        let d = table.insert(key, 40, flags: forTests | 0x100)
        #expect(table.lookup(key) == 40, "a new test row wins at once")
        table.setFlags(d, plain)
        #expect(table.lookup(key) == 10)
        #expect(table.keyChain(key) == [a, b, c, d])
    }

    @Test("Setting flags on one key leaves other keys' winners alone")
    func flagsAreLocalToTheirKey() {
        let table = Table(capacity: 0, seed: 0x3A20)
        let first = Key(1, 1)
        let second = Key(1, 2)
        let x = table.insert(first, 11)
        table.insert(second, 21)
        table.insert(second, 22)
        table.setFlags(x, forTests)
        #expect(table.lookup(first) == 11)
        #expect(table.lookup(second) == DOWEL_AMBIGUOUS)
        #expect(table.typeChain(1) == [0, 1, 2])
    }
}
