import Dowel

/// HTTP and requests: a program-wide client, per-request context, new requests each time.
enum NetworkFramework: DIFramework {
    static func load(container: DIContainer) {
        container.import(CoreFramework.self)
        container.register(HTTPClient.init(config:logger:)).as(Transport.self).lifetime(.single)
            .injection(\.reachability)
        container.register(Reachability.init).lifetime(.perRun(.strong))
        container.register(RequestContext.init(clock:)).lifetime(.objectGraph)
        container.register(RequestSigner.init(context:)).lifetime(.prototype)
        container.register(APIRequest.init(context:signer:transport:)).lifetime(.prototype)
    }
}
