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
    public func append(part: DIPart.Type, file: StaticString = #fileID, line: UInt = #line) -> DIContainer {
        loadOnce(part, kind: .part, from: DISite(file: file, line: line).description) {
            part.load(container: self)
        }
        return self
    }

    /// Runs `load` unless `type` was loaded into this container before; records either outcome
    /// in the modules report. Returns whether it loaded.
    @discardableResult
    func loadOnce(_ type: Any.Type, kind: DIModulesReport.Kind, from origin: String, load: () -> Void) -> Bool {
        let identifier = ObjectIdentifier(type)
        let name = DITypeName.of(type)
        let firstTime = DIRecursiveLock.registration.withLock {
            let inserted = registry.loaded.insert(identifier).inserted
            registry.report.append(
                .init(kind: kind, name: name, origin: origin, status: inserted ? .loaded : .duplicate))
            return inserted
        }
        guard firstTime else {
            DISetting.Log.log(.info, "\(kind.rawValue) \(name) was already loaded; skipped")
            return false
        }
        load()
        DISetting.Log.log(.verbose, "loaded \(kind.rawValue) \(name)")
        return true
    }
}
