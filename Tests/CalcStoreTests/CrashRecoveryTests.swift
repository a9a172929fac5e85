import AppTestSupport
import CalcEngine
import Foundation
import Synchronization
import TestSupport
import Testing

/// The real server on a SQLite file: killed mid-burst or stopped, then started again on the
/// same file, every session shows what its last answered key showed.
@Suite(.serialized)
struct CrashRecoveryTests {
    /// Digits and operators; every key changes the display or the expression line.
    static let keys = ["1", "2", "+", "3", "4", "*", "5", "-", "6", "7", "=", "8", "/", "9", "="]

    /// Answered keys, counted across threads.
    final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    /// The last page a session's client received in full.
    struct Seen: Sendable, Equatable {
        var seq: Int
        var display: String?
        var expression: String?
        var expr: String?
    }

    /// What a page shows.
    static func seen(_ response: HTTPTestResponse) -> Seen {
        let page = response.page
        return Seen(seq: page.seq ?? -1, display: page.display, expression: page.expression, expr: page.expr)
    }

    /// The display after the first `count` keys of the cycle, computed by the engine itself.
    static func display(afterKeys count: Int) -> String {
        var state = CalculatorState()
        for index in 0..<count {
            if let press = KeyPress(parsing: keys[index % keys.count]) { state.press(press) }
        }
        return state.view.display
    }

    /// Starts `sessions` sessions of one key each, then presses keys on all of them at once
    /// (each POST carries the cookie and the last seq) until `total` keys went or a request fails.
    static func press(
        on server: CalculatorProcess, sessions: Int, total: Int, answered: Counter? = nil
    ) throws -> (cookies: [String], seen: [Seen]) {
        var cookies: [String] = []
        var seen: [Seen] = []
        for _ in 0..<sessions {
            let first = try server.post([("key", keys[0]), ("seq", "0")])
            cookies.append(try #require(first.sessionCookie))
            seen.append(Self.seen(first))
        }
        let last = Mutex(seen)
        let perSession = total / sessions - 1
        let frozen = cookies
        runOnThreads(sessions) { session in
            var seq = 1
            for _ in 0..<perSession {
                let key = keys[seq % keys.count]
                guard let response = try? server.post([("key", key), ("seq", String(seq))], cookie: frozen[session]),
                    response.status == 200
                else { return }
                let page = Self.seen(response)
                last.withLock { $0[session] = page }
                answered?.value.add(1, ordering: .relaxed)
                seq = page.seq
            }
        }
        return (cookies, last.withLock { $0 })
    }

    @Test func aKilledServerLosesNoAnsweredKey() throws {
        let folder = try TemporaryFolder()
        let store = "sqlite:" + folder.path("data/calculator.sqlite")
        let server = try CalculatorProcess(store: store)
        // A random moment within the burst: after 50 to 900 answered keys.
        let answered = Counter()
        let moment = Int.random(in: 50...900)
        let killer = Thread {
            while answered.value.load(ordering: .relaxed) < moment { usleep(200) }
            server.kill()
        }
        killer.start()
        let (cookies, seen) = try Self.press(on: server, sessions: 4, total: 1_000, answered: answered)
        while server.isRunning { Thread.sleep(forTimeInterval: 0.01) }

        let restarted = try CalculatorProcess(store: store)
        defer { restarted.stop() }
        var pressed = 0
        for (cookie, last) in zip(cookies, seen) {
            let now = Self.seen(try restarted.get(cookie: cookie))
            pressed += last.seq
            if now.seq == last.seq {
                #expect(now == last)
            } else {
                // Killed after committing a key but before its page arrived: the key is kept.
                #expect(now.seq == last.seq + 1, "lost keys: \(last.seq - now.seq)")
                #expect(now.display == Self.display(afterKeys: now.seq))
            }
        }
        #expect(pressed > 0)
        print("crash test: killed after \(pressed) answered keys; lost keys 0")
    }

    /// Presses keys on every session at once, each from its last page, until `total` keys went or
    /// a request fails (the server was killed); returns the last page each session received.
    static func keepPressing(
        on server: CalculatorProcess, cookies: [String], from seen: [Seen], total: Int, answered: Counter
    ) -> [Seen] {
        let last = Mutex(seen)
        let perSession = total / cookies.count
        runOnThreads(cookies.count) { session in
            var seq = seen[session].seq
            for _ in 0..<perSession {
                guard
                    let response = try? server.post(
                        [("key", keys[seq % keys.count]), ("seq", String(seq))], cookie: cookies[session]),
                    response.status == 200
                else { return }
                let page = Self.seen(response)
                last.withLock { $0[session] = page }
                answered.value.add(1, ordering: .relaxed)
                seq = page.seq
            }
        }
        return last.withLock { $0 }
    }

    /// Under the group commit: 32 sessions on 32 connections at once, the server killed three
    /// times at random moments, and after each restart every session shows its last answered key
    /// (or the one after it, committed but not answered).
    @Test func killsUnderManyConnectionsLoseNoAnsweredKey() throws {
        let folder = try TemporaryFolder()
        let store = "sqlite:" + folder.path("calculator.sqlite")
        var server = try CalculatorProcess(store: store)
        var cookies: [String] = []
        var seen: [Seen] = []
        for _ in 0..<32 {
            let first = try server.post([("key", Self.keys[0]), ("seq", "0")])
            cookies.append(try #require(first.sessionCookie))
            seen.append(Self.seen(first))
        }
        var answeredInAll = 0
        for round in 1...3 {
            let answered = Counter()
            let moment = Int.random(in: 100...600)
            let running = server
            let killer = Thread {
                while answered.value.load(ordering: .relaxed) < moment { usleep(200) }
                running.kill()
            }
            killer.start()
            seen = Self.keepPressing(on: server, cookies: cookies, from: seen, total: 32 * 60, answered: answered)
            while server.isRunning { Thread.sleep(forTimeInterval: 0.01) }
            answeredInAll += answered.value.load(ordering: .relaxed)

            server = try CalculatorProcess(store: store)
            for (index, (cookie, last)) in zip(cookies, seen).enumerated() {
                let now = Self.seen(try server.get(cookie: cookie))
                if now.seq == last.seq {
                    #expect(now == last, "round \(round), session \(index)")
                } else {
                    #expect(now.seq == last.seq + 1, "round \(round), session \(index): lost keys \(last.seq - now.seq)")
                    #expect(now.display == Self.display(afterKeys: now.seq))
                    seen[index] = now
                }
            }
        }
        #expect(server.stop() == 0)
        #expect(answeredInAll > 300)
        print("crash test: 3 kills under 32 connections after \(answeredInAll) answered keys; lost keys 0")
    }

    @Test func aRestartedServerShowsTheSamePages() throws {
        let folder = try TemporaryFolder()
        let store = "sqlite:" + folder.path("calculator.sqlite")
        let server = try CalculatorProcess(store: store)
        let (cookies, seen) = try Self.press(on: server, sessions: 4, total: 100)
        #expect(seen.allSatisfy { $0.seq == 25 })
        #expect(server.stop() == 0)

        let restarted = try CalculatorProcess(store: store)
        for (cookie, last) in zip(cookies, seen) {
            #expect(Self.seen(try restarted.get(cookie: cookie)) == last)
        }
        // Memory lives in the session state too: 42 into memory, another entry, a restart, then recall.
        var response = try restarted.post([("key", "4")])
        let cookie = try #require(response.sessionCookie)
        for key in ["2", "m+", "+", "1"] { response = try restarted.post([("key", key)], cookie: cookie) }
        #expect(response.page.display == "1")
        #expect(restarted.stop() == 0)
        let again = try CalculatorProcess(store: store)
        defer { again.stop() }
        #expect(try again.post([("key", "mr")], cookie: cookie).page.display == "42")
    }
}
