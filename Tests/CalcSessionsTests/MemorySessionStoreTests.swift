import CalcEngine
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

    /// A record last used `seconds` after the epoch, with a worksheet of `characters` characters.
    func record(_ seconds: Double, sheetOf characters: Int = 0) -> SessionRecord {
        var state = CalculatorState()
        if characters > 0 { state.calculate(sheet: String(repeating: "1", count: characters)) }
        return SessionRecord(state: state, lastUsed: epoch.addingTimeInterval(seconds))
    }

    /// Sessions of long worksheets count by their bytes: past the byte cap the least recently used
    /// go, however few sessions there are, and the total follows saves, keys and deletions.
    @Test func aStoreOfLongWorksheetsEvictsByBytes() throws {
        let big = record(0, sheetOf: 10_000).footprint
        #expect(big == SessionDefaults.sessionBytes + 10_000 * SessionDefaults.sheetBytesPerCharacter)
        let store = MemorySessionStore(capacity: 1_000, byteCapacity: 5 * big)
        let ids = (0..<8).map { _ in SessionID.random() }
        for (index, id) in ids.enumerated() { store.save(record(Double(index), sheetOf: 10_000), for: id) }
        #expect(store.footprint <= 5 * big)
        #expect(store.count() <= 5)
        #expect(store.load(ids[0]) == nil)
        #expect(store.load(ids[7]) != nil)
        // A key that writes a long sheet into a session adds its bytes, and past the cap the least
        // recently used others go at once.
        let plain = SessionID.random()
        store.save(record(100), for: plain)
        let before = store.footprint
        try store.edit(plain) { edit in _ = edit.record?.state.calculate(sheet: String(repeating: "2", count: 5_000)) }
        #expect(store.footprint == before + 5_000 * SessionDefaults.sheetBytesPerCharacter)
        let sessions = store.count()
        try store.edit(plain) { edit in _ = edit.record?.state.calculate(sheet: String(repeating: "3", count: 30_000)) }
        #expect(store.footprint <= 5 * big)
        #expect(store.count() < sessions)
        #expect(store.load(plain)?.state.sheet.count == 30_000)
        #expect(store.removeExpired(before: epoch, keepingAtMost: 1_000, batch: 500) == 0)
        // Deleting and evicting give their bytes back.
        for id in ids + [plain] { store.delete(id) }
        #expect(store.footprint == 0 && store.count() == 0)
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
