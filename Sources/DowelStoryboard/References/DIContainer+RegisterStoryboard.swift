import Dowel
import Foundation

extension DIContainer {
    /// Registers storyboard `name` of `bundle` (`Bundle.main` when nil): resolvable as
    /// `DIStoryboard` and by its name, one instance per container, and the target of every
    /// storyboard reference to that name. What it creates is injected by this container, with the
    /// preferences of the framework registering it.
    ///
    /// The file is read now, so a missing or malformed storyboard is reported at registration;
    /// this traps with the error text, ``registerStoryboardOrThrow(name:bundle:file:line:)`` throws.
    ///
    /// ```swift
    /// container.registerStoryboard(name: "Main", bundle: nil)
    /// let byType: DIStoryboard = container.resolve()
    /// let byName: DIStoryboard = container.resolve(name: "Main")
    /// ```
    @discardableResult
    public func registerStoryboard(
        name: String, bundle: Bundle?, file: StaticString = #fileID, line: UInt = #line
    ) -> DIComponentBuilder<DIStoryboard> {
        do {
            return try registerStoryboardOrThrow(name: name, bundle: bundle, file: file, line: line)
        } catch {
            diStoryboardTrap(error)
        }
    }

    /// Like ``registerStoryboard(name:bundle:file:line:)`` but throws when the storyboard cannot
    /// be found or read.
    ///
    /// ```swift
    /// try container.registerStoryboardOrThrow(name: "Main", bundle: nil)
    /// ```
    @discardableResult
    public func registerStoryboardOrThrow(
        name: String, bundle: Bundle?, file: StaticString = #fileID, line: UInt = #line
    ) throws(DIError) -> DIComponentBuilder<DIStoryboard> {
        let bundle = bundle ?? .main
        let source = try DIStoryboard.platformSource(name: name, bundle: bundle)
        return register(source: source, bundle: bundle, file: file, line: line)
    }

    /// Registers a storyboard over any source of scenes, as
    /// ``registerStoryboard(name:bundle:file:line:)`` does for a file.
    ///
    /// ```swift
    /// container.registerStoryboard(source: TwoScenes())
    /// ```
    @discardableResult
    public func registerStoryboard(
        source: any DIStoryboardSource, bundle: Bundle? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> DIComponentBuilder<DIStoryboard> {
        register(source: source, bundle: bundle ?? .main, file: file, line: line)
    }

    private func register(
        source: any DIStoryboardSource, bundle: Bundle, file: StaticString, line: UInt
    ) -> DIComponentBuilder<DIStoryboard> {
        let scope = registrationScope
        let owner = DIWeakContainer(self)
        let lifetime = DILifeTime.perContainer(.strong)
        let builder = register(file: file, line: line) {
            DIStoryboard(source: source, bundle: bundle, owner: .weak(owner), scope: scope)
        }
        .as(DIStoryboard.self, name: source.name, file: file, line: line)
        .lifetime(lifetime)
        .root()  // an entry point: references reach it by name, which validation cannot see
        DIStoryboardDirectory.shared.add(
            name: source.name, container: self,
            registration: DIError.Registration(
                describing: "DIStoryboard named \"\(source.name)\"", lifetime: lifetime.description,
                site: DISite(file: file, line: line), framework: scope.name))
        return builder
    }
}
