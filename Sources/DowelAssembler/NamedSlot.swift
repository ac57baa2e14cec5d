/// The core's type for a named registration of `Service`.
///
/// A core registration is also reachable unnamed under its own type; wrapping named services
/// keeps those unnamed rows away from the type an unnamed registration of `Service` uses.
@usableFromInline
struct NamedSlot<Service> {
    @usableFromInline let value: Service?

    init(value: Service?) {
        self.value = value
    }
}
