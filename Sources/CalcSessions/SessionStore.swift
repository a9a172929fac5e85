import Foundation

/// Where sessions live between requests: in memory, or in a database (the `CalcStore` target).
///
/// Each session has one lock. A store that does not wait on I/O (``waitsOnIO`` is `false`, the
/// memory store) keeps a session's updates apart itself: its ``edit(_:_:)`` and ``update(_:_:)`` are
/// atomic. For a store that waits, the server holds a lock per session (`SessionLocks` in
/// `CalcServer`) around every update, and until a write queued by ``updateWithoutWaiting(_:_:)``
/// reports. The server changes a session only through ``update(_:_:)`` and ``edit(_:_:)``. A store that several processes share
/// (PostgreSQL) must make `update` atomic across them; the default implementation, a `load`
/// then a `save`, is enough for a store only one process writes to. Every call may throw,
/// because a durable store can fail; the server answers ``SessionStoreError/unavailable(_:)``
/// with a 503 page. No call may wait without a deadline (see ``SessionDefaults/storeTimeout``).
public protocol SessionStore: Sendable {
    /// The record of `id`, or `nil` when the store does not know it.
    func load(_ id: SessionID) throws(SessionStoreError) -> SessionRecord?
    /// Inserts or replaces the record of `id`; called after every applied key.
    func save(_ record: SessionRecord, for id: SessionID) throws(SessionStoreError)
    /// Forgets `id`; forgetting an unknown id is not an error.
    func delete(_ id: SessionID) throws(SessionStoreError)
    /// Loads the record of `id`, passes it to `body`, and saves the record `body` returns (if
    /// any), so that no other update of `id` comes in between, in this process or another.
    ///
    /// `body` gets `.success(nil)` for an unknown id and `.failure(.corruptRecord)` for a stored
    /// record that cannot be decoded; a store may call it more than once (optimistic retries),
    /// so it must not have side effects beyond its result.
    func update<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> T
    /// ``update(_:_:)`` with the record changed in place: `body` gets the session as a
    /// ``SessionEdit`` and sets its `save` to store what it left in `record`. The memory store hands
    /// over the record it holds, so that a key changes it without copying it; every other store
    /// runs `body` inside ``update(_:_:)``, with the same guarantees.
    func edit<T>(_ id: SessionID, _ body: (inout SessionEdit) throws(SessionStoreError) -> T) throws(SessionStoreError)
        -> T
    /// ``update(_:_:)`` without waiting on I/O, for a store whose writes wait (``waitsOnIO``): runs
    /// `body` on the session as the store holds it in memory, queues the record it returns, and
    /// returns at once with `body`'s value and the queued write (`nil` when `body` saved nothing).
    ///
    /// Returns `nil`, without running `body`, when that cannot be done without waiting (the
    /// session is not in memory, say): the caller then calls ``update(_:_:)`` from a thread that
    /// may wait. The caller keeps other updates of `id` out until the write reports (see
    /// ``PendingConfirmation``), and acknowledges nothing before it reports ``PendingConfirmation/Outcome/durable``.
    func updateWithoutWaiting<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> (value: T, write: PendingConfirmation?)?
    /// The record of `id` when the store holds it in memory, else `nil`: the caller then calls
    /// ``load(_:)`` from a thread that may wait. With it, `nil` when no other process writes the
    /// store (the record is the stored one), else the check, queued without waiting, that the row is
    /// still the version held: the caller shows nothing before it reports
    /// ``PendingConfirmation/Outcome/durable``.
    func loadWithoutWaiting(_ id: SessionID) -> (record: SessionRecord, check: PendingConfirmation?)?
    /// The number of stored sessions.
    func count() throws(SessionStoreError) -> Int
    /// Removes at most `batch` sessions: those last used before `cutoff` first, then the least
    /// recently used beyond `limit`; returns how many went. Each call is one short step, so that a
    /// sweep never holds the store for long; ``removeAllExpired(before:keepingAtMost:)`` repeats it.
    @discardableResult
    func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) throws(SessionStoreError) -> Int
    /// Whether the store answers now, waiting at most `timeout`; never waits on a session's lock.
    func health(within timeout: Duration) -> StoreHealth
    /// Whether calls wait on I/O (a disk's sync, a database's round trip): the server then makes
    /// them on threads of its own, never on the HTTP server's (see ``SessionDefaults/storeWorkers``).
    var waitsOnIO: Bool { get }
}

extension SessionStore {
    /// Removes every session last used before `cutoff` and every one beyond `limit`, in steps of
    /// ``SessionDefaults/sweepBatch``; returns how many went.
    @discardableResult
    public func removeAllExpired(before cutoff: Date, keepingAtMost limit: Int) throws(SessionStoreError) -> Int {
        var total = 0
        while true {
            let removed = try removeExpired(before: cutoff, keepingAtMost: limit, batch: SessionDefaults.sweepBatch)
            total += removed
            if removed < SessionDefaults.sweepBatch { return total }
        }
    }
}

/// What `/readyz` reports about the session store.
public enum StoreHealth: Sendable, Equatable, CustomStringConvertible {
    /// The store answers.
    case ready
    /// The store answers, but something needs a person's attention (for example a damaged database
    /// file was moved aside at start, or a damaged page was met since).
    case degraded(String)
    /// The store does not answer, or may not be written to; keys are answered 503.
    case down(String)

    /// One line for `/readyz` and the log: `ready`, `degraded: …` or `down: …`.
    public var description: String {
        switch self {
        case .ready: "ready"
        case .degraded(let reason): "degraded: \(reason)"
        case .down(let reason): "down: \(reason)"
        }
    }
}

/// What an ``SessionStore/update(_:_:)`` body decided: the record to save (`nil`: save nothing) and
/// the value to hand back.
public struct SessionUpdate<Value> {
    /// The record to store, or `nil` to leave the store as it was.
    public var save: SessionRecord?
    /// What `update` returns.
    public var value: Value

    /// Makes the decision.
    public init(save: SessionRecord?, value: Value) {
        self.save = save
        self.value = value
    }
}

extension SessionStore {
    /// Always ``StoreHealth/ready``: a store in memory cannot be unreachable.
    public func health(within timeout: Duration) -> StoreHealth {
        .ready
    }

    /// `false`: a store in memory answers at once.
    public var waitsOnIO: Bool { false }

    /// `nil`: call ``load(_:)``.
    public func loadWithoutWaiting(_ id: SessionID) -> (record: SessionRecord, check: PendingConfirmation?)? {
        nil
    }

    /// `nil`: a store that does not wait on I/O has nothing to queue; call ``update(_:_:)``.
    public func updateWithoutWaiting<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> (value: T, write: PendingConfirmation?)? {
        nil
    }

    /// `body` inside ``update(_:_:)``: the edit starts from the record `update` hands over, and the
    /// record it leaves is saved when it sets `save`.
    public func edit<T>(
        _ id: SessionID, _ body: (inout SessionEdit) throws(SessionStoreError) -> T
    ) throws(SessionStoreError) -> T {
        try update(id) { stored throws(SessionStoreError) in try SessionEdit.decision(of: body, on: stored) }
    }

    /// A `load`, the body, then a `save`: atomic only under the server's per-session lock, which it
    /// holds for a store that waits on I/O (a SQLite file one server writes to).
    public func update<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> T {
        let decision = try body(try .reading { () throws(SessionStoreError) in try load(id) })
        if let record = decision.save { try save(record, for: id) }
        return decision.value
    }
}

extension Result where Success == SessionRecord?, Failure == SessionStoreError {
    /// What an update body is handed for a stored record: the record `read` returns, or
    /// `.failure(.corruptRecord)` when it cannot be decoded; every other error of `read` is thrown.
    ///
    /// Every store's ``SessionStore/update(_:_:)`` reads through this, so a damaged row becomes a
    /// fresh session with a notice in the same way everywhere.
    public static func reading<E: Error>(_ read: () throws(E) -> SessionRecord?) throws(E) -> Self {
        do {
            return .success(try read())
        } catch {
            guard let failure = error as? SessionStoreError, case .corruptRecord = failure else { throw error }
            return .failure(failure)
        }
    }
}

/// Why a session store call failed.
public enum SessionStoreError: Error, Equatable, CustomStringConvertible {
    /// The store could not be reached or refused the operation.
    case unavailable(String)
    /// A stored record could not be decoded (for example, written by an incompatible version).
    case corruptRecord(String)

    /// A short explanation for the log.
    public var description: String {
        switch self {
        case .unavailable(let reason): "session store unavailable: \(reason)"
        case .corruptRecord(let reason): "stored session could not be read: \(reason)"
        }
    }
}
