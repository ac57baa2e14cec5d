import Foundation

/// Any property-list value, decoded by `PropertyListDecoder` (XML, binary or OpenStep).
///
/// Not `PropertyListSerialization`: on Linux it bridges a binary plist's set (a valid object
/// kind no property uses) to Swift and crashes in the runtime (found by fuzzing, fuzz/corpus/plist).
/// The decoder reports a set as a type mismatch instead.
enum PlistValue: Decodable {
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case data(Data)
    case date(Date)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// Deeper nesting is an error: a binary plist can refer to its own objects in a cycle.
    static let maximumDepth = 128

    /// The kind is found by asking for a container first, never by decoding a whole value and
    /// trying again as another kind (found by fuzzing: retrying made nested input exponential,
    /// and a cyclic binary plist recursed without end).
    init(from decoder: Decoder) throws {
        // Counted here rather than from `decoder.codingPath`, which costs a walk of the path.
        let budget = decoder.userInfo[Budget.key] as? Budget
        try budget?.enter()
        defer { budget?.leave() }
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var values: [String: PlistValue] = [:]
            for key in keyed.allKeys {
                values[key.stringValue] = try keyed.decode(PlistValue.self, forKey: key)
            }
            self = .dictionary(values)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var values: [PlistValue] = []
            while !unkeyed.isAtEnd {
                values.append(try unkeyed.decode(PlistValue.self))
            }
            self = .array(values)
        } else {
            self = try Self.scalar(decoder.singleValueContainer())
        }
    }

    private static func scalar(_ container: SingleValueDecodingContainer) throws -> PlistValue {
        // Bool first: the decoder gives `<true/>` as an Int too, but never `<integer>1</integer>`
        // as a Bool.
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if let value = try? container.decode(Int.self) { return .integer(value) }
        if let value = try? container.decode(Double.self) { return .real(value) }
        if let value = try? container.decode(String.self) { return .string(value) }
        if let value = try? container.decode(Data.self) { return .data(value) }
        return .date(try container.decode(Date.self))
    }

    /// The values one decode may make. A binary plist can refer to one object from many places:
    /// 150 bytes whose arrays share their elements expand to 2^500 values (found by fuzzing), so
    /// sharing, not the file's size, bounds the work.
    final class Budget: @unchecked Sendable {
        static let key = CodingUserInfoKey(rawValue: "DowelPropertyLoader.PlistValue.Budget")!
        // Touched only by the one thread running the decode.
        private var remaining: Int
        private var depth = 0

        init(values: Int) {
            remaining = values
        }

        func enter() throws {
            remaining -= 1
            depth += 1
            guard remaining >= 0 else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: [], debugDescription: "more values than a property file may hold (shared objects?)")
                )
            }
            guard depth <= PlistValue.maximumDepth else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: [],
                        debugDescription: "nesting deeper than \(PlistValue.maximumDepth) levels (a cycle?)"))
            }
        }

        func leave() {
            depth -= 1
        }
    }

    /// Decodes a whole property list within a budget of values.
    static func decode(_ data: Data, maximumValues: Int = 100_000) throws -> PlistValue {
        let decoder = PropertyListDecoder()
        decoder.userInfo[Budget.key] = Budget(values: maximumValues)
        return try decoder.decode(PlistValue.self, from: data)
    }

    private struct Key: CodingKey {
        let stringValue: String
        let intValue: Int? = nil

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            return nil
        }
    }

    /// The plain Swift value a property accessor reads.
    var plain: Any {
        switch self {
        case .bool(let value): return value
        case .integer(let value): return value
        case .real(let value): return value
        case .string(let value): return value
        case .data(let value): return value
        case .date(let value): return value
        case .array(let values): return values.map(\.plain)
        case .dictionary(let values): return values.mapValues(\.plain)
        }
    }

    /// Foundation's most specific text for a decoding error ("Value missing for key inside
    /// <dict> at line 1" is in the underlying error's debug description).
    static func reason(_ error: Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch decoding {
        case .dataCorrupted(let found), .typeMismatch(_, let found), .valueNotFound(_, let found),
            .keyNotFound(_, let found):
            context = found
        @unknown default:
            return "\(error)"
        }
        if let underlying = context.underlyingError,
            let details = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        {
            return details
        }
        return context.debugDescription
    }
}
