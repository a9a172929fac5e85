import CalcSessions
import Foundation
import GRDB

/// Sessions in a SQLite file through GRDB: the default store of `calculator serve`.
///
/// The file is opened as a `DatabasePool`, so it is in WAL mode: page loads read while a key is
/// being written. Every ``update(_:_:)`` is one `IMMEDIATE` transaction, committed with
/// `synchronous = FULL` before the server sends its page, so an applied key survives a crash of
/// the process and of the machine. The schema is created and migrated on open.
///
/// ```swift
/// let store = try SQLiteSessionStore(path: "data/calculator.sqlite")
/// ```
public final class SQLiteSessionStore: SessionStore {
    let pool: DatabasePool

    /// Opens (creating when missing, with its folder) and migrates the database at `path`.
    public init(path: String) throws(CalcStoreError) {
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var configuration = Configuration()
            // Other processes may hold the write lock for a moment; wait rather than fail.
            configuration.busyMode = .timeout(5)
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
    }

    public func load(_ id: SessionID) throws(SessionStoreError) -> SessionRecord? {
        let row = try access { try pool.read { db in try Self.fetch(id, in: db) } }
        return try row?.record()
    }

    public func save(_ record: SessionRecord, for id: SessionID) throws(SessionStoreError) {
        let row = try StoredState(record)
        try access { try pool.write { db in try Self.store(row, for: id, in: db) } }
    }

    /// Loads, runs `body` and saves in one `IMMEDIATE` transaction, which also serialises the
    /// updates of servers in other processes that share the file.
    public func update<T>(
        _ id: SessionID, _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> T {
        try access {
            try pool.writeWithoutTransaction { db in
                var value: T?
                try db.inTransaction(.immediate) {
                    let decision = try body(try .reading { try Self.fetch(id, in: db)?.record() })
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
        try access { try pool.write { db in try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id.description]) } }
    }

    public func count() throws(SessionStoreError) -> Int {
        try access { try pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? 0 } }
    }

    /// Both steps walk the `last_used` index from the oldest end, so a step costs its batch, not the table.
    @discardableResult
    public func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) throws(SessionStoreError) -> Int {
        try access {
            try pool.write { db in
                try db.execute(
                    sql: "DELETE FROM session WHERE id IN (SELECT id FROM session WHERE last_used < ? ORDER BY last_used LIMIT ?)",
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

    /// The row of `id`, read column by column without trapping on values of the wrong type.
    private static func fetch(_ id: SessionID, in db: Database) throws -> StoredState? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT seq, last_used, state_version, state FROM session WHERE id = ?", arguments: [id.description])
        else { return nil }
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

    /// Runs a database call, passing ``SessionStoreError`` through and wrapping anything else.
    private func access<T>(_ body: () throws -> T) throws(SessionStoreError) -> T {
        do {
            return try body()
        } catch let error as SessionStoreError {
            throw error
        } catch {
            throw .unavailable("\(error)")
        }
    }
}
