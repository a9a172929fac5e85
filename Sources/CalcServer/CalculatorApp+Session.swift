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

    /// `GET /`: the page of the cookie's session, else of the `sid` in the query (clients that keep
    /// no cookies, sent there by ``applyForm(_:)``), else of a new (not yet stored) session.
    ///
    /// The query may also name the key that keeps the focus (`focus`) and a notice (`notice`):
    /// what a form post leaves for the page it redirects to. `GET /?fresh`, where an idle kiosk page
    /// refreshes to, forgets the cookie's session and starts a new one, so the next person at the
    /// kiosk inherits nothing (memory and history included).
    ///
    /// `GET /?expr=TEXT` (a calculation link) evaluates TEXT in the visitor's session as a typed
    /// expression would be, then redirects to the page, so Reload does not evaluate it again. From
    /// another site's page it changes nothing: the page shows TEXT in the Expression field, to be
    /// evaluated with one press.
    ///
    /// Unless `waiting`, only from what the store holds in memory (see ``knownRecord(_:now:waiting:)``);
    /// a link's expression and `?fresh`, which change the session, are ``CalcServerError/wouldWait``.
    func showPage(_ request: HTTPRequest, waiting: Bool = true) throws(CalcServerError) -> HTTPResponse {
        let cookieID = SessionCookie.id(in: request)
        let now = configuration.now()
        if !waiting, request.queryItems.contains(where: { $0.name == "expr" || $0.name == "fresh" }) {
            throw .wouldWait
        }
        if let text = request.queryValue("expr") {
            let after = PageAfterPost(query: request)
            guard RequestOrigin.isCrossSite(request) else {
                // The link's angle unit, when it names one: the calculation computes what it did where it was made.
                let angle = request.queryValue(CalculationLinks.angleName).map { CalculationLinks.angle(query: $0) }
                let form = CalculatorForm(action: .evaluate(text, angle: angle), seq: nil, sid: after.sid?.description)
                return try answer(form, to: request, redirecting: true, waiting: true).response
            }
            var view = CalculatorState().view
            var seq = 0
            var id = SessionID.random()
            var isKnown = false
            if let cookieID, let known = try knownRecord(cookieID, now: now) {
                (view, seq, id, isKnown) = (known.record.state.view, known.record.seq, cookieID, true)
            }
            view.expr = String(text.prefix(ExpressionParser.maximumLength))
            return page(
                view, seq: seq, id: id, notice: PageNotice.linked.text, focus: CalculatorForm.expressionFocus,
                pending: true, setCookieFor: isKnown ? nil : request)
        }
        // Another site's link to /?fresh is an ordinary GET: it forgets nothing.
        if request.queryItems.contains(where: { $0.name == "fresh" }), !RequestOrigin.isCrossSite(request) {
            if let cookieID {
                try locks.withLock(for: cookieID) { () throws(CalcServerError) in
                    try storeCall { () throws(SessionStoreError) in try store.delete(cookieID) }
                }
            }
            return page(CalculatorState().view, seq: 0, id: .random(), setCookieFor: request)
        }
        let after = PageAfterPost(query: request)
        if let (id, known) = try visitorsSession(request, cookie: cookieID, now: now, waiting: waiting) {
            return page(
                known.record.state.view, seq: known.record.seq, id: id, notice: known.notice ?? after.notice?.text,
                focus: after.focus, setCookieFor: nil)
        }
        return page(CalculatorState().view, seq: 0, id: .random(), setCookieFor: request)
    }

    /// The visitor's stored, live session: the cookie's, else the one a redirect named in the query
    /// (clients that keep no cookies); `nil` when neither is known.
    /// `cookie` is the session id the request's cookie names (``SessionCookie/id(in:)``), read once by the caller.
    func visitorsSession(
        _ request: HTTPRequest, cookie: SessionID?, now: Date, waiting: Bool = true
    ) throws(CalcServerError) -> (id: SessionID, known: (record: SessionRecord, notice: String?))? {
        for id in [cookie, PageAfterPost(query: request).sid].compactMap({ $0 }) {
            if let known = try knownRecord(id, now: now, waiting: waiting) { return (id, known) }
        }
        return nil
    }

    /// `POST /`: applies a key or a typed expression exactly once.
    ///
    /// A browser's form post (it carries `seq`) is answered `303 See Other` to `GET /`
    /// (Post/Redirect/Get), so that Back and Reload only ever repeat a GET; a script's post (no
    /// `seq`) gets the fresh page at once. A client that sent a form `sid` but no cookie keeps no
    /// cookies (lynx with cookies declined): it is sent no cookie, and its session id travels in the
    /// redirect instead.
    func applyForm(_ request: HTTPRequest) throws(CalcServerError) -> HTTPResponse {
        try applyForm(request, waiting: true).response
    }

    /// ``applyForm(_:)``; unless `waiting`, without waiting on the store (see ``apply(_:to:isNew:now:waiting:)``):
    /// the answer is then sent only once its session's write (if any) reports durable.
    func applyForm(_ request: HTTPRequest, waiting: Bool) throws(CalcServerError)
        -> (response: HTTPResponse, write: PendingWrite?)
    {
        if RequestOrigin.isCrossSite(request) { throw .crossSite }
        // lynx, w3m, Chromium and `curl -d` all label a form; a body without a type is not one.
        guard request.isFormURLEncoded else { throw .unsupportedMediaType }
        // The body is a form: decoded without `formValues` looking at the type again.
        let fields = FormURLEncoding.decode(request.body)
        return try answer(try CalculatorForm(fields), to: request, redirecting: false, waiting: waiting)
    }

    /// Applies `form` exactly once and answers: a redirect to the page when the form carries `seq`
    /// (a browser) or `redirecting` is set, else the page itself (a script).
    private func answer(
        _ form: CalculatorForm, to request: HTTPRequest, redirecting: Bool, waiting: Bool
    ) throws(CalcServerError) -> (response: HTTPResponse, write: PendingWrite?) {
        let now = configuration.now()
        let cookieID = SessionCookie.id(in: request)
        let fieldID = form.sid.flatMap { SessionID(validating: $0) }
        // A browser's post is answered with a redirect, whose page is built by the GET that follows.
        let answersWithPage = form.seq == nil && !redirecting
        // The cookie's session, else the form's `sid` (clients without cookies), else a new one.
        var outcome: Outcome?
        var damaged = false
        do throws(CalcServerError) {
            if let cookieID { outcome = try apply(form, to: cookieID, isNew: false, now: now, waiting: waiting, page: answersWithPage) }
            if outcome == nil, let fieldID, fieldID != cookieID {
                outcome = try apply(form, to: fieldID, isNew: false, now: now, waiting: waiting, page: answersWithPage)
            }
        } catch {
            // The session's row could not even be rewritten (a damaged database page): the visitor
            // gets a fresh calculator in a new session, with the notice, rather than an error page.
            guard case .storeFailed(.corruptRecord) = error else { throw error }
            damaged = true
        }
        if outcome == nil {
            do throws(CalcServerError) {
                outcome = try apply(form, to: .random(), isNew: true, now: now, waiting: waiting, page: answersWithPage)
            } catch {
                // Not even a new row can be written: a fresh calculator that is not stored and
                // applies nothing, so nothing is claimed that the database does not hold.
                guard case .storeFailed(.corruptRecord) = error else { throw error }
                outcome = Outcome(
                    id: .random(), view: CalculatorState().view, seq: 0, applied: false, notice: .restored)
            }
        }
        if damaged { outcome?.notice = .restored }
        guard let result = outcome else {
            throw .storeFailed(.unavailable("a new session could not be started"))
        }
        if result.applied { sweeper.keyApplied(startedSession: result.isNew, now: now) }
        let keepsNoCookies = cookieID == nil && form.sid?.isEmpty == false
        let setCookie = result.id != cookieID && !keepsNoCookies
        let focus = result.applied ? form.focus : nil
        if answersWithPage {
            let response = page(
                result.view ?? CalculatorState().view, seq: result.seq, id: result.id, notice: result.notice?.text, focus: focus,
                setCookieFor: setCookie ? request : nil)
            return (response, result.write)
        }
        let after = PageAfterPost(sid: keepsNoCookies ? result.id : nil, focus: focus, notice: result.notice)
        var response = HTTPResponse.seeOther(location(after.location, answering: request))
        if setCookie { response.headers.add(name: "Set-Cookie", value: cookie(for: result.id, to: request)) }
        return (response, result.write)
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

    /// Under the session's lock and through the store's atomic ``SessionStore/edit(_:_:)``: takes
    /// the record (`nil` if unknown and not `isNew`), checks `seq`, applies the action and saves; a
    /// stale `seq` changes nothing and stores nothing. An unreadable record is replaced by a fresh
    /// calculator, with ``unreadableNotice``.
    /// With `page`, the outcome carries the session's view for a page; a redirect builds none.
    ///
    /// Unless `waiting`, through ``SessionStore/updateWithoutWaiting(_:_:)`` on a lock that is free
    /// now, kept until the queued write reports (so the session's next key starts from what was
    /// committed); ``CalcServerError/wouldWait`` when either cannot be had, with nothing changed.
    private func apply(
        _ form: CalculatorForm, to id: SessionID, isNew: Bool, now: Date, waiting: Bool, page: Bool
    ) throws(CalcServerError) -> Outcome? {
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
            case .evaluate(let text, let angle):
                if let angle, record.state.angle != angle { record.state.press(.key(.angle)) }
                record.state.evaluate(typed: text)
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
            return try locks.withLock(for: id) { () throws(CalcServerError) -> Outcome? in
                try storeCall { () throws(SessionStoreError) -> Outcome? in try store.edit(id, decide) }
            }
        }
        guard let hold = locks.lockIfFree(for: id) else { throw .wouldWait }
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
            throw .wouldWait
        }
        let outcome = attempt.value
        guard let write = attempt.write else {
            hold.release()
            return outcome
        }
        write.whenDone { _ in hold.release() }
        outcome?.write = write
        return outcome
    }

    /// Whether `record` was used within the session lifetime.
    private func isLive(_ record: SessionRecord, now: Date) -> Bool {
        record.lastUsed.timeIntervalSince(now) > -Double(configuration.sessionTTL)
    }

    /// The stored record of `id` unless it idled past the session lifetime; an unreadable record is
    /// replaced by a fresh one, shown with ``unreadableNotice``. Unless `waiting`, only a record the
    /// store holds in memory (``SessionStore/loadWithoutWaiting(_:)``), else ``CalcServerError/wouldWait``.
    func knownRecord(_ id: SessionID, now: Date, waiting: Bool = true) throws(CalcServerError)
        -> (record: SessionRecord, notice: String?)?
    {
        guard waiting else {
            guard let record = store.loadWithoutWaiting(id) else { throw .wouldWait }
            return isLive(record, now: now) ? (record, nil) : nil
        }
        do throws(SessionStoreError) {
            guard let record = try store.load(id), isLive(record, now: now) else { return nil }
            return (record, nil)
        } catch {
            guard case .corruptRecord = error else { throw failure(error) }
            logger.warning("session \(id.redacted): \(error); starting it afresh")
            let fresh = SessionRecord(lastUsed: now)
            do throws(CalcServerError) {
                try locks.withLock(for: id) { () throws(CalcServerError) in
                    try storeCall { () throws(SessionStoreError) in
                        try store.update(id) { stored throws(SessionStoreError) -> SessionUpdate<Void> in
                            guard case .failure = stored else { return SessionUpdate(save: nil, value: ()) }
                            return SessionUpdate(save: fresh, value: ())
                        }
                    }
                }
            } catch {
                // A damaged page that cannot even be rewritten: the page still shows a fresh
                // calculator, and its first key moves the session to a new row (see applyForm).
                guard case .storeFailed(.corruptRecord) = error else { throw error }
            }
            return (fresh, Self.unreadableNotice)
        }
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

    /// The calculator page for a session, with the session cookie when the client lacks it.
    private func page(
        _ view: CalculatorView, seq: Int, id: SessionID, notice: String? = nil, focus: String? = nil,
        pending: Bool = false, setCookieFor request: HTTPRequest?
    ) -> HTTPResponse {
        let context = PageContext(
            seq: seq, sid: id.description, notice: notice, focus: focus,
            kioskIdleSeconds: configuration.kioskIdleSeconds, expressionIsPending: pending)
        let page = KeypadPage.html(view, context: context)
        var response = HTTPResponse.html(utf8: page.bytes)
        if let request { response.headers.add(name: "Set-Cookie", value: cookie(for: id, to: request)) }
        return response
    }

    /// The `Set-Cookie` value: HttpOnly, SameSite=Strict, Path=/, and Secure only under TLS.
    ///
    /// lynx (2.9.0dev.12) reads `SameSite=Strict` as a second cookie and asks about both, so a client
    /// whose `User-Agent` starts with `Lynx/` gets the cookie without that attribute; lynx applies no
    /// SameSite rule in any case.
    func cookie(for id: SessionID, to request: HTTPRequest) -> String {
        let sameSite = request.headers["User-Agent"]?.hasPrefix("Lynx/") == true ? "" : "; SameSite=Strict"
        let secure = configuration.secureCookies || request.scheme == "https" ? "; Secure" : ""
        return "\(Self.cookieName)=\(id); Path=/; HttpOnly" + sameSite + secure
    }
}
