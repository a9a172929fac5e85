import CalcEngine
import CalcSessions
import Foundation
import Synchronization

/// Decoded sessions kept in memory beside a database store, so that a key reads no row and decodes
/// no state: the database is the durable log, not the read path.
///
/// An entry is put only after its record was committed (or read), so it never holds what the
/// database does not. Each entry carries the row `version` it was read or written at: a store that
/// other servers share (PostgreSQL) writes only if the row is still at that version, and reads the
/// row again when it is not. At most `capacity` sessions are kept, holding at most about
/// `byteCapacity` bytes (their ``Entry/footprint``); a full stripe (see below) forgets its
/// least recently used tenth, and more while its bytes are over its share.
///
/// The entries are split over ``SessionDefaults/cacheStripes`` stripes by session id (fewer for a
/// small cache, see ``SessionDefaults/cacheStripeSessions``), each with its own lock and its share
/// of `capacity` (so a full stripe may forget a session while others still have room): the store's
/// worker threads each touch the cache twice per key, and one lock for all of them was the most
/// contended spot of a SQLite key (a thread preempted while holding it kept the others spinning).
///
/// Each entry also carries the bytes of the history its row keeps apart (``StoredState/history``),
/// so that a key that ends no calculation writes no history, and one that ends one encodes one line.
final class SessionCache: Sendable {
    /// A cached session and the row version it matches.
    struct Entry: Sendable {
        var record: SessionRecord
        var version: Int
        /// The bytes of `record`'s history as the row holds it apart (as it does after every write of
        /// this release); `nil` when the row keeps none apart.
        var heldHistory: [UInt8]?

        /// The history the row holds apart, for ``StoredState/init(_:historyBase:)``.
        var historyBase: StoredState.HistoryBase? { heldHistory.map { .init(state: record.state, bytes: $0) } }

        /// About how many bytes the entry holds.
        var footprint: Int { record.footprint + (heldHistory?.count ?? 0) }
    }

    /// A stripe's entries and their footprints added up.
    private struct Contents {
        var entries: [SessionID: Entry] = [:]
        var bytes = 0
    }

    /// One lock, the entries under it and the most it keeps.
    private final class Stripe: Sendable {
        let contents = Mutex(Contents())
        let capacity: Int
        let byteCapacity: Int

        init(capacity: Int, byteCapacity: Int) {
            self.capacity = capacity
            self.byteCapacity = byteCapacity
        }
    }

    /// The entries, each session in the stripe its id hashes to.
    private let stripes: [Stripe]
    /// The most sessions kept.
    let capacity: Int

    /// An empty cache of at most `capacity` sessions (0: caches nothing), holding at most about
    /// `byteCapacity` bytes.
    init(capacity: Int = SessionDefaults.cachedSessions, byteCapacity: Int = SessionDefaults.cachedBytes) {
        self.capacity = max(0, capacity)
        // Each stripe keeps its share of `capacity` and of `byteCapacity`; the shares of `capacity`
        // add up to it exactly.
        let count = max(1, min(SessionDefaults.cacheStripes, self.capacity / SessionDefaults.cacheStripeSessions))
        stripes = (0..<count).map { [capacity = self.capacity] index in
            Stripe(
                capacity: capacity / count + (index < capacity % count ? 1 : 0),
                byteCapacity: max(0, byteCapacity) / count)
        }
    }

    /// The stripe of `id`.
    private func stripe(_ id: SessionID) -> Stripe {
        stripes[Int(UInt(bitPattern: id.hashValue) % UInt(stripes.count))]
    }

    /// The cached entry of `id`.
    func entry(_ id: SessionID) -> Entry? {
        stripe(id).contents.withLock { $0.entries[id] }
    }

    /// Keeps `record` at `version` as the session `id`, with the history its row holds apart
    /// (``StoredState/heldHistory``; `nil` only for a row an earlier release wrote).
    func store(_ record: SessionRecord, version: Int = 0, heldHistory: [UInt8]?, for id: SessionID) {
        guard capacity > 0 else { return }
        let stripe = stripe(id)
        let entry = Entry(record: record, version: version, heldHistory: heldHistory)
        stripe.contents.withLock { contents in
            let added = entry.footprint - (contents.entries[id]?.footprint ?? 0)
            let full = contents.entries[id] == nil && contents.entries.count >= stripe.capacity
            if full || contents.bytes + added > stripe.byteCapacity {
                // The least recently used tenth, and more while the bytes are over the stripe's share.
                let oldest = contents.entries.filter { $0.key != id }
                    .sorted { $0.value.record.lastUsed < $1.value.record.lastUsed }
                let tenth = max(1, stripe.capacity / 10)
                for (index, (old, evicted)) in oldest.enumerated() {
                    guard index < tenth || contents.bytes + added > stripe.byteCapacity else { break }
                    contents.entries.removeValue(forKey: old)
                    contents.bytes -= evicted.footprint
                }
            }
            contents.entries[id] = entry
            contents.bytes += added
        }
    }

    /// Forgets the sessions `ids` (deleted, or no longer known to match the database).
    func remove(_ ids: some Sequence<SessionID>) {
        for id in ids {
            stripe(id).contents.withLock { contents in
                if let removed = contents.entries.removeValue(forKey: id) { contents.bytes -= removed.footprint }
            }
        }
    }

    /// How many sessions are kept now.
    var count: Int {
        stripes.reduce(0) { total, stripe in total + stripe.contents.withLock { $0.entries.count } }
    }

    /// About how many bytes the sessions kept hold now (their footprints added up).
    var footprint: Int {
        stripes.reduce(0) { total, stripe in total + stripe.contents.withLock { $0.bytes } }
    }

    /// Forgets every session.
    func removeAll() {
        for stripe in stripes { stripe.contents.withLock { $0 = Contents() } }
    }
}
