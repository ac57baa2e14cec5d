import Dowel

struct User {
    let id: String
    let name: String
}

final class UserRepository {
    let store: KeyValueStore
    let requests: Provider<APIRequest>
    let session: SessionToken?

    init(store: KeyValueStore, requests: Provider<APIRequest>, session: SessionToken?) {
        self.store = store
        self.requests = requests
        self.session = session
    }

    func user(id: String) -> User {
        if let name = store.value(for: id) {
            return User(id: id, name: name)
        }
        _ = requests.value.transport.send("/users/\(id)")
        store.set("Ada", for: id)
        return User(id: id, name: "Ada")
    }
}

/// Loads avatars through the weak image cache.
final class AvatarLoader {
    let cache: ImageCache
    let transport: Transport

    init(cache: ImageCache, transport: Transport) {
        self.cache = cache
        self.transport = transport
    }
}

/// A screen's model: takes its user id at resolve time and the analytics lazily.
final class ProfileViewModel {
    let userID: String
    let repository: UserRepository
    let analytics: Lazy<Analytics>
    let flags: FeatureFlags
    var theme: Theme!

    init(userID: String, repository: UserRepository, analytics: Lazy<Analytics>, flags: FeatureFlags) {
        self.userID = userID
        self.repository = repository
        self.analytics = analytics
        self.flags = flags
    }

    var title: String {
        analytics.value.track("profile")
        return "\(repository.user(id: userID).name) (\(theme.name))"
    }
}

/// The router and the coordinator refer to each other: the deliberate `cycle: true` pair.
final class ProfileRouter {
    let coordinator: ProfileCoordinator

    init(coordinator: ProfileCoordinator) {
        self.coordinator = coordinator
    }
}

final class ProfileCoordinator {
    weak var router: ProfileRouter?

    init() {}
}
