import CalcSessions
import MicroHTTPServer

extension CalculatorApp {
    /// Answers a request for `/`, read once, for a store that waits on I/O: on the calling thread
    /// when that needs no waiting, else on one of `workers`; by `deadline` (its arrival plus
    /// ``Configuration/storeDeadline``) in either case.
    ///
    /// Unless `waiting`, ``answer(_:waiting:)`` decides, before anything is changed, whether the
    /// request can be answered from what the store holds in memory: the page of a session in memory
    /// is made here and sent once the store confirms it is the stored one (at once when no other
    /// process writes the store), and a key of one whose lock is free is applied here, its page sent
    /// by the store's committing thread once the key's write is durable, so no thread waits for the
    /// database. Anything else is handed, as read, to a worker, which may wait.
    ///
    /// Every store call made for the request waits at most until `deadline` (``StoreDeadline``), and
    /// sends nothing after it; a request still queued for a worker then is answered with the 503 page
    /// without touching the store (see ``onWorker(_:for:by:send:_:)``).
    ///
    /// - A write that failed is answered with the store's error page, as ``respond(to:)`` would.
    /// - A write that was not made, or a page from memory that is not the stored one, because another
    ///   server changed the session first, or because a damaged page lies under its row, is answered
    ///   again on a worker, the waiting way, which reads the session anew (and starts a damaged one
    ///   afresh). Nothing was written, so nothing is applied twice.
    func answer(
        _ request: SessionRequest, waiting: Bool, on workers: WorkerPool, by deadline: ContinuousClock.Instant,
        send: @escaping @Sendable (HTTPResponse) -> Void
    ) {
        let answered: SessionAnswer
        do {
            answered = try StoreDeadline.during(deadline) { () throws(CalcServerError) in
                try answer(request, waiting: waiting)
            }
        } catch {
            send(errorPage(error, for: request.http))
            return
        }
        switch answered {
        case .mustWait(let rest):
            onWorker(workers, for: rest.http, by: deadline, send: send) {
                self.charging(rest.http) { self.answer(rest, waiting: true, on: workers, by: deadline, send: send) }
            }
        case .answered(let response, nil, _):
            send(response)
        case .answered(let response, let confirmation?, let retry):
            confirmation.whenDone { [self] outcome in
                switch outcome {
                case .durable: send(response)
                case .failed(.corruptRecord), .superseded:
                    onWorker(workers, for: retry.http, by: deadline, send: send) {
                        self.charging(retry.http) {
                            self.answer(retry, waiting: true, on: workers, by: deadline, send: send)
                        }
                    }
                case .failed(let error): send(errorPage(failure(error), for: request.http))
                }
            }
        }
    }

    /// Runs `work` for `request` on one of `workers` with `deadline` bound (``StoreDeadline``); a
    /// request whose deadline passed while it waited for a worker is answered with the 503 page at
    /// once, its store untouched, so that however many are queued each is answered by its deadline.
    func onWorker(
        _ workers: WorkerPool, for request: HTTPRequest, by deadline: ContinuousClock.Instant,
        send: @escaping @Sendable (HTTPResponse) -> Void, _ work: @escaping @Sendable () -> Void
    ) {
        workers.submit { [self] in
            guard ContinuousClock.now < deadline else {
                let error = CalcServerError.storeUnavailable(.unavailable("no store worker was free before the deadline"))
                send(errorPage(error, for: request))
                return
            }
            StoreDeadline.during(deadline, work)
        }
    }
}
