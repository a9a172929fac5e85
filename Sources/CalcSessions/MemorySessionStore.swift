import Foundation
import Synchronization

/// A session store in a dictionary: fast, and gone when the process ends.
///
/// It holds at most `capacity` sessions: saving a new session into a full store first evicts the
/// least recently used tenth (at least one), so eviction costs are spread over many inserts.
///
/// Each session's record sits in a ``Slot`` with its own lock, so that ``edit(_:_:)`` can hand the
/// record itself to a key (changed in place, not copied) while the other sessions go on; a reader
/// of that one session waits for the key.
public final class MemorySessionStore: SessionStore {
    /// One session's record and its lock.
    ///
    /// An `NSLock` rather than a `Mutex`: ``MemorySessionStore/edit(_:_:)`` runs its generic body
    /// between `lock()` and `unlock()`, where a `Mutex`'s closure would carry the body's result
    /// through generic wrappers (about 1,000 instructions a key).
    private final class Slot: @unchecked Sendable {
        // @unchecked: `record` and `removed` are read and written only with `lock` held.
        let lock = NSLock()
        /// The record; `nil` only while ``MemorySessionStore/edit(_:_:)`` holds it.
        var record: SessionRecord?
        /// Set, with the lock held, when the store lets go of the slot: an edit that reached it
        /// just before treats the session as unknown, as a later one would.
        var removed = false

        init(_ record: SessionRecord) {
            self.record = record
        }

        /// `body` on the record and flag, with the lock held.
        func withLock<R>(_ body: (inout SessionRecord?, inout Bool) -> R) -> R {
            lock.lock()
            defer { lock.unlock() }
            return body(&record, &removed)
        }

        /// `body` on the record and flag if the lock is free now, else `nil` (without waiting).
        func withLockIfAvailable<R>(_ body: (inout SessionRecord?, inout Bool) -> R) -> R? {
            guard lock.try() else { return nil }
            defer { lock.unlock() }
            return body(&record, &removed)
        }
    }

    private let slots = Mutex<[SessionID: Slot]>([:])
    /// The most sessions kept at once.
    public let capacity: Int

    /// Makes an empty store that keeps at most `capacity` sessions (at least 1).
    public init(capacity: Int = SessionDefaults.maxSessions) {
        self.capacity = max(1, capacity)
    }

    public func load(_ id: SessionID) -> SessionRecord? {
        guard let slot = slots.withLock({ $0[id] }) else { return nil }
        return slot.withLock { record, removed in removed ? nil : record }
    }

    public func save(_ record: SessionRecord, for id: SessionID) {
        // The record replaced is returned, so that freeing it (its state's arrays and numbers)
        // happens after the locks are let go, not while the other threads wait for them.
        let replaced: SessionRecord? = slots.withLock { slots in
            if let slot = slots[id] {
                return slot.withLock { stored, _ in
                    let old = stored
                    stored = record
                    return old
                }
            }
            if slots.count >= capacity {
                Self.evictOldest(from: &slots, count: slots.count - capacity + max(1, capacity / 10))
            }
            slots[id] = Slot(record)
            return nil
        }
        withExtendedLifetime(replaced) {}
    }

    /// Hands `body` the record itself: it leaves the slot while `body` changes it (the slot's lock
    /// held, so that a reader of this session waits), and goes back as `body` left it.
    public func edit<T>(
        _ id: SessionID, _ body: (inout SessionEdit) throws(SessionStoreError) -> T
    ) throws(SessionStoreError) -> T {
        if let slot = slots.withLock({ $0[id] }) {
            slot.lock.lock()
            defer { slot.lock.unlock() }
            if !slot.removed {
                // Moved, not copied, in and out: a copy would share the state's arrays, and the
                // key's first change to each would copy it whole.
                var edit = SessionEdit(record: nil)
                swap(&edit.record, &slot.record)
                defer { swap(&edit.record, &slot.record) }
                return try body(&edit)
            }
        }
        var edit = SessionEdit(record: nil)
        let value = try body(&edit)
        if edit.save, let record = edit.record { save(record, for: id) }
        return value
    }

    public func delete(_ id: SessionID) {
        let slot = slots.withLock { $0.removeValue(forKey: id) }
        // Marked under its own lock, after an edit in progress is done with it.
        slot?.withLock { _, removed in removed = true }
    }

    public func count() -> Int {
        slots.withLock { $0.count }
    }

    @discardableResult
    public func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) -> Int {
        slots.withLock { slots in
            let expired = Self.lastUses(in: slots).filter { $0.lastUsed < cutoff }.sorted { $0.lastUsed < $1.lastUsed }
            var removed = Self.remove(expired.prefix(max(0, batch)).map(\.id), from: &slots)
            let excess = min(slots.count - max(0, limit), max(0, batch) - removed)
            if excess > 0 { removed += Self.evictOldest(from: &slots, count: excess) }
            return removed
        }
    }

    /// When each session was last used; a session a key is changing now is left out (it is in use).
    private static func lastUses(in slots: [SessionID: Slot]) -> [(id: SessionID, lastUsed: Date)] {
        slots.compactMap { id, slot in
            // Without waiting: the caller holds the store's lock, which a long key must not hold up.
            guard let lastUsed = slot.withLockIfAvailable({ record, _ in record?.lastUsed }) ?? nil else { return nil }
            return (id, lastUsed)
        }
    }

    /// Removes the `count` least recently used sessions (fewer when some are in use); returns how many went.
    @discardableResult
    private static func evictOldest(from slots: inout [SessionID: Slot], count: Int) -> Int {
        guard count > 0 else { return 0 }
        return remove(lastUses(in: slots).sorted { $0.lastUsed < $1.lastUsed }.prefix(count).map(\.id), from: &slots)
    }

    /// Removes the sessions `ids` that no key is changing now; returns how many went.
    private static func remove(_ ids: [SessionID], from slots: inout [SessionID: Slot]) -> Int {
        var removed = 0
        for id in ids {
            guard let slot = slots[id], slot.withLockIfAvailable({ _, removed in removed = true }) != nil else {
                continue
            }
            slots.removeValue(forKey: id)
            removed += 1
        }
        return removed
    }
}
