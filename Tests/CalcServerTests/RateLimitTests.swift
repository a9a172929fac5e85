import AppTestSupport
import CalcServer
import Foundation
import MicroHTTPServer
import Testing

struct RateLimitTests {
    @Test func anAddressIsRefusedWith429OnceItsBucketIsEmpty() {
        let app = TestApp.make(rateLimit: RateLimit(requestsPerSecond: 0.001, burst: 3))
        let statuses = (0..<5).map { _ in app.respond(to: .get("/healthz")).status }
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
        #expect(app.respond(to: .get("/healthz")).status == 200)
        #expect(app.respond(to: .get("/healthz")).status == 429)
        try await Task.sleep(for: .milliseconds(120))
        #expect(app.respond(to: .get("/healthz")).status == 200)
    }

    @Test func theDefaultsLetABurstOf200Through() {
        let app = TestApp.make()
        #expect((0..<200).allSatisfy { _ in app.respond(to: .get("/healthz")).status == 200 })
    }

    @Test func unlimitedNeverRefuses() {
        let app = TestApp.make(rateLimit: .unlimited)
        #expect((0..<500).allSatisfy { _ in app.respond(to: .get("/healthz")).status == 200 })
    }
}
