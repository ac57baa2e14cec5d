/// Extra information a plugin adds to a registration's key (SwinjectStoryboard keyed its view
/// controllers by storyboard identifier this way); two keys match only if their options are equal.
///
/// ```swift
/// struct StoryboardOption: ServiceKeyOption {
///     let identifier: String
///     func isEqualTo(_ another: ServiceKeyOption) -> Bool {
///         (another as? StoryboardOption)?.identifier == identifier
///     }
///     func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
///     var description: String { "Storyboard: \(identifier)" }
/// }
/// ```
public protocol ServiceKeyOption: CustomStringConvertible, Sendable {
    /// Whether `another` is the same option.
    ///
    /// ```swift
    /// option.isEqualTo(StoryboardOption(identifier: "Main"))
    /// ```
    func isEqualTo(_ another: ServiceKeyOption) -> Bool
    /// Feeds the option into a key's hash.
    ///
    /// ```swift
    /// func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    /// ```
    func hash(into: inout Hasher)
}
