import CalcSessions
import MicroHTTPServer

/// The session cookie: found in a request's `Cookie` headers with ``CookieParser``, and written for
/// `Set-Cookie`.
///
/// Other names (lynx sends the attribute `SameSite=Strict` back as a cookie) are skipped, and so is
/// a `calc_session` whose value is not a well-formed ``SessionID``.
enum SessionCookie {
    /// The first `calc_session` cookie that is a well-formed ``SessionID``, or `nil`.
    static func id(in request: HTTPRequest) -> SessionID? {
        request.headers.firstValue(named: "Cookie", id(inHeader:))
    }

    /// The first well-formed session id among the `calc_session` pairs of one `Cookie` header.
    static func id(inHeader header: String) -> SessionID? {
        CookieParser.firstValue(named: CalculatorApp.cookieName, in: header) { SessionID(validating: $0) }
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
