import CalcSessions
import MicroHTTPServer

/// Finds the session cookie in a request, reading the `Cookie` headers with ``CookieParser``.
///
/// Other names (lynx sends the attribute `SameSite=Strict` back as a cookie) are skipped, and so is
/// a `calc_session` whose value is not a well-formed ``SessionID``.
enum SessionCookie {
    /// The first `calc_session` cookie that is a well-formed ``SessionID``, or `nil`.
    static func id(in request: HTTPRequest) -> SessionID? {
        for header in request.headers.values(for: "Cookie") {
            if let id = id(inHeader: header) { return id }
        }
        return nil
    }

    /// The first well-formed session id among the `calc_session` pairs of one `Cookie` header.
    static func id(inHeader header: String) -> SessionID? {
        CookieParser.firstValue(named: CalculatorApp.cookieName, in: header) { SessionID(validating: $0) }
    }
}
