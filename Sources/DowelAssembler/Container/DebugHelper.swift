/// Told about every failed resolve, with the key asked for and every registration the container
/// and its ancestors hold (Swinject's internal hook, with its shape, for its tests and plugins).
///
/// ```swift
/// final class Recorder: DebugHelper {
///     var keys: [ServiceKey] = []
///     func resolutionFailed<Service>(
///         serviceType: Service.Type, key: ServiceKey, availableRegistrations: [ServiceKey: ServiceEntryProtocol]
///     ) { keys.append(key) }
/// }
/// let container = Container(debugHelper: Recorder())
/// ```
protocol DebugHelper {
    func resolutionFailed<Service>(
        serviceType: Service.Type, key: ServiceKey, availableRegistrations: [ServiceKey: ServiceEntryProtocol])
}

/// The default helper: writes the failure and the registrations of the requested type to
/// ``Container/loggingFunction``.
final class LoggingDebugHelper: DebugHelper {
    func resolutionFailed<Service>(
        serviceType: Service.Type, key: ServiceKey, availableRegistrations: [ServiceKey: ServiceEntryProtocol]
    ) {
        guard let log = Container.loggingFunction else { return }
        var lines = [
            "DowelAssembler: resolution failed. Expected registration:",
            "\t{ \(key.describe()) }",
            "Available registrations:",
        ]
        let available = availableRegistrations.filter {
            $0.key.serviceType == key.serviceType || $0.value.serviceType == key.serviceType
        }
        if available.isEmpty {
            lines.append("\t(none of \(key.serviceType))")
        }
        let described = available.map { candidate, entry in
            "\t{ " + candidate.describe(scope: entry.objectScope, initCompletedCount: entry.initCompletedCount) + " }"
        }
        lines += described.sorted()
        log(lines.joined(separator: "\n"))
    }
}
