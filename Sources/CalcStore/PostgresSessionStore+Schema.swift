// Only with the PostgreSQL trait (see Package.swift): without it there is no postgres-nio to build on.
#if PostgreSQL

    import PostgresNIO

    extension PostgresSessionStore {
        /// Every schema change, in order, each a list of statements; a release only ever appends, so
        /// it opens databases an older one created. `calc_schema` records the versions applied.
        static let migrations: [[String]] = [
            [
                """
                CREATE TABLE calc_session (
                    id text PRIMARY KEY,
                    seq bigint NOT NULL,
                    last_used double precision NOT NULL,
                    state_version bigint NOT NULL,
                    state bytea NOT NULL,
                    version bigint NOT NULL DEFAULT 0
                )
                """,
                "CREATE INDEX calc_session_last_used ON calc_session (last_used)",
            ],
            // The history apart from the state (see `StoredState.history`); NULL in rows written before.
            ["ALTER TABLE calc_session ADD COLUMN history bytea"],
        ]

        /// A constant key for `pg_advisory_xact_lock`, so servers starting together migrate one at a time.
        private static let migrationLock = 0x6361_6c63

        /// Applies the migrations the database lacks, in one transaction under an advisory lock.
        func migrate() throws(CalcStoreError) {
            do {
                try pool.withConnection { connection in
                    _ = try pool.run("BEGIN", on: connection)
                    do {
                        _ = try pool.run("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", on: connection)
                        _ = try pool.run(
                            "CREATE TABLE IF NOT EXISTS calc_schema (version bigint NOT NULL)", on: connection)
                        let found =
                            try pool.run("SELECT COALESCE(MAX(version), 0) FROM calc_schema", on: connection).first?
                            .decode(Int.self) ?? 0
                        guard found <= Self.migrations.count else {
                            throw CalcStoreError.schemaTooNew(found: found, known: Self.migrations.count)
                        }
                        for (index, statements) in Self.migrations.enumerated() where index >= found {
                            for statement in statements {
                                _ = try pool.run(PostgresQuery(unsafeSQL: statement), on: connection)
                            }
                            _ = try pool.run("INSERT INTO calc_schema (version) VALUES (\(index + 1))", on: connection)
                        }
                        _ = try pool.run("COMMIT", on: connection)
                    } catch {
                        _ = try? pool.run("ROLLBACK", on: connection)
                        throw error
                    }
                }
            } catch let error as CalcStoreError {
                throw error
            } catch {
                throw .openFailed(Self.reason(error))
            }
        }
    }

#endif
