import Testing

/// Every storyboard test, one at a time: `DISetting.Defaults.injectToSubviews` and the directory
/// of registered storyboard names are process-wide.
@Suite(.serialized) enum StoryboardTests {}

/// The module-qualified name a storyboard file uses for `type`.
func className(_ type: AnyClass) -> String {
    String(reflecting: type)
}
