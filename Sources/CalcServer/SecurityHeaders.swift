import MicroHTTPServer

/// The headers SPEC section 8 puts on every response, dynamic or static, success or error.
enum SecurityHeaders {
    /// No scripts, no plugins, forms only to this site, never framed; no `upgrade-insecure-requests`.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// Over HTTPS: the same, and plain-HTTP subresources are upgraded (never sent over plain HTTP:
    /// Chromium would then block the form POST on a LAN host name).
    static let secureContentSecurityPolicy = contentSecurityPolicy + "; upgrade-insecure-requests"

    /// Adds the security headers, and `Cache-Control: no-store` unless the response set its own;
    /// for a request that came over HTTPS, also HSTS for `hstsMaxAge` seconds (none when 0).
    static func apply(to response: inout HTTPResponse, secure: Bool, hstsMaxAge: Int) {
        response.headers.add(
            name: "Content-Security-Policy", value: secure ? secureContentSecurityPolicy : contentSecurityPolicy)
        if secure, hstsMaxAge > 0 {
            response.headers.add(name: "Strict-Transport-Security", value: "max-age=\(hstsMaxAge)")
        }
        response.headers.add(name: "X-Content-Type-Options", value: "nosniff")
        response.headers.add(name: "Referrer-Policy", value: "no-referrer")
        if response.headers["Cache-Control"] == nil {
            response.headers.add(name: "Cache-Control", value: "no-store")
        }
    }
}
