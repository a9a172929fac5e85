import CalcEngine
import MicroHTTPServer

/// What a form post leaves for the page it redirects to, carried in the query of `GET /`:
/// the key that keeps the focus, and a notice.
///
/// Everything read back from a query is checked: an unknown key or notice is dropped, and a session
/// id is never read from an address (see ``SessionRequest``), so a made-up link can do no more than a
/// plain `GET /`.
struct PageAfterPost: Equatable {
    /// The key value (or `expr`) whose control gets `autofocus`.
    var focus: String?
    /// The notice to show.
    var notice: PageNotice?

    init(focus: String?, notice: PageNotice?) {
        self.focus = focus
        self.notice = notice
    }

    /// Reads the query of `GET /`.
    init(query request: HTTPRequest) {
        focus = request.queryValue("focus").flatMap { value in
            value == CalculatorForm.expressionFocus || KeyPress(parsing: value) != nil ? value : nil
        }
        notice = request.queryValue("notice").flatMap(PageNotice.init(rawValue:))
    }

    /// The `Location` of the redirect: `/` with the parts that are set.
    var location: String {
        var items: [(String, String)] = []
        if let focus { items.append(("focus", focus)) }
        if let notice { items.append(("notice", notice.rawValue)) }
        guard !items.isEmpty else { return "/" }
        return "/?" + FormURLEncoding.encode(items)
    }
}
