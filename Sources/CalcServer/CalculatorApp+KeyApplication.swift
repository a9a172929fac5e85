import CalcEngine
import CalcSessions
import Foundation
import MicroHTTPServer

/// Applying a key or a typed expression to a session exactly once, the store's way (see
/// ``CalculatorApp/answer(_:waiting:)`` for where a request for `/` is read and answered).
extension CalculatorApp {
    /// Applies `form` exactly once, to the first of the request's sessions that is live, else to a new
    /// session, and answers: a redirect to the page when the form carries `seq` (a browser) or
    /// `redirecting` is set, else the page itself (a script). A browser's post is thus answered
    /// `303 See Other` to `GET /` (Post/Redirect/Get), so that Back and Reload only ever repeat a GET.
    /// lynx, which pauses on every redirect (``SessionRequest/pausesOnRedirects``), is answered with
    /// the page too. A client that keeps no cookies (``SessionRequest/keepsNoCookies``) is sent none, and its post
    /// is answered with the page, whose forms carry its session id: a redirect could carry the id
    /// only in the address, where any link could plant someone else's.
    ///
    /// The form's `seq` is no defence against another site (it counts keys, and is easily guessed):
    /// a POST from another site's page is refused before it gets here, and carries no `Lax` cookie.
    func apply(
        _ form: CalculatorForm, in request: SessionRequest, redirecting: Bool, waiting: Bool
    ) throws(CalcServerError) -> SessionAnswer {
        // A browser's post (with the cookie) is answered with a redirect, whose page is built by the
        // GET that follows.
        let answersWithPage =
            form.seq == nil && !redirecting || request.keepsNoCookies || request.pausesOnRedirects && !redirecting
        var rest = request
        var outcome: Outcome?
        var damaged = false
        do throws(CalcServerError) {
            while outcome == nil, let id = rest.sessions.first {
                switch try apply(
                    form, to: id, isNew: false, now: request.now, locale: request.locale, waiting: waiting,
                    page: answersWithPage)
                {
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
                outcome = Outcome(
                    id: .random(), view: CalculatorState().view, seq: 0, applied: false, notice: .restored)
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
                focus: focus, answering: request, settingCookie: setCookie)
            return .answered(response, confirmation: result.write, retry: rest)
        }
        let after = PageAfterPost(focus: focus, notice: result.notice, page: request.page)
        // w3m is sent to the pressed key's button by name, and its cursor lands there.
        let path = after.location(naming: request.http.isFromW3m)
        var response = HTTPResponse.seeOther(location(path, answering: request.http))
        if setCookie {
            let cookie = SessionCookie.header(for: result.id, to: request.http, secure: configuration.secureCookies)
            response.headers.add(name: "Set-Cookie", value: cookie)
        }
        return .answered(response, confirmation: result.write, retry: rest)
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
        var write: PendingConfirmation?

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
            case .evaluate(let text, let angle, let word, let link):
                if let angle, record.state.angle != angle { record.state.press(.key(.angle)) }
                if let word { record.state.use(word) }
                // A link's text is the engine's own; typed text is in the visitor's format.
                let format = link ? NumberFormat.canonical : (record.state.numberLocale ?? locale).format
                record.state.evaluate(
                    typed: text, format: format, units: configuration.units, today: configuration.today())
            case .chooseLocale(let choice):
                record.state.numberLocale = choice
            case .calculateSheet(let text):
                record.state.calculate(
                    sheet: text, format: (record.state.numberLocale ?? locale).format, units: configuration.units,
                    today: configuration.today().date)
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
        let attempt: (value: Outcome?, write: PendingConfirmation?)?
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
}
