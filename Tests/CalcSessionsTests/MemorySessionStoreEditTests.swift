import CalcEngine
import CalcSessions
import Dispatch
import Foundation
import Synchronization
import Testing

/// `MemorySessionStore.edit`: the record handed over and changed in place, with readers, sweeps
/// and deletes of the same session waiting for the edit or leaving it alone, never seeing a gap.
struct MemorySessionStoreEditTests {
    let epoch = Date(timeIntervalSince1970: 1_000_000)

    @Test func anEditChangesTheStoredRecord() throws {
        let store = MemorySessionStore()
        let id = SessionID.random()
        store.save(SessionRecord(seq: 3, lastUsed: epoch), for: id)
        let seen = try store.edit(id) { edit -> Int? in
            guard edit.record != nil else { return nil }
            edit.record!.state.press(.key(.digit7))
            edit.record!.seq += 1
            edit.save = true
            return edit.record!.seq
        }
        #expect(seen == 4)
        let stored = try #require(store.load(id))
        #expect(stored.seq == 4)
        #expect(stored.state.view.display == "7")
    }

    @Test func anEditThatSavesNothingLeavesTheRecordAsItWas() throws {
        let store = MemorySessionStore()
        let id = SessionID.random()
        var record = SessionRecord(seq: 5, lastUsed: epoch)
        record.state.press(.key(.digit4))
        store.save(record, for: id)
        let seq = try store.edit(id) { edit in edit.record?.seq }
        #expect(seq == 5)
        #expect(store.load(id) == record)
        #expect(store.count() == 1)
    }

    @Test func anEditOfAnUnknownSessionStoresOnlyWhatItSaves() throws {
        let store = MemorySessionStore()
        let declined = SessionID.random()
        try store.edit(declined) { edit in #expect(edit.record == nil && edit.unreadable == nil) }
        #expect(store.load(declined) == nil)
        let started = SessionID.random()
        try store.edit(started) { edit in
            edit.record = SessionRecord(seq: 1, lastUsed: epoch)
            edit.save = true
        }
        #expect(store.load(started)?.seq == 1)
        #expect(store.count() == 1)
    }

    @Test func anErrorThrownByTheBodyLeavesTheRecordStored() throws {
        let store = MemorySessionStore()
        let id = SessionID.random()
        store.save(SessionRecord(seq: 2, lastUsed: epoch), for: id)
        #expect(throws: SessionStoreError.unavailable("no")) {
            try store.edit(id) { _ throws(SessionStoreError) in throw .unavailable("no") }
        }
        #expect(store.load(id)?.seq == 2)
    }

    /// A reader of a session being edited waits for the edit and then sees its result: never no
    /// session (which would start a new one) and never the record half changed.
    @Test func aReaderOfASessionBeingEditedWaitsForTheEdit() throws {
        let store = MemorySessionStore()
        let id = SessionID.random()
        store.save(SessionRecord(seq: 1, lastUsed: epoch), for: id)
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let editor = Thread {
            try? store.edit(id) { edit in
                inside.signal()
                release.wait()
                edit.record!.seq = 9
                edit.save = true
            }
        }
        editor.start()
        inside.wait()
        let loaded = Mutex<SessionRecord??>(nil)
        let readerDone = DispatchSemaphore(value: 0)
        Thread {
            let record = store.load(id)
            loaded.withLock { $0 = .some(record) }
            readerDone.signal()
        }.start()
        #expect(readerDone.wait(timeout: .now() + .milliseconds(200)) == .timedOut, "the reader waits for the edit")
        release.signal()
        #expect(readerDone.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(loaded.withLock { $0 }??.seq == 9)
    }

    /// A sweep that runs while a key changes a session leaves that session alone (it is in use),
    /// without waiting for the key, and removes the others it should.
    @Test func aSweepLeavesASessionBeingEditedAlone() throws {
        let store = MemorySessionStore()
        let busy = SessionID.random()
        let idle = SessionID.random()
        store.save(SessionRecord(lastUsed: epoch), for: busy)
        store.save(SessionRecord(lastUsed: epoch), for: idle)
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let editorDone = DispatchSemaphore(value: 0)
        Thread {
            try? store.edit(busy) { edit in
                inside.signal()
                release.wait()
                edit.record!.lastUsed = epoch.addingTimeInterval(1)
                edit.save = true
            }
            editorDone.signal()
        }.start()
        inside.wait()
        let removed = store.removeExpired(before: epoch.addingTimeInterval(1_000), keepingAtMost: 0, batch: 10)
        release.signal()
        editorDone.wait()
        #expect(removed == 1)
        #expect(store.load(idle) == nil)
        #expect(store.load(busy)?.lastUsed == epoch.addingTimeInterval(1))
    }

    /// A session deleted before an edit reaches it is unknown to the edit, as to any later one.
    @Test func anEditAfterADeleteFindsNoSession() throws {
        let store = MemorySessionStore()
        let id = SessionID.random()
        store.save(SessionRecord(lastUsed: epoch), for: id)
        store.delete(id)
        let found = try store.edit(id) { edit in edit.record != nil }
        #expect(!found)
        #expect(store.count() == 0)
    }

    /// Every store's `edit` works through `update` unless it has its own: an unreadable record
    /// reaches the body as `unreadable`, and `save` decides what is written.
    @Test func theDefaultEditRunsInsideUpdate() throws {
        let stored = Result<SessionRecord?, SessionStoreError>.failure(.corruptRecord("bad row"))
        let decision = try SessionEdit.decision(
            of: { (edit: inout SessionEdit) -> Bool in
                edit.record = SessionRecord(seq: 0, lastUsed: epoch)
                edit.save = true
                return edit.unreadable == .corruptRecord("bad row")
            }, on: stored)
        #expect(decision.value)
        #expect(decision.save?.seq == 0)
        let unchanged = try SessionEdit.decision(
            of: { (_: inout SessionEdit) in () }, on: .success(SessionRecord(lastUsed: epoch)))
        #expect(unchanged.save == nil)
    }
}
