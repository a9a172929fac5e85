import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// The README's recipe "Several servers behind one address": two `calculator serve` processes on one
    /// PostgreSQL database behind nginx (TLS, round robin, no sticky sessions), driven by Chromium with
    /// JavaScript off through `Tests/Scripts/proxy_check.py`; nginx's access log says which server
    /// answered each request.
    @Suite(.enabled(if: ServersBehindNginx.ready && ExternalTool.chromiumReady, ServersBehindNginx.skipped))
    struct ServersBehindNginxTests {
        /// Keys land on both servers, each key's page is rendered by the server that did not apply it,
        /// and every page equals a single server's; after one server is SIGKILLed mid-session, nginx
        /// passes the next key on to the other and no key is lost.
        @Test(.timeLimit(.minutes(3)))
        func aSessionAcrossTwoServersSurvivesLosingOne() throws {
            let recipe = try ServersBehindNginx()
            let single = try CalculatorProcess()
            defer {
                recipe.stop()
                single.stop()
            }
            let victim = recipe.upstreamAddresses[0]
            let survivor = recipe.upstreamAddresses[1]
            let script = packageRoot.appendingPathComponent("Tests/Scripts/proxy_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!,
                [script, recipe.nginx.url, single.url, String(recipe.servers[0].processIdentifier)],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 150)
            #expect(result.status == 0, "proxy_check.py said:\n\(result.output)")
            for line in [
                "ok: JavaScript is off", "ok: the page came over TLS from nginx",
                "ok: through nginx 1 + 2 × 3 = shows 7 and the expression line 1 + 2 × 3 =",
                "ok: the session cookie is Secure behind TLS",
                "ok: after the kill every key applied once: the same result and seq as one server",
            ] {
                #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
            }
            #expect(!recipe.servers[0].isRunning, "the script killed the first server")

            let log = recipe.nginx.accessLog()
            let summary = log.map { "\($0.method) \($0.target) \($0.status) by \($0.upstreams) \($0.upstreamStatuses)" }
                .joined(separator: "\n")
            #expect(log.allSatisfy { $0.status < 500 }, "nginx answered an error:\n\(summary)")
            // The kill: the first request nginx tried on the dead server and passed on to the survivor.
            let failover = try #require(
                log.firstIndex { $0.upstreams.first == victim && $0.upstreams.count == 2 },
                "no request was passed on from the killed server:\n\(summary)")
            #expect(
                log[failover].upstreams == [victim, survivor] && log[failover].upstreamStatuses.first == "502",
                "\(log[failover])")
            // Nine keys in all, each POSTed once (the browser also fetches the icon, which shifts the
            // round robin, so which key met the dead server first depends on timing).
            let keys = log.filter { $0.method == "POST" }
            #expect(keys.count == 9, "\(summary)")
            #expect(
                Set(log[..<failover].compactMap(\.answeredBy)) == Set([victim, survivor]),
                "before the kill both servers answered:\n\(summary)")
            #expect(
                log[failover...].allSatisfy { $0.answeredBy == survivor },
                "after the kill only the survivor answers:\n\(summary)")
            print("nginx access log (request, status, upstreams tried, their statuses):\n\(summary)")
        }
    }
}
