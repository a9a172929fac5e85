import MicroHTTPServer

/// Where a request came from, by the headers browsers add: `Sec-Fetch-Site` and `Origin`.
///
/// lynx and w3m send neither, and Chromium sends `Origin: null` under `Referrer-Policy:
/// no-referrer`, so a header that is absent or `null` says nothing; one that is present and names
/// another origin marks a cross-site request, which may not change a session (SPEC 8).
///
/// An origin is a scheme, a host and a port (RFC 6454), all three compared: `http://calc.lan` is
/// not `https://calc.lan`, nor `http://calc.lan:8081`. The request's own origin is its scheme (as
/// the connection, or a trusted proxy's `X-Forwarded-Proto`, gives it) and its `Host`.
enum RequestOrigin {
    /// Whether the request surely came from another site's page.
    static func isCrossSite(_ request: HTTPRequest) -> Bool {
        if let site = request.headers["Sec-Fetch-Site"]?.lowercased(), site != "same-origin", site != "none" {
            return true
        }
        guard let origin = request.headers["Origin"], origin != "null" else { return false }
        guard let claimed = SiteOrigin(serialized: origin), let host = request.headers["Host"],
            let own = SiteOrigin(scheme: request.scheme, host: host)
        else { return true }
        return claimed != own
    }
}

/// A scheme, host and port: what `Origin` serialises (`https://calc.lan:8443`), with the port
/// filled in when the scheme's default is meant.
struct SiteOrigin: Equatable {
    /// `http` or `https`, lowercased.
    let scheme: String
    /// The host, lowercased; an IPv6 literal without its brackets.
    let host: String
    /// The port, the scheme's default when none is written.
    let port: Int

    /// The origin of a request with `scheme` and the `Host` header `host`; `nil` for a scheme other
    /// than http(s) or a malformed `Host`.
    init?(scheme: String, host: String) {
        let scheme = scheme.lowercased()
        guard let defaultPort = Self.defaultPorts[scheme], let authority = RedirectOrigin.Authority(host) else {
            return nil
        }
        self.scheme = scheme
        self.host = authority.host
        port = authority.port ?? defaultPort
    }

    /// An `Origin` header's value, `scheme://host[:port]`; `nil` for anything else (a path, user
    /// information, another scheme).
    init?(serialized: String) {
        guard let separator = serialized.range(of: "://") else { return nil }
        self.init(
            scheme: String(serialized[..<separator.lowerBound]), host: String(serialized[separator.upperBound...]))
    }

    private static let defaultPorts = ["http": 80, "https": 443]
}
