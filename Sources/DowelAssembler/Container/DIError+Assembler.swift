import Dowel

extension DIError {
    /// A failure of DowelAssembler's own making, in the core's error type.
    static func foreign(_ kind: Kind, _ service: Any.Type, _ reason: String) -> DIError {
        DIError(kind: kind, requested: "\(service)", reason: reason)
    }

    /// A registration reached after its container was released.
    static func containerGone(_ service: Any.Type) -> DIError {
        foreign(.configuration, service, "the Container it was registered in has been released")
    }

    /// A `Lazy` or `Provider` (`wrapper`) read after the container that made it was released.
    @usableFromInline
    static func containerGone(_ service: Any.Type, wrapper: String) -> DIError {
        foreign(
            .configuration, service,
            "the Container that made this \(wrapper)<\(service)> has been released; keep the container "
                + "alive as long as the objects it made use their \(wrapper) dependencies")
    }

    /// A `Lazy` or `Provider` (`wrapper`) whose resolve failed; the reason went to the logging
    /// function with the failure.
    @usableFromInline
    static func detachedResolveFailed(_ service: Any.Type, wrapper: String) -> DIError {
        foreign(
            .notRegistered, service,
            "the \(wrapper)'s resolve failed (the reason went to Container.loggingFunction)")
    }
}
