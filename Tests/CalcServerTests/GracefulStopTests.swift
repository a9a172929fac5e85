import Foundation
import Synchronization
import TestSupport
import Testing

/// SIGTERM stops the real server gracefully: at once when idle, and under keep-alive load every
/// key the server committed is answered in full, with `Connection: close`.
@Suite(.serialized)
struct GracefulStopTests {
    /// Seconds SIGTERM took to end the process, and its exit status.
    static func terminate(_ server: CalculatorProcess) -> (status: Int32, took: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let status = server.stop()
        return (status, clock.now - start)
    }

    @Test func anIdleServerWithAnOpenKeepAliveConnectionStopsAtOnce() throws {
        let server = try CalculatorProcess()
        let connection = try HTTPTestConnection(port: server.port)
        try connection.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let answer = try connection.readResponse()
        #expect(answer.text == "ok")
        #expect(answer.header("Connection") == nil, "kept alive while running")
        let (status, took) = Self.terminate(server)
        #expect(status == 0)
        #expect(took < .seconds(2), "a generous bound; the figure is printed")
        #expect(connection.peerClosed())
        print("SIGTERM, idle with a keep-alive connection open: exited in \(took)")
    }

    @Test func keepAliveClientsUnderSIGTERMGetEveryCommittedKeyAnswered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calc-stop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = "sqlite:" + folder.appendingPathComponent("calculator.sqlite").path
        let server = try CalculatorProcess(["--store", store, "--rate-limit", "0"])
        let clients = 6
        var cookies: [String] = []
        for _ in 0..<clients { cookies.append(try #require(try server.post([("key", "1")]).sessionCookie)) }
        let frozen = cookies

        let answeredTotal = Atomic<Int>(0)
        let results = Mutex<[Int: (answered: Int, cut: Bool, closedByServer: Bool)]>([:])
        let stop = Mutex<(status: Int32, took: Duration)?>(nil)
        runOnThreads(clients + 1) { index in
            guard index < clients else {
                for _ in 0..<20_000 where answeredTotal.load(ordering: .relaxed) < 120 { usleep(1_000) }
                let outcome = Self.terminate(server)
                stop.withLock { $0 = outcome }
                return
            }
            var answered = 1  // the first key, which made the session
            var cut = false
            var closedByServer = false
            guard let connection = try? HTTPTestConnection(port: server.port, timeout: 10) else { return }
            let request =
                "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(frozen[index])\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\n\r\nkey=1"
            while true {
                guard (try? connection.write(request)) != nil else { break }
                guard let response = try? connection.readResponse(timeout: 10) else {
                    cut = connection.hasPartialResponse
                    break
                }
                guard response.status == 200, response.text.hasSuffix("</html>\n") else {
                    cut = true
                    break
                }
                answered += 1
                answeredTotal.add(1, ordering: .relaxed)
                if response.header("Connection") == "close" {
                    closedByServer = true
                    break
                }
            }
            results.withLock { $0[index] = (answered, cut, closedByServer) }
        }
        let (status, took) = try #require(stop.withLock { $0 })
        #expect(status == 0)
        #expect(took < .seconds(4), "well inside the 5 s grace period; the figure is printed")

        // A new server on the same file: each session's seq is its count of committed keys.
        let restarted = try CalculatorProcess(["--store", store])
        defer { restarted.stop() }
        let seen = results.withLock { $0 }
        var committed = 0
        var answered = 0
        for index in 0..<clients {
            let result = try #require(seen[index])
            let seq = try #require(try restarted.get(cookie: frozen[index]).page.seq)
            #expect(!result.cut, "client \(index) received a cut response")
            #expect(seq == result.answered, "client \(index): \(seq) keys committed, \(result.answered) answered")
            committed += seq
            answered += result.answered
        }
        let told = seen.values.filter(\.closedByServer).count
        print(
            "SIGTERM under keep-alive load (\(clients) clients): exited in \(took); \(committed) keys committed, \(answered) answered; \(told) clients told Connection: close"
        )
    }
}
