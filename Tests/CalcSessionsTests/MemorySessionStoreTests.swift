import CalcSessions
import Foundation
import Testing

struct MemorySessionStoreTests {
    let epoch = Date(timeIntervalSince1970: 1_000_000)

    @Test func savesLoadsAndDeletes() {
        let store = MemorySessionStore()
        let id = SessionID.random()
        #expect(store.load(id) == nil)
        store.save(SessionRecord(seq: 3, lastUsed: epoch), for: id)
        #expect(store.load(id)?.seq == 3)
        #expect(store.count() == 1)
        store.delete(id)
        store.delete(id)
        #expect(store.load(id) == nil)
        #expect(store.count() == 0)
    }

    @Test func aFullStoreEvictsTheLeastRecentlyUsed() {
        let store = MemorySessionStore(capacity: 10)
        let ids = (0..<10).map { _ in SessionID.random() }
        for (index, id) in ids.enumerated() {
            store.save(SessionRecord(lastUsed: epoch.addingTimeInterval(Double(index))), for: id)
        }
        let newcomer = SessionID.random()
        store.save(SessionRecord(lastUsed: epoch.addingTimeInterval(100)), for: newcomer)
        #expect(store.count() == 10)
        #expect(store.load(ids[0]) == nil)
        #expect(store.load(ids[1]) != nil)
        #expect(store.load(newcomer) != nil)
        // Replacing a known session never evicts.
        store.save(SessionRecord(seq: 1, lastUsed: epoch.addingTimeInterval(101)), for: ids[1])
        #expect(store.count() == 10)
    }

    @Test func removeExpiredDropsIdleSessionsThenTheOldestBeyondTheLimit() throws {
        let store = MemorySessionStore()
        let ids = (0..<6).map { _ in SessionID.random() }
        for (index, id) in ids.enumerated() {
            store.save(SessionRecord(lastUsed: epoch.addingTimeInterval(Double(index))), for: id)
        }
        #expect(try store.removeAllExpired(before: epoch.addingTimeInterval(2), keepingAtMost: 3) == 3)
        #expect(ids.map { store.load($0) != nil } == [false, false, false, true, true, true])
    }

    @Test func aSweepStepRemovesAtMostItsBatchOldestFirst() {
        let store = MemorySessionStore()
        let ids = (0..<10).map { _ in SessionID.random() }
        for (index, id) in ids.enumerated() {
            store.save(SessionRecord(lastUsed: epoch.addingTimeInterval(Double(index))), for: id)
        }
        // Three expired (0, 1, 2); beyond a cap of 4, three more (3, 4, 5); in steps of 2.
        let cutoff = epoch.addingTimeInterval(3)
        #expect(store.removeExpired(before: cutoff, keepingAtMost: 4, batch: 2) == 2)
        #expect(ids.map { store.load($0) != nil } == [false, false] + Array(repeating: true, count: 8))
        #expect(store.removeExpired(before: cutoff, keepingAtMost: 4, batch: 2) == 2)
        #expect(store.removeExpired(before: cutoff, keepingAtMost: 4, batch: 2) == 2)
        #expect(store.removeExpired(before: cutoff, keepingAtMost: 4, batch: 2) == 0)
        #expect(
            ids.map { store.load($0) != nil } == Array(repeating: false, count: 6) + Array(repeating: true, count: 4))
    }
}
