import CalcServer
import CalcSessions
import Foundation
import Logging
import MicroHTTPServer

/// What the app itself spends on a key as a browser presses it, without the network: 64 sessions
/// pressing `1 2 + 3 =` in turn, each key a form POST with the session cookie and the page's `seq`,
/// answered 303, then the GET of its `Location` answered with the page, given straight to
/// `CalculatorApp` on one thread, with the memory store (the browser path of
/// `Tests/Benchmarks/server-keypress.sh`). `calc-bench browser` runs only this; `Tests/Benchmarks/app-instructions.sh`
/// counts its 6,400 warm-up keys.
enum BrowserBenchmark {
    static func run() {
        let app = CalculatorApp(
            configuration: .init(publicDirectory: URL(fileURLWithPath: "Public"), rateLimit: .unlimited),
            store: MemorySessionStore(), logger: Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() }))
        var sessions: [(cookie: String, seq: Int)] = []
        for _ in 0..<64 {
            let response = app.respond(to: AppBenchmark.request("CL", sid: nil))
            guard let cookie = response.headers["Set-Cookie"]?.split(separator: ";").first else {
                return print("browser: no session cookie")
            }
            sessions.append((String(cookie), 1))
        }
        let keys = ["1", "2", "%2B", "3", "%3D"]
        var pressed = 0
        var bytes = 0
        let press = {
            let session = pressed % sessions.count
            let key = keys[(pressed / sessions.count) % keys.count]
            var headers: HTTPHeaders = [:]
            headers.add(name: "Host", value: "127.0.0.1:8080")
            headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
            headers.add(name: "Cookie", value: sessions[session].cookie)
            let body = "key=\(key)&seq=\(sessions[session].seq)"
            let redirect = app.respond(to: HTTPRequest(method: .post, rawPath: "/", headers: headers, body: Array(body.utf8)))
            let location = redirect.headers["Location"] ?? "/"
            var get: HTTPHeaders = [:]
            get.add(name: "Host", value: "127.0.0.1:8080")
            get.add(name: "Cookie", value: sessions[session].cookie)
            bytes = app.respond(to: HTTPRequest(method: .get, target: location, headers: get)).body.count
            sessions[session].seq += 1
            pressed += 1
        }
        for _ in 0..<6_400 { press() }  // every history full
        // Under app-instructions.sh, only the warm-up: its two call sites then count 6,400 calls each.
        if ProcessInfo.processInfo.environment["CALC_BENCH_WARM_UP_ONLY"] != nil { return }
        let rate = EngineBenchmark.perSecond(seconds: 2.0) { press() }
        print("browser keys (no network, memory store, 64 sessions pressing 1 2 + 3 =, POST 303 + GET, pages of \(bytes) bytes):")
        print("  one thread: \(Int(rate)) keys/s, \(BudgetBenchmark.micro(1 / rate)) per key")
    }
}
