/// Told about every failed resolve, with the key asked for and every registration the container
/// and its ancestors hold (Swinject's internal hook, with its shape, for its tests and plugins).
///
/// ```swift
/// final class Recorder: DebugHelper {
///     var keys: [ServiceKey] = []
///     func resolutionFailed<Service>(
///         serviceType: Service.Type, key: ServiceKey, availableRegistrations: [ServiceKey: AnyServiceEntry]
///     ) { keys.append(key) }
/// }
/// let container = Container(debugHelper: Recorder())
/// ```
protocol DebugHelper {
    func resolutionFailed<Service>(
        serviceType: Service.Type, key: ServiceKey, availableRegistrations: [ServiceKey: AnyServiceEntry])

    /// What the container calls: the core's error too (nil when nothing was registered under the
    /// key), and the registrations made only if the helper asks. Swinject's helpers implement the
    /// method above alone; this one then calls it.
    ///
    /// ```swift
    /// helper.resolutionFailed(serviceType: Cat.self, key: key, error: nil) { container.registrations() }
    /// ```
    func resolutionFailed<Service>(
        serviceType: Service.Type, key: ServiceKey, error: (any Error)?,
        registrations: () -> [ServiceKey: AnyServiceEntry])
}

extension DebugHelper {
    func resolutionFailed<Service>(
        serviceType: Service.Type, key: ServiceKey, error: (any Error)?,
        registrations: () -> [ServiceKey: AnyServiceEntry]
    ) {
        resolutionFailed(serviceType: serviceType, key: key, availableRegistrations: registrations())
    }
}

/// The default helper: one line per failure, naming the key, the core's error and the
/// registrations of the requested type, to ``Container/loggingFunction``'s setting.
///
/// ```swift
/// let container = Container(debugHelper: LoggingDebugHelper())
/// ```
final class LoggingDebugHelper: DebugHelper {
    /// The setting to write by; nil (the default) reads ``Container/loggingFunction``'s at each
    /// failure. A test gives its own, so that it need not change the process-wide one that tests
    /// running beside it rely on.
    private let sink: LogSink?

    init(sink: LogSink? = nil) {
        self.sink = sink
    }

    func resolutionFailed<Service>(
        serviceType: Service.Type, key: ServiceKey, availableRegistrations: [ServiceKey: AnyServiceEntry]
    ) {
        resolutionFailed(serviceType: serviceType, key: key, error: nil) { availableRegistrations }
    }

    func resolutionFailed<Service>(
        serviceType: Service.Type, key: ServiceKey, error: (any Error)?,
        registrations: () -> [ServiceKey: AnyServiceEntry]
    ) {
        // Decided before anything is built: a quiet failure (the default) costs no text and no
        // walk over the registrations, for code that resolves optional services in a loop.
        guard let log = (sink ?? Container.logSink).active(environment: LogSink.processEnvironment) else { return }
        log(Self.message(key: key, error: error, registrations: registrations()))
    }

    /// At most this many registrations are listed: the line stays readable.
    static let listedRegistrations = 5

    /// The line for a failed resolve of `key`.
    ///
    /// ```swift
    /// LoggingDebugHelper.message(key: key, error: nil, registrations: [:])
    /// // DowelAssembler: resolution failed for { Service: Cat, Factory: Resolver -> Cat }; registrations of Cat: none
    /// ```
    static func message(
        key: ServiceKey, error: (any Error)?, registrations: [ServiceKey: AnyServiceEntry]
    ) -> String {
        var text = "DowelAssembler: resolution failed for { \(key.describe()) }"
        if let error {
            text += "; " + oneLine("\(error)")
        }
        let available = registrations.filter {
            $0.key.serviceType == key.serviceType || $0.value.serviceType == key.serviceType
        }
        let described = available.map { candidate, entry in
            "{ " + candidate.describe(scope: entry.objectScope, initCompletedCount: entry.initCompletedCount) + " }"
        }
        .sorted()
        text += "; registrations of \(key.serviceType): "
        if described.isEmpty {
            text += "none"
        } else {
            text += described.prefix(listedRegistrations).joined(separator: ", ")
            if described.count > listedRegistrations {
                text += " and \(described.count - listedRegistrations) more"
            }
        }
        return text
    }

    /// A multi-line text (the core's error) on one line: its lines joined by "; ", a heading
    /// ending in ":" by a space.
    static func oneLine(_ text: String) -> String {
        var result = ""
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty else { continue }
            if !result.isEmpty {
                result += result.hasSuffix(":") ? " " : "; "
            }
            result += trimmed
        }
        return result
    }
}
