/// Names property values in errors, and checks a decoded file's top level.
enum PropertyValue {
    /// `a String ("abc")`, `an Int (3)`, `an array`, ... for error messages.
    static func describe(_ value: Any) -> String {
        switch value {
        case let string as String: return "a String (\"\(string)\")"
        case let bool as Bool: return "a Bool (\(bool))"
        case let integer as Int: return "an Int (\(integer))"
        case let real as Double: return "a Double (\(real))"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        case is JSONNull: return "null"
        default: return "a \(type(of: value))"
        }
    }

    /// The top level of a decoded file as properties, or the error saying what it was instead.
    static func dictionary(_ value: Any, file: String) throws(PropertyLoaderError) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else {
            throw .notADictionary(file: file, found: describe(value))
        }
        return dictionary
    }
}
