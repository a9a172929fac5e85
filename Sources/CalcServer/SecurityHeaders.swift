import MicroHTTPServer

/// The headers SPEC section 8 puts on every response, dynamic or static, success or error.
enum SecurityHeaders {
    /// No scripts, no plugins, forms only to this site, never framed; no `upgrade-insecure-requests`.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// Adds the security headers, and `Cache-Control: no-store` unless the response set its own.
    static func apply(to response: inout HTTPResponse) {
        response.headers.add(name: "Content-Security-Policy", value: contentSecurityPolicy)
        response.headers.add(name: "X-Content-Type-Options", value: "nosniff")
        response.headers.add(name: "Referrer-Policy", value: "no-referrer")
        if response.headers["Cache-Control"] == nil {
            response.headers.add(name: "Cache-Control", value: "no-store")
        }
    }
}
