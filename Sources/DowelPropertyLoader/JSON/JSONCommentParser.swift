/// A JSON parser that also accepts `//` and `/* */` comments outside strings, as
/// SwinjectPropertyLoader's JSON files may contain, and reports errors with line and column.
///
/// Numbers without a fraction or exponent become `Int` (when they fit), others `Double`;
/// objects become `[String: Any]`, arrays `[Any]`, `null` a ``JSONNull``.
struct JSONCommentParser {
    struct Failure: Error {
        let reason: String
        let line: Int
        let column: Int
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> Any {
        var parser = JSONCommentParser(bytes)
        // Editors on some systems start UTF-8 files with a byte-order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
        }
        try parser.skipSpaceAndComments()
        let value = try parser.parseValue(depth: 0)
        try parser.skipSpaceAndComments()
        if parser.index < bytes.count {
            throw parser.failure("unexpected text after the top-level value")
        }
        return value
    }

    private func failure(_ reason: String) -> Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(reason: reason, line: line, column: column)
    }

    private var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipSpaceAndComments() throws(Failure) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                try skipComment()
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws(Failure) {
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        if next == UInt8(ascii: "/") {
            while let byte = current, byte != UInt8(ascii: "\n") {
                index += 1
            }
        } else if next == UInt8(ascii: "*") {
            let start = index
            index += 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
            {
                index += 1
            }
            guard index + 1 < bytes.count else {
                index = start
                throw failure("unterminated /* comment")
            }
            index += 2
        } else {
            throw failure("unexpected \"/\" (comments start with // or /*)")
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> Any {
        guard depth < 512 else { throw failure("nesting too deep") }
        guard let byte = current else { throw failure("unexpected end of file, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return try parseString()
        case UInt8(ascii: "t"): return try parseLiteral("true", value: true)
        case UInt8(ascii: "f"): return try parseLiteral("false", value: false)
        case UInt8(ascii: "n"): return try parseLiteral("null", value: JSONNull())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character \"\(Character(Unicode.Scalar(byte)))\", expected a value")
        }
    }

    private mutating func parseLiteral(_ word: String, value: Any) throws(Failure) -> Any {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("invalid literal, expected \(word)")
        }
        index += expected.count
        return value
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw failure("expected \(what)") }
        index += 1
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> Any {
        index += 1
        var object: [String: Any] = [:]
        try skipSpaceAndComments()
        if current == UInt8(ascii: "}") {
            index += 1
            return object
        }
        while true {
            try skipSpaceAndComments()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let key = try parseString()
            try skipSpaceAndComments()
            try expect(UInt8(ascii: ":"), "\":\" after the key \"\(key)\"")
            try skipSpaceAndComments()
            object[key] = try parseValue(depth: depth + 1)
            try skipSpaceAndComments()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "\",\" or \"}\" in an object")
            return object
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> Any {
        index += 1
        var array: [Any] = []
        try skipSpaceAndComments()
        if current == UInt8(ascii: "]") {
            index += 1
            return array
        }
        while true {
            try skipSpaceAndComments()
            array.append(try parseValue(depth: depth + 1))
            try skipSpaceAndComments()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "\",\" or \"]\" in an array")
            return array
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var scalars: [UInt8] = []
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &scalars)
            case 0..<0x20:
                index -= 1
                throw failure("control character in a string")
            default:
                scalars.append(byte)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseEscape(into output: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw failure("unterminated string") }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
            UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            output.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("invalid escape \\\(Character(Unicode.Scalar(byte)))") }
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
            index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try parseHex4()
            // Found by fuzzing: a high surrogate followed by a \u that is not a low surrogate
            // made the subtraction below overflow (a trap) instead of an error.
            guard (0xDC00..<0xE000).contains(low) else {
                index -= 6
                throw failure("invalid \\u escape: a high surrogate must be followed by a low surrogate")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
        output.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// Exactly four hex digits (`UInt32(_:radix:)` alone would also take a sign: `\u+123`).
    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("invalid \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexDigit(byte) else { throw failure("invalid \\u escape") }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseNumber() throws(Failure) -> Any {
        let start = index
        var isInteger = true
        while let byte = current, Self.isNumberByte(byte) {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                isInteger = false
            }
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) {
            return integer
        }
        guard let real = Double(text), real.isFinite else {
            index = start
            throw failure("invalid number \(text)")
        }
        return real
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")]
                .contains(byte)
    }
}
