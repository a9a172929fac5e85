import CalcSessions
import Foundation
import GRDB
import Logging
import Synchronization

/// Sessions in a SQLite file through GRDB: the default store of `calculator serve`.
///
/// The file is opened as a `DatabasePool`, so it is in WAL mode: page loads read while a key is
/// being written. Every ``update(_:_:)`` is one `IMMEDIATE` transaction, committed with
/// `synchronous = FULL` before the server sends its page, so an applied key survives a crash of
/// the process and of the machine. The schema is created and migrated on open.
///
/// A damaged file is never served: at open, `PRAGMA quick_check` runs and a file that fails it is
/// moved aside (see ``moveAside(_:reason:logger:)``) for a fresh one; a damaged page met later
/// gives that session a fresh calculator (``SessionStoreError/corruptRecord(_:)``) and makes
/// ``health(within:)`` report `degraded`. Every call checks, after it ran, that the file at the
/// path is still the one open (device and inode), so a key is never acknowledged to a database
/// that was deleted or replaced: such calls fail with ``SessionStoreError/unavailable(_:)``.
///
/// ```swift
/// let store = try SQLiteSessionStore(path: "data/calculator.sqlite")
/// ```
public final class SQLiteSessionStore: SessionStore {
    let pool: DatabasePool
    /// The database file's path, as opened.
    let path: String
    /// The device and inode of the file opened at `path`.
    let identity: FileIdentity
    let logger: Logger
    /// What went wrong with the file that ``health(within:)`` reports: set at open when a damaged
    /// file was moved aside, and when a damaged page or a missing file is met.
    let trouble: Mutex<StoreHealth>

    /// Opens (creating when missing, with its folder) and migrates the database at `path`.
    ///
    /// With `checkingIntegrity` (always, but in tests that damage an open file), a file that
    /// fails `PRAGMA quick_check` is moved aside and logged at `critical`, and a fresh one created.
    public init(
        path: String, checkingIntegrity: Bool = true, logger: Logger = Logger(label: "calculator.sqlite")
    ) throws(CalcStoreError) {
        self.path = path
        self.logger = logger
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .openFailed("\(path): \(error)")
        }
        var found = StoreHealth.ready
        if checkingIntegrity, FileManager.default.fileExists(atPath: path),
            let problem = try Self.integrityProblem(at: path)
        {
            let moved = try Self.moveAside(path, reason: problem, logger: logger)
            found = .degraded("the damaged database was moved to \(moved) at start (\(problem))")
        }
        trouble = Mutex(found)
        do {
            var configuration = Configuration()
            // Another process may hold the write lock for a moment: wait for it, but no longer than
            // any store call may take (https://www.sqlite.org/c3ref/busy_timeout.html).
            let timeout = SessionDefaults.storeTimeout.components
            configuration.busyMode = .timeout(Double(timeout.seconds) + Double(timeout.attoseconds) / 1e18)
            configuration.prepareDatabase { db in
                // https://www.sqlite.org/pragma.html#pragma_synchronous: in WAL mode FULL syncs the
                // WAL on every commit, so a committed key also survives a power loss.
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw .openFailed("\(path): \(error)")
        }
        try Self.migrate(pool)
        guard let identity = FileIdentity(path: path) else { throw .openFailed("\(path) vanished while it was opened") }
        self.identity = identity
    }

    public func load(_ id: SessionID) throws(SessionStoreError) -> SessionRecord? {
        let row = try access { try pool.read { db in try fetch(id, in: db) } }
        return try row?.record()
    }

    public func save(_ record: SessionRecord, for id: SessionID) throws(SessionStoreError) {
        let row = try StoredState(record)
        try access { try pool.write { db in try Self.store(row, for: id, in: db) } }
    }

    /// Loads, runs `body` and saves in one `IMMEDIATE` transaction, which also serialises the
    /// updates of servers in other processes that share the file.
    public func update<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> T {
        try access {
            try pool.writeWithoutTransaction { db in
                var value: T?
                try db.inTransaction(.immediate) {
                    let decision = try body(try .reading { try fetch(id, in: db)?.record() })
                    if let record = decision.save { try Self.store(try StoredState(record), for: id, in: db) }
                    value = decision.value
                    return .commit
                }
                guard let value else { throw SessionStoreError.unavailable("the transaction ended without a result") }
                return value
            }
        }
    }

    public func delete(_ id: SessionID) throws(SessionStoreError) {
        try access {
            try pool.write { db in try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id.description])
            }
        }
    }

    public func count() throws(SessionStoreError) -> Int {
        try access { try pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? 0 } }
    }

    /// Both steps walk the `last_used` index from the oldest end, so a step costs its batch, not the table.
    @discardableResult
    public func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) throws(SessionStoreError)
        -> Int
    {
        try access {
            try pool.write { db in
                try db.execute(
                    sql:
                        "DELETE FROM session WHERE id IN (SELECT id FROM session WHERE last_used < ? ORDER BY last_used LIMIT ?)",
                    arguments: [cutoff.timeIntervalSince1970, max(0, batch)])
                var removed = db.changesCount
                let excess = try (Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? 0) - max(0, limit)
                if excess > 0, removed < batch {
                    try db.execute(
                        sql: "DELETE FROM session WHERE id IN (SELECT id FROM session ORDER BY last_used LIMIT ?)",
                        arguments: [min(excess, batch - removed)])
                    removed += db.changesCount
                }
                return removed
            }
        }
    }

    /// `down` when the file was deleted or replaced or does not answer a read, `degraded` once a
    /// damaged page was met or a damaged file moved aside, else `ready`.
    public func health(within timeout: Duration) -> StoreHealth {
        do {
            _ = try access { try pool.read { db in try Int.fetchOne(db, sql: "SELECT 1 FROM session LIMIT 1") } }
        } catch {
            let known = trouble.withLock { $0 }
            if case .down = known { return known }
            if case .corruptRecord = error { return known }
            return .down("SQLite: \(error)")
        }
        return trouble.withLock { $0 }
    }

    /// The row of `id`, read column by column without trapping on values of the wrong type; a
    /// damaged page under it is a ``SessionStoreError/corruptRecord(_:)``.
    private func fetch(_ id: SessionID, in db: Database) throws -> StoredState? {
        let found: Row?
        do {
            found = try Row.fetchOne(
                db, sql: "SELECT seq, last_used, state_version, state FROM session WHERE id = ?",
                arguments: [id.description])
        } catch let error as DatabaseError where Self.isCorruption(error) {
            throw noteCorruption(error)
        }
        guard let row = found else { return nil }
        guard let seq = Int.fromDatabaseValue(row[0]), let lastUsed = Double.fromDatabaseValue(row[1]),
            let version = Int.fromDatabaseValue(row[2]), let state = Data.fromDatabaseValue(row[3])
        else { throw SessionStoreError.corruptRecord("a column of the session row has the wrong type") }
        return StoredState(seq: seq, lastUsed: lastUsed, stateVersion: version, state: state)
    }

    private static func store(_ row: StoredState, for id: SessionID, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO session (id, seq, last_used, state_version, state) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, last_used = excluded.last_used,
                    state_version = excluded.state_version, state = excluded.state
                """,
            arguments: [id.description, row.seq, row.lastUsed, row.stateVersion, row.state])
    }

    /// Runs a database call, then checks the file is still the one open; passes
    /// ``SessionStoreError`` through, turns a damaged page into
    /// ``SessionStoreError/corruptRecord(_:)`` and anything else into ``SessionStoreError/unavailable(_:)``.
    private func access<T>(_ body: () throws -> T) throws(SessionStoreError) -> T {
        let value: T
        do {
            value = try body()
        } catch let error as SessionStoreError {
            try checkFile()
            throw error
        } catch let error as DatabaseError where Self.isCorruption(error) {
            throw noteCorruption(error)
        } catch {
            try checkFile()
            throw .unavailable("\(error)")
        }
        try checkFile()
        return value
    }
}
