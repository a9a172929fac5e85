import MicroHTTPServer

/// Where a request came from, by the headers browsers add: `Sec-Fetch-Site` and `Origin`.
///
/// lynx and w3m send neither, and Chromium sends `Origin: null` under `Referrer-Policy:
/// no-referrer`, so a header that is absent or `null` says nothing; one that is present and names
/// another site marks a cross-site request, which may not change a session (SPEC 8).
enum RequestOrigin {
    /// Whether the request surely came from another site's page.
    static func isCrossSite(_ request: HTTPRequest) -> Bool {
        if let site = request.headers["Sec-Fetch-Site"]?.lowercased(), site != "same-origin", site != "none" {
            return true
        }
        guard let origin = request.headers["Origin"], origin != "null", let host = request.headers["Host"] else {
            return false
        }
        let authority = origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first
        return authority.map { $0.lowercased() != host.lowercased() } ?? true
    }
}
