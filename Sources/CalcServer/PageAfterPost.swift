import CalcEngine
import CalcHTML
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
    /// The page to show: the calculator, or the worksheet after a sheet's post.
    var page = SessionPage.calculator

    init(focus: String?, notice: PageNotice?, page: SessionPage = .calculator) {
        self.focus = focus
        self.notice = notice
        self.page = page
    }

    /// Reads the query of `GET /`.
    init(query request: HTTPRequest) {
        focus = request.queryValue("focus").flatMap { value in
            value == CalculatorForm.expressionFocus || value == CalculatorForm.sheetField
                || KeyPress(parsing: value) != nil
                ? value : nil
        }
        notice = request.queryValue("notice").flatMap(PageNotice.init(rawValue:))
    }

    /// The `Location` of the redirect: the page's path with the parts that are set, and, when
    /// `naming` and a key has the focus, a fragment naming its button (`/?focus=7#k-7`, see
    /// ``KeyAnchor``). w3m puts its cursor on that button; the fragment is sent to w3m alone, since
    /// a graphical browser scrolls the named button to the top of the window, the display out of
    /// view. The expression field is never named: w3m leaves its cursor beside a named field, not
    /// on it, while from the top of the page the field is one Tab away.
    func location(naming: Bool) -> String {
        var items: [(String, String)] = []
        if let focus, page == .calculator { items.append(("focus", focus)) }
        if let notice { items.append(("notice", notice.rawValue)) }
        guard !items.isEmpty else { return page.path }
        var fragment = ""
        if naming, page == .calculator, let focus, focus != CalculatorForm.expressionFocus {
            fragment = "#" + KeyAnchor.id(of: focus)
        }
        return page.path + "?" + URLEncoding.query(items) + fragment
    }
}

/// The pages of a session: the calculator (`/`) and its worksheet (`/sheet`).
enum SessionPage: Sendable {
    case calculator, sheet

    /// The page's path.
    var path: String {
        switch self {
        case .calculator: "/"
        case .sheet: "/sheet"
        }
    }
}
