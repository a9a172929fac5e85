import MicroHTTPServer

/// The headers SPEC section 8 puts on every response, dynamic or static, success or error.
enum SecurityHeaders {
    /// No scripts, no plugins, forms only to this site, never framed; no `upgrade-insecure-requests`.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// Over HTTPS: the same, and plain-HTTP subresources are upgraded (never sent over plain HTTP:
    /// Chromium would then block the form POST on a LAN host name).
    static let secureContentSecurityPolicy = contentSecurityPolicy + "; upgrade-insecure-requests"

    /// The fields after the policy (and HSTS), the same on every response.
    private static let fixedFields: [HTTPHeaders.Field] = [
        .init(name: "X-Content-Type-Options", value: "nosniff"),
        .init(name: "Referrer-Policy", value: "no-referrer"),
    ]

    /// Every field a plain-HTTP response gets, in order, made once: a request appends them in one go.
    private static let plainFields =
        [HTTPHeaders.Field(name: "Content-Security-Policy", value: contentSecurityPolicy)] + fixedFields

    /// `plainFields` and `Cache-Control: no-store`, for a response that set no caching of its own.
    private static let plainFieldsNoStore = plainFields + [.init(name: "Cache-Control", value: "no-store")]

    /// The headers an HTML page starts with (`HTTPResponse.html`), and those with every field a
    /// plain-HTTP page gets after them, made once: a page (most responses) swaps the one for the
    /// other without growing a header list. The first shares `HTTPResponse.html`'s storage, so the
    /// comparison below is one identity check.
    private static let htmlFields = HTTPResponse.html(utf8: []).headers
    private static let plainHTMLFieldsNoStore: HTTPHeaders = {
        var headers = htmlFields
        headers.append(contentsOf: plainFieldsNoStore)
        return headers
    }()

    /// Adds the security headers, and `Cache-Control: no-store` unless the response set its own;
    /// for a request that came over HTTPS, also HSTS for `hstsMaxAge` seconds (none when 0).
    static func apply(to response: inout HTTPResponse, secure: Bool, hstsMaxAge: Int) {
        if !secure, response.headers == htmlFields {
            response.headers = plainHTMLFieldsNoStore
            return
        }
        let storable = response.headers["Cache-Control"] != nil
        guard secure else {
            response.headers.append(contentsOf: storable ? plainFields : plainFieldsNoStore)
            return
        }
        response.headers.add(name: "Content-Security-Policy", value: secureContentSecurityPolicy)
        if hstsMaxAge > 0 {
            response.headers.add(name: "Strict-Transport-Security", value: "max-age=\(hstsMaxAge)")
        }
        response.headers.append(contentsOf: fixedFields)
        if !storable {
            response.headers.add(name: "Cache-Control", value: "no-store")
        }
    }
}
