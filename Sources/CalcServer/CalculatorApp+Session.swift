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
        /// Answered with `response`, to be sent once `write` (if any) reports durable. Should the write
        /// not be made (another server changed the session first, or a damaged page lies under its row),
        /// `retry` is what to apply again, the waiting way: nothing was written, so nothing is applied twice.
        case answered(HTTPResponse, write: PendingWrite?, retry: SessionRequest)
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
                case .live(let record, let notice):
                    let response = page(
                        record.state.view, seq: record.seq, id: id, notice: notice ?? request.after.notice?.text,
                        focus: request.after.focus, locale: request.locale, setCookieFor: nil)
                    return .answered(response, write: nil, retry: request)
                }
            }
            return .answered(newSessionPage(request), write: nil, retry: request)
        case .offer(let text):
            // Another site's link: the cookie's session when it is live, else none (and no cookie).
            var (view, seq, id) = (CalculatorState().view, 0, SessionID?.none)
            if let cookieID = request.sessions.first {
                switch try lookUp(cookieID, now: request.now, waiting: waiting) {
                case .mustWait: return .mustWait(request)
                case .gone: break
                case .live(let record, _): (view, seq, id) = (record.state.view, record.seq, cookieID)
                }
            }
            view.expr = String(text.prefix(ExpressionParser.maximumLength))
            let response = page(
                view, seq: seq, id: id, notice: PageNotice.linked.text, focus: CalculatorForm.expressionFocus,
                pending: true, locale: request.locale, setCookieFor: nil)
            return .answered(response, write: nil, retry: request)
        case .startAfresh:
            if let cookieID = request.sessions.first {
                guard waiting else { return .mustWait(request) }
                try underSessionLock(cookieID) { () throws(CalcServerError) in
                    try storeCall { () throws(SessionStoreError) in try store.delete(cookieID) }
                }
            }
            return .answered(newSessionPage(request), write: nil, retry: request)
        case .apply(let form, let redirecting):
            return try apply(form, in: request, redirecting: redirecting, waiting: waiting)
        }
    }

    /// The number format of a visitor who chose none: the server's (`serve --locale`), else the one
    /// the browser's `Accept-Language` picks, else the fallback.
    func visitorsLocale(_ request: HTTPRequest) -> NumberLocale {
        configuration.locale ?? AcceptLanguage.locale(of: request) ?? NumberLocale.fallback
    }

    /// `GET /history.txt`'s session: the cookie's (never one named in the address); `nil` when it is
    /// not known.
    func visitorsRecord(_ request: HTTPRequest) throws(CalcServerError) -> SessionRecord? {
        guard let id = SessionCookie.id(in: request),
            case .live(let record, _) = try lookUp(id, now: configuration.now(), waiting: true)
        else { return nil }
        return record
    }

    /// The page of a new session, not stored until its first key, offered with a cookie; to another
    /// site's page, the page of no session (an empty `sid`) and no cookie, which never replaces one
    /// the browser withheld.
    private func newSessionPage(_ request: SessionRequest) -> HTTPResponse {
        let fromElsewhere = request.isCrossSite
        return page(
            CalculatorState().view, seq: 0, id: fromElsewhere ? nil : .random(), locale: request.locale,
            setCookieFor: fromElsewhere ? nil : request.http)
    }

    /// Applies `form` exactly once, to the first of the request's sessions that is live, else to a new
    /// session, and answers: a redirect to the page when the form carries `seq` (a browser) or
    /// `redirecting` is set, else the page itself (a script). A browser's post is thus answered
    /// `303 See Other` to `GET /` (Post/Redirect/Get), so that Back and Reload only ever repeat a GET.
    /// A client that keeps no cookies (``SessionRequest/keepsNoCookies``) is sent none, and its post
    /// is answered with the page, whose forms carry its session id: a redirect could carry the id
    /// only in the address, where any link could plant someone else's.
    ///
    /// The form's `seq` is no defence against another site (it counts keys, and is easily guessed):
    /// a POST from another site's page is refused before it gets here, and carries no `Lax` cookie.
    private func apply(
        _ form: CalculatorForm, in request: SessionRequest, redirecting: Bool, waiting: Bool
    ) throws(CalcServerError) -> SessionAnswer {
        // A browser's post (with the cookie) is answered with a redirect, whose page is built by the
        // GET that follows.
        let answersWithPage = form.seq == nil && !redirecting || request.keepsNoCookies
        var rest = request
        var outcome: Outcome?
        var damaged = false
        do throws(CalcServerError) {
            while outcome == nil, let id = rest.sessions.first {
                switch try apply(
                    form, to: id, isNew: false, now: request.now, locale: request.locale, waiting: waiting,
                    page: answersWithPage) {
                case .mustWait: return .mustWait(rest)
                case .gone: rest.sessions.removeFirst()
                case .applied(let applied): outcome = applied
                }
            }
        } catch {
            // The session's row could not even be rewritten (a damaged database page): the visitor
            // gets a fresh calculator in a new session, with the notice, rather than an error page.
            guard case .storeFailed(.corruptRecord) = error else { throw error }
            damaged = true
        }
        if outcome == nil {
            // A new session's first write waits: the store holds nothing of it in memory.
            guard waiting else { return .mustWait(rest) }
            do throws(CalcServerError) {
                let id = SessionID.random()
                if case .applied(let applied) = try apply(
                    form, to: id, isNew: true, now: request.now, locale: request.locale, waiting: true,
                    page: answersWithPage)
                {
                    outcome = applied
                }
            } catch {
                // Not even a new row can be written: a fresh calculator that is not stored and
                // applies nothing, so nothing is claimed that the database does not hold.
                guard case .storeFailed(.corruptRecord) = error else { throw error }
                outcome = Outcome(id: .random(), view: CalculatorState().view, seq: 0, applied: false, notice: .restored)
            }
        }
        guard let result = outcome else { throw .storeFailed(.unavailable("a new session could not be started")) }
        if damaged { result.notice = .restored }
        if result.applied { sweeper.keyApplied(startedSession: result.isNew, now: request.now) }
        // A form without a session (`sid` empty) that came with the cookie of a live one: its page
        // answered another site's link, to which the browser withheld the cookie (one set
        // `SameSite=Strict` by an earlier release). The cookie is set again, now `Lax`.
        let withheld = form.sid?.isEmpty == true && result.id == request.cookieID
        let setCookie = (result.id != request.cookieID || withheld) && !request.keepsNoCookies
        let focus = result.applied ? form.focus : nil
        if answersWithPage {
            let response = page(
                result.view ?? CalculatorState().view, seq: result.seq, id: result.id, notice: result.notice?.text,
                focus: focus, locale: request.locale, setCookieFor: setCookie ? request.http : nil)
            return .answered(response, write: result.write, retry: rest)
        }
        let after = PageAfterPost(focus: focus, notice: result.notice)
        var response = HTTPResponse.seeOther(location(after.location, answering: request.http))
        if setCookie {
            let cookie = SessionCookie.header(for: result.id, to: request.http, secure: configuration.secureCookies)
            response.headers.add(name: "Set-Cookie", value: cookie)
        }
        return .answered(response, write: result.write, retry: rest)
    }

    /// What applying a form to one session did.
    private enum Application {
        /// The session is live: the form was applied to it, or found stale.
        case applied(Outcome)
        /// The session is unknown or idled past the session lifetime.
        case gone
        /// Not known without waiting for the store; nothing was changed.
        case mustWait
    }

    /// What one post did to its session. A class: it passes through the store's generic
    /// ``SessionStore/edit(_:_:)``, which copies a struct field by field through its witnesses.
    private final class Outcome {
        let id: SessionID
        /// The session's view after the post; `nil` when the answer is a redirect (no page).
        let view: CalculatorView?
        let seq: Int
        let applied: Bool
        var notice: PageNotice?
        /// Whether this post stored a session that did not exist before.
        let isNew: Bool
        /// The session's write, when it was queued without waiting for it.
        var write: PendingWrite?

        init(id: SessionID, view: CalculatorView?, seq: Int, applied: Bool, notice: PageNotice?, isNew: Bool = false) {
            self.id = id
            self.view = view
            self.seq = seq
            self.applied = applied
            self.notice = notice
            self.isNew = isNew
        }
    }

    /// Through the store's atomic ``SessionStore/edit(_:_:)``: takes the record (`nil` if unknown and
    /// not `isNew`), checks `seq`, applies the action and saves; a stale `seq` changes nothing and
    /// stores nothing. An unreadable record is replaced by a fresh calculator, with ``unreadableNotice``.
    /// With `page`, the outcome carries the session's view for a page; a redirect builds none.
    ///
    /// Unless `waiting`, through ``SessionStore/updateWithoutWaiting(_:_:)`` on a session lock that is
    /// free now, kept until the queued write reports (so the session's next key starts from what was
    /// committed); ``Application/mustWait`` when either cannot be had, with nothing changed.
    private func apply(
        _ form: CalculatorForm, to id: SessionID, isNew: Bool, now: Date, locale: NumberLocale, waiting: Bool,
        page: Bool
    ) throws(CalcServerError) -> Application {
        // The record is changed in place (the memory store hands over the one it holds), and
        // `save` says whether to store it.
        func decide(_ edit: inout SessionEdit) -> Outcome? {
            var notice: PageNotice?
            if isNew {
                // A fresh calculator only when one is needed: making one costs more than the key.
                edit.record = SessionRecord(lastUsed: now)
            } else if edit.unreadable != nil {
                edit.record = SessionRecord(lastUsed: now)
                notice = .restored
            } else if edit.record.map({ !isLive($0, now: now) }) ?? true {
                return nil
            }
            // Moved out of the edit and back (no reference counted, nothing copied): changed
            // in a local, in place, and read without copying it out of the optional.
            guard var record = edit.record.take() else { return nil }
            if let seq = form.seq, seq != record.seq {
                let outcome = Outcome(
                    id: id, view: page ? record.state.view : nil, seq: record.seq, applied: false,
                    notice: notice ?? .stale)
                edit.record = consume record
                edit.save = notice != nil
                return outcome
            }
            switch form.action {
            case .press(let press): record.state.press(press)
            case .evaluate(let text, let angle, let link):
                if let angle, record.state.angle != angle { record.state.press(.key(.angle)) }
                // A link's text is the engine's own; typed text is in the visitor's format.
                let format = link ? NumberFormat.canonical : (record.state.numberLocale ?? locale).format
                record.state.evaluate(typed: text, format: format)
            case .chooseLocale(let choice):
                record.state.numberLocale = choice
            }
            record.seq += 1
            record.lastUsed = now
            let outcome = Outcome(
                id: id, view: page ? record.state.view : nil, seq: record.seq, applied: true, notice: notice,
                isNew: isNew)
            edit.record = consume record
            edit.save = true
            return outcome
        }

        guard !waiting else {
            let outcome = try underSessionLock(id) { () throws(CalcServerError) -> Outcome? in
                try storeCall { () throws(SessionStoreError) -> Outcome? in try store.edit(id, decide) }
            }
            return outcome.map(Application.applied) ?? .gone
        }
        guard let hold = locks?.lockIfFree(for: id) else { return .mustWait }
        let attempt: (value: Outcome?, write: PendingWrite?)?
        do {
            attempt = try storeCall { () throws(SessionStoreError) in
                try store.updateWithoutWaiting(id) { stored throws(SessionStoreError) in
                    try SessionEdit.decision(of: decide, on: stored)
                }
            }
        } catch {
            hold.release()
            throw error
        }
        guard let attempt else {
            hold.release()
            return .mustWait
        }
        guard let outcome = attempt.value, let write = attempt.write else {
            hold.release()
            return attempt.value.map(Application.applied) ?? .gone
        }
        write.whenDone { _ in hold.release() }
        outcome.write = write
        return .applied(outcome)
    }

    /// Whether `record` was used within the session lifetime.
    private func isLive(_ record: SessionRecord, now: Date) -> Bool {
        record.lastUsed.timeIntervalSince(now) > -Double(configuration.sessionTTL)
    }

    /// What looking a session up found.
    private enum Lookup {
        /// The session's record, and the notice its page shows (a record that could not be read).
        case live(SessionRecord, notice: String?)
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
            guard let record = store.loadWithoutWaiting(id) else { return .mustWait }
            return isLive(record, now: now) ? .live(record, notice: nil) : .gone
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
    private func underSessionLock<T>(_ id: SessionID, _ body: () throws(CalcServerError) -> T)
        throws(CalcServerError) -> T
    {
        guard let locks else { return try body() }
        return try locks.withLock(for: id, body)
    }

    /// Runs a store call, turning its failure into a ``CalcServerError`` (see ``failure(_:)``).
    private func storeCall<T>(_ body: () throws(SessionStoreError) -> T) throws(CalcServerError) -> T {
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

    /// The calculator page for a session (`nil`: no session yet, an empty `sid`), with the session
    /// cookie when the client lacks it; numbers in the session's chosen format, else in `locale`.
    private func page(
        _ view: CalculatorView, seq: Int, id: SessionID?, notice: String? = nil, focus: String? = nil,
        pending: Bool = false, locale: NumberLocale, setCookieFor request: HTTPRequest?
    ) -> HTTPResponse {
        let context = PageContext(
            seq: seq, sid: id?.description ?? "", notice: notice, focus: focus,
            kioskIdleSeconds: configuration.kioskIdleSeconds, expressionIsPending: pending,
            numberFormat: (view.numberLocale ?? locale).format)
        let page = KeypadPage.html(view, context: context)
        var response = HTTPResponse.html(utf8: page.bytes)
        if let request, let id {
            let cookie = SessionCookie.header(for: id, to: request, secure: configuration.secureCookies)
            response.headers.add(name: "Set-Cookie", value: cookie)
        }
        return response
    }
}
