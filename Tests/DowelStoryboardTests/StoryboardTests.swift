import Testing

/// Every storyboard test, one at a time: the directory of registered storyboard names is
/// process-wide. (`DISetting.Defaults.injectToSubviews` is never changed in this process: the
/// tests give their containers `DIDefaults`, or change it in an exit test's child process.)
@Suite(.serialized) enum StoryboardTests {}

/// The module-qualified name a storyboard file uses for `type`.
func className(_ type: AnyClass) -> String {
    String(reflecting: type)
}
