import CalcSessions
import MicroHTTPServer

extension CalculatorApp {
    /// Answers a request for `/` on the calling (HTTP) thread when that needs no waiting.
    ///
    /// A GET (or HEAD) of the page whose session the store holds in memory is answered at once. A
    /// key (a POST) is applied when its session is in the store's memory and its lock is free; the
    /// page is made here and sent by the store's committing thread once the key's write is durable,
    /// so no thread waits for the commit and a key costs no hand-over to a worker and back (issue 11).
    ///
    /// - A write that failed is answered with the store's error page, as ``respond(to:)`` would.
    /// - A write that was not made because another server changed the session first, or because a
    ///   damaged page lies under its row, is applied again on a worker, the waiting way, which
    ///   reads the session anew (and starts a damaged one afresh). Nothing was written, so nothing
    ///   is applied twice.
    ///
    /// Returns `false`, with nothing changed, when the request must be answered on a worker instead
    /// (and always for a store without workers, which never waits).
    func answerWithoutWaiting(
        _ request: HTTPRequest, started start: ContinuousClock.Instant, responder: HTTPResponder
    ) -> Bool {
        guard let workers else { return false }
        let send = { @Sendable [self] (response: HTTPResponse) in
            responder.respond(finished(response, for: request, started: start))
        }
        let answer: (response: HTTPResponse, write: PendingWrite?)
        do {
            switch request.method {
            case .post: answer = try applyForm(request, waiting: false)
            case .get, .head: answer = (try showPage(request, waiting: false), nil)
            default: return false
            }
        } catch {
            if case .wouldWait = error { return false }
            send(errorPage(error))
            return true
        }
        guard let write = answer.write else {
            send(answer.response)
            return true
        }
        write.whenDone { [self] outcome in
            switch outcome {
            case .durable: send(answer.response)
            case .failed(.corruptRecord), .superseded:
                self.answer(request, on: workers, started: start, responder: responder)
            case .failed(let error): send(errorPage(failure(error)))
            }
        }
        return true
    }
}
