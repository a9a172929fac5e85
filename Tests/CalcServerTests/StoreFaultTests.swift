import AppTestSupport
import CalcServer
import CalcSessions
import Foundation
import Logging
import MicroHTTPServer
import Synchronization
import TestSupport
import Testing

/// A store that fails or stalls: answered with the 503 page within the deadlines, never a hang
/// or a 500; `/healthz` never touches the store and `/readyz` reports it.
struct StoreFaultTests {
    /// A memory store whose `update` can be made to stall until released, or to fail: a store that
    /// waits on I/O, so the server keeps its sessions' keys apart with its session locks.
    final class FaultyStore: SessionStore {
        let memory = MemorySessionStore()
        var waitsOnIO: Bool { true }
        let stalling = Atomic<Bool>(false)
        let failing = Atomic<Bool>(false)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        func load(_ id: SessionID) throws(SessionStoreError) -> SessionRecord? {
            if failing.load(ordering: .relaxed) { throw .unavailable("the test's database is down") }
            return memory.load(id)
        }

        func save(_ record: SessionRecord, for id: SessionID) throws(SessionStoreError) {
            if stalling.load(ordering: .relaxed) {
                entered.signal()
                release.wait()
            }
            if failing.load(ordering: .relaxed) { throw .unavailable("the test's database is down") }
            memory.save(record, for: id)
        }

        func delete(_ id: SessionID) { memory.delete(id) }
        func count() -> Int { memory.count() }
        func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) -> Int { 0 }

        func health(within timeout: Duration) -> StoreHealth {
            failing.load(ordering: .relaxed) ? .down("the test's database is down") : .ready
        }
    }

    static func makeApp(_ store: FaultyStore, lockTimeout: Duration = .milliseconds(300)) -> CalculatorApp {
        CalculatorApp(
            configuration: .init(
                publicDirectory: packageRoot.appendingPathComponent("Public"), rateLimit: .unlimited,
                lockTimeout: lockTimeout),
            store: store, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    @Test func aRequestWaitingBehindAStuckOneGetsThe503PageAtItsDeadline() throws {
        let store = FaultyStore()
        let app = Self.makeApp(store)
        let first = app.respond(to: .post([("key", "1")]))
        let cookie = try #require(first.sessionCookie)
        store.stalling.store(true, ordering: .relaxed)
        let stuck = Thread { _ = app.respond(to: .post([("key", "2")], cookie: cookie)) }
        stuck.start()
        store.entered.wait()

        let clock = ContinuousClock()
        let start = clock.now
        let second = app.respond(to: .post([("key", "3")], cookie: cookie))
        let took = clock.now - start
        #expect(second.status == .serviceUnavailable)
        #expect(second.text.contains("<h1>503 Service Unavailable</h1>"))
        #expect(second.text.contains("Your previous key is still being saved"))
        #expect(second.headers["Retry-After"] == "1")
        #expect(second.headers["Content-Security-Policy"] != nil)
        #expect(took >= .milliseconds(300) && took < .seconds(5))
        #expect(app.respond(to: .get("/healthz")).text == "ok", "health never waits on a session")
        store.stalling.store(false, ordering: .relaxed)
        store.release.signal()
        // Once the stuck request is done, the session answers again.
        var after = app.respond(to: .post([("key", "4")], cookie: cookie))
        for _ in 0..<50 where after.status != .ok {
            usleep(20_000)
            after = app.respond(to: .post([("key", "4")], cookie: cookie))
        }
        #expect(after.status == .ok)
    }

    @Test func anUnavailableStoreGivesThe503PageAndReadyzSaysDown() throws {
        let store = FaultyStore()
        let app = Self.makeApp(store)
        let first = app.respond(to: .post([("key", "1")]))
        let cookie = try #require(first.sessionCookie)
        #expect(app.respond(to: .get("/readyz")).text == "ready\n")
        store.failing.store(true, ordering: .relaxed)
        for request in [HTTPRequest.post([("key", "2")], cookie: cookie), .get(cookie: cookie)] {
            let response = app.respond(to: request)
            #expect(response.status == .serviceUnavailable)
            #expect(response.text.contains("Your session could not be loaded or saved just now"))
        }
        let ready = app.respond(to: .get("/readyz"))
        #expect(ready.status == .serviceUnavailable)
        #expect(ready.text == "down: the test's database is down\n")
        #expect(app.respond(to: .get("/healthz")).status == .ok)
        store.failing.store(false, ordering: .relaxed)
        #expect(app.respond(to: .post([("key", "2")], cookie: cookie)).status == .ok)
    }
}
