import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Rate limits behind the recipe's nginx: the servers count each client by the address nginx saw,
    /// which nginx sends as `X-Forwarded-For` (overwriting what the client sent, and clearing `Forwarded`).
    /// Two clients are told apart by connecting from 127.0.0.2 and 127.0.0.3 (curl `--interface`).
    @Suite(.enabled(if: ServersBehindNginx.ready && ExternalTool.find("curl") != nil, ServersBehindNginx.skipped))
    struct ForwardedRateLimitTests {
        /// `--rate-burst 3` per server and address, refilled at 0.001/s (nothing comes back during the test).
        static let limits = ["--rate-limit", "0.001", "--rate-burst", "3"]

        /// Each request's status and `Retry-After` ("" when absent), one curl connection from `source` to
        /// nginx making `count` GETs with `headers` added.
        func statuses(
            _ recipe: ServersBehindNginx, from source: String, count: Int,
            headers: [String] = []
        ) throws -> [(status: Int, retryAfter: String)] {
            var arguments = ["-sk", "--interface", source, "-w", "%{http_code} %header{retry-after}\\n"]
            arguments += headers.flatMap { ["-H", $0] }
            for _ in 0..<count { arguments += ["-o", "/dev/null", recipe.nginx.url + "metrics"] }
            let result = try ExternalTool.run(ExternalTool.find("curl")!, arguments, timeout: 30)
            #expect(result.status == 0, "curl said:\n\(result.output)")
            return result.output.split(separator: "\n").map { line in
                let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
                return (Int(fields[0]) ?? 0, fields.count > 1 ? fields[1] : "")
            }
        }

        @Test(.timeLimit(.minutes(1)))
        func eachClientAddressHasItsOwnBudgetAndCannotChooseIt() throws {
            let recipe = try ServersBehindNginx(Self.limits)
            defer { recipe.stop() }
            // Round robin: 8 requests are 4 on each server, 3 of them within the burst.
            let first = try statuses(recipe, from: "127.0.0.2", count: 8)
            #expect(first.map(\.status).filter { $0 == 200 }.count == 6, "\(first)")
            #expect(first.suffix(2).map(\.status) == [429, 429], "\(first)")
            #expect(
                first.filter { $0.status == 429 }.allSatisfy { Int($0.retryAfter).map { $0 > 0 } == true },
                "every 429 carries Retry-After: \(first)")
            // Another address: a budget of its own.
            let second = try statuses(recipe, from: "127.0.0.3", count: 4)
            #expect(second.map(\.status) == [200, 200, 200, 200], "\(second)")
            // The first client names another address itself: nginx overwrites X-Forwarded-For and drops
            // Forwarded, so its requests still count against its own, spent, budget.
            for header in ["X-Forwarded-For: 198.51.100.7", "Forwarded: for=198.51.100.8"] {
                let spoofed = try statuses(recipe, from: "127.0.0.2", count: 2, headers: [header])
                #expect(spoofed.map(\.status) == [429, 429], "with \(header): \(spoofed)")
            }
            let clients = Set(recipe.nginx.accessLog().map(\.client))
            #expect(clients == ["127.0.0.2", "127.0.0.3"], "nginx saw \(clients)")
        }
    }
}
