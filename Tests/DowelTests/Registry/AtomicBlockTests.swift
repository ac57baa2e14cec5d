import Testing

@testable import Dowel

/// The blocks a `Lazy` keeps its state words and value in (`DIAtomicPrimitive.makeBlock`): C's
/// `malloc` where its alignment is enough, Swift's aligned allocation past it.
@Suite("Blocks for atomics")
struct AtomicBlockTests {
    @Test(arguments: [1, 8, 16, 32, 64, 128])
    func aBlockHasTheAlignmentAskedFor(alignment: Int) {
        let block = DIAtomicPrimitive.makeBlock(byteCount: 3 * alignment, alignment: alignment)
        #expect(Int(bitPattern: block) % alignment == 0)
        // The whole block is writable and reads back what was written.
        let bytes = block.bindMemory(to: UInt8.self, capacity: 3 * alignment)
        for index in 0..<(3 * alignment) {
            bytes[index] = UInt8(truncatingIfNeeded: index)
        }
        #expect((0..<(3 * alignment)).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0) })
        DIAtomicPrimitive.destroyBlock(block, alignment: alignment)
    }

    @Test func aLazyOfAVectorKeepsItAligned() {
        let value = SIMD4<Double>(1, 2, 3, 4)
        let lazy = Lazy { value }
        #expect(lazy.value == value)
        #expect(
            Int(bitPattern: lazy.cell.valueAddress(for: SIMD4<Double>.self)) % MemoryLayout<SIMD4<Double>>.alignment
                == 0)
    }
}
