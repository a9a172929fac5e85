// Only with the PostgreSQL trait (see Package.swift): without it there is no postgres-nio to build on.
#if PostgreSQL

    import CalcSessions
    import Foundation
    import NIOCore
    import PostgresNIO

    /// The statement that writes a batch of keys (see ``PostgresGroupCommit``): each row's conditional
    /// update, or its insert for a new session, and each check that a row is at a version, in one
    /// statement; its rows are the ids it wrote or found at their version.
    ///
    /// A prepared statement, so each connection parses it once: sent as a plain query, parsing,
    /// analysing and planning this statement took a third of PostgreSQL's CPU under the keypress load.
    /// An update moves the indexed `last_used` only once it is ``SessionDefaults/lastUsedResolution``
    /// behind, so most keys update their row in place (HOT): with every key moving it, the index grew
    /// by an entry a key (12 MB for 625 sessions after a few minutes' load) and keys a second fell by
    /// a fifth (Tests/Benchmarks/server-keypress.sh, browser path, a fresh cluster each).
    struct PostgresBatchWrite: PostgresPreparedStatement {
        static let name = "calc_batch_write_v4"

        static let sql = """
            WITH input AS (
                SELECT * FROM unnest($1::text[], $2::int8[], $3::float8[], $4::int8[], $5::bytea[], $6::bool[],
                    $7::bytea[], $8::int8[], $9::bool[])
                    AS t(id, seq, last_used, state_version, state, history_written, history, expected, writes)
            ), updated AS (
                UPDATE calc_session AS s SET seq = i.seq,
                    last_used = CASE WHEN i.last_used >= s.last_used + \(SessionDefaults.lastUsedResolution)
                        THEN i.last_used ELSE s.last_used END,
                    state_version = i.state_version, state = i.state,
                    history = CASE WHEN i.history_written THEN i.history ELSE s.history END,
                    version = s.version + 1
                FROM input AS i WHERE i.writes AND i.expected >= 0 AND s.id = i.id AND s.version = i.expected
                RETURNING s.id
            ), inserted AS (
                INSERT INTO calc_session (id, seq, last_used, state_version, state, history, version)
                SELECT id, seq, last_used, state_version, state,
                    CASE WHEN history_written THEN history END, 0
                FROM input WHERE writes AND expected < 0
                ON CONFLICT (id) DO NOTHING
                RETURNING id
            ), found AS (
                SELECT s.id FROM calc_session AS s JOIN input AS i ON s.id = i.id
                WHERE NOT i.writes AND s.version = i.expected
            )
            SELECT id FROM updated UNION ALL SELECT id FROM inserted UNION ALL SELECT id FROM found
            """

        typealias Row = String

        var ids: [String] = []
        var seqs: [Int] = []
        var lastUsed: [Double] = []
        var stateVersions: [Int] = []
        var states: [ByteBuffer] = []
        /// Whether each row's history is written (else the stored one stays; see `StoredState.history`).
        var historyWritten: [Bool] = []
        var histories: [ByteBuffer] = []
        /// The row version each update expects (or check looks for), -1 for a new session's insert.
        var expected: [Int] = []
        /// Whether each row is written (else only checked; its other columns are not used).
        var writes: [Bool] = []

        /// The statement for `rows`, in their order; a row without a state is only checked.
        init(_ rows: [(id: String, row: StoredState?, expected: Int?)]) {
            for (id, row, expected) in rows {
                ids.append(id)
                seqs.append(row?.seq ?? 0)
                lastUsed.append(row?.lastUsed ?? 0)
                stateVersions.append(row?.stateVersion ?? 0)
                states.append(ByteBuffer(bytes: row?.state ?? Data()))
                historyWritten.append(row?.history != nil)
                histories.append(ByteBuffer(bytes: row?.history ?? Data()))
                self.expected.append(expected ?? -1)
                writes.append(row != nil)
            }
        }

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 9)
            bindings.append(ids)
            bindings.append(seqs)
            bindings.append(lastUsed)
            bindings.append(stateVersions)
            bindings.append(states)
            bindings.append(historyWritten)
            bindings.append(histories)
            bindings.append(expected)
            bindings.append(writes)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> String {
            try row.decode(String.self)
        }
    }

#endif
