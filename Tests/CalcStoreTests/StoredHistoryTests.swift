import CalcEngine
import CalcSessions
import Foundation
import GRDB
import Logging
import Testing

@testable import CalcStore

#if PostgreSQL
    import PostgresNIO
#endif

/// Each store keeps a session's history apart from the rest of its state and writes it only when a
/// calculation ends (`StoredState.history`): a digit rewrites a small row, not 50 history lines.
/// Rows written before the split (the history inside the state) are read, and moved apart on their
/// next write, whatever the key.
struct StoredHistoryTests {
    /// Presses `keys` one by one on session `id` through `store.update`, as the app does.
    static func press(_ keys: String, on store: some SessionStore, _ id: SessionID) throws {
        for key in keys.split(separator: " ") {
            try store.update(id) { stored throws(SessionStoreError) -> SessionUpdate<Void> in
                // Whole seconds: a `Date` read back from its column may differ from one made now in the last bit.
                var record = try stored.get() ?? SessionRecord(lastUsed: Date(timeIntervalSince1970: 1_000_000))
                record.state.press(KeyPress(parsing: String(key))!)
                record.seq += 1
                return SessionUpdate(save: record, value: ())
            }
        }
    }

    static func state(_ keys: String) -> CalculatorState {
        var state = CalculatorState()
        for key in keys.split(separator: " ") { state.press(KeyPress(parsing: String(key))!) }
        return state
    }

    /// The history `state` holds, as a row that holds it apart.
    static func base(_ state: CalculatorState) throws -> StoredState.HistoryBase {
        .init(state: state, bytes: try CompactEncoder().encode(state.storedHistory))
    }

    @Test func aRowCarriesTheHistoryOnlyWhenItIsNotTheOneStored() throws {
        let before = SessionRecord(state: Self.state("1 + 2 ="), lastUsed: Date(timeIntervalSince1970: 1))
        var after = before
        after.state.press(KeyPress(parsing: "5")!)
        let unchanged = try StoredState(after, historyBase: try Self.base(before.state))
        #expect(unchanged.history == nil)
        #expect(unchanged.heldHistory == (try Self.base(before.state)).bytes)
        #expect(try StoredState(after).history != nil)
        after.state.press(KeyPress(parsing: "=")!)
        let row = try StoredState(after, historyBase: try Self.base(before.state))
        #expect(row.history != nil)
        // The state column holds no lines: an earlier release reads it as a session without history.
        let inline = try CompactDecoder().decode(CalculatorState.self, from: [UInt8](row.state))
        #expect(inline.view.history.isEmpty)
        #expect(try row.read().record == after)
        #expect(try row.read().heldHistory == row.heldHistory)
    }

    /// A key that ends a calculation encodes its new line alone and copies the others from the
    /// history the row held: the bytes are those of the whole history encoded, key after key, past
    /// the 50-line limit, in every mode, and from a base that is another session's history.
    @Test func theHistoryWrittenFromItsBaseIsTheWholeHistoryEncoded() throws {
        // Keys of infix, scientific, RPN and programmer calculations, in a fixed order that does not repeat.
        let keys = [
            "1", "2", "7", ".", "+", "-", "*", "/", "=", "=", "=", "CE", "neg", "pct", "(", ")", "history-0", "m+",
        ]
        let modes = ["mode-scientific", "mode-rpn", "mode-programmer", "mode-standard"]
        var state = CalculatorState()
        var held = try CompactEncoder().encode(state.storedHistory)
        var spliced = 0
        for index in 0..<600 {
            let before = state
            let name = index % 150 == 149 ? modes[index / 150] : keys[(index * 7 + index / 11) % keys.count]
            state.press(KeyPress(parsing: name)!)
            let row = try StoredState(
                SessionRecord(state: state, lastUsed: Date()), historyBase: .init(state: before, bytes: held))
            let whole = try CompactEncoder().encode(state.storedHistory)
            #expect(row.heldHistory == whole, "key \(index) (\(name))")
            if !state.hasSameHistory(as: before) {
                // A calculation ended: one new line, the others the lines before it.
                #expect(state.storedHistory.linesAdded(since: before.storedHistory) == 1, "key \(index)")
                spliced += 1
            }
            held = whole
        }
        #expect(state.view.history.count == 50)
        #expect(spliced > 50)
        // Another session's history as the base: the lines it shares are copied, the rest encoded.
        let other = Self.state("1 + 2 = 3 + 4 =")
        let mine = Self.state("3 + 4 = 5 + 6 =")
        let row = try StoredState(SessionRecord(state: mine, lastUsed: Date()), historyBase: try Self.base(other))
        #expect(row.heldHistory == (try Self.base(mine)).bytes)
    }

    @Test func linesInsideTheStateAreNewerThanTheHistoryApart() throws {
        // An earlier release rewrote the state (with its lines) after this one wrote the history apart.
        let newer = Self.state("7 + 9 = 2 * 3 =")
        let row = StoredState(
            seq: 4, lastUsed: 1, stateVersion: CalculatorState.currentVersion,
            state: Data(try CompactEncoder().encode(newer)),
            history: Data(try CompactEncoder().encode(Self.state("1 + 1 =").storedHistory)))
        let (record, heldHistory) = try row.read()
        #expect(record.state == newer)
        #expect(heldHistory == nil)
        // A history apart that does not decode is a damaged row, as a damaged state is.
        var damaged = try StoredState(SessionRecord(state: Self.state("1 + 1 ="), lastUsed: Date()))
        damaged.history = Data([CompactEncoding.magic, 0xff])
        #expect(throws: SessionStoreError.self) { try damaged.record() }
    }

    // MARK: SQLite

    /// The `session_history` blob of `id`, read from the file.
    static func storedHistory(_ id: SessionID, in store: SQLiteSessionStore) throws -> Data? {
        try store.pool.read { db in
            try Data.fetchOne(db, sql: "SELECT history FROM session_history WHERE id = ?", arguments: [id.description])
        }
    }

    @Test func sqliteWritesTheHistoryWhenACalculationEnds() throws {
        let folder = try TemporaryFolder()
        let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
        let id = SessionID.random()
        try Self.press("1 + 2 =", on: store, id)
        let first = try #require(try Self.storedHistory(id, in: store))
        try Self.press("5 * 4", on: store, id)
        #expect(try Self.storedHistory(id, in: store) == first)
        try Self.press("=", on: store, id)
        #expect(try Self.storedHistory(id, in: store) != first)
        let reopened = try SQLiteSessionStore(path: folder.path("sessions.sqlite"), cachedSessions: 0)
        let record = try #require(try reopened.load(id))
        #expect(record.state.view.history.map(\.result) == ["20", "3"])
        #expect(record == (try store.load(id)))
        #expect(record.seq == 8)
    }

    @Test func sqliteMovesTheHistoryOfARowFromBeforeTheSplitOnItsNextKey() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("sessions.sqlite")
        let store = try SQLiteSessionStore(path: path)
        let id = SessionID.random()
        let old = Self.state("7 + 9 = 2 * 3 =")
        try store.pool.write { db in
            try db.execute(
                sql: "INSERT INTO session (id, seq, last_used, state_version, state) VALUES (?, 6, 1e9, ?, ?)",
                arguments: [id.description, CalculatorState.currentVersion, Data(try CompactEncoder().encode(old))])
        }
        #expect(try store.load(id)?.state == old)
        // A key that ends no calculation: the lines still move apart.
        try Self.press("4", on: store, id)
        #expect(try Self.storedHistory(id, in: store) != nil)
        let reopened = try SQLiteSessionStore(path: path, cachedSessions: 0)
        #expect(try reopened.load(id)?.state.view.history.map(\.result) == ["6", "16"])
        #expect(try reopened.load(id)?.state.view.display == "4")
    }

    @Test func aFileOfTheReleaseBeforeIsMigratedAndItsSessionsRead() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("sessions.sqlite")
        let id = SessionID.random()
        let old = Self.state("7 + 9 = 2 * 3 = 5")
        // The file as the release before this one left it: the first migration only, a row with its lines inside.
        let earlier = try DatabaseQueue(path: path)
        try SQLiteSessionStore.migrator.migrate(earlier, upTo: "v1: session")
        try earlier.write { db in
            try db.execute(
                sql: "INSERT INTO session (id, seq, last_used, state_version, state) VALUES (?, 9, 1e9, ?, ?)",
                arguments: [id.description, CalculatorState.currentVersion, Data(try CompactEncoder().encode(old))])
        }
        try earlier.close()
        let store = try SQLiteSessionStore(path: path)
        let applied = try store.pool.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(applied == ["v1: session", "v2: session history"])
        #expect(try store.load(id)?.state == old)
        try Self.press("+ 1 =", on: store, id)
        let reopened = try SQLiteSessionStore(path: path, cachedSessions: 0)
        #expect(try reopened.load(id)?.state.view.history.map(\.result) == ["6", "6", "16"])
    }

    @Test func sqliteDeletesTheHistoryWithItsSession() throws {
        let folder = try TemporaryFolder()
        let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
        let (deleted, expired, kept) = (SessionID.random(), SessionID.random(), SessionID.random())
        for id in [deleted, expired, kept] { try Self.press("1 + 2 =", on: store, id) }
        try store.delete(deleted)
        try store.pool.write { db in
            try db.execute(sql: "UPDATE session SET last_used = 0 WHERE id = ?", arguments: [expired.description])
        }
        #expect(try store.removeAllExpired(before: Date(timeIntervalSince1970: 10), keepingAtMost: 100) == 1)
        #expect(try Self.storedHistory(deleted, in: store) == nil)
        #expect(try Self.storedHistory(expired, in: store) == nil)
        #expect(try Self.storedHistory(kept, in: store) != nil)
    }
}

#if PostgreSQL
    /// The same on PostgreSQL: the `history` column, written only when a calculation ends.
    @Suite(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
    struct PostgresStoredHistoryTests {
        let url: String
        let store: PostgresSessionStore

        init() throws {
            url = try PostgresTestDatabase.fresh()
            store = try PostgresSessionStore(url: url)
        }

        /// The `history` column of `id`.
        func storedHistory(_ id: SessionID) throws -> Data? {
            try store.pool.withConnection { connection in
                try store.pool.run("SELECT history FROM calc_session WHERE id = \(id.description)", on: connection)
                    .first?.decode(Data?.self)
            }
        }

        @Test func theHistoryIsWrittenWhenACalculationEnds() throws {
            defer { store.close() }
            let id = SessionID.random()
            try StoredHistoryTests.press("1 + 2 =", on: store, id)
            let first = try #require(try storedHistory(id))
            try StoredHistoryTests.press("5 * 4", on: store, id)
            #expect(try storedHistory(id) == first)
            // Another server's key that ends a calculation, then this one's (its cached row is stale).
            let other = try PostgresSessionStore(url: url)
            defer { other.close() }
            try StoredHistoryTests.press("=", on: other, id)
            try StoredHistoryTests.press("+ 1", on: store, id)
            #expect(try storedHistory(id) != first)
            let fresh = try PostgresSessionStore(url: url, cachedSessions: 0)
            defer { fresh.close() }
            let record = try #require(try fresh.load(id))
            #expect(record.state.view.history.map(\.result) == ["20", "3"])
            #expect(record.state.view.display == "1")
            #expect(record.seq == 10)
        }

        @Test func aDatabaseOfTheReleaseBeforeIsMigratedAndItsSessionsRead() throws {
            store.close()
            let earlierURL = try PostgresTestDatabase.fresh()
            let id = SessionID.random()
            let old = StoredHistoryTests.state("7 + 9 = 2 * 3 = 5")
            let bytes = Data(try CompactEncoder().encode(old))
            // The database as the release before this one left it: schema version 1, a row with its lines inside.
            let pool = PostgresConnectionPool(
                configuration: try PostgresURL(earlierURL).configuration,
                logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
            try pool.withConnection { connection in
                _ = try pool.run("CREATE TABLE calc_schema (version bigint NOT NULL)", on: connection)
                for statement in PostgresSessionStore.migrations[0] {
                    _ = try pool.run(PostgresQuery(unsafeSQL: statement), on: connection)
                }
                _ = try pool.run("INSERT INTO calc_schema (version) VALUES (1)", on: connection)
                _ = try pool.run(
                    """
                    INSERT INTO calc_session (id, seq, last_used, state_version, state)
                    VALUES (\(id.description), 9, 1e9, \(CalculatorState.currentVersion), \(bytes))
                    """, on: connection)
            }
            pool.close()
            let migrated = try PostgresSessionStore(url: earlierURL)
            defer { migrated.close() }
            let versions = try migrated.pool.withConnection { connection in
                try migrated.pool.run("SELECT version FROM calc_schema ORDER BY version", on: connection)
                    .map { try $0.decode(Int.self) }
            }
            #expect(versions == [1, 2])
            #expect(try migrated.load(id)?.state == old)
            try StoredHistoryTests.press("+ 1 =", on: migrated, id)
            let fresh = try PostgresSessionStore(url: earlierURL, cachedSessions: 0)
            defer { fresh.close() }
            #expect(try fresh.load(id)?.state.view.history.map(\.result) == ["6", "6", "16"])
        }

        @Test func aRowFromBeforeTheSplitMovesItsHistoryOnItsNextKey() throws {
            defer { store.close() }
            let id = SessionID.random()
            let old = StoredHistoryTests.state("7 + 9 = 2 * 3 =")
            let bytes = Data(try CompactEncoder().encode(old))
            try store.pool.withConnection { connection in
                _ = try store.pool.run(
                    """
                    INSERT INTO calc_session (id, seq, last_used, state_version, state)
                    VALUES (\(id.description), 6, 1e9, \(CalculatorState.currentVersion), \(bytes))
                    """, on: connection)
            }
            #expect(try store.load(id)?.state == old)
            try StoredHistoryTests.press("4", on: store, id)
            #expect(try storedHistory(id) != nil)
            let fresh = try PostgresSessionStore(url: url, cachedSessions: 0)
            defer { fresh.close() }
            #expect(try fresh.load(id)?.state.view.history.map(\.result) == ["6", "16"])
            #expect(try fresh.load(id)?.state.view.display == "4")
        }
    }
#endif
