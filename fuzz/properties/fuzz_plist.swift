// libFuzzer harness for PlistPropertyLoader: any bytes must give properties or a
// PropertyLoaderError, never a trap, a memory error or a hang. Built by scripts/fuzz together
// with DowelPropertyLoader's format sources (`make fuzz`).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let properties = try PlistPropertyLoader.properties(from: bytes, file: "fuzz.plist")
        for value in properties.values { _ = PropertyValue.describe(value) }
    } catch {
        precondition("\(error)".contains("fuzz.plist"), "error does not name the file: \(error)")
    }
    return 0
}
