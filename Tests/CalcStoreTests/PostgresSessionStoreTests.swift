// Only with the PostgreSQL trait (see Package.swift): the PostgreSQL store and postgres-nio are not built without it.
#if PostgreSQL

    import AppTestSupport
    import CalcEngine
    import CalcServer
    import CalcSessions
    import Foundation
    import PostgresNIO
    import Synchronization
    import TestSupport
    import Testing

    @testable import CalcStore

    /// The PostgreSQL store on a database of its own per test.
    @Suite(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
    struct PostgresSessionStoreTests {
        let url: String
        let store: PostgresSessionStore

        init() throws {
            url = try PostgresTestDatabase.fresh()
            store = try PostgresSessionStore(url: url)
        }

        @Test func aRecordRoundTrips() throws {
            let id = SessionID.random()
            #expect(try store.load(id) == nil)
            let record = SQLiteSessionStoreTests.record(["7", "+", "8", "=", "m+", "mode-rpn"], seq: 6)
            try store.save(record, for: id)
            #expect(try store.load(id) == record)
            let other = try PostgresSessionStore(url: url)
            defer { other.close() }
            #expect(try other.load(id) == record)
            try store.delete(id)
            #expect(try other.load(id) == nil)
            #expect(try store.count() == 0)
            store.close()
        }

        @Test func theSchemaIsCreatedOnceAndALaterOneIsRefused() throws {
            let again = try PostgresSessionStore(url: url)
            let versions = try again.pool.withConnection { connection in
                try again.pool.run("SELECT version FROM calc_schema", on: connection).map { try $0.decode(Int.self) }
            }
            #expect(versions == [1, 2])
            try again.pool.withConnection { connection in
                _ = try again.pool.run("INSERT INTO calc_schema (version) VALUES (3)", on: connection)
            }
            again.close()
            #expect(throws: CalcStoreError.schemaTooNew(found: 3, known: 2)) { try PostgresSessionStore(url: url) }
        }

        @Test func expiryRemovesIdleSessionsThenTheOldestBeyondTheCap() throws {
            let ids = (0..<6).map { _ in SessionID.random() }
            for (index, id) in ids.enumerated() {
                try store.save(
                    SQLiteSessionStoreTests.record(["1"], seq: 1, lastUsed: 1_000 + Double(index) * 100), for: id)
            }
            let removed = try store.removeAllExpired(before: Date(timeIntervalSince1970: 1_150), keepingAtMost: 3)
            #expect(removed == 3)
            #expect(try ids.map { try store.load($0) != nil } == [false, false, false, true, true, true])
        }

        @Test func anUnreadableRowGivesAFreshSessionWithTheNotice() throws {
            let app = makeApp(store: store)
            let first = app.submit(.post([("key", "7"), ("seq", "0")]))
            let cookie = try #require(first.sessionCookie)
            try store.pool.withConnection { connection in
                // As another writer would, it moves the row's version on.
                _ = try store.pool.run(
                    "UPDATE calc_session SET state = \(Data([0xff, 0x00, 0x13])), version = version + 1", on: connection
                )
            }
            let page = app.respond(to: .get(cookie: cookie))
            #expect(page.status == 200)
            #expect(page.page.notice == CalculatorApp.unreadableNotice)
            #expect(page.page.display == "0")
            let next = app.submit(.post([("key", "5"), ("seq", "0")], cookie: cookie))
            #expect(next.page.display == "5")
            #expect(next.page.seq == 1)
        }

        /// A key moves the indexed `last_used` only once it is a resolution behind, so that most keys
        /// update their row in place; a new session's row and a saved one get the time as it is.
        @Test func lastUsedMovesOnlyOnceItIsAResolutionBehind() throws {
            let id = SessionID.random()
            let start = 1_000_000.0
            let resolution = Double(SessionDefaults.lastUsedResolution)
            try store.save(SessionRecord(lastUsed: Date(timeIntervalSince1970: start)), for: id)
            let steps = [
                (1, start), (resolution - 1, start), (resolution, start + resolution),
                (resolution + 5, start + resolution), (3 * resolution, start + 3 * resolution),
            ]
            for (offset, stored) in steps {
                try store.update(id) { found throws(SessionStoreError) -> SessionUpdate<Void> in
                    var record = try found.get() ?? SessionRecord(lastUsed: Date())
                    record.seq += 1
                    record.lastUsed = Date(timeIntervalSince1970: start + offset)
                    return SessionUpdate(save: record, value: ())
                }
                let lastUsed = try store.pool.withConnection { connection in
                    try store.pool.run(
                        "SELECT last_used FROM calc_session WHERE id = \(id.description)", on: connection
                    )
                    .first?.decode(Double.self)
                }
                #expect(lastUsed == stored, "a key \(offset) s after the first")
            }
            #expect(try PostgresSessionStore(url: url).load(id)?.seq == steps.count)
        }

        @Test func updatesFromTwoStoresOnOneRowLoseNothing() throws {
            let id = SessionID.random()
            try store.save(SessionRecord(lastUsed: Date()), for: id)
            let second = try PostgresSessionStore(url: url)
            defer { second.close() }
            let stores: [PostgresSessionStore] = [store, second]
            let failures = Atomic<Int>(0)
            // 2 stores × 4 threads × 25 updates, with no lock of the app's in between.
            runOnThreads(8) { thread in
                for _ in 0..<25 where !pressOne(on: stores[thread % 2], id, creating: false) {
                    failures.add(1, ordering: .relaxed)
                }
            }
            // Every update acknowledged is in the row: none lost, none applied twice. Under the
            // suite's parallel load a writer may lose the row to the others `attempts` times in a
            // row and give up with an error (a visitor would get the 503 page); such an update may
            // or may not have committed, and it is logged above. Almost all must get through.
            let failed = failures.load(ordering: .relaxed)
            let seq = try #require(try store.load(id)?.seq)
            #expect((200 - failed)...200 ~= seq)
            #expect(failed <= 8)
        }

        /// Blocking a handler thread on postgres-nio answers every call: a bare hop to the event loop
        /// and back, and a full `SELECT 1` round trip, each waited for with `EventLoopFuture.wait()`.
        /// (Their cost is printed; `Tests/Benchmarks/server-keypress.sh` measures it under load.)
        @Test func theBlockingBridgeAnswersEveryCall() throws {
            let loop = PostgresConnection.defaultEventLoopGroup.any()
            let hops = 2_000
            let hopStart = ContinuousClock.now
            var answered = 0
            for _ in 0..<hops { answered += try loop.submit { 1 }.wait() }
            let hop = (ContinuousClock.now - hopStart) / hops
            let queries = 500
            let (query, _) = try store.pool.withConnection { connection in
                let start = ContinuousClock.now
                for _ in 0..<queries { _ = try store.pool.run("SELECT 1", on: connection) }
                return ((ContinuousClock.now - start) / queries, ())
            }
            print("blocking bridge: event-loop hop + wait \(hop), SELECT 1 round trip \(query)")
            #expect(answered == hops)
        }
    }

#endif
