import Dowel

extension DIStoryboard {
    /// The storyboard a reference named `name` leads to: the one registered under that name,
    /// resolved through the container (and, in this storyboard's own container, the framework
    /// preference) that registered it, so that container injects what it creates. A name nobody
    /// registered opens the file next to this storyboard, injected by this storyboard's container.
    func storyboard(referencedAs name: String, trail: [String]) throws(DIError) -> DIStoryboard {
        let own = try owner.container(of: self.name)
        let holders = DIStoryboardDirectory.shared.registrations(named: name)
        if holders.count > 1 {
            throw DIError.ambiguousStoryboard(name, registrations: holders.flatMap(\.registrations))
                .reached(through: trail)
        }
        if let holder = holders.first {
            // Frameworks only mean something inside the container that registered this storyboard.
            let preference = holder.container === own ? scope : .global
            do {
                let storyboard: DIStoryboard = try holder.container.resolveOrThrow(name: name, preferring: preference)
                return storyboard
            } catch {
                throw error.reached(through: trail)
            }
        }
        if name == self.name {
            return self
        }
        do {
            return DIStoryboard(
                source: try Self.platformSource(name: name, bundle: bundle), bundle: bundle, owner: owner, scope: scope)
        } catch {
            throw error.reached(through: trail)
        }
    }
}
