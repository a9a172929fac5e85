// Only with the PostgreSQL trait (see Package.swift): the PostgreSQL store and postgres-nio are not built without it.
#if PostgreSQL

    import AppTestSupport
    import Foundation
    import Synchronization
    import TestSupport
    import Testing

    /// Two `calculator serve` processes on one PostgreSQL database serve one session as one server would.
    @Suite(.serialized, .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
    struct SharedPostgresServerTests {
        @Test func alternatingServersGiveTheResultsOfOne() throws {
            let url = try PostgresTestDatabase.fresh()
            let servers = [try CalculatorProcess(store: url), try CalculatorProcess(store: url)]
            let single = try CalculatorProcess(store: "memory")
            defer { for server in servers + [single] { server.stop() } }
            let keys = [
                "1", "2", "+", "3", "*", "4", "=", "m+", "CL", "mode-scientific", "sqrt", "9", ")", "=", "mr", "-", "5",
                "=",
            ]
            var shared = try servers[0].post([("key", "7"), ("seq", "0")])
            var alone = try single.post([("key", "7"), ("seq", "0")])
            let sharedCookie = try #require(shared.sessionCookie)
            let aloneCookie = try #require(alone.sessionCookie)
            for (index, key) in keys.enumerated() {
                shared = try servers[(index + 1) % 2].post(
                    [("key", key), ("seq", String(index + 1))], cookie: sharedCookie)
                alone = try single.post([("key", key), ("seq", String(index + 1))], cookie: aloneCookie)
                #expect(shared.status == 200)
                #expect(shared.page.display == alone.page.display, "after \(key)")
                #expect(shared.page.expression == alone.page.expression, "after \(key)")
                #expect(shared.page.seq == alone.page.seq)
            }
            // A page the other server already answered is stale on both.
            let replay = try servers[1].post([("key", "9"), ("seq", "3")], cookie: sharedCookie)
            #expect(replay.page.notice == "That page was out of date; nothing was changed.")
            #expect(try servers[0].get(cookie: sharedCookie).page.display == alone.page.display)
        }

        @Test func concurrentPostsToBothServersLoseNoKey() throws {
            let url = try PostgresTestDatabase.fresh()
            let servers = [try CalculatorProcess(store: url), try CalculatorProcess(store: url)]
            defer { for server in servers { server.stop() } }
            let first = try servers[0].post([("key", "CL")])
            let cookie = try #require(first.sessionCookie)
            let failures = Atomic<Int>(0)
            // 2 servers × 4 threads × 25 digit presses without seq, all on one session.
            runOnThreads(8) { thread in
                for _ in 0..<25 {
                    let status = (try? servers[thread % 2].post([("key", "1")], cookie: cookie))?.status
                    if status != 200 { failures.add(1, ordering: .relaxed) }
                }
            }
            #expect(failures.load(ordering: .relaxed) == 0)
            let page = try servers[1].get(cookie: cookie).page
            #expect(page.seq == 201)
            #expect(page.display == "11,111,111,111,111,111,111,111,111,111,111", "at most 32 digits are kept")
        }
    }

#endif
