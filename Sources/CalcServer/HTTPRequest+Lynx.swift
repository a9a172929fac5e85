import MicroHTTPServer

extension HTTPRequest {
    /// Whether the request comes from lynx (its `User-Agent` starts with `Lynx/`), which the server
    /// answers in two ways of its own: the session cookie without a `SameSite` attribute
    /// (``SessionCookie``), and a post with the page rather than a redirect (``SessionRequest``).
    var isFromLynx: Bool {
        headers["User-Agent"]?.hasPrefix("Lynx/") == true
    }
}
