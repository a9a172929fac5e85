import CalcSessions
import Synchronization

/// `/readyz` for a store that waits on I/O: one look at the store at a time, on a thread of its own,
/// so that readiness never queues behind key work on the store workers (issue 27, item 5).
///
/// A `/readyz` that arrives while a look is under way waits for that one, so each is answered within
/// the look's bound (``CalculatorApp/Configuration/readinessTimeout``, 1 s, all its waits together:
/// a free connection, a connection attempt, the query), however many come at once.
final class ReadinessProbe: Sendable {
    private let store: any SessionStore
    private let timeout: Duration
    private let thread = WorkerPool(threads: 1, name: "calculator-readiness")
    /// The answers waiting for the look under way; `nil` when none is.
    private let waiting = Mutex<[@Sendable (StoreHealth) -> Void]?>(nil)

    /// A probe of `store` whose every look takes at most `timeout`.
    init(store: any SessionStore, timeout: Duration) {
        self.store = store
        self.timeout = timeout
    }

    /// Calls `answer` with the store's health, from the look under way or from a new one.
    func check(_ answer: @escaping @Sendable (StoreHealth) -> Void) {
        let startsLook = waiting.withLock { waiting in
            guard waiting == nil else {
                waiting?.append(answer)
                return false
            }
            waiting = [answer]
            return true
        }
        guard startsLook else { return }
        thread.submit { [self] in
            let health = store.health(within: timeout)
            let answers = waiting.withLock { waiting in
                defer { waiting = nil }
                return waiting ?? []
            }
            for answer in answers { answer(health) }
        }
    }
}
