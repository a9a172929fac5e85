import CalcSessions
import Foundation
import GRDB
import Logging
import Synchronization

/// Sessions in a SQLite file through GRDB: the default store of `calculator serve`.
///
/// The file is opened as a `DatabasePool`, so it is in WAL mode. Writes go through a group commit
/// (``SQLiteGroupCommit``): the keys that arrive together are committed in one `IMMEDIATE`
/// transaction with `synchronous = FULL`, and each ``update(_:_:)`` returns only once its batch is
/// committed, before the server sends its page, so an applied key survives a crash of the process
/// and of the machine. Decoded sessions are kept in a ``SessionCache``: a key of a cached session
/// reads no row and decodes nothing. The cache makes this server the file's only writer: several
/// servers share PostgreSQL, never a SQLite file. The schema is created and migrated on open.
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
    /// The one writer: every write goes through its batches.
    let committer: SQLiteGroupCommit
    /// The sessions as last committed or read.
    let cache: SessionCache

    /// Opens (creating when missing, with its folder) and migrates the database at `path`.
    ///
    /// With `checkingIntegrity` (always, but in tests that damage an open file), a file that
    /// fails `PRAGMA quick_check` is moved aside and logged at `critical`, and a fresh one created.
    public init(
        path: String, checkingIntegrity: Bool = true, cachedSessions: Int = SessionDefaults.cachedSessions,
        logger: Logger = Logger(label: "calculator.sqlite")
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
            pool = try DatabasePool(path: path, configuration: configuration)
            // https://www.sqlite.org/pragma.html#pragma_synchronous: in WAL mode FULL syncs the WAL
            // on every commit, so a committed key also survives a power loss. Set on the writer
            // once the pool is open: GRDB's WAL set-up runs after `prepareDatabase` and leaves its
            // writer at NORMAL, which syncs only at checkpoints.
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        } catch {
            throw .openFailed("\(path): \(error)")
        }
        try Self.migrate(pool)
        guard let identity = FileIdentity(path: path) else { throw .openFailed("\(path) vanished while it was opened") }
        self.identity = identity
        // Once per batch, after its commit: a file deleted or replaced fails the whole batch, and
        // each of its writers then learns why from `checkFile()` (see `access`).
        committer = SQLiteGroupCommit(pool: pool) {
            guard FileIdentity(path: path) == identity else {
                throw SessionStoreError.unavailable("the database file \(path) was deleted or replaced")
            }
        }
        cache = SessionCache(capacity: cachedSessions)
    }

    /// `true`: every write waits for its batch's sync to disk.
    public var waitsOnIO: Bool { true }

    /// The cached session, else the row, decoded (and cached).
    public func load(_ id: SessionID) throws(SessionStoreError) -> SessionRecord? {
        if let cached = cache.entry(id) { return cached.record }
        guard let row = try access({ try pool.read { db in try fetch(id, in: db) } }) else { return nil }
        let (record, heldHistory) = try row.read()
        cache.store(record, heldHistory: heldHistory, for: id)
        return record
    }

    /// The cached session: this server is the file's only writer, so the cache holds what was last
    /// committed (a queued write is cached once durable).
    public func loadWithoutWaiting(_ id: SessionID) -> (record: SessionRecord, check: PendingConfirmation?)? {
        cache.entry(id).map { ($0.record, nil) }
    }

    public func save(_ record: SessionRecord, for id: SessionID) throws(SessionStoreError) {
        let row = try StoredState(record)
        try commit(for: id) { db in try Self.store(row, for: id, in: db) }
        cache.store(record, heldHistory: row.heldHistory, for: id)
    }

    /// Reads the session (from the cache when it holds it), runs `body`, and commits the record it
    /// returns in the next group commit, returning once that is durable.
    ///
    /// Atomic under the caller's per-session lock, which the server holds; one server writes the file.
    public func update<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> T {
        let cached = cache.entry(id)
        let stored: Result<SessionRecord?, SessionStoreError> =
            if let cached {
                .success(cached.record)
            } else {
                try .reading { () throws(SessionStoreError) in try load(id) }
            }
        let decision = try body(stored)
        guard let record = decision.save else { return decision.value }
        // The session as cached or just read: the history its row holds.
        let base = cached ?? cache.entry(id)
        let row = try StoredState(record, historyBase: base?.historyBase)
        try commit(for: id) { db in try Self.store(row, for: id, in: db) }
        cache.store(record, heldHistory: row.heldHistory, for: id)
        return decision.value
    }

    /// A cached session's update, its write queued for the next group commit: the write reports
    /// ``PendingConfirmation/Outcome/durable`` once that batch is synced to disk (and the session's new
    /// record is cached then, not before). `nil` for a session not cached (reading it would wait).
    public func updateWithoutWaiting<T>(
        _ id: SessionID,
        _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
    ) throws(SessionStoreError) -> (value: T, write: PendingConfirmation?)? {
        try cache.updateWithoutWaiting(id, body, rereadsWhenSavingNothing: false) { row, record, cached, pending in
            committer.enqueue({ db in try Self.store(row, for: id, in: db) }) { [self] result in
                do throws(SessionStoreError) {
                    // The batch checked the file after its commit; a failure is told apart by `access`.
                    if case .failure = result { try access { try result.get() } }
                    cache.store(record, heldHistory: row.heldHistory, for: id)
                    pending.finish(.durable)
                } catch {
                    cache.remove([id])
                    pending.finish(.failed(error))
                }
            }
        }
    }

    public func delete(_ id: SessionID) throws(SessionStoreError) {
        try commit(for: id) { db in try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id.description])
        }
        cache.remove([id])
    }

    /// Commits `write` in the next batch. When it fails or its outcome is unknown (the batch ran past
    /// the deadline), the session is dropped from the cache, so its next key reads what the file holds.
    private func commit(for id: SessionID, _ write: @escaping @Sendable (Database) throws -> Void)
        throws(SessionStoreError)
    {
        do throws(SessionStoreError) {
            try access { try committer.commit(within: SessionDefaults.storeTimeout, write) }
        } catch {
            cache.remove([id])
            throw error
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
        let removed = Mutex<[String]>([])
        try access {
            try committer.commit(within: SessionDefaults.storeTimeout) { db in
                var gone = try String.fetchAll(
                    db,
                    sql: """
                        DELETE FROM session WHERE id IN
                            (SELECT id FROM session WHERE last_used < ? ORDER BY last_used LIMIT ?) RETURNING id
                        """,
                    arguments: [cutoff.timeIntervalSince1970, max(0, batch)])
                let excess = try (Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session") ?? 0) - max(0, limit)
                if excess > 0, gone.count < batch {
                    gone += try String.fetchAll(
                        db,
                        sql:
                            "DELETE FROM session WHERE id IN (SELECT id FROM session ORDER BY last_used LIMIT ?) RETURNING id",
                        arguments: [min(excess, batch - gone.count)])
                }
                removed.withLock { $0 = gone }
            }
        }
        let ids = removed.withLock { $0 }
        cache.remove(ids.compactMap { SessionID(validating: $0) })
        return ids.count
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
                db.cachedStatement(
                    sql: """
                        SELECT s.seq, s.last_used, s.state_version, s.state, h.history
                        FROM session AS s LEFT JOIN session_history AS h ON h.id = s.id WHERE s.id = ?
                        """),
                arguments: [id.description])
        } catch let error as DatabaseError where Self.isCorruption(error) {
            throw noteCorruption(error)
        }
        guard let row = found else { return nil }
        guard let seq = Int.fromDatabaseValue(row[0]), let lastUsed = Double.fromDatabaseValue(row[1]),
            let version = Int.fromDatabaseValue(row[2]), let state = Data.fromDatabaseValue(row[3])
        else { throw SessionStoreError.corruptRecord("a column of the session row has the wrong type") }
        let history: Data?
        let stored: DatabaseValue = row[4]
        switch stored.storage {
        case .null: history = nil
        case .blob(let bytes): history = bytes
        default: throw SessionStoreError.corruptRecord("the session's history has the wrong type")
        }
        return StoredState(seq: seq, lastUsed: lastUsed, stateVersion: version, state: state, history: history)
    }

    /// Writes the row of `id`, and its history when the row carries one (see ``StoredState/history``).
    /// The statements are compiled once per connection and kept (`cachedStatement`): the one writer
    /// runs them for every key.
    private static func store(_ row: StoredState, for id: SessionID, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO session (id, seq, last_used, state_version, state) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, last_used = excluded.last_used,
                    state_version = excluded.state_version, state = excluded.state
                """
        ).execute(arguments: [id.description, row.seq, row.lastUsed, row.stateVersion, row.state])
        guard let history = row.history else { return }
        try db.cachedStatement(
            sql: """
                INSERT INTO session_history (id, history) VALUES (?, ?)
                ON CONFLICT (id) DO UPDATE SET history = excluded.history
                """
        ).execute(arguments: [id.description, history])
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
