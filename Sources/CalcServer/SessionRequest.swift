import CalcEngine
import CalcHTML
import CalcSessions
import Foundation
import MicroHTTPServer

/// A request for `/`, read once (method, cross-site check, form, cookie, query) into what it asks of
/// the session store, so that a request that must wait for the store is handed to a worker as this
/// value and never read or routed again.
///
/// A session is named by the cookie, or by a form's hidden `sid` (clients that keep no cookies), and
/// never by an address: a `sid` in a link's query is ignored, so no link, from anywhere, can make a
/// visitor work in a session whose id someone else knows (session fixation), and no session id is
/// left in a browser's history, a log or a shared address.
struct SessionRequest: Sendable {
    /// What the request asks for.
    enum Action: Sendable {
        /// `GET /`: the page of the visitor's session.
        case show
        /// `GET /?expr=TEXT` from another site's page: the page with TEXT in the Expression field,
        /// to be evaluated with one press; nothing changes.
        case offer(String)
        /// `GET /?fresh` (from this site, on a kiosk): forget the cookie's session and start a new one.
        case startAfresh
        /// A key or typed expression to apply exactly once. `redirecting` answers with a redirect even
        /// without `seq` (a calculation link, so that Reload does not evaluate it again).
        case apply(CalculatorForm, redirecting: Bool)
    }

    /// The request as received.
    let http: HTTPRequest
    /// What it asks for.
    let action: Action
    /// The sessions it may belong to, in the order tried: the cookie's, then (a POST) the one its form
    /// names. A request handed to a worker keeps only those not yet tried.
    var sessions: [SessionID]
    /// The session id the request's cookie names.
    let cookieID: SessionID?
    /// Whether it came from another site's page (``RequestOrigin``): such a request changes no
    /// session, and its answer sets no cookie.
    let isCrossSite: Bool
    /// What the post that redirected here left in the query.
    let after: PageAfterPost
    /// The page it asks for or posts from: the calculator or the worksheet.
    let page: SessionPage
    /// When it arrived: a request handed to a worker is judged by the same clock reading.
    let now: Date
    /// The number format for a session that chose none: the server's (`serve --locale`), else the
    /// one the browser's `Accept-Language` picks, else the fallback.
    let locale: NumberLocale

    /// Reads `request` for `/`, whose visitor's number format is `locale` unless the session chose
    /// one; `kiosk` when the server runs in kiosk mode (`GET /?fresh` forgets a session).
    ///
    /// - Throws: ``CalcServerError/methodNotAllowed(allowed:)`` for a method other than GET, HEAD and
    ///   POST; for a POST, ``CalcServerError/crossSite`` from another site's page,
    ///   ``CalcServerError/unsupportedMediaType`` for a body that is not a form, and
    ///   ``CalcServerError/badRequest(_:)`` for a form without a usable key or expression.
    init(_ request: HTTPRequest, now: Date, kiosk: Bool, locale: NumberLocale) throws(CalcServerError) {
        http = request
        self.now = now
        self.locale = locale
        let cookieIDs = SessionCookie.ids(in: request)
        cookieID = cookieIDs.first
        isCrossSite = RequestOrigin.isCrossSite(request)
        page = request.path == SessionPage.sheet.path ? .sheet : .calculator
        switch request.method {
        case .get, .head:
            after = PageAfterPost(query: request)
            sessions = cookieIDs
            if page == .sheet {
                // A sheet's link shows its text to calculate with one press: it changes no session.
                action = request.queryValue(CalculatorForm.sheetField).map { .offer($0) } ?? .show
                return
            }
            // An empty link (`/?expr=`, a form sent blank) asks for nothing: it shows the page.
            if let text = request.queryValue("expr"), !text.allSatisfy(\.isWhitespace) {
                if isCrossSite {
                    action = .offer(text)
                    return
                }
                // The link's angle unit, when it names one: the calculation computes what it did where it was made.
                let angle = try LinkSettings.angle(request)
                // And its word: a calculation made in programmer mode opens in it (SPEC 10.5).
                let word = try LinkSettings.word(request)
                action = .apply(
                    CalculatorForm(action: .evaluate(text, angle: angle, word: word, link: true), seq: nil, sid: nil),
                    redirecting: true)
            } else if kiosk, request.queryItems.contains(where: { $0.name == "fresh" }), !isCrossSite {
                // Another site's link to /?fresh is an ordinary GET: it forgets nothing. Nor does
                // /?fresh anywhere but on a kiosk, whose idle pages alone refresh to it.
                action = .startAfresh
            } else {
                action = .show
            }
        case .post:
            if isCrossSite { throw .crossSite }
            // lynx, w3m, Chromium and `curl -d` all label a form; a body without a type is not one.
            guard request.isFormURLEncoded else { throw .unsupportedMediaType }
            // The body is a form: decoded without `formValues` looking at the type again.
            let form = try CalculatorForm(FormURLEncoding.decode(request.body))
            action = .apply(form, redirecting: false)
            after = PageAfterPost(focus: nil, notice: nil, page: page)
            let named = form.sid.flatMap { SessionID(validating: $0) }
            sessions = cookieIDs + [named].compactMap { $0 }.filter { !cookieIDs.contains($0) }
        default:
            throw .methodNotAllowed(allowed: CalculatorApp.pageMethods)
        }
    }

    /// lynx sleeps on every redirect it follows (its "Using http://…" message, one to two seconds of
    /// its own `INFOSECS`/`MESSAGESECS`, issue 28): its posts are answered with the page itself, as a
    /// script's are. Reload then asks lynx's "Resubmit?", and a key sent again changes nothing: its
    /// `seq` is out of date.
    var pausesOnRedirects: Bool {
        http.isFromLynx
    }

    /// A client that sent a session id in its form but no cookie keeps no cookies (lynx with cookies
    /// declined): it is sent none, and its post is answered with the page, whose forms carry the id.
    var keepsNoCookies: Bool {
        guard cookieID == nil, case .apply(let form, _) = action else { return false }
        return form.sid?.isEmpty == false
    }
}
