import GRDB

extension SQLiteSessionStore {
    /// Every schema change, in order; a release only ever appends, so it opens older files.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: session") { db in
            try db.execute(
                sql: """
                    CREATE TABLE session (
                        id TEXT PRIMARY KEY NOT NULL,
                        seq INTEGER NOT NULL,
                        last_used REAL NOT NULL,
                        state_version INTEGER NOT NULL,
                        state BLOB NOT NULL
                    );
                    CREATE INDEX session_last_used ON session (last_used);
                    """)
        }
        // The history apart from the state (see `StoredState.history`): a session's row goes with it.
        migrator.registerMigration("v2: session history") { db in
            try db.execute(
                sql: """
                    CREATE TABLE session_history (
                        id TEXT PRIMARY KEY NOT NULL,
                        history BLOB NOT NULL
                    );
                    CREATE TRIGGER session_history_follows AFTER DELETE ON session
                    BEGIN DELETE FROM session_history WHERE id = old.id; END;
                    """)
        }
        return migrator
    }

    /// Applies the migrations `pool` lacks; refuses a file a later release has migrated further.
    static func migrate(_ pool: DatabasePool) throws(CalcStoreError) {
        let migrator = Self.migrator
        do {
            if try pool.read({ db in try migrator.hasBeenSuperseded(db) }) {
                let applied = try pool.read { db in
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") ?? 0
                }
                throw CalcStoreError.schemaTooNew(found: applied, known: migrator.migrations.count)
            }
            try migrator.migrate(pool)
        } catch let error as CalcStoreError {
            throw error
        } catch {
            throw .openFailed("migration failed: \(error)")
        }
    }
}
