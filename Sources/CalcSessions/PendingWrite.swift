import Synchronization

/// A session write that a store has queued but not yet made durable (see
/// ``SessionStore/updateWithoutWaiting(_:_:)``): it reports its ``Outcome`` once, to every
/// callback given to ``whenDone(_:)``, on the thread that finished it (the store's committing
/// thread), or at once on the caller's thread when it is already done.
///
/// ```swift
/// pending.whenDone { outcome in
///     if case .durable = outcome { responder.respond(page) }
/// }
/// ```
public final class PendingWrite: Sendable {
    /// How a queued write ended.
    public enum Outcome: Sendable, Equatable {
        /// Committed: it survives a crash of the process and of the machine.
        case durable
        /// Not written; the store cannot say it is (a failed commit, a damaged page, a file that vanished).
        case failed(SessionStoreError)
        /// Not written, because another server changed the session first: the update must be made
        /// again from what the store holds now, the waiting way (``SessionStore/update(_:_:)``).
        case superseded
    }

    private enum State {
        case waiting([@Sendable (Outcome) -> Void])
        case done(Outcome)
    }

    private let state = Mutex<State>(.waiting([]))

    /// A write not done yet.
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
