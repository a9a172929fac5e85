import Foundation
import Synchronization

/// A session store in a dictionary: fast, and gone when the process ends.
///
/// It holds at most `capacity` sessions: saving a new session into a full store first evicts the
/// least recently used tenth (at least one), so eviction costs are spread over many inserts. It also
/// holds at most about `byteCapacity` bytes (the records' ``SessionRecord/footprint``, kept as a
/// running total): a new session, or a key that grows one (a long worksheet), past it evicts the
/// least recently used sessions until the total is back under it.
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
    /// The footprints of the records held, added up: changed with the lock of the slot whose record
    /// changed (or of the store, for a slot added or removed).
    private let bytes = Atomic<Int>(0)
    /// The most sessions kept at once.
    public let capacity: Int
    /// About the most bytes the records kept may hold (by ``SessionRecord/footprint``).
    public let byteCapacity: Int

    /// Makes an empty store that keeps at most `capacity` sessions (at least 1), holding at most
    /// about `byteCapacity` bytes.
    public init(capacity: Int = SessionDefaults.maxSessions, byteCapacity: Int = SessionDefaults.memoryStoreBytes) {
        self.capacity = max(1, capacity)
        self.byteCapacity = max(1, byteCapacity)
    }

    /// About how many bytes the records kept hold now (their footprints added up).
    public var footprint: Int { bytes.load(ordering: .relaxed) }

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
                    bytes.add(record.footprint - (old?.footprint ?? 0), ordering: .relaxed)
                    stored = record
                    return old
                }
            }
            if slots.count >= capacity {
                evictOldest(from: &slots, count: slots.count - capacity + max(1, capacity / 10))
            }
            evictOldest(from: &slots, untilRoomFor: record.footprint)
            slots[id] = Slot(record)
            bytes.add(record.footprint, ordering: .relaxed)
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
            var grown = 0
            // A key that took the store past its bytes trims it once the slot's lock is let go: the
            // store's lock is never taken while a slot's is held.
            defer {
                if grown > 0, footprint > byteCapacity {
                    _ = slots.withLock { evictOldest(from: &$0, untilRoomFor: 0) }
                }
            }
            slot.lock.lock()
            defer { slot.lock.unlock() }
            if !slot.removed {
                // Moved, not copied, in and out: a copy would share the state's arrays, and the
                // key's first change to each would copy it whole.
                var edit = SessionEdit(record: nil)
                swap(&edit.record, &slot.record)
                let before = edit.record?.footprint ?? 0
                defer {
                    grown = (edit.record?.footprint ?? 0) - before
                    if grown != 0 { bytes.add(grown, ordering: .relaxed) }
                    swap(&edit.record, &slot.record)
                }
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
        slot?.withLock { record, removed in
            removed = true
            bytes.subtract(record?.footprint ?? 0, ordering: .relaxed)
        }
    }

    public func count() -> Int {
        slots.withLock { $0.count }
    }

    @discardableResult
    public func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) -> Int {
        slots.withLock { slots in
            let expired = Self.lastUses(in: slots).filter { $0.lastUsed < cutoff }.sorted { $0.lastUsed < $1.lastUsed }
            var removed = remove(expired.prefix(max(0, batch)).map(\.id), from: &slots)
            let excess = min(slots.count - max(0, limit), max(0, batch) - removed)
            if excess > 0 { removed += evictOldest(from: &slots, count: excess) }
            // Past the byte cap too (a cap lowered, or a trim that met sessions in use).
            removed += evictOldest(from: &slots, untilRoomFor: 0)
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
    private func evictOldest(from slots: inout [SessionID: Slot], count: Int) -> Int {
        guard count > 0 else { return 0 }
        return remove(
            Self.lastUses(in: slots).sorted { $0.lastUsed < $1.lastUsed }.prefix(count).map(\.id), from: &slots)
    }

    /// Removes the least recently used sessions (a tenth of the store at least, as for the count)
    /// until `added` more bytes fit under ``byteCapacity``; returns how many went.
    @discardableResult
    private func evictOldest(from slots: inout [SessionID: Slot], untilRoomFor added: Int) -> Int {
        guard footprint + added > byteCapacity else { return 0 }
        let oldest = Self.lastUses(in: slots).sorted { $0.lastUsed < $1.lastUsed }
        let tenth = max(1, slots.count / 10)
        var removed = 0
        var index = 0
        while index < oldest.count, footprint + added > byteCapacity || removed < tenth {
            removed += remove([oldest[index].id], from: &slots)
            index += 1
        }
        return removed
    }

    /// Removes the sessions `ids` that no key is changing now; returns how many went.
    private func remove(_ ids: [SessionID], from slots: inout [SessionID: Slot]) -> Int {
        var removed = 0
        for id in ids {
            guard let slot = slots[id] else { continue }
            let released: Int? = slot.withLockIfAvailable { record, removed in
                removed = true
                return record?.footprint ?? 0
            }
            guard let released else { continue }
            bytes.subtract(released, ordering: .relaxed)
            slots.removeValue(forKey: id)
            removed += 1
        }
        return removed
    }
}
