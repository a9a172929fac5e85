#if canImport(Glibc)
import Glibc
#endif
import MicroHTTPServer

/// The calculator app behind a libmicrohttpd server, run until SIGINT or SIGTERM.
///
/// ```swift
/// let server = CalculatorServer(app: app, http: .init(host: "127.0.0.1", port: 0))
/// try server.run { port in print("listening on http://127.0.0.1:\(port)") }
/// ```
public final class CalculatorServer: Sendable {
    /// The application answering the requests.
    public let app: CalculatorApp
    private let server: HTTPServer

    /// Wires `app` to a server with `http`'s settings; oversized bodies get the app's 413 page.
    public init(app: CalculatorApp, http: HTTPServer.Configuration) {
        var http = http
        http.payloadTooLargeResponse = { app.contentTooLarge($0) }
        self.app = app
        server = HTTPServer(configuration: http) { app.respond(to: $0) }
    }

    /// Starts the server, calls `started` with the port actually bound, blocks until SIGINT or
    /// SIGTERM, then stops gracefully and returns the signal.
    ///
    /// This is ``HTTPServer/runUntilTerminated()`` with a hook between start and wait, which
    /// `--port 0` needs to announce the real port: the signals are blocked before the server
    /// starts, so its threads inherit the mask and only `sigwait` here receives them.
    @discardableResult
    public func run(started: (Int) -> Void) throws(HTTPServerError) -> Int32 {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        var previous = sigset_t()
        // pthread_sigmask(3): "the signal mask is inherited by threads created by pthread_create".
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try server.start()
        started(server.port)
        var received: Int32 = 0
        // sigwait(3) can only fail for an invalid set; loop rather than trust that.
        while sigwait(&signals, &received) != 0 {}
        server.stop()
        return received
    }
}
