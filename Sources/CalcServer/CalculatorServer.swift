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

    /// Wires `app` to a server with `http`'s settings; a body is read up to the size of the longest
    /// worksheet form, oversized bodies, broken framing and connections there is no room for get the
    /// app's 413, 400 and 503 pages, the app's trusted proxies are not capped per address, and the
    /// server's errors (libmicrohttpd's own lines among them) go to the app's log.
    public init(app: CalculatorApp, http: HTTPServer.Configuration) {
        var http = http
        http.maximumBodySize = CalculatorForm.largestBody
        http.payloadTooLargeResponse = { app.contentTooLarge($0) }
        http.badRequestResponse = { app.badFraming($0, $1) }
        http.tooManyConnectionsResponse = { app.tooManyConnections($0) }
        http.isExemptFromPerIPLimit = { app.isTrustedProxy($0) }
        http.errorHandler = { app.serverError($0) }
        self.app = app
        server = HTTPServer(configuration: http) { request, responder in app.respond(to: request, responder: responder)
        }
    }

    /// Starts the server, calls `started` with the port actually bound, blocks until SIGINT or
    /// SIGTERM, then stops gracefully and returns the signal (see `HTTPServer.runUntilTerminated(started:)`);
    /// when `started` throws, the server stops and the error is rethrown.
    @discardableResult
    public func run(started: (Int) throws(HTTPServerError) -> Void) throws(HTTPServerError) -> Int32 {
        try server.runUntilTerminated { [app] port throws(HTTPServerError) in
            app.serverStarted(port: port)
            try started(port)
        }
    }
}
