import Dowel

/// HTTP and requests: a program-wide client, per-request context, new requests each time.
enum NetworkFramework: DIFramework {
    // The demo uses its shared instances from one thread: they need not be Sendable, and
    // .uncheckedSendable() says so (validate() reports a shared instance not known to be Sendable).
    static func load(container: DIContainer) {
        container.import(CoreFramework.self)
        container.register(HTTPClient.init(config:logger:)).as(Transport.self).lifetime(.single).uncheckedSendable()
            .injection(\.reachability)
        container.register(Reachability.init).lifetime(.perRun(.strong)).uncheckedSendable()
        container.register(RequestContext.init(clock:)).lifetime(.objectGraph)
        container.register(RequestSigner.init(context:)).lifetime(.prototype)
        container.register(APIRequest.init(context:signer:transport:)).lifetime(.prototype)
    }
}
