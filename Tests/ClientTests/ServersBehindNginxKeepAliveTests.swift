import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Two `calculator serve` processes that trust 127.0.0.1 behind nginx, as the README's recipe
    /// has them, under 256 client connections at once (curl `--parallel`): every connection a
    /// server sees comes from nginx's one address, which is not capped per address, so no request
    /// meets a connection closed unanswered (nginx's 502), with a new upstream connection per
    /// request and with an upstream keep-alive pool alike (issue 27, item 3).
    @Suite(
        .enabled(
            if: NginxProcess.ready && ExternalTool.find("curl") != nil,
            "needs nginx, openssl and curl (make deps-test)"))
    struct ServersBehindNginxKeepAliveTests {
        /// Client connections at once, and requests in all.
        static let connections = 256
        static let requests = 2_560

        @Test(.timeLimit(.minutes(3)), arguments: [nil, 32] as [Int?])
        func twoHundredFiftySixConnectionsThroughNginxGetNo502(keepAlivePool: Int?) throws {
            let servers = try (0..<2).map { _ in
                try CalculatorProcess(["--trusted-proxy", "127.0.0.1", "--rate-limit", "0"], showErrors: true)
            }
            let nginx = try NginxProcess(upstreams: servers.map(\.port), keepAlivePool: keepAlivePool)
            defer {
                nginx.stop()
                servers.forEach { $0.stop() }
            }
            // One URL glob, 2,560 transfers, 256 of them at once, each connection opened at once
            // (--parallel-immediate) rather than waiting to share one; one status line per transfer.
            let result = try ExternalTool.run(
                ExternalTool.find("curl")!,
                [
                    "-k", "-s", "--no-progress-meter", "-o", "/dev/null", "-w", "%{http_code}\\n", "--parallel",
                    "--parallel-immediate",
                    "--parallel-max", String(Self.connections), nginx.url + "eval?expr=1%2B[1-\(Self.requests)]",
                ], timeout: 150)
            // Only the status lines (curl writes its errors, if any, into the same output).
            let statuses = result.output.split(separator: "\n").map(String.init).filter {
                $0.count == 3 && $0.allSatisfy(\.isNumber)
            }
            var counts: [String: Int] = [:]
            for status in statuses { counts[status, default: 0] += 1 }
            #expect(statuses.count == Self.requests, "curl said:\n\(result.output.suffix(2_000))")
            #expect(counts == ["200": Self.requests], "statuses seen by curl: \(counts)")

            let log = nginx.accessLog()
            let failed = log.filter { $0.status >= 500 || $0.upstreamStatuses.contains { $0.hasPrefix("5") } }
            #expect(log.count == Self.requests, "nginx logged \(log.count) requests")
            #expect(
                failed.isEmpty,
                "\(failed.count) requests met a 5xx, e.g. \(failed.prefix(5)); nginx's errors:\n\(nginx.log("error.log").suffix(2_000))"
            )
            let pool = keepAlivePool.map { "a keep-alive pool of \($0)" } ?? "no keep-alive pool"
            print("through nginx, \(pool): \(counts) over \(Self.connections) connections")
        }
    }
}
