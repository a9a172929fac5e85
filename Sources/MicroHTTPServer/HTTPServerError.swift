/// Everything that can go wrong when starting or running an ``HTTPServer``.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not an IPv4 or IPv6 address literal.
    case invalidHost(String)
    /// libmicrohttpd returned no daemon; `reason` is the system's word for `errno` (the port is
    /// taken, not permitted, or an option was refused).
    case couldNotListen(host: String, port: Int, reason: String)
    /// `start()` was called on a server that is already running (or was stopped; servers are one-shot).
    case alreadyStarted
    /// A response could not be queued (`MHD_queue_response` returned `MHD_NO`).
    case couldNotQueueResponse(status: HTTPStatus)
    /// A response header was refused (e.g. its value contained CR or LF).
    case invalidResponseHeader(name: String)
    /// A line libmicrohttpd logged itself (with ``HTTPServer/Configuration/logsLibraryErrors``), such
    /// as "Error processing request": mostly a client that broke off or sent a head too large to read.
    case library(String)
    /// A request target of `bytes` bytes and `arguments` query arguments would take more of the
    /// connection's memory than it may (``HTTPServer/Configuration/largestTargetCost``): it was
    /// answered 414, or over HTTPS closed.
    case targetTooLarge(bytes: Int, arguments: Int)

    /// A user-facing explanation of the error.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            "invalid host \"\(host)\": expected an IPv4 or IPv6 address such as 127.0.0.1, ::1 or 0.0.0.0"
        case .couldNotListen(let host, let port, let reason):
            "could not listen on \(host.contains(":") ? "[\(host)]" : host):\(port): \(reason)"
        case .alreadyStarted:
            "the server was already started; create a new HTTPServer to start again"
        case .couldNotQueueResponse(let status):
            "could not queue the HTTP \(status) response (connection closed?)"
        case .invalidResponseHeader(let name):
            "response header \"\(name)\" was refused (its value may contain a line break)"
        case .library(let message):
            "libmicrohttpd: \(message)"
        case .targetTooLarge(let bytes, let arguments):
            "a request target of \(bytes) bytes with \(arguments) query arguments was refused (414 over HTTP, closed over HTTPS)"
        }
    }
}
