import Foundation
import TestSupport
import Testing

/// Requests that once took the whole server down (a trap in one request ends the process, and
/// every session in memory with it), each answered now, by one real server on a loopback port
/// that still answers afterwards. Found by random requests to every form of the site.
@Suite(.serialized)
struct ExtremeInputsHTTPTests {
    static let tooLongWithLoneMarks = String(repeating: "1", count: 997) + "%09%CC%81%09%CC%81"

    /// f0(x) = x + x, then each fᵢ(x) = fᵢ₋₁(fᵢ₋₁(x)) up to f5, form-encoded.
    static let doublingSheet = formEncode(
        (["f0(x) = x + x"] + (1...5).map { "f\($0)(x) = f\($0 - 1)(f\($0 - 1)(x))" }).joined(separator: "\n"))

    @Test func eachIsAnsweredAndTheServerStaysUp() throws {
        let server = try CalculatorProcess(["--rate-limit", "0"])
        defer { _ = server.stop() }
        let requests: [(path: String, status: Int)] = [
            ("/eval?expr=1.0000000000000001%5E1e309", 422),  // a power next to 1: overflow
            ("/steps?expr=\(Self.tooLongWithLoneMarks)", 422),  // too long, its caret under lone marks
            ("/plot?f=1e10%2Bx", 200),  // every value above 10^9
            ("/plot?f=x%5E2&xmin=-1000000000&xmax=-999999990", 200),
            ("/plot?f=-1.7e308", 200),  // next to the largest Double
            ("/plot?f=1e9999+to+hex&f=1e9999+to+hex", 200),  // 10,000-digit integers: the budget runs out
            ("/sheet?sheet=\(Self.doublingSheet)", 200),  // f5's graph would print 2³² characters
            ("/sheet?sheet=\(Self.doublingSheet)", 200),  // twice: two such requests stopped the server
        ]
        // Together about 30 s of CPU in a debug build; the generous wait is for a machine that runs
        // other suites beside this one (a busy CI runner took over 60 s for one of them).
        for request in requests {
            let response = try HTTPTestClient.send(port: server.port, path: request.path, timeout: 240)
            #expect(response.status == request.status, "\(request.path.prefix(60))")
        }
        #expect(try HTTPTestClient.send(port: server.port, path: "/healthz").status == 200)
    }
}
