import Dowel

/// Configuration, logging and time.
enum CorePart: DIPart {
    static func load(container: DIContainer) {
        container.register(AppConfig.init).lifetime(.single)
        container.register(MemoryLogger.init).as(Logging.self).lifetime(.perRun(.strong))
        container.register(TickingClock.init).as(Clock.self).lifetime(.perContainer(.strong))
    }
}

/// Persistence.
enum StoragePart: DIPart {
    static func load(container: DIContainer) {
        container.register(InMemoryDatabase.init(logger:)).as(KeyValueStore.self).lifetime(.perContainer(.strong))
        container.register(ImageCache.init(config:)).lifetime(.perContainer(.weak))
    }
}

/// HTTP and requests.
enum NetworkPart: DIPart {
    static func load(container: DIContainer) {
        container.register(HTTPClient.init(config:logger:)).as(Transport.self).lifetime(.single)
        container.register(RequestContext.init(clock:)).lifetime(.objectGraph)
        container.register(RequestSigner.init(context:)).lifetime(.prototype)
        container.register(APIRequest.init(context:signer:transport:)).lifetime(.prototype)
    }
}

/// The profile feature.
enum ProfilePart: DIPart {
    static func load(container: DIContainer) {
        container.register(UserRepository.init(store:requests:)).lifetime(.perContainer(.strong))
        container.register(Analytics.init).lifetime(.perRun(.strong))
        container.register(LightTheme.init).as(Theme.self).default()
        container.register(DarkTheme.init).as(Theme.self, tag: Night.self)
        container.register { ProfileViewModel(userID: arg($0), repository: $1, analytics: $2) }
            .lifetime(.prototype)
            .injection(\.theme)
    }
}
