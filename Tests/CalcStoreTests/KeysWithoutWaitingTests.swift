import CalcEngine
import CalcServer
import CalcSessions
import Foundation
import GRDB
import MicroHTTPServer
import Synchronization
import TestSupport
import Testing

@testable import CalcStore

/// A key of a session the durable store holds in memory is applied on the HTTP thread and answered
/// from the committing thread once its write is durable (issue 11): no thread waits per key, a
/// failed commit acknowledges nothing, and a write another server beat is applied again from the row.
@Suite(.serialized)
struct KeysWithoutWaitingTests {
    /// The real server over `app` on a loopback port; stopped by `body`'s end.
    static func serving<T>(_ app: CalculatorApp, _ body: (Int) throws -> T) throws -> T {
        let server = HTTPServer(configuration: .init(host: "127.0.0.1", port: 0)) { request, responder in
            app.respond(to: request, responder: responder)
        }
        try server.start()
        defer { server.stop() }
        return try body(server.port)
    }

    /// Posts `key` as a script does (no `seq`, so the page comes back at once), in the session of `cookie`.
    static func press(_ key: String, port: Int, cookie: String? = nil) throws -> HTTPTestResponse {
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if let cookie { headers.append(("Cookie", cookie)) }
        let body = "key=" + (key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? key)
        return try HTTPTestClient.send(
            port: port, method: "POST", headers: headers, body: Array(body.utf8), timeout: 20)
    }

    /// Counts the rows each commit of the store's writer changed, and fails commits while `failing`.
    final class WriterWatch: TransactionObserver, @unchecked Sendable {
        // @unchecked: GRDB calls it on the writer's serial queue only; the counters are locked.
        let changes = Mutex<(current: Int, largest: Int)>((0, 0))
        let failing = Atomic<Bool>(false)

        struct Refused: Error {}

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) { changes.withLock { $0.current += 1 } }
        func databaseWillCommit() throws {
            if failing.load(ordering: .relaxed) { throw Refused() }
        }
        func databaseDidCommit(_ db: Database) {
            changes.withLock { $0 = (0, max($0.largest, $0.current)) }
        }
        func databaseDidRollback(_ db: Database) { changes.withLock { $0.current = 0 } }
    }

    /// A SQLite store in `folder`, watched.
    static func watchedStore(in folder: TemporaryFolder) throws -> (SQLiteSessionStore, WriterWatch) {
        let store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
        let watch = WriterWatch()
        store.pool.writeWithoutTransaction { db in db.add(transactionObserver: watch, extent: .observerLifetime) }
        return (store, watch)
    }

    @Test func keysWaitingForOneCommitHoldNoThreadEach() throws {
        let folder = try TemporaryFolder()
        let (store, watch) = try Self.watchedStore(in: folder)
        let app = makeApp(store: store)
        let sessions = 3 * SessionDefaults.storeWorkers
        try Self.serving(app) { port in
            let cookies = try (0..<sessions).map { _ in try #require(try Self.press("1", port: port).sessionCookie) }
            // The writer is busy for a while: every key arriving meanwhile waits for the next commit.
            let held = DispatchSemaphore(value: 0)
            let pool = store.pool
            Thread {
                pool.writeWithoutTransaction { _ in
                    held.signal()
                    Thread.sleep(forTimeInterval: 1)
                }
            }.start()
            held.wait()
            let displays = Mutex<[String?]>(Array(repeating: nil, count: sessions))
            runOnThreads(sessions) { index in
                let page = try? Self.press("2", port: port, cookie: cookies[index])
                displays.withLock { $0[index] = page.flatMap { $0.status == 200 ? $0.page.display : nil } }
            }
            #expect(displays.withLock { $0 } == Array(repeating: "12", count: sessions))
        }
        // A thread waiting per key would have let at most `storeWorkers` keys share a commit.
        let largest = watch.changes.withLock { $0.largest }
        #expect(largest > SessionDefaults.storeWorkers, "the largest commit wrote \(largest) rows")
    }

    @Test func aPageInMemoryIsServedWhileEveryWorkerWaits() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try Self.watchedStore(in: folder)
        let app = makeApp(store: store)
        try Self.serving(app) { port in
            let busy = try #require(try Self.press("1", port: port).sessionCookie)
            let other = try #require(try Self.press("7", port: port).sessionCookie)
            // The writer is held; one key of `busy` waits for the commit holding its session's lock,
            // and more keys of `busy` than there are workers wait for that lock on the workers.
            let released = Atomic<Bool>(false)
            let held = DispatchSemaphore(value: 0)
            let pool = store.pool
            let holder = Thread {
                pool.writeWithoutTransaction { _ in
                    held.signal()
                    // Held for most of the store deadline (2 s from each key's arrival), leaving the keys
                    // queued behind it half a second to commit once it lets go, on a busy machine too.
                    Thread.sleep(forTimeInterval: 1.5)
                    released.store(true, ordering: .releasing)
                }
            }
            holder.start()
            held.wait()
            let keys = SessionDefaults.storeWorkers + 4
            let statuses = Mutex<[Int]>([])
            let group = DispatchGroup()
            for _ in 0...keys {
                group.enter()
                Thread {
                    let status = (try? Self.press("2", port: port, cookie: busy))?.status ?? 0
                    statuses.withLock { $0.append(status) }
                    group.leave()
                }.start()
                usleep(10_000)
            }
            // The other session's page comes from memory, on the HTTP thread, before the commit.
            let page = try HTTPTestClient.send(port: port, headers: [("Cookie", other)], timeout: 20)
            let answeredWhileHeld = !released.load(ordering: .acquiring)
            #expect(page.status == 200)
            #expect(page.page.display == "7")
            #expect(answeredWhileHeld, "the page waited for the held commit")
            group.wait()
            #expect(statuses.withLock { $0 }.allSatisfy { $0 == 200 })
            let last = try HTTPTestClient.send(port: port, headers: [("Cookie", busy)], timeout: 20)
            #expect(last.page.seq == keys + 2)
        }
    }

    @Test func aKeyWhoseCommitFailsIsAnswered503AndChangesNothing() throws {
        let folder = try TemporaryFolder()
        let (store, watch) = try Self.watchedStore(in: folder)
        let app = makeApp(store: store)
        try Self.serving(app) { port in
            let first = try Self.press("4", port: port)
            let cookie = try #require(first.sessionCookie)
            watch.failing.store(true, ordering: .relaxed)
            let refused = try Self.press("2", port: port, cookie: cookie)
            watch.failing.store(false, ordering: .relaxed)
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "1")
            #expect(refused.text.contains("Your session could not be loaded or saved just now"))
            // Neither the file nor the server's memory of the session took the refused key.
            let id = try #require(SessionID(validating: String(cookie.drop { $0 != "=" }.dropFirst())))
            let seq = try store.pool.read { db in
                try Int.fetchOne(db, sql: "SELECT seq FROM session WHERE id = ?", arguments: [id.description])
            }
            #expect(seq == 1)
            let next = try Self.press("5", port: port, cookie: cookie)
            #expect(next.status == 200)
            #expect(next.page.display == "45")
            #expect(next.page.seq == 2)
        }
    }

    #if PostgreSQL
        @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
        func aKeyAnotherServerBeatIsAppliedAgainFromTheRow() throws {
            let url = try PostgresTestDatabase.fresh()
            let apps = [
                makeApp(store: try PostgresSessionStore(url: url)), makeApp(store: try PostgresSessionStore(url: url)),
            ]
            try Self.serving(apps[0]) { first in
                try Self.serving(apps[1]) { second in
                    let cookie = try #require(try Self.press("1", port: first).sessionCookie)
                    // Each server holds the session in memory at the version it last saw; every key
                    // through the other server makes that stale, so each key here is first refused
                    // by the row's version and then applied from the row.
                    var expected = "1"
                    for (index, digit) in ["2", "3", "4", "5", "6", "7"].enumerated() {
                        let page = try Self.press(digit, port: index % 2 == 0 ? second : first, cookie: cookie)
                        expected += digit
                        #expect(page.status == 200)
                        // Grouped as English writes numbers (no Accept-Language): 1,234.
                        #expect(page.page.display?.filter { $0 != "," } == expected)
                        #expect(page.page.seq == index + 2)
                    }
                }
            }
        }

        @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
        func aPageFromMemoryIsShownOnlyWhileItIsTheStoredOne() throws {
            let url = try PostgresTestDatabase.fresh()
            let stores = [try PostgresSessionStore(url: url), try PostgresSessionStore(url: url)]
            let apps = stores.map { makeApp(store: $0) }
            try Self.serving(apps[0]) { first in
                try Self.serving(apps[1]) { second in
                    let cookie = try #require(try Self.press("1", port: first).sessionCookie)
                    let id = try #require(
                        SessionID(validating: cookie.replacingOccurrences(of: "calc_session=", with: "")))
                    // The first server holds the session in memory at the row's version: its page is
                    // shown from memory once the row is found unchanged.
                    let unchanged = try #require(stores[0].loadWithoutWaiting(id))
                    #expect(unchanged.record.state.view.display == "1")
                    #expect(Self.outcome(of: try #require(unchanged.check)) == .durable)
                    // Another server's key makes it stale: the check says so, and the page shows the row.
                    #expect(try Self.press("2", port: second, cookie: cookie).page.display == "12")
                    let stale = try #require(stores[0].loadWithoutWaiting(id))
                    #expect(stale.record.state.view.display == "1")
                    #expect(Self.outcome(of: try #require(stale.check)) == .superseded)
                    #expect(stores[0].loadWithoutWaiting(id) == nil, "the stale session is no longer held")
                    for _ in 0..<2 {
                        let page = try HTTPTestClient.send(port: first, method: "GET", headers: [("Cookie", cookie)])
                        #expect(page.status == 200)
                        #expect(page.page.display == "12")
                        #expect(page.page.seq == 2)
                    }
                }
            }
        }

        /// What `check` reports, waiting at most 10 seconds.
        static func outcome(of check: PendingConfirmation) -> PendingConfirmation.Outcome? {
            let heard = Mutex<PendingConfirmation.Outcome?>(nil)
            let done = DispatchSemaphore(value: 0)
            check.whenDone { outcome in
                heard.withLock { $0 = outcome }
                done.signal()
            }
            _ = done.wait(timeout: .now() + 10)
            return heard.withLock { $0 }
        }
    #endif
}
