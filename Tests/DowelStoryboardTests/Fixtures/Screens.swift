import DowelStoryboard

/// A dependency that says which container (or framework) provided it.
final class Service: Sendable {
    let origin: String
    init(origin: String) { self.origin = origin }
}

/// Another dependency, never registered in the tests that need a missing one.
final class Analytics: Sendable {}

class BaseScreen: DIStoryboardInstantiable {
    var service: Service?
    required init() {}
}

final class RootScreen: BaseScreen {}
final class DetailsScreen: BaseScreen {}
final class SubclassScreen: BaseScreen {}
final class ProfileScreen: BaseScreen {}
final class EditScreen: BaseScreen {}
final class PlainScreen: BaseScreen {}

/// Needs `Analytics`, which the tests leave unregistered.
final class TrackedScreen: DIStoryboardInstantiable {
    var analytics: Analytics?
    init() {}
}

/// A class a storyboard can find by name but cannot create.
final class NotInstantiable {}

/// A node of a children graph: views, or view controllers holding views.
class Node: DIChildrenProviding {
    var children: [AnyObject] = []
    var service: Service?
    var injections = 0
    var diChildren: [AnyObject] { children }
    required init() {}
}

final class ScreenNode: Node, DIStoryboardInstantiable {
    /// Built like a view controller's view hierarchy: an unregistered container view holding a
    /// registered header, which holds a registered badge.
    let header = HeaderNode()
    let badge = BadgeNode()
    let plain = PlainNode()

    required init() {
        super.init()
        header.children = [badge]
        plain.children = [header]
        children = [plain]
    }
}

final class HeaderNode: Node {}
final class BadgeNode: Node {}
final class PlainNode: Node {}
