import CalcEngine
import CalcHTML
import CalcSessions
import Foundation
import Logging
import MicroHTTPServer
import Synchronization

/// The calculator web application: one synchronous handler for every request of SPEC section 8.
///
/// ```swift
/// let app = CalculatorApp(
///     configuration: .init(publicDirectory: URL(fileURLWithPath: "Public")), store: MemorySessionStore())
/// let server = HTTPServer(configuration: .init(port: 8080, payloadTooLargeResponse: app.contentTooLarge)) {
///     app.respond(to: $0)
/// }
/// ```
///
/// It is safe to call from many threads at once: requests of one session are serialised by one
/// lock (the memory store's own, or for a store that waits on I/O a lock chosen by the session id),
/// and everything else is either immutable or locked briefly.
public final class CalculatorApp: Sendable {
    /// The settings the app was made with.
    public let configuration: Configuration
    let store: any SessionStore
    let staticFiles: StaticFiles
    /// The per-session locks of a store that waits on I/O, held while a session's write is in flight;
    /// `nil` for a store in memory, whose ``SessionStore/edit(_:_:)`` keeps a session's keys apart itself.
    let locks: SessionLocks?
    let limiter: RateLimiter
    let metrics = ServerMetrics()
    let logger: Logger
    /// Forgets idle sessions and keeps the cap, off the request path.
    let sweeper: SessionSweeper
    /// The threads that serve the requests which wait on a durable store; `nil` for a store in memory.
    let workers: WorkerPool?
    /// `/readyz`'s look at a durable store, apart from the workers; `nil` for a store in memory.
    let readiness: ReadinessProbe?
    /// Where redirects point (see ``RedirectOrigin``).
    let redirectOrigin: RedirectOrigin
    /// The port the server bound, once it started (0 before): a `Host` on another port is not this server.
    let boundPort = Atomic<Int>(0)

    /// Makes the app; it reads the public folder once, here.
    public init(
        configuration: Configuration, store: any SessionStore, logger: Logger = Logger(label: "calculator.http")
    ) {
        self.configuration = configuration
        self.store = store
        self.logger = logger
        staticFiles = StaticFiles(directory: configuration.publicDirectory)
        limiter = RateLimiter(limit: configuration.rateLimit)
        sweeper = SessionSweeper(
            store: store, lifetime: configuration.sessionTTL, cap: configuration.maxSessions, logger: logger)
        locks = store.waitsOnIO ? SessionLocks(timeout: configuration.lockTimeout) : nil
        workers = store.waitsOnIO ? WorkerPool(threads: SessionDefaults.storeWorkers) : nil
        readiness = store.waitsOnIO ? ReadinessProbe(store: store, timeout: configuration.readinessTimeout) : nil
        redirectOrigin = RedirectOrigin(publicOrigin: configuration.publicOrigin, listenHost: configuration.listenHost)
    }

    /// Tells the app the port its server bound, for absolute redirects (``CalculatorServer`` calls it).
    public func serverStarted(port: Int) {
        boundPort.store(port, ordering: .relaxed)
    }

    /// Logs what the HTTP server could not report to a request: libmicrohttpd's own lines and requests
    /// refused before they reached the app as warnings (a client that closed early, a head too large
    /// to parse, a target of too many query arguments), anything else as an error.
    public func serverError(_ error: HTTPServerError) {
        switch error {
        case .library, .targetTooLarge: logger.warning("\(error)")
        default: logger.error("\(error)")
        }
    }

    /// `path` as the `Location` of a redirect answering `request`: absolute when the server knows its
    /// origin (see ``RedirectOrigin``), else as it is.
    func location(_ path: String, answering request: HTTPRequest) -> String {
        guard let origin = redirectOrigin.origin(for: request, port: boundPort.load(ordering: .relaxed)) else {
            return path
        }
        return origin + path
    }

    /// The paths whose requests call the session store.
    static let storePaths: Set<String> = [
        "/", "/sheet", "/history.txt", "/sheet.txt", "/readyz", "/metrics", "/convert", "/steps", "/plot", "/date",
    ]

    /// Answers one request through `responder`: at once, or, when it calls a store that waits on
    /// I/O, once the store is done, while the connection waits suspended (no HTTP thread blocks).
    ///
    /// The page of a session the store holds in memory is answered here; a key of such a session is
    /// applied here, and its page sent from the store's committing thread once the write is durable
    /// (see `answer(_:waiting:on:by:send:)`); every other request of such a store runs on a worker
    /// thread (`WorkerPool`), except `/readyz`, which asks the store apart from them (`ReadinessProbe`).
    /// Each is answered within ``Configuration/storeDeadline`` of its arrival: with the 503 page when
    /// the store has not answered by then.
    public func respond(to request: HTTPRequest, responder: HTTPResponder) {
        guard let workers, let readiness, Self.storePaths.contains(request.path) else {
            responder.respond(respond(to: request))
            return
        }
        let start = ContinuousClock.now
        let deadline = start + configuration.storeDeadline
        let request = ForwardedClient.resolve(request, trusting: configuration.trustedProxies)
        guard limiter.allow(request.remoteAddress, now: start) else {
            responder.respond(finished(tooManyRequests(request), for: request, started: start))
            return
        }
        let send = { @Sendable [self] (response: HTTPResponse) in
            // The work done so far is charged before the answer goes out (see `charging`).
            limiter.charge(request.remoteAddress, units: WorkMeter.takeSpent())
            responder.respond(finished(response, for: request, started: start))
        }
        if request.path == "/readyz", Self.readMethods.contains(request.method) {
            readiness.check { send(Self.readinessAnswer($0)) }
            return
        }
        guard request.path == "/" || request.path == SessionPage.sheet.path else {
            onWorker(workers, for: request, by: deadline, send: send) {
                send(self.charging(request) { self.routed(request) })
            }
            return
        }
        charging(request) {
            do throws(CalcServerError) {
                answer(try sessionRequest(request), waiting: false, on: workers, by: deadline, send: send)
            } catch {
                send(errorPage(error, for: request))
            }
        }
    }

    /// Runs `body`, the work of `request` on this thread, and charges its client's address for the
    /// calculation it spent (``RateLimiter/charge(_:units:now:)``): what is left to charge once it
    /// returns, as an answer sent meanwhile charged what was spent before it.
    func charging<T>(_ request: HTTPRequest, _ body: () -> T) -> T {
        let (value, units) = WorkMeter.measuring(body)
        limiter.charge(request.remoteAddress, units: units)
        return value
    }

    /// Answers one request; never throws and never traps on anything a client sends.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let start = ContinuousClock.now
        let request = ForwardedClient.resolve(request, trusting: configuration.trustedProxies)
        // `/healthz` costs nothing and is never refused: a liveness probe that shares an address
        // with a busy client must not take a 429 for a dead server.
        let allowed = request.path == "/healthz" || limiter.allow(request.remoteAddress, now: start)
        let response = allowed ? charging(request) { routed(request) } : tooManyRequests(request)
        return finished(response, for: request, started: start)
    }

    /// The route's answer, or its error's page.
    func routed(_ request: HTTPRequest) -> HTTPResponse {
        do {
            return try route(request)
        } catch {
            return errorPage(error, for: request)
        }
    }

    /// The page answering `error` to `request`, in its visitor's language (the browser's, or the
    /// server's `--locale`; a session's choice is not looked up for an error), with the kiosk's refresh.
    func errorPage(_ error: CalcServerError, for request: HTTPRequest) -> HTTPResponse {
        var response = error.response(in: PageLanguage(visitorsLocale(request)))
        addKioskRefresh(to: &response)
        return response
    }

    /// The answer to `request`, whose client is over its request allowance.
    private func tooManyRequests(_ request: HTTPRequest) -> HTTPResponse {
        var response = CalcServerError.tooManyRequests.response(in: PageLanguage(visitorsLocale(request)))
        response.headers.add(name: "Retry-After", value: String(limiter.secondsUntilNextRequest))
        return response
    }

    /// `response` with its headers completed, counted and logged (see ``finish(_:for:started:)``).
    func finished(_ response: HTTPResponse, for request: HTTPRequest, started start: ContinuousClock.Instant)
        -> HTTPResponse
    {
        var response = response
        finish(&response, for: request, started: start)
        return response
    }

    /// Waits until the background sweep of idle and surplus sessions (if one is running) is done.
    public func waitForSessionSweep() {
        sweeper.waitUntilIdle()
    }

    /// The answer to a body over the size limit, for `HTTPServer.Configuration.payloadTooLargeResponse`.
    public func contentTooLarge(_ request: HTTPRequest) -> HTTPResponse {
        refuse(request, with: .contentTooLarge)
    }

    /// The answer to a request on a connection the server had no room for, for
    /// `HTTPServer.Configuration.tooManyConnectionsResponse`: 503 with `Retry-After`.
    public func tooManyConnections(_ request: HTTPRequest) -> HTTPResponse {
        refuse(request, with: .tooManyConnections)
    }

    /// Whether `address` is a trusted proxy's, for `HTTPServer.Configuration.isExemptFromPerIPLimit`:
    /// a proxy carries every client's connections, so it is not capped per address.
    public func isTrustedProxy(_ address: String) -> Bool {
        configuration.trustedProxies.contains { $0.contains(address) }
    }

    /// The answer to a head with broken framing, for `HTTPServer.Configuration.badRequestResponse`.
    public func badFraming(_ request: HTTPRequest, _ error: HTTPFramingError) -> HTTPResponse {
        refuse(request, with: .framing(error))
    }

    /// The error page for a request the server refuses before routing it, logged and counted.
    private func refuse(_ request: HTTPRequest, with error: CalcServerError) -> HTTPResponse {
        let start = ContinuousClock.now
        let request = ForwardedClient.resolve(request, trusting: configuration.trustedProxies)
        var response = error.response(in: PageLanguage(visitorsLocale(request)))
        finish(&response, for: request, started: start)
        return response
    }

    /// Adds the security headers, counts the request and writes its access-log line.
    private func finish(
        _ response: inout HTTPResponse, for request: HTTPRequest, started start: ContinuousClock.Instant
    ) {
        SecurityHeaders.apply(
            to: &response, secure: request.scheme == "https", hstsMaxAge: configuration.hstsMaxAge)
        let duration = ContinuousClock.now - start
        metrics.record(status: response.status, duration: duration)
        logger.info(
            """
            \(LogField.sanitized(request.method.rawValue, limit: 16)) \(LogField.sanitized(request.rawPath)) \
            \(response.status.code) \(duration.microseconds)µs
            """,
            // A trusted proxy's header may name the client in any text: escaped as the path is.
            metadata: ["client": .string(LogField.sanitized(request.remoteAddress))])
    }
}
