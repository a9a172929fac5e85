import MicroHTTPServer

/// Where a request came from, by the headers browsers add: `Sec-Fetch-Site`, `Origin` and `Referer`.
///
/// lynx and w3m send no `Sec-Fetch-Site` nor `Origin`, and lynx sends `Referer` only from a page
/// without a query; Chromium sends `Sec-Fetch-Site` only to HTTPS and loopback addresses (none over
/// plain HTTP to a LAN name), `Origin` on a GET navigation never, and `Origin: null` and no `Referer`
/// from a page under `Referrer-Policy: no-referrer`. So a header that is absent or `null` says
/// nothing; one that is present and names another origin marks a request from another site, which
/// may not change a session nor plant one (SPEC 8).
///
/// An origin is a scheme, a host and a port (RFC 6454), all three compared: `http://calc.lan` is
/// not `https://calc.lan`, nor `http://calc.lan:8081`. The request's own origin is its scheme (as
/// the connection, or a trusted proxy's `X-Forwarded-Proto`, gives it) and its `Host`.
enum RequestOrigin {
    /// Whether the request surely came from another site's page: a `Sec-Fetch-Site` other than
    /// `same-origin` and `none`, or an `Origin` (other than `null`) or `Referer` that is not this
    /// server's origin.
    static func isCrossSite(_ request: HTTPRequest) -> Bool {
        // Every copy of each header is read: a request that sends one twice is cross-site when
        // either copy says so (a foreign `Origin` after the server's own is not passed over).
        let sites = request.headers.values(for: "Sec-Fetch-Site").map { $0.lowercased() }
        if sites.contains(where: { $0 != "same-origin" && $0 != "none" }) { return true }
        let origins = request.headers.values(for: "Origin").filter { $0 != "null" }
        let referers = request.headers.values(for: "Referer")
        // The request's own origin is read only when there is another to compare it with.
        guard !origins.isEmpty || !referers.isEmpty else { return false }
        guard let own = request.headers["Host"].flatMap({ SiteOrigin(scheme: request.scheme, host: $0) }) else {
            return true
        }
        return origins.contains { SiteOrigin(serialized: $0) != own }
            || referers.contains { SiteOrigin(url: $0) != own }
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

    /// The origin of an absolute http(s) URL such as a `Referer` (`http://calc.lan:8080/?focus=7`);
    /// `nil` for anything else.
    init?(url: String) {
        guard let separator = url.range(of: "://") else { return nil }
        let authority = url[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        self.init(scheme: String(url[..<separator.lowerBound]), host: String(authority))
    }

    private static let defaultPorts = ["http": 80, "https": 443]
}
