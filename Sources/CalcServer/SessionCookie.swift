import CalcSessions
import MicroHTTPServer

/// The session cookie: found in a request's `Cookie` headers with ``CookieParser``, and written for
/// `Set-Cookie`.
///
/// Other names (lynx sends the attribute `SameSite=Strict` back as a cookie) are skipped, and so is
/// a `calc_session` whose value is not a well-formed ``SessionID``. A browser sends two when a stale
/// one is kept for another path or a parent domain; each is tried in order (``ids(in:)``).
enum SessionCookie {
    /// The most `calc_session` ids read from one request.
    static let maximumIDs = 4

    /// The well-formed ``SessionID``s of the `calc_session` cookies, in order, without repeats (at
    /// most ``maximumIDs``).
    static func ids(in request: HTTPRequest) -> [SessionID] {
        var ids: [SessionID] = []
        _ = request.headers.firstValue(named: "Cookie") { header -> Bool? in
            _ = CookieParser.firstValue(named: CalculatorApp.cookieName, in: header) { value -> Bool? in
                if let id = SessionID(validating: value), !ids.contains(id) { ids.append(id) }
                return ids.count >= maximumIDs ? true : nil
            }
            return ids.count >= maximumIDs ? true : nil
        }
        return ids
    }

    /// The `Set-Cookie` value for `id`, answering `request`: HttpOnly, SameSite=Lax, Path=/, and
    /// Secure when `secure` (the server says it is reached over HTTPS) or the request came over TLS.
    ///
    /// `Lax`, so that a link from another site brings the visitor's own calculator (a top-level GET
    /// carries the cookie), while another site's form, frame or image request carries none; no GET
    /// from another site changes a session (see ``SessionRequest``), and a POST from one is refused.
    /// lynx (2.9.0dev.12) reads a `SameSite` attribute as a second cookie and asks about both, so a
    /// client whose `User-Agent` starts with `Lynx/` gets the cookie without it; lynx applies no
    /// SameSite rule in any case.
    static func header(for id: SessionID, to request: HTTPRequest, secure: Bool) -> String {
        let sameSite = request.isFromLynx ? "" : "; SameSite=Lax"
        let secure = secure || request.scheme == "https" ? "; Secure" : ""
        return "\(CalculatorApp.cookieName)=\(id); Path=/; HttpOnly" + sameSite + secure
    }
}
