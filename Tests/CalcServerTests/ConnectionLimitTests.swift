import Foundation
import TestSupport
import Testing

/// The real `calculator serve` and the per-address connection limit (64): a connection over it is
/// answered with the 503 page and `Retry-After`, never closed unanswered, and a trusted proxy's
/// address is not capped at all.
struct ConnectionLimitTests {
    static let limit = 64

    /// Opens 64 connections that send all of a request head but its last line (busy, not idle), then a
    /// 65th with a whole request, then finishes the 64; returns the 65 statuses (the order in which
    /// the server took the connections is its own, so which one is refused is not asked).
    static func statuses(serverArguments: [String]) throws -> [Int] {
        let server = try CalculatorProcess(serverArguments + ["--rate-limit", "0"], showErrors: true)
        defer { server.stop() }
        let head = "GET /eval?expr=1%2B2 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        let busy = try (0..<limit).map { _ in
            let connection = try HTTPTestConnection(port: server.port, timeout: 10)
            try connection.write(head)
            return connection
        }
        defer { busy.forEach { $0.close() } }
        let last = try HTTPTestConnection(port: server.port, timeout: 10)
        try last.write(head + "\r\n")
        var answers = [try last.readResponse(timeout: 10)]
        for connection in busy {
            try connection.write("\r\n")
            answers.append(try connection.readResponse(timeout: 10))
        }
        for answer in answers where answer.status == 503 {
            #expect(answer.header("Retry-After") == "1")
            #expect(answer.header("Connection")?.lowercased() == "close")
            #expect(answer.text.contains("Too many connections"), "\(answer.text)")
        }
        return answers.map(\.status)
    }

    @Test(.timeLimit(.minutes(1)))
    func theSixtyFifthBusyConnectionFromOneAddressIsAnswered503() throws {
        let statuses = try Self.statuses(serverArguments: [])
        #expect(statuses.filter { $0 == 200 }.count == Self.limit, "\(statuses)")
        #expect(statuses.filter { $0 == 503 }.count == 1, "\(statuses)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aTrustedProxysAddressIsNotCapped() throws {
        let statuses = try Self.statuses(serverArguments: ["--trusted-proxy", "127.0.0.1"])
        #expect(statuses == Array(repeating: 200, count: Self.limit + 1), "\(statuses)")
    }
}
