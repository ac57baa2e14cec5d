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
}
