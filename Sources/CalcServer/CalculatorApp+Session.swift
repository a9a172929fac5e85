import CalcEngine
import CalcHTML
import CalcSessions
import Foundation
import MicroHTTPServer

extension CalculatorApp {
    /// The session cookie's name.
    public static let cookieName = "calc_session"
    /// The `#notice` text of a page answering an out-of-date post.
    public static let staleNotice = PageNotice.stale.text
    /// The `#notice` text of a page whose stored session could not be read (damaged, or written by
    /// an incompatible release): the session starts again from a fresh calculator.
    public static let unreadableNotice = PageNotice.restored.text

    /// How a request for `/` was answered by ``answer(_:waiting:)``.
    enum SessionAnswer {
        /// Answered with `response`, to be sent once `confirmation` (if any) reports durable: the key's
        /// write, or the check that the session shown from memory is the stored one. Should it not
        /// (another server changed the session first, or a damaged page lies under its row), `retry` is
        /// what to answer again, the waiting way: nothing was written, so nothing is applied twice.
        case answered(HTTPResponse, confirmation: PendingConfirmation?, retry: SessionRequest)
        /// Not answered, with nothing changed: what is left to do, for a thread that may wait for the store.
        case mustWait(SessionRequest)
    }

    /// Reads a request for `/`, as of now.
    func sessionRequest(_ request: HTTPRequest) throws(CalcServerError) -> SessionRequest {
        try SessionRequest(
            request, now: configuration.now(), kiosk: configuration.kioskIdleSeconds != nil,
            locale: visitorsLocale(request))
    }

    /// Answers a request for `/` (see ``SessionRequest/Action``).
    ///
    /// `GET /` shows the page of the cookie's session, else of a new (not yet stored) session; the
    /// query may name the key that keeps the focus and a notice, which a form post leaves for the
    /// page it redirects to, but never a session (see ``SessionRequest``). On a kiosk, `GET /?fresh`,
    /// where an idle page refreshes to, forgets the cookie's session, so the next person at the kiosk
    /// inherits nothing. `GET /?expr=TEXT` (a calculation link) evaluates TEXT in the visitor's
    /// session as a typed expression would be, then redirects to the page; from another site's page
    /// it changes nothing: the page shows TEXT in the Expression field. `POST /` applies a key or a
    /// typed expression exactly once (see ``apply(_:in:waiting:)``).
    ///
    /// An answer to another site's page never sets a cookie: a visitor whose cookie the browser
    /// withheld (one set `SameSite=Strict` by an earlier release) keeps it, and a page without a
    /// session (an empty `sid`) is shown instead of a new one, whose first key finds the visitor's own.
    ///
    /// Unless `waiting`, only from what the store holds in memory, on a session lock that is free now:
    /// anything else is ``SessionAnswer/mustWait(_:)``, decided before anything is changed.
    func answer(_ request: SessionRequest, waiting: Bool) throws(CalcServerError) -> SessionAnswer {
        switch request.action {
        case .show:
            var rest = request
            while let id = rest.sessions.first {
                switch try lookUp(id, now: request.now, waiting: waiting) {
                case .mustWait: return .mustWait(rest)
                case .gone: rest.sessions.removeFirst()
                case .live(let record, let notice, let check):
                    let response = page(
                        record.state.view, seq: record.seq, id: id, notice: notice ?? request.after.notice?.text,
                        focus: request.after.focus, answering: request, settingCookie: false)
                    return .answered(response, confirmation: check, retry: request)
                }
            }
            return .answered(newSessionPage(request), confirmation: nil, retry: request)
        case .offer(let text):
            // Another site's link: the cookie's session when it is live, else none (and no cookie).
            var (view, seq, id) = (CalculatorState().view, 0, SessionID?.none)
            var check: PendingConfirmation?
            if let cookieID = request.sessions.first {
                switch try lookUp(cookieID, now: request.now, waiting: waiting) {
                case .mustWait: return .mustWait(request)
                case .gone: break
                case .live(let record, _, let confirmation):
                    (view, seq, id, check) = (record.state.view, record.seq, cookieID, confirmation)
                }
            }
            if request.page == .sheet {
                view.sheet = String(text.prefix(CalculatorState.maximumSheetLength))
            } else {
                view.expr = String(text.prefix(ExpressionParser.maximumLength))
            }
            let response = page(
                view, seq: seq, id: id, notice: (request.page == .sheet ? PageNotice.linkedSheet : .linked).text,
                focus: CalculatorForm.expressionFocus,
                pending: true, answering: request, settingCookie: false)
            return .answered(response, confirmation: check, retry: request)
        case .startAfresh:
            if let cookieID = request.sessions.first {
                guard waiting else { return .mustWait(request) }
                try underSessionLock(cookieID) { () throws(CalcServerError) in
                    try storeCall { () throws(SessionStoreError) in try store.delete(cookieID) }
                }
            }
            return .answered(newSessionPage(request), confirmation: nil, retry: request)
        case .apply(let form, let redirecting):
            return try apply(form, in: request, redirecting: redirecting, waiting: waiting)
        }
    }

    /// The number format of a visitor who chose none: the server's (`serve --locale`), else the one
    /// the browser's `Accept-Language` picks, else the fallback.
    func visitorsLocale(_ request: HTTPRequest) -> NumberLocale {
        configuration.locale ?? AcceptLanguage.locale(of: request) ?? NumberLocale.fallback
    }

    /// The number format of the pages beside the calculator (converter, steps, graphs, dates): the
    /// one the visitor's session chose on the calculator, else ``visitorsLocale(_:)``, which is also
    /// what a store that cannot answer leaves.
    func chosenLocale(_ request: HTTPRequest) -> NumberLocale {
        (try? visitorsRecord(request))??.state.numberLocale ?? visitorsLocale(request)
    }

    /// `GET /history.txt`'s session: the first live one a cookie names (never one named in the
    /// address); `nil` when none is known.
    func visitorsRecord(_ request: HTTPRequest) throws(CalcServerError) -> SessionRecord? {
        for id in SessionCookie.ids(in: request) {
            if case .live(let record, _, _) = try lookUp(id, now: configuration.now(), waiting: true) { return record }
        }
        return nil
    }

    /// The page of a new session, not stored until its first key, offered with a cookie; to another
    /// site's page, the page of no session (an empty `sid`) and no cookie, which never replaces one
    /// the browser withheld.
    private func newSessionPage(_ request: SessionRequest) -> HTTPResponse {
        let fromElsewhere = request.isCrossSite
        return page(
            CalculatorState().view, seq: 0, id: fromElsewhere ? nil : .random(), answering: request,
            settingCookie: !fromElsewhere)
    }

    /// Whether `record` was used within the session lifetime.
    func isLive(_ record: SessionRecord, now: Date) -> Bool {
        record.lastUsed.timeIntervalSince(now) > -Double(configuration.sessionTTL)
    }

    /// What looking a session up found.
    private enum Lookup {
        /// The session's record, the notice its page shows (a record that could not be read), and
        /// the check that a record held in memory is the stored one (see ``SessionStore/loadWithoutWaiting(_:)``).
        case live(SessionRecord, notice: String?, check: PendingConfirmation? = nil)
        /// The session is unknown or idled past the session lifetime.
        case gone
        /// Not known without waiting for the store.
        case mustWait
    }

    /// The stored record of `id` unless it idled past the session lifetime; an unreadable record is
    /// replaced by a fresh one, shown with ``unreadableNotice``. Unless `waiting`, only a record the
    /// store holds in memory (``SessionStore/loadWithoutWaiting(_:)``), else ``Lookup/mustWait``.
    private func lookUp(_ id: SessionID, now: Date, waiting: Bool) throws(CalcServerError) -> Lookup {
        guard waiting else {
            guard let (record, check) = store.loadWithoutWaiting(id) else { return .mustWait }
            // A session idle past its lifetime is gone only if it is the stored one: the waiting way says.
            guard isLive(record, now: now) else { return check == nil ? .gone : .mustWait }
            return .live(record, notice: nil, check: check)
        }
        do throws(SessionStoreError) {
            guard let record = try store.load(id), isLive(record, now: now) else { return .gone }
            return .live(record, notice: nil)
        } catch {
            guard case .corruptRecord = error else { throw failure(error) }
            logger.warning("session \(id.redacted): \(error); starting it afresh")
            let fresh = SessionRecord(lastUsed: now)
            do throws(CalcServerError) {
                try underSessionLock(id) { () throws(CalcServerError) in
                    try storeCall { () throws(SessionStoreError) in
                        try store.update(id) { stored throws(SessionStoreError) -> SessionUpdate<Void> in
                            guard case .failure = stored else { return SessionUpdate(save: nil, value: ()) }
                            return SessionUpdate(save: fresh, value: ())
                        }
                    }
                }
            } catch {
                // A damaged page that cannot even be rewritten: the page still shows a fresh
                // calculator, and its first key moves the session to a new row (see `apply`).
                guard case .storeFailed(.corruptRecord) = error else { throw error }
            }
            return .live(fresh, notice: Self.unreadableNotice)
        }
    }

    /// `body` under `id`'s session lock when the store waits on I/O (see ``locks``); a store in
    /// memory keeps each session's updates apart itself (``SessionStore/edit(_:_:)`` is atomic).
    func underSessionLock<T>(_ id: SessionID, _ body: () throws(CalcServerError) -> T)
        throws(CalcServerError) -> T
    {
        guard let locks else { return try body() }
        return try locks.withLock(for: id, body)
    }

    /// Runs a store call, turning its failure into a ``CalcServerError`` (see ``failure(_:)``).
    func storeCall<T>(_ body: () throws(SessionStoreError) -> T) throws(CalcServerError) -> T {
        do {
            return try body()
        } catch {
            throw failure(error)
        }
    }

    /// Logs a store failure and picks its answer: 503 for a store that did not answer (retrying
    /// may work), 500 for anything else.
    func failure(_ error: SessionStoreError) -> CalcServerError {
        logger.error("session store: \(error)")
        if case .unavailable = error { return .storeUnavailable(error) }
        return .storeFailed(error)
    }

    /// The calculator page (or the worksheet) for a session (`nil`: no session yet, an empty `sid`)
    /// answering `request`, with the session cookie when `settingCookie`; numbers in the session's
    /// chosen format, else in the visitor's. lynx gets a form per key (``PageContext/formPerKey``).
    func page(
        _ view: CalculatorView, seq: Int, id: SessionID?, notice: String? = nil, focus: String? = nil,
        pending: Bool = false, answering request: SessionRequest, settingCookie: Bool
    ) -> HTTPResponse {
        let shownIn = view.numberLocale ?? request.locale
        let context = PageContext(
            seq: seq, sid: id?.description ?? "", notice: notice, focus: focus,
            kioskIdleSeconds: configuration.kioskIdleSeconds, expressionIsPending: pending,
            numberFormat: shownIn.format, language: PageLanguage(shownIn), formPerKey: request.http.isFromLynx)
        let page =
            switch request.page {
            case .calculator: KeypadPage.html(view, context: context)
            case .sheet:
                SheetPage.html(view, context: context, units: configuration.units, today: configuration.today().date)
            }
        var response = HTTPResponse.html(utf8: page.bytes)
        if settingCookie, let id {
            let cookie = SessionCookie.header(for: id, to: request.http, secure: configuration.secureCookies)
            response.headers.add(name: "Set-Cookie", value: cookie)
        }
        return response
    }
}
