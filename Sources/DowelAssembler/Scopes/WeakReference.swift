/// Holds a class instance weakly; a value type cannot be held weakly, so it is not held at all.
final class WeakReference {
    private weak var object: AnyObject?

    init(_ value: Any?) {
        set(value)
    }

    var value: Any? { object }

    func set(_ value: Any?) {
        // A struct converted to AnyObject is a fresh box nobody else holds: it would vanish at
        // once anyway, so only real class instances are kept.
        guard let value, type(of: value) is AnyClass else {
            object = nil
            return
        }
        object = value as AnyObject
    }
}
