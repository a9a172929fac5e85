import CalcSessions
import Foundation
import Synchronization

/// Decoded sessions kept in memory beside a database store, so that a key reads no row and decodes
/// no state: the database is the durable log, not the read path.
///
/// An entry is put only after its record was committed (or read), so it never holds what the
/// database does not. Each entry carries the row `version` it was read or written at: a store that
/// other servers share (PostgreSQL) writes only if the row is still at that version, and reads the
/// row again when it is not. At most `capacity` sessions are kept; a full cache forgets its least
/// recently used tenth.
///
/// Each entry also carries the ``CompactEncodingMemo`` of its session's last encoding, so that a
/// key's commit encodes only what the key changed; it goes with the entry (a miss starts an empty one).
final class SessionCache: Sendable {
    /// A cached session and the row version it matches.
    struct Entry: Sendable {
        var record: SessionRecord
        var version: Int
        /// The bytes of the session's last encoding, for the next one.
        var memo: CompactEncodingMemo
    }

    private let entries = Mutex<[SessionID: Entry]>([:])
    /// The most sessions kept.
    let capacity: Int

    /// An empty cache of at most `capacity` sessions (0: caches nothing).
    init(capacity: Int = SessionDefaults.cachedSessions) {
        self.capacity = max(0, capacity)
    }

    /// The cached entry of `id`.
    func entry(_ id: SessionID) -> Entry? {
        entries.withLock { $0[id] }
    }

    /// The encoding memo of the session `id`: the cached one, else a new, empty one.
    func memo(_ id: SessionID) -> CompactEncodingMemo {
        entry(id)?.memo ?? CompactEncodingMemo()
    }

    /// Keeps `record` at `version` as the session `id`, with the memo it was encoded with.
    func store(
        _ record: SessionRecord, version: Int = 0, memo: CompactEncodingMemo = CompactEncodingMemo(),
        for id: SessionID
    ) {
        guard capacity > 0 else { return }
        entries.withLock { entries in
            if entries[id] == nil, entries.count >= capacity {
                let oldest = entries.sorted { $0.value.record.lastUsed < $1.value.record.lastUsed }
                    .prefix(max(1, capacity / 10))
                for (old, _) in oldest { entries.removeValue(forKey: old) }
            }
            entries[id] = Entry(record: record, version: version, memo: memo)
        }
    }

    /// Forgets the sessions `ids` (deleted, or no longer known to match the database).
    func remove(_ ids: some Sequence<SessionID>) {
        entries.withLock { entries in
            for id in ids { entries.removeValue(forKey: id) }
        }
    }

    /// Forgets every session.
    func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}
