// The one wording of a `.sendability` finding, for `validate()` (DIValidator+Sendability.swift)
// and `validateSendability()` alike.

extension DIFinding {
    /// A shared instance of a type not known to be `Sendable`: names the type, the lifetime and
    /// where it was registered, and the three ways to state that sharing it is sound.
    static func unprovenSendable(
        type: String, lifetime: DILifeTime, registration: DIError.Registration
    ) -> DIFinding {
        DIFinding(
            severity: .warning, kind: .sendability,
            message: "\(type) (\(lifetime)), registered at \(registration.site), is shared across threads, but "
                + "\(type) is not known to be Sendable: tasks using it at once race on its state. Make it "
                + "Sendable and set its lifetime where that is visible, register it with register(main:) if "
                + "it belongs to the main actor, or mark the registration .uncheckedSendable() if it guards "
                + "its own state",
            registrations: [registration])
    }
}
