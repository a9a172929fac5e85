import HTTPTypes

/// One HTTP request as a plain value: what the handler needs, with no pointers into the C library.
public struct HTTPRequest: Sendable {
    /// The request method, e.g. `.get`, `.post`, `.head`.
    public var method: HTTPMethod
    /// The protocol version from the request line, e.g. `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    /// `https` when the request came over TLS (or, behind a trusted proxy, when the proxy says so).
    public var scheme: String
    /// The path as sent, still percent-encoded and without the query; check it for `..` escapes.
    public var rawPath: String
    /// The query string items in order, percent-decoded (`+` is a space).
    public var queryItems: [(name: String, value: String)]
    /// The request header fields; lookup ignores case.
    public var headers: HTTPHeaders
    /// The request body (empty for most GETs); at most the configured maximum body size.
    public var body: [UInt8]
    /// The client's numeric IP address, e.g. `127.0.0.1` or `::1`; empty if unknown.
    public var remoteAddress: String

    /// Creates a request value; the server builds these, and tests can too.
    public init(
        method: HTTPMethod = .get,
        version: String = "HTTP/1.1",
        rawPath: String = "/",
        queryItems: [(name: String, value: String)] = [],
        headers: HTTPHeaders = [:],
        body: [UInt8] = [],
        remoteAddress: String = "127.0.0.1"
    ) {
        self.method = method
        self.version = version
        self.scheme = "http"
        self.rawPath = rawPath
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// Creates a request from a request target such as `/a%20b?x=1`, splitting off the query.
    public init(
        method: HTTPMethod,
        target: String,
        headers: HTTPHeaders = [:],
        body: [UInt8] = [],
        remoteAddress: String = "127.0.0.1"
    ) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = parts.count > 1 ? String(parts[1]) : ""
        self.init(
            method: method,
            rawPath: String(parts.first ?? ""),
            queryItems: FormURLEncoding.decode(query),
            headers: headers,
            body: body,
            remoteAddress: remoteAddress
        )
    }

    /// The percent-decoded path without the query (`+` stays a plus; invalid UTF-8 becomes U+FFFD).
    public var path: String {
        PercentDecoding.decode(rawPath.utf8, plusIsSpace: false)
    }

    /// The first query value named `name`, or nil.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The cookies from every `Cookie` header, in order, including bogus ones (see ``CookieParser``).
    public var cookies: [(name: String, value: String)] {
        headers.values(for: "Cookie").flatMap(CookieParser.parse)
    }

    /// The value of the first cookie named `name` (case-sensitive, as cookie names are), or nil.
    public func cookie(_ name: String) -> String? {
        cookies.first { $0.name == name }?.value
    }

    /// The body decoded as `application/x-www-form-urlencoded`, in order; empty for other types and
    /// for a body without a `Content-Type` (browsers and `curl -d` always send one with a form).
    public var formValues: [(name: String, value: String)] {
        guard isFormURLEncoded else { return [] }
        return FormURLEncoding.decode(body)
    }

    /// The first form value named `name`, or nil.
    public func formValue(_ name: String) -> String? {
        formValues.first { $0.name == name }?.value
    }

    /// Whether the client asked that the connection close after the answer: a `close` token in
    /// `Connection`, or HTTP/1.0 without `keep-alive` (RFC 9112 §9.3).
    var closesConnection: Bool {
        let tokens = headers.values(for: "Connection").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingSpaces.lowercased()
        }
        if tokens.contains("close") { return true }
        return version == "HTTP/1.0" && !tokens.contains("keep-alive")
    }

    /// Whether the `Content-Type` is `application/x-www-form-urlencoded` (parameters ignored).
    public var isFormURLEncoded: Bool {
        guard let type = headers["Content-Type"] else { return false }
        if type == "application/x-www-form-urlencoded" { return true }  // what every browser sends
        let mediaType = type.split(separator: ";", maxSplits: 1).first ?? ""
        return HTTPHeaders.namesMatch(
            mediaType.trimmingSpaces, "application/x-www-form-urlencoded")
    }
}
