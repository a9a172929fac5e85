import CalcSessions
import CalcServer
import Foundation
import Logging
import MicroHTTPServer
import TestSupport


/// A fresh temporary folder per test, deleted when the value goes.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("calc-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// An app over the real `Public/` folder and `store`, logging nothing.
func makeApp(store: any SessionStore, sessionTTL: Int = 3600, now: @escaping @Sendable () -> Date = { Date() }) -> CalculatorApp {
    CalculatorApp(
        configuration: .init(
            publicDirectory: packageRoot.appendingPathComponent("Public"), sessionTTL: sessionTTL, rateLimit: .unlimited,
            now: now),
        store: store, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
}


extension HTTPRequest {
    /// A form POST to `/` with an optional session cookie.
    static func post(_ fields: [(String, String)], cookie: String? = nil) -> HTTPRequest {
        var headers: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return HTTPRequest(method: .post, target: "/", headers: headers, body: Array(formBody(fields).utf8))
    }

    /// A GET of `/` with an optional session cookie.
    static func get(cookie: String? = nil) -> HTTPRequest {
        var headers: HTTPHeaders = [:]
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return HTTPRequest(method: .get, target: "/", headers: headers)
    }
}

extension HTTPResponse {
    /// What the page shows.
    var page: PageScraper { PageScraper(html: String(decoding: body, as: UTF8.self)) }

    /// The `name=value` of `Set-Cookie`, or nil.
    var sessionCookie: String? { headers["Set-Cookie"].map { String($0.prefix { $0 != ";" }) } }
}

extension HTTPTestResponse {
    /// What the page shows.
    var page: PageScraper { PageScraper(html: text) }

    /// The `name=value` of `Set-Cookie`, or nil.
    var sessionCookie: String? { header("Set-Cookie").map { String($0.prefix { $0 != ";" }) } }
}

/// Runs `body(index)` on `count` threads at once and waits for all of them.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    group.wait()
}
