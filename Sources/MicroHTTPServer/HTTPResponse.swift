import HTTPTypes

/// One HTTP response as a plain value: status, ordered headers and body bytes.
public struct HTTPResponse: Sendable, Equatable {
    /// The status, e.g. `.ok`, `.seeOther`, `.notFound`.
    public var status: HTTPStatus
    /// The header fields, in the order they are sent; MHD adds `Date` and `Content-Length`.
    public var headers: HTTPHeaders
    /// The body bytes (not sent for HEAD requests).
    public var body: [UInt8]

    /// Creates a response from its parts.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Creates a `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: plainTextHeaders, body: Array(text.utf8))
    }

    /// Creates a `text/html; charset=utf-8` response from already-escaped HTML.
    public static func html(_ html: String, status: HTTPStatus = .ok) -> HTTPResponse {
        .html(utf8: Array(html.utf8), status: status)
    }

    /// Creates a `text/html; charset=utf-8` response from already-escaped HTML as UTF-8 bytes, taken as they are.
    public static func html(utf8 body: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: htmlHeaders, body: body)
    }

    /// The headers every plain-text and every HTML response starts from, made once: a response
    /// copies them when it adds its own (one new array), instead of building them from a literal.
    private static let plainTextHeaders: HTTPHeaders = ["Content-Type": "text/plain; charset=utf-8"]
    private static let htmlHeaders: HTTPHeaders = ["Content-Type": "text/html; charset=utf-8"]

    /// A `303 See Other` to `location` (Post/Redirect/Get: the client follows with a GET), with a
    /// one-line body for clients that show it.
    public static func seeOther(_ location: String) -> HTTPResponse {
        var response = HTTPResponse.text("See Other: \(location)\n", status: .seeOther)
        response.headers.add(name: "Location", value: location)
        return response
    }

    /// The default answer to a head with broken framing: the error's status (400, or 501 for a
    /// transfer coding) with the reason in plain text.
    public static func badRequest(_ error: HTTPFramingError) -> HTTPResponse {
        .text("\(error.status): \(error)\n", status: error.status)
    }

    /// The default answer to a request on a connection the server had no room for: 503 with
    /// `Retry-After: 1` and a short plain-text body.
    public static let tooManyConnections: HTTPResponse = {
        var response = HTTPResponse.text(
            "\(HTTPStatus.serviceUnavailable): too many connections just now; try again in a moment\n",
            status: .serviceUnavailable)
        response.headers.add(name: "Retry-After", value: "1")
        return response
    }()

    /// The default answer to a body over the size limit: 413 with a short plain-text body.
    public static let contentTooLarge = HTTPResponse.text("\(HTTPStatus.contentTooLarge)\n", status: .contentTooLarge)
}
