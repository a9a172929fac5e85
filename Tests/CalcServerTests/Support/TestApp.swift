import CalcSessions
import CalcServer
import Foundation
import Logging
import MicroHTTPServer
import TestSupport


/// Builds apps over the real `Public/` folder with a fresh memory store.
enum TestApp {
    static func make(
        rateLimit: RateLimit = .standard, kioskIdleSeconds: Int? = nil, sessionTTL: Int = 3600,
        maxSessions: Int = 1_000, store: MemorySessionStore = MemorySessionStore(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> CalculatorApp {
        CalculatorApp(
            configuration: .init(
                publicDirectory: packageRoot.appendingPathComponent("Public"), kioskIdleSeconds: kioskIdleSeconds,
                sessionTTL: sessionTTL, maxSessions: maxSessions, rateLimit: rateLimit, now: now),
            store: store, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    }
}

extension HTTPRequest {
    /// A GET of `target` (path and query), with an optional session cookie.
    static func get(_ target: String, cookie: String? = nil, method: HTTPMethod = .get) -> HTTPRequest {
        var headers: HTTPHeaders = [:]
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return HTTPRequest(method: method, target: target, headers: headers)
    }

    /// A form POST to `/` of `fields`, URL-encoded, with an optional cookie and content type.
    static func post(
        _ fields: [(String, String)], cookie: String? = nil,
        contentType: String? = "application/x-www-form-urlencoded", path: String = "/", remoteAddress: String = "127.0.0.1"
    ) -> HTTPRequest {
        var headers: HTTPHeaders = [:]
        if let contentType { headers.add(name: "Content-Type", value: contentType) }
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        let body = fields.map { "\(formEncode($0.0))=\(formEncode($0.1))" }.joined(separator: "&")
        return HTTPRequest(method: .post, target: path, headers: headers, body: Array(body.utf8), remoteAddress: remoteAddress)
    }
}


extension HTTPResponse {
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The `name=value` of the `Set-Cookie` header, ready to send back, or nil.
    var sessionCookie: String? {
        headers["Set-Cookie"].map { String($0.prefix { $0 != ";" }) }
    }

    /// What the page shows.
    var page: PageScraper { PageScraper(html: text) }
}
