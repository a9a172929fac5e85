import AppTestSupport
import CalcServer
import CalcSessions
import Foundation
import MicroHTTPServer
import Synchronization
import TestSupport
import Testing

/// Idle sessions expire after the configured lifetime, measured with a test clock.
struct SessionExpiryTests {
    final class TestClock: Sendable {
        let seconds = Atomic<Int>(1_000_000)
        var now: Date { Date(timeIntervalSince1970: Double(seconds.load(ordering: .relaxed))) }
        func advance(_ by: Int) { seconds.add(by, ordering: .relaxed) }
    }

    @Test func anIdleSessionIsNotAdoptedAfterItsLifetime() throws {
        let clock = TestClock()
        let store = MemorySessionStore()
        let app = TestApp.make(sessionTTL: 60, store: store, now: { clock.now })
        let first = app.submit(.post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        clock.advance(59)
        #expect(app.respond(to: .get("/", cookie: cookie)).headers["Set-Cookie"] == nil)
        clock.advance(2)
        let late = app.respond(to: .get("/", cookie: cookie))
        #expect(late.sessionCookie != cookie)
        #expect(late.page.seq == 0)
        // The next applied post sweeps the expired session away.
        clock.advance(120)
        _ = app.submit(.post([("key", "1")]))
        app.waitForSessionSweep()
        #expect(store.count() == 1)
    }
}
