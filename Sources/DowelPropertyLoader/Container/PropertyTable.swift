/// The properties loaded into a container, with the file each one came from (for errors).
struct PropertyTable {
    private(set) var values: [String: Any] = [:]
    private(set) var sources: [String: String] = [:]

    /// Later loads override earlier keys.
    mutating func merge(_ loaded: [String: Any], from source: String) {
        for (key, value) in loaded {
            values[key] = value
            sources[key] = source
        }
    }

    /// The value of `key` as a `T`, accepting a whole `Double` as an `Int` and an `Int` as a
    /// `Double` (a file cannot tell `1` from `1.0` reliably).
    func value<T>(_ key: String, as _: T.Type) throws(PropertyLoaderError) -> T {
        guard let raw = values[key] else {
            throw .missingKey(key: key)
        }
        if let typed = raw as? T {
            return typed
        }
        if T.self == Double.self, let integer = raw as? Int, let converted = Double(integer) as? T {
            return converted
        }
        if T.self == Int.self, let real = raw as? Double, let whole = Int(exactly: real), let converted = whole as? T {
            return converted
        }
        throw .wrongType(
            key: key, expected: "\(T.self)", found: PropertyValue.describe(raw), file: sources[key] ?? "(unknown)")
    }
}
