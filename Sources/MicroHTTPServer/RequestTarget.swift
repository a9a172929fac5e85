/// A request line's target without its query, in the origin form a server routes by (`/a/b`).
///
/// RFC 9112 3.2.2: "a server MUST accept the absolute-form in requests" (`GET http://host/a HTTP/1.1`,
/// as proxies and some clients send it), and then "MUST ignore the received Host header field (if
/// any) and instead use the host information of the request-target".
struct RequestTarget: Equatable {
    /// The path, still percent-encoded: the target itself unless it was in absolute form.
    let path: String
    /// The host (and port) an absolute-form target names; nil for any other form.
    let authority: String?

    /// Reads `target` as libmicrohttpd hands it over (the query already split off).
    init(_ target: String) {
        guard let schemeEnd = Self.schemeEnd(of: target) else {
            path = target
            authority = nil
            return
        }
        let rest = target[schemeEnd...]
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<authorityEnd]
        // No host, or user information (deprecated for http URIs, RFC 9110 4.2.4): left as sent, a
        // path that does not start with `/`, which the router refuses.
        guard !host.isEmpty, !host.contains("@") else {
            path = target
            authority = nil
            return
        }
        path = authorityEnd == rest.endIndex ? "/" : String(rest[authorityEnd...])
        authority = String(host)
    }

    /// Where the authority starts when `target` begins `http://` or `https://` (in any case).
    private static func schemeEnd(of target: String) -> String.Index? {
        for scheme in ["http://", "https://"] where target.utf8.count > scheme.utf8.count {
            let end = target.utf8.index(target.startIndex, offsetBy: scheme.utf8.count)
            if target[..<end].lowercased() == scheme { return end }
        }
        return nil
    }
}
