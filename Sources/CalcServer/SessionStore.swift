import Foundation

/// Where sessions live between requests: in memory now, in SQLite or PostgreSQL later.
///
/// The server serialises the requests of one session itself (see ``SessionLocks``), so a store
/// only has to make each single call safe to run from many threads. Every call may throw, because
/// a durable store can fail; the server answers such failures with a 500 page and changes nothing.
public protocol SessionStore: Sendable {
    /// The record of `id`, or `nil` when the store does not know it.
    func load(_ id: SessionID) throws(SessionStoreError) -> SessionRecord?
    /// Inserts or replaces the record of `id`; called after every applied key.
    func save(_ record: SessionRecord, for id: SessionID) throws(SessionStoreError)
    /// Forgets `id`; forgetting an unknown id is not an error.
    func delete(_ id: SessionID) throws(SessionStoreError)
    /// The number of stored sessions.
    func count() throws(SessionStoreError) -> Int
    /// Removes sessions last used before `cutoff`, then the oldest ones beyond `limit`; returns how many went.
    @discardableResult
    func removeExpired(before cutoff: Date, keepingAtMost limit: Int) throws(SessionStoreError) -> Int
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
