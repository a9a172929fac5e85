import MicroHTTPServer

extension HTTPRequest {
    /// Whether the request comes from lynx (its `User-Agent` starts with `Lynx/`), which the server
    /// answers in three ways of its own: the session cookie without a `SameSite` attribute
    /// (``SessionCookie``), a post with the page rather than a redirect (``SessionRequest``), and
    /// a page with a form per key, whose action names the key lynx then stays on (`PageContext.formPerKey`).
    var isFromLynx: Bool {
        headers["User-Agent"]?.hasPrefix("Lynx/") == true
    }

    /// Whether the request comes from w3m (its `User-Agent` starts with `w3m/`), whose key is
    /// redirected to an address with a fragment naming the key's button (``PageAfterPost``): w3m puts
    /// its cursor there, so Enter presses the same key again and Tab reaches its neighbour.
    var isFromW3m: Bool {
        headers["User-Agent"]?.hasPrefix("w3m/") == true
    }
}
