import Foundation
import Synchronization

/// A session store in a dictionary: fast, and gone when the process ends.
///
/// It holds at most `capacity` sessions: saving a new session into a full store first evicts the
/// least recently used tenth (at least one), so eviction costs are spread over many inserts.
public final class MemorySessionStore: SessionStore {
    private let records = Mutex<[SessionID: SessionRecord]>([:])
    /// The most sessions kept at once.
    public let capacity: Int

    /// Makes an empty store that keeps at most `capacity` sessions (at least 1).
    public init(capacity: Int = SessionDefaults.maxSessions) {
        self.capacity = max(1, capacity)
    }

    public func load(_ id: SessionID) -> SessionRecord? {
        records.withLock { $0[id] }
    }

    public func save(_ record: SessionRecord, for id: SessionID) {
        // The record replaced is returned, so that freeing it (its state's arrays and numbers)
        // happens after the lock is let go, not while the other threads wait for it.
        let replaced = records.withLock { records in
            if records.count >= capacity, records[id] == nil {
                Self.evictOldest(from: &records, count: records.count - capacity + max(1, capacity / 10))
            }
            return records.updateValue(record, forKey: id)
        }
        withExtendedLifetime(replaced) {}
    }

    public func delete(_ id: SessionID) {
        _ = records.withLock { $0.removeValue(forKey: id) }
    }

    public func count() -> Int {
        records.withLock { $0.count }
    }

    @discardableResult
    public func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) -> Int {
        records.withLock { records in
            let expired = records.filter { $0.value.lastUsed < cutoff }.sorted { $0.value.lastUsed < $1.value.lastUsed }
            var removed = 0
            for (id, _) in expired.prefix(max(0, batch)) {
                records.removeValue(forKey: id)
                removed += 1
            }
            let excess = min(records.count - max(0, limit), max(0, batch) - removed)
            if excess > 0 {
                Self.evictOldest(from: &records, count: excess)
                removed += excess
            }
            return removed
        }
    }

    /// Removes the `count` least recently used records.
    private static func evictOldest(from records: inout [SessionID: SessionRecord], count: Int) {
        guard count > 0 else { return }
        let oldest = records.sorted { $0.value.lastUsed < $1.value.lastUsed }.prefix(count)
        for (id, _) in oldest { records.removeValue(forKey: id) }
    }
}
