import Foundation
import Hummingbird
import Logging
import NIOCore
import TriglotSite

/// The preview server: the session's site over HTTP, with request logging. The session (build,
/// watch, reload) runs as a service of the application, so it starts and stops with the server.
public func buildApplication(session: PreviewSession, logger: Logger,
                             onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }) -> some ApplicationProtocol {
    let options = session.options
    let boundPort = BoundPort(options.port == 0 ? nil : options.port)
    let router = Router()
    router.add(middleware: LogRequestsMiddleware(.info))
    router.add(middleware: PreviewResponder(store: session.store, reloads: session.reloads,
                                            hosts: HostPolicy(configuredHost: options.host, port: { boundPort.value })))
    return Application(
        router: router,
        configuration: .init(address: .hostname(options.host, port: options.port), serverName: "triglot-preview"),
        services: [session],
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? options.port
            boundPort.set(port)
            await onServerRunning(port)
        },
        logger: logger
    )
}

/// Builds the site, then the server for it (see `buildApplication(session:logger:)`).
public func buildApplication(_ options: PreviewOptions, logger: Logger,
                             onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }) -> some ApplicationProtocol {
    buildApplication(session: PreviewSession(options: options, logger: logger), logger: logger, onServerRunning: onServerRunning)
}

/// The port the server listens on, known once it is bound (port 0 asks the system for one).
final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int?

    init(_ port: Int?) {
        self.port = port
    }

    var value: Int? { lock.withLock { port } }

    func set(_ port: Int) {
        lock.withLock { self.port = port }
    }
}
