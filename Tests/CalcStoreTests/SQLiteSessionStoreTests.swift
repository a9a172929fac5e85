import AppTestSupport
import CalcEngine
import CalcSessions
import Foundation
import GRDB
import Testing

@testable import CalcStore

/// The SQLite store on a fresh temporary file per test.
struct SQLiteSessionStoreTests {
    let folder: TemporaryFolder
    let store: SQLiteSessionStore

    init() throws {
        folder = try TemporaryFolder()
        store = try SQLiteSessionStore(path: folder.path("nested/sessions.sqlite"))
    }

    static func record(_ keys: [String], seq: Int, lastUsed: Double = 1_000_000) -> SessionRecord {
        var state = CalculatorState()
        for key in keys { if let press = KeyPress(parsing: key) { state.press(press) } }
        return SessionRecord(state: state, seq: seq, lastUsed: Date(timeIntervalSince1970: lastUsed))
    }

    @Test func aRecordRoundTripsThroughTheFile() throws {
        let id = SessionID.random()
        #expect(try store.load(id) == nil)
        let record = Self.record(["7", "+", "8", "=", "m+", "mode-rpn"], seq: 6)
        try store.save(record, for: id)
        #expect(try store.load(id) == record)
        // A second store on the file, caching nothing: it reads what the file holds.
        let reopened = try SQLiteSessionStore(path: folder.path("nested/sessions.sqlite"), cachedSessions: 0)
        #expect(try reopened.load(id) == record)
        #expect(try reopened.load(id)?.state.view.display == record.state.view.display)
        try store.delete(id)
        #expect(try reopened.load(id) == nil)
        #expect(try store.count() == 0)
    }

    @Test func updateSavesWhatTheBodyDecidesAndNothingOtherwise() throws {
        let id = SessionID.random()
        let seen = try store.update(id) { stored throws(SessionStoreError) -> SessionUpdate<Bool> in
            SessionUpdate(save: Self.record(["1"], seq: 1), value: (try? stored.get()) == .some(nil))
        }
        #expect(seen)
        let unchanged: Int = try store.update(id) { stored throws(SessionStoreError) in
            SessionUpdate(save: nil, value: (try? stored.get())??.seq ?? -1)
        }
        #expect(unchanged == 1)
        #expect(try store.load(id)?.seq == 1)
    }

    /// Asked of the writer's connection, the one whose commits sync: GRDB sets its own after
    /// `prepareDatabase`, so a reader's setting says nothing about the commits.
    @Test func theFileIsInWALModeWithFullSync() throws {
        let (mode, synchronous) = try store.pool.writeWithoutTransaction { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"))
        }
        #expect(mode == "wal")
        #expect(synchronous == 2, "FULL")
    }

    @Test func anEmptyFileIsMigratedToTheCurrentSchema() throws {
        let path = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let migrated = try SQLiteSessionStore(path: path)
        let (tables, applied) = try migrated.pool.read { db in
            (
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            )
        }
        #expect(tables.contains("session"))
        #expect(tables.contains("session_history"))
        #expect(applied == ["v1: session", "v2: session history"])
        // Opening again migrates nothing and keeps the data.
        try migrated.save(Self.record(["5"], seq: 1), for: .random())
        #expect(try SQLiteSessionStore(path: path).count() == 1)
    }

    @Test func aFileFromALaterReleaseIsRefused() throws {
        try store.pool.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v3: from the future')")
        }
        #expect(throws: CalcStoreError.schemaTooNew(found: 3, known: 2)) {
            try SQLiteSessionStore(path: folder.path("nested/sessions.sqlite"))
        }
    }

    @Test func expiryRemovesIdleSessionsThenTheOldestBeyondTheCap() throws {
        let ids = (0..<6).map { _ in SessionID.random() }
        for (index, id) in ids.enumerated() {
            try store.save(Self.record(["1"], seq: 1, lastUsed: 1_000 + Double(index) * 100), for: id)
        }
        // Sessions 0 and 1 idled past the cutoff; of the remaining 4, the cap keeps the newest 3.
        let removed = try store.removeAllExpired(before: Date(timeIntervalSince1970: 1_150), keepingAtMost: 3)
        #expect(removed == 3)
        #expect(try ids.map { try store.load($0) != nil } == [false, false, false, true, true, true])
        #expect(try store.removeAllExpired(before: Date(timeIntervalSince1970: 0), keepingAtMost: 3) == 0)
    }
}

/// `--max-sessions` holds at all times on a real SQLite file, trimmed in small steps.
struct SessionCapTests {
    @Test func aFloodOfNewSessionsStaysWithinAFewPercentOfTheCap() throws {
        let folder = try TemporaryFolder()
        let store = try SQLiteSessionStore(path: folder.path("cap.sqlite"))
        let cap = 1_000
        let app = TestApp.make(rateLimit: .unlimited, maxSessions: cap, store: store)
        var highest = 0
        for round in 0..<3_000 {
            _ = app.respond(to: .post([("key", "7")]))
            if round % 100 == 99 {
                app.waitForSessionSweep()
                highest = max(highest, try store.count())
            }
        }
        app.waitForSessionSweep()
        #expect(try store.count() <= cap + cap / 100)
        #expect(highest <= cap + cap / 100 + 100, "the store held \(highest) sessions against a cap of \(cap)")
        print("session cap test: at most \(highest) sessions held against a cap of \(cap)")
    }

    @Test func aSweepStepIsOneBatchOnABigStore() throws {
        let folder = try TemporaryFolder()
        let store = try SQLiteSessionStore(path: folder.path("big.sqlite"))
        for index in 0..<2_000 {
            try store.save(SessionRecord(lastUsed: Date(timeIntervalSince1970: Double(index))), for: .random())
        }
        #expect(
            try store.removeExpired(before: Date(timeIntervalSince1970: 1_500), keepingAtMost: 100, batch: 500) == 500)
        #expect(try store.count() == 1_500)
        #expect(try store.removeAllExpired(before: Date(timeIntervalSince1970: 1_500), keepingAtMost: 100) == 1_400)
        #expect(try store.count() == 100)
    }
}
