import Dowel

struct User {
    let id: String
    let name: String
}

final class UserRepository {
    let store: KeyValueStore
    let requests: Provider<APIRequest>

    init(store: KeyValueStore, requests: Provider<APIRequest>) {
        self.store = store
        self.requests = requests
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

/// A screen's model: takes its user id at resolve time and the analytics lazily.
final class ProfileViewModel {
    let userID: String
    let repository: UserRepository
    let analytics: Lazy<Analytics>
    var theme: Theme!

    init(userID: String, repository: UserRepository, analytics: Lazy<Analytics>) {
        self.userID = userID
        self.repository = repository
        self.analytics = analytics
    }

    var title: String {
        analytics.value.track("profile")
        return "\(repository.user(id: userID).name) (\(theme.name))"
    }
}

final class Analytics {
    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}

protocol Theme {
    var name: String { get }
}

struct LightTheme: Theme {
    let name = "light"
}

struct DarkTheme: Theme {
    let name = "dark"
}

enum Night {}
