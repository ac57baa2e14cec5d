/// The services registered with ``Container/registerIntoCollection(_:factory:)``, in
/// registration order (for a ``ModuleAssembler``: module assembly order).
///
/// ```swift
/// let plugins = resolver.resolveCollection(Plugin.self)
/// plugins.entries      // this assembler's
/// plugins.allEntries   // this assembler's, then its parent's, and so on
/// ```
public struct ServiceCollection<Service> {
    // An array of zero or one element: a struct cannot hold itself directly.
    private let parent: [ServiceCollection<Service>]

    /// The entries registered in this container.
    ///
    /// ```swift
    /// for plugin in resolver.resolveCollection(Plugin.self).entries { plugin.start() }
    /// ```
    public let entries: [Service]

    /// This container's entries followed by those of its ancestors.
    ///
    /// ```swift
    /// let everyPlugin = child.resolver.resolveCollection(Plugin.self).allEntries
    /// ```
    public var allEntries: [Service] {
        entries + parent.flatMap(\.allEntries)
    }

    /// A collection of `entries` whose ancestors' entries are `parent`'s.
    ///
    /// ```swift
    /// let collection = ServiceCollection(parent: nil, entries: [LoggingPlugin()])
    /// ```
    public init(parent: ServiceCollection<Service>?, entries: [Service]) {
        self.parent = parent.map { [$0] } ?? []
        self.entries = entries
    }
}
