import Synchronization

/// What an answer made without waiting must hear from the store before it goes out: a queued
/// session write becoming durable (``SessionStore/updateWithoutWaiting(_:_:)``), or a session held in
/// memory being found still the stored one (``SessionStore/loadWithoutWaiting(_:)``). It reports its
/// ``Outcome`` once, to every callback given to ``whenDone(_:)``, on the thread that finished it (the
/// store's committing thread), or at once on the caller's thread when it is already done.
///
/// ```swift
/// pending.whenDone { outcome in
///     if case .durable = outcome { responder.respond(page) }
/// }
/// ```
public final class PendingConfirmation: Sendable {
    /// How the store answered.
    public enum Outcome: Sendable, Equatable {
        /// The session as the answer shows it is durable: the write committed (it survives a crash
        /// of the process and of the machine), or the record held in memory is the stored one.
        case durable
        /// Not written, or not known to be the stored one; the store cannot say (a failed commit, a
        /// damaged page, a file that vanished, a database that did not answer).
        case failed(SessionStoreError)
        /// Another server changed the session first: the answer must be made again from what the
        /// store holds now, the waiting way (``SessionStore/update(_:_:)``, ``SessionStore/load(_:)``).
        case superseded
    }

    private enum State {
        case waiting([@Sendable (Outcome) -> Void])
        case done(Outcome)
    }

    private let state = Mutex<State>(.waiting([]))

    /// A confirmation not heard yet.
    public init() {}

    /// Reports `outcome` to the callbacks given so far, in the order given, and to every later one;
    /// only the first call counts.
    public func finish(_ outcome: Outcome) {
        let waiting: [@Sendable (Outcome) -> Void] = state.withLock { state in
            guard case .waiting(let callbacks) = state else { return [] }
            state = .done(outcome)
            return callbacks
        }
        for callback in waiting { callback(outcome) }
    }

    /// Calls `callback` with the outcome once there is one: at once, here, if the write is done.
    public func whenDone(_ callback: @escaping @Sendable (Outcome) -> Void) {
        let done: Outcome? = state.withLock { state in
            switch state {
            case .waiting(let callbacks):
                state = .waiting(callbacks + [callback])
                return nil
            case .done(let outcome):
                return outcome
            }
        }
        if let done { callback(done) }
    }
}
