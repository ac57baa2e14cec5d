// libFuzzer harness for JsonPropertyLoader: any bytes must give properties or a
// PropertyLoaderError, never a trap, a memory error or a hang. Built by scripts/fuzz together
// with DowelPropertyLoader's format sources (`make fuzz`).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let properties = try JsonPropertyLoader.properties(from: bytes, file: "fuzz.json")
        // Every value must be one a property accessor can describe.
        for value in properties.values { _ = PropertyValue.describe(value) }
    } catch {
        // A typed error must name the file and, for a syntax error, a position inside the input.
        if case .invalidFormat(let file, _, let line, let column) = error {
            precondition(file == "fuzz.json" && line >= 1 && column >= 1, "bad error position: \(error)")
        }
    }
    return 0
}
