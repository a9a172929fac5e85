// Only with the PostgreSQL trait (see Package.swift): the PostgreSQL store and postgres-nio are not built without it.
#if PostgreSQL

    import CalcEngine
    import CalcSessions
    import Foundation
    import PostgresNIO
    import Synchronization
    import TestSupport
    import Testing

    @testable import CalcStore

    /// PostgreSQL's group commit: one statement writes the rows still at their expected version and
    /// the new sessions, tells each write whether it landed, and a failing batch acknowledges none.
    @Suite(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
    struct PostgresGroupCommitTests {
        let store: PostgresSessionStore

        init() throws {
            store = try PostgresSessionStore(url: try PostgresTestDatabase.fresh())
        }

        /// The `seq` and row version of each session as the database holds them.
        func stored(_ ids: [SessionID]) throws -> [SessionID: (seq: Int, version: Int)] {
            try store.pool.withConnection { connection in
                var found: [SessionID: (seq: Int, version: Int)] = [:]
                for id in ids {
                    let rows = try store.pool.run(
                        "SELECT seq, version FROM calc_session WHERE id = \(id.description)", on: connection)
                    if let row = rows.first { found[id] = try row.decode((Int, Int).self) }
                }
                return found
            }
        }

        /// A job writing a session at `seq`, and the outcome it reports to.
        func job(_ id: SessionID, seq: Int, expecting expected: Int?) throws
            -> (job: PostgresGroupCommit.Job, outcome: CommitOutcome<Bool>)
        {
            let row = try StoredState(SQLiteSessionStoreTests.record(["4", "2"], seq: seq))
            let outcome = CommitOutcome<Bool>()
            return (
                PostgresGroupCommit.Job(
                    id: id.description, row: row, expected: expected, deadline: .now + SessionDefaults.storeTimeout,
                    finish: outcome.finish),
                outcome
            )
        }

        func outcome(_ job: (job: PostgresGroupCommit.Job, outcome: CommitOutcome<Bool>)) -> Result<Bool, any Error>? {
            job.outcome.current
        }

        @Test func aStaleVersionAmongFreshOnesIsRefusedAloneAndNothingIsOverwritten() throws {
            let (fresh, stale) = (SessionID.random(), SessionID.random())
            let (created, taken) = (SessionID.random(), SessionID.random())
            for id in [fresh, stale, taken] { try store.save(SQLiteSessionStoreTests.record(["1"], seq: 1), for: id) }
            // Another server wrote `stale` since this one read it at version 0.
            try store.save(SQLiteSessionStoreTests.record(["1"], seq: 2), for: stale)
            let jobs = [
                try job(fresh, seq: 10, expecting: 0), try job(stale, seq: 10, expecting: 0),
                try job(created, seq: 10, expecting: nil), try job(taken, seq: 10, expecting: nil),
            ]
            store.committer.commit(jobs.map(\.job))
            #expect(try jobs.map { try outcome($0)?.get() } == [true, false, true, false])
            let rows = try stored([fresh, stale, created, taken])
            #expect(rows[fresh]?.seq == 10 && rows[fresh]?.version == 1)
            #expect(rows[stale]?.seq == 2 && rows[stale]?.version == 1)
            #expect(rows[created]?.seq == 10 && rows[created]?.version == 0)
            #expect(rows[taken]?.seq == 1 && rows[taken]?.version == 0)
        }

        @Test func aBatchWhoseStatementFailsAcknowledgesNoneAndWritesNone() throws {
            let ids = (0..<4).map { _ in SessionID.random() }
            for id in ids { try store.save(SQLiteSessionStoreTests.record(["1"], seq: 1), for: id) }
            try store.pool.withConnection { connection in
                _ = try store.pool.run(
                    """
                    CREATE FUNCTION refuse_666() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN IF NEW.seq = 666 THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$
                    """, on: connection)
                _ = try store.pool.run(
                    "CREATE TRIGGER refuse BEFORE UPDATE ON calc_session FOR EACH ROW EXECUTE FUNCTION refuse_666()",
                    on: connection)
            }
            let jobs = try ids.enumerated().map { index, id in try job(id, seq: index == 2 ? 666 : 10, expecting: 0) }
            store.committer.commit(jobs.map(\.job))
            for job in jobs { #expect(throws: (any Error).self) { try outcome(job)?.get() } }
            #expect(try stored(ids).values.map(\.seq) == [1, 1, 1, 1])
            // The next batch, without the refused row, goes through.
            let again = try ids.map { try job($0, seq: 11, expecting: 0) }
            store.committer.commit(again.map(\.job))
            #expect(try again.map { try outcome($0)?.get() } == [true, true, true, true])
        }

        @Test func concurrentUpdatesOfManySessionsAreAllWrittenOnce() throws {
            let ids = (0..<16).map { _ in SessionID.random() }
            let failures = Atomic<Int>(0)
            let store = self.store
            runOnThreads(16) { thread in
                for _ in 0..<20 where !pressOne(on: store, ids[thread], creating: true) {
                    failures.add(1, ordering: .relaxed)
                }
            }
            #expect(failures.load(ordering: .relaxed) == 0)
            let rows = try stored(ids)
            #expect(ids.map { rows[$0]?.seq } == Array(repeating: 20, count: 16))
            #expect(ids.map { rows[$0]?.version } == Array(repeating: 19, count: 16))
        }
    }

#endif
