import CalcEngine
import CalcSessions
import MicroHTTPServer

/// What a form post leaves for the page it redirects to, carried in the query of `GET /`:
/// the key that keeps the focus, a notice, and (for clients that keep no cookies) the session id.
///
/// Everything read back from a query is checked: an unknown key, notice or malformed id is dropped,
/// so a made-up link can do no more than a plain `GET /`.
struct PageAfterPost: Equatable {
    /// The session, only for a client that keeps no cookies.
    var sid: SessionID?
    /// The key value (or `expr`) whose control gets `autofocus`.
    var focus: String?
    /// The notice to show.
    var notice: PageNotice?

    init(sid: SessionID?, focus: String?, notice: PageNotice?) {
        self.sid = sid
        self.focus = focus
        self.notice = notice
    }

    /// Reads the query of `GET /`.
    init(query request: HTTPRequest) {
        sid = request.queryValue("sid").flatMap { SessionID(validating: $0) }
        focus = request.queryValue("focus").flatMap { value in
            value == CalculatorForm.expressionFocus || KeyPress(parsing: value) != nil ? value : nil
        }
        notice = request.queryValue("notice").flatMap(PageNotice.init(rawValue:))
    }

    /// The `Location` of the redirect: `/` with the parts that are set.
    var location: String {
        var items: [(String, String)] = []
        if let sid { items.append(("sid", sid.description)) }
        if let focus { items.append(("focus", focus)) }
        if let notice { items.append(("notice", notice.rawValue)) }
        guard !items.isEmpty else { return "/" }
        return "/?" + FormURLEncoding.encode(items)
    }
}
