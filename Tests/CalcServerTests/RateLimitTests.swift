import AppTestSupport
import CalcServer
import Foundation
import MicroHTTPServer
import TestSupport
import Testing

struct RateLimitTests {
    @Test func anAddressIsRefusedWith429OnceItsBucketIsEmpty() {
        let app = TestApp.make(rateLimit: RateLimit(requestsPerSecond: 0.001, burst: 3))
        let statuses = (0..<5).map { _ in app.respond(to: .get("/metrics")).status }
        #expect(statuses == [200, 200, 200, 429, 429])
        let refused = app.submit(.post([("key", "1")]))
        #expect(refused.status == 429)
        #expect(refused.text.contains("429 Too Many Requests"))
        #expect(refused.headers["Content-Security-Policy"] != nil)
        #expect(refused.headers["Retry-After"] == "1000")
        // Another address has its own bucket.
        #expect(app.submit(.post([("key", "1")], remoteAddress: "10.0.0.2")).status == 200)
    }

    @Test func tokensComeBackOverTime() async throws {
        let app = TestApp.make(rateLimit: RateLimit(requestsPerSecond: 20, burst: 1))
        #expect(app.respond(to: .get("/metrics")).status == 200)
        #expect(app.respond(to: .get("/metrics")).status == 429)
        try await Task.sleep(for: .milliseconds(120))
        #expect(app.respond(to: .get("/metrics")).status == 200)
    }

    @Test func theDefaultsLetABurstOf200Through() {
        let app = TestApp.make()
        #expect((0..<200).allSatisfy { _ in app.respond(to: .get("/metrics")).status == 200 })
    }

    /// A calculation refused as too complex has spent its whole budget (20,000 units): 20 requests'
    /// worth with the default `workPerRequest`, so an address sending only those is refused after
    /// three, where the count alone would let 50 through; an address sending cheap ones is not.
    @Test func anAddressIsChargedForTheWorkItsRequestsCost() {
        let app = TestApp.make(rateLimit: RateLimit(requestsPerSecond: 0.001, burst: 50))
        let costly = "/eval?expr=" + String(repeating: "3248!%2F3247!%2B", count: 4) + "1"
        let statuses = (0..<5).map { _ in app.respond(to: .get(costly, remoteAddress: "10.0.0.9")).status.code }
        #expect(statuses == [422, 422, 422, 429, 429])
        let cheap = (0..<45).map { _ in app.respond(to: .get("/eval?expr=1%2B1", remoteAddress: "10.0.0.8")).status.code
        }
        #expect(cheap.allSatisfy { $0 == 200 })
        // A typed expression in a session is charged the same way.
        let typed = (0..<4).map { _ in
            app.submit(
                .post([("expr", "3248!/3247!+3248!/3247!+3248!/3247!+3248!/3247!+1")], remoteAddress: "10.0.0.7")
            ).status.code
        }
        #expect(typed == [200, 200, 200, 429])
    }

    /// Over a real server with a store that waits on I/O (SQLite), where keys are applied off the
    /// HTTP threads: the same charge.
    @Test func aServerOnSQLiteChargesTheWorkToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calc-rate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try CalculatorProcess([
            "--store", "sqlite:\(folder.path)/s.sqlite", "--rate-limit", "0.001", "--rate-burst", "50",
        ])
        let body = formBody([("expr", "3248!/3247!+3248!/3247!+3248!/3247!+3248!/3247!+1")])
        let statuses = try (0..<4).map { _ in
            try HTTPTestClient.send(
                port: server.port, method: "POST", path: "/",
                headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array(body.utf8)
            ).status
        }
        #expect(statuses == [200, 200, 200, 429])
        #expect(server.stop() == 0)
    }

    /// `/healthz` costs nothing and is never refused: a liveness probe sharing an address with a
    /// busy client must not read a 429 as a dead server.
    @Test func healthzIsNeverRefused() {
        let app = TestApp.make(rateLimit: RateLimit(requestsPerSecond: 0.001, burst: 1))
        #expect(app.respond(to: .get("/metrics")).status == 200)
        #expect(app.respond(to: .get("/metrics")).status == 429)
        #expect((0..<50).allSatisfy { _ in app.respond(to: .get("/healthz")).status == 200 })
    }

    @Test func unlimitedNeverRefuses() {
        let app = TestApp.make(rateLimit: .unlimited)
        #expect((0..<500).allSatisfy { _ in app.respond(to: .get("/metrics")).status == 200 })
    }
}
