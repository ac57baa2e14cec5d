/// A group of registrations that belong together: one feature, one layer.
///
/// ```swift
/// enum NetworkPart: DIPart {
///     static func load(container: DIContainer) {
///         container.register(HTTPClient.init).as(Transport.self).lifetime(.single)
///         container.register(APIClient.init)
///     }
/// }
/// container.append(part: NetworkPart.self)
/// ```
public protocol DIPart {
    /// Registers the part's components.
    static func load(container: DIContainer)
}

extension DIContainer {
    /// Loads a part, once per container however often it is appended.
    ///
    /// ```swift
    /// container.append(part: NetworkPart.self)
    /// container.append(part: NetworkPart.self)   // no effect: already loaded
    /// ```
    @discardableResult
    public func append(part: DIPart.Type) -> DIContainer {
        let firstTime = DIRecursiveLock.shared.withLock {
            registry.loadedParts.insert(ObjectIdentifier(part)).inserted
        }
        if firstTime {
            part.load(container: self)
        } else {
            DISetting.Log.log(.info, "part \(DITypeName.of(part)) was already loaded; skipped")
        }
        return self
    }
}
