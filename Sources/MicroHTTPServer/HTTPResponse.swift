/// One HTTP response as a plain value: status, ordered headers and body bytes.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 200, 303, 404.
    public var status: Int
    /// The header fields, in the order they are sent; MHD adds `Date` and `Content-Length`.
    public var headers: HTTPHeaders
    /// The body bytes (not sent for HEAD requests).
    public var body: [UInt8]

    /// Creates a response from its parts.
    public init(status: Int = 200, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Creates a `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Array(text.utf8))
    }

    /// Creates a `text/html; charset=utf-8` response from already-escaped HTML.
    public static func html(_ html: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: ["Content-Type": "text/html; charset=utf-8"],
            body: Array(html.utf8))
    }

    /// The default answer to a body over the size limit: 413 with a short plain-text body.
    public static let contentTooLarge = HTTPResponse.text("413 Content Too Large\n", status: 413)
}
