import Synchronization

/// An HTTP/1.1 server over libmicrohttpd that calls a handler on a thread pool.
///
/// The handler answers at once (a function returning the response), or through an
/// ``HTTPResponder`` that it may call later from any thread: the connection then waits suspended
/// and holds no thread (see `init(configuration:responder:)`).
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 0)) { request in
///     .text("hello \(request.path)")
/// }
/// try server.start()
/// print(server.port)   // the port actually bound
/// server.stop()
/// ```
///
/// A server is one-shot: start it once, stop it once (it asserts in `deinit` that it was stopped).
public final class HTTPServer: Sendable {
    private enum State {
        case idle
        case running(MicroHTTPDaemon)
        case stopped(port: Int)
    }

    /// The settings this server was created with.
    public let configuration: Configuration
    private let handler: @Sendable (HTTPRequest, HTTPResponder) -> Void
    private let state = Mutex<State>(.idle)

    /// Creates a stopped server; `handler` runs on libmicrohttpd's threads, possibly concurrently.
    public convenience init(
        configuration: Configuration = Configuration(),
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        self.init(configuration: configuration) { request, responder in responder.respond(handler(request)) }
    }

    /// Creates a stopped server whose `handler` answers through the responder it is given, at once
    /// or later from any thread; until it does, the connection is suspended and holds no thread.
    public init(
        configuration: Configuration = Configuration(),
        responder handler: @escaping @Sendable (HTTPRequest, HTTPResponder) -> Void
    ) {
        self.configuration = configuration
        self.handler = handler
    }

    deinit {
        state.withLock { state in
            if case .running = state {
                assertionFailure("HTTPServer released while running; call stop() first")
            }
        }
    }

    /// Binds the configured address and starts answering requests in the background.
    ///
    /// - Throws: ``HTTPServerError/couldNotListen(host:port:)`` when the port is taken,
    ///   ``HTTPServerError/invalidHost(_:)`` for a host that is not an address literal,
    ///   ``HTTPServerError/alreadyStarted`` on a second call.
    public func start() throws(HTTPServerError) {
        try state.withLock { (state: inout State) throws(HTTPServerError) in
            guard case .idle = state else { throw .alreadyStarted }
            state = .running(try MicroHTTPDaemon(configuration: configuration, handler: handler))
        }
    }

    /// Stops accepting connections, answers the in-flight requests with `Connection: close` (for
    /// up to the grace period), then closes every connection; an idle server stops at once.
    ///
    /// Safe to call more than once and on a server that never started.
    public func stop() {
        let daemon: MicroHTTPDaemon? = state.withLock { state in
            switch state {
            case .running(let daemon):
                state = .stopped(port: daemon.port)
                return daemon
            case .idle:
                state = .stopped(port: configuration.port)
                return nil
            case .stopped:
                return nil
            }
        }
        daemon?.stop(gracePeriod: configuration.shutdownGracePeriod)
    }

    /// The port actually bound while running (or last bound); the configured port before `start()`.
    public var port: Int {
        state.withLock { state in
            switch state {
            case .idle: configuration.port
            case .running(let daemon): daemon.port
            case .stopped(let port): port
            }
        }
    }

    /// Whether the server is currently accepting requests.
    public var isRunning: Bool {
        state.withLock { state in
            if case .running = state { return true }
            return false
        }
    }
}
