import Foundation

/// Identifies a registration by service type and name (and, for an abstract one, its isolation).
///
/// ```swift
/// let key = registration.key
/// ```
public struct RegistrationKey: Hashable, Sendable {
    let typeIdentifier: ObjectIdentifier
    let name: String?
    let concurrency: ConcurrencyAttribute
}

/// A service a module declares without registering, which another module must register.
/// Conform to it for a kind of placeholder of your own.
///
/// ```swift
/// struct PublisherAbstractRegistration<T>: AbstractRegistration {
///     typealias ServiceType = AnyPublisher<T?, Never>
///     let name: String?; let file: String; let concurrency: ConcurrencyAttribute
///     func registerPlaceholder(container: SwinjectContainer, errorFormatter: any ModuleAssemblerErrorFormatter,
///                              dependencyTree: DependencyTree) {
///         container.register(ServiceType.self, name: name) { _ in Just(nil).eraseToAnyPublisher() }
///     }
/// }
/// ```
public protocol AbstractRegistration {
    /// The service declared.
    ///
    /// ```swift
    /// typealias ServiceType = Clock
    /// ```
    associatedtype ServiceType
    /// The service's name in messages.
    ///
    /// ```swift
    /// registration.serviceDescription   // "Clock"
    /// ```
    var serviceDescription: String { get }
    /// The file that declared it.
    ///
    /// ```swift
    /// registration.file   // "App/ClockAssembly.swift"
    /// ```
    var file: String { get }
    /// The registration's name.
    ///
    /// ```swift
    /// registration.name   // nil
    /// ```
    var name: String? { get }
    /// Its key.
    ///
    /// ```swift
    /// registration.key
    /// ```
    var key: RegistrationKey { get }
    /// Its isolation.
    ///
    /// ```swift
    /// registration.concurrency   // .nonisolated
    /// ```
    var concurrency: ConcurrencyAttribute { get }
    /// Registers what stands in for the service when nothing fulfils it and placeholders are on.
    ///
    /// ```swift
    /// registration.registerPlaceholder(container: c, errorFormatter: DefaultModuleAssemblerErrorFormatter(), dependencyTree: tree)
    /// ```
    func registerPlaceholder(
        container: SwinjectContainer, errorFormatter: any ModuleAssemblerErrorFormatter, dependencyTree: DependencyTree)
}

extension AbstractRegistration {
    /// `String(describing: ServiceType.self)`.
    ///
    /// ```swift
    /// registration.serviceDescription
    /// ```
    public var serviceDescription: String { String(describing: ServiceType.self) }

    /// The key of `ServiceType` and `name`.
    ///
    /// ```swift
    /// registration.key
    /// ```
    public var key: RegistrationKey {
        RegistrationKey(typeIdentifier: ObjectIdentifier(ServiceType.self), name: name, concurrency: concurrency)
    }

    var error: AbstractRegistrationError {
        AbstractRegistrationError(serviceType: serviceDescription, file: file, name: name)
    }
}

/// A required service: its placeholder is a fatal error saying what is missing.
struct RealAbstractRegistration<ServiceType>: AbstractRegistration {
    let name: String?
    let file: String
    let concurrency: ConcurrencyAttribute

    func registerPlaceholder(
        container: SwinjectContainer, errorFormatter: any ModuleAssemblerErrorFormatter, dependencyTree: DependencyTree
    ) {
        let message = errorFormatter.format(error: error, dependencyTree: dependencyTree)
        container.register(ServiceType.self, name: name) { (_: SwinjectResolver) -> ServiceType in
            fatalError("Attempt to resolve unfulfilled abstract registration.\n\(message)")
        }
    }
}

/// An optional service: its placeholder is nil.
struct OptionalAbstractRegistration<Wrapped>: AbstractRegistration {
    typealias ServiceType = Wrapped?
    let name: String?
    let file: String
    let concurrency: ConcurrencyAttribute

    func registerPlaceholder(
        container: SwinjectContainer, errorFormatter: any ModuleAssemblerErrorFormatter, dependencyTree: DependencyTree
    ) {
        container.register(ServiceType.self, name: name) { (_: SwinjectResolver) -> Wrapped? in nil }
    }
}

/// One abstract registration nothing fulfilled.
///
/// ```swift
/// let error = AbstractRegistrationError(serviceType: "Clock", file: "ClockAssembly.swift", name: nil)
/// ```
public struct AbstractRegistrationError: LocalizedError, Sendable {
    /// The service.
    ///
    /// ```swift
    /// error.serviceType   // "Clock"
    /// ```
    public let serviceType: String
    /// The file that declared it.
    ///
    /// ```swift
    /// error.file
    /// ```
    public let file: String
    /// Its name.
    ///
    /// ```swift
    /// error.name
    /// ```
    public let name: String?

    /// An error for the service declared in `file`.
    ///
    /// ```swift
    /// AbstractRegistrationError(serviceType: "Clock", file: "ClockAssembly.swift", name: nil)
    /// ```
    public init(serviceType: String, file: String, name: String?) {
        self.serviceType = serviceType
        self.file = file
        self.name = name
    }

    /// `Unsatisfied abstract registration. Service: …, File: …[, Name: …]`.
    ///
    /// ```swift
    /// error.localizedDescription
    /// ```
    public var errorDescription: String? {
        "Unsatisfied abstract registration. Service: \(serviceType), File: \(file)"
            + (name.map { ", Name: \($0)" } ?? "")
    }
}

/// Every abstract registration nothing fulfilled.
///
/// ```swift
/// catch let error as AbstractRegistrationErrors { print(error.errors.map(\.serviceType)) }
/// ```
public struct AbstractRegistrationErrors: LocalizedError, Sendable {
    /// The errors, in declaration order.
    ///
    /// ```swift
    /// errors.errors.count
    /// ```
    public let errors: [AbstractRegistrationError]

    /// The errors.
    ///
    /// ```swift
    /// AbstractRegistrationErrors(errors: [error])
    /// ```
    public init(errors: [AbstractRegistrationError]) {
        self.errors = errors
    }

    /// Each error's description, a line each.
    ///
    /// ```swift
    /// errors.localizedDescription
    /// ```
    public var errorDescription: String? {
        errors.map(\.localizedDescription).joined(separator: "\n")
    }
}
