protocol Transport: AnyObject {
    func send(_ path: String) -> String
}

/// Whether the network is up; program-wide, injected into the HTTP client.
final class Reachability {
    var isOnline = true
}

/// The one HTTP client of the program.
final class HTTPClient: Transport {
    let config: AppConfig
    let logger: Logging
    var reachability: Reachability!

    init(config: AppConfig, logger: Logging) {
        self.config = config
        self.logger = logger
    }

    func send(_ path: String) -> String {
        guard reachability.isOnline else { return "offline" }
        logger.log("GET \(config.apiBaseURL)\(path)")
        return "{\"path\": \"\(path)\"}"
    }
}

/// Per-request context shared by everything one request builds (object graph).
final class RequestContext {
    let id: UInt64

    init(clock: Clock) {
        id = clock.now
    }
}

/// A new request each time; its signer and itself share one context.
final class APIRequest {
    let context: RequestContext
    let signer: RequestSigner
    let transport: Transport

    init(context: RequestContext, signer: RequestSigner, transport: Transport) {
        self.context = context
        self.signer = signer
        self.transport = transport
    }
}

final class RequestSigner {
    let context: RequestContext

    init(context: RequestContext) {
        self.context = context
    }
}
