import CalcServer
import CalcSessions
import Foundation
import Logging
import MicroHTTPServer
import Synchronization

/// What the app itself spends on a keypress request, without the network: the workload of
/// `Tests/Benchmarks/server-keypress.sh` (64 sessions pressing `1 2 + 3 =` in turn, each a form
/// POST naming its session, answered with the page) given straight to `CalculatorApp` on one
/// thread, with the memory store. The server's own CPU per request less this is libmicrohttpd's
/// and the kernel's share. `calc-bench app` runs only this.
enum AppBenchmark {
    static func run() {
        let app = CalculatorApp(
            configuration: .init(publicDirectory: URL(fileURLWithPath: "Public"), rateLimit: .unlimited),
            store: MemorySessionStore(), logger: Logger(label: "bench", factory: { _ in SwiftLogNoOpLogHandler() }))
        var ids: [String] = []
        for _ in 0..<64 {
            let response = app.respond(to: request("CL", sid: nil))
            guard let cookie = response.headers["Set-Cookie"], let id = cookie.split(separator: "=").dropFirst().first
            else { return print("app: no session cookie") }
            ids.append(String(id.prefix(SessionID.length)))
        }
        let keys = ["1", "2", "+", "3", "="]
        // The requests made before, as the server gets them (it only wraps what arrived).
        let requests = (0..<keys.count).flatMap { key in ids.map { request(keys[key], sid: $0) } }
        var sent = 0
        var bytes = 0
        let press = {
            let response = app.respond(to: requests[sent % requests.count])
            bytes = response.body.count
            sent += 1
        }
        for _ in 0..<requests.count * 20 { press() }  // every history full
        let rate = EngineBenchmark.perSecond(seconds: 2.0) { press() }
        print("app (no network, memory store, 64 sessions pressing 1 2 + 3 =, pages of \(bytes) bytes):")
        print("  one thread: \(Int(rate)) requests/s, \(BudgetBenchmark.micro(1 / rate)) per request")
        // Two threads, each pressing the keys of its own 32 sessions, as the server's two handler
        // threads do: what they cost each other (locks, shared caches).
        let perThread = requests.count / 2
        let threads = 2
        let counts = Mutex([Int](repeating: 0, count: threads))
        let start = EngineBenchmark.clock.now
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var done = 0
            var i = 0
            while EngineBenchmark.seconds(EngineBenchmark.clock.now - start) < 2.0 {
                // Thread t takes the sessions t, t + 2, …, keeping each session's keys in order.
                let request = requests[(i % perThread) * 2 + thread]
                _ = app.respond(to: request)
                i += 1
                done += 1
            }
            counts.withLock { $0[thread] = done }
        }
        let total = Double(counts.withLock { $0.reduce(0, +) })
        let seconds = EngineBenchmark.seconds(EngineBenchmark.clock.now - start)
        print(
            "  two threads: \(Int(total / seconds)) requests/s, "
                + "\(BudgetBenchmark.micro(2 * seconds / total)) of a thread per request")
    }

    /// A POST of `key` naming session `sid`, as `keypress.lua` sends it.
    static func request(_ key: String, sid: String?) -> HTTPRequest {
        var headers: HTTPHeaders = [:]
        headers.add(name: "Host", value: "127.0.0.1:8080")
        headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        let encoded = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? key
        let body = "key=\(encoded)" + (sid.map { "&sid=\($0)" } ?? "")
        return HTTPRequest(method: .post, rawPath: "/", headers: headers, body: Array(body.utf8))
    }
}
