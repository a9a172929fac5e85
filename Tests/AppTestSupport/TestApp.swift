import CalcServer
import CalcSessions
import Foundation
import Logging
import MicroHTTPServer
import TestSupport

/// Builds apps over the real `Public/` folder, logging nothing.
public enum TestApp {
    /// An app with `store` (a fresh memory store unless given) and the other settings as named.
    public static func make(
        rateLimit: RateLimit = .standard, kioskIdleSeconds: Int? = nil, sessionTTL: Int = 3600,
        maxSessions: Int = 1_000, trustedProxies: [AddressRange] = [], store: any SessionStore = MemorySessionStore(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> CalculatorApp {
        CalculatorApp(
            configuration: .init(
                publicDirectory: packageRoot.appendingPathComponent("Public"), kioskIdleSeconds: kioskIdleSeconds,
                sessionTTL: sessionTTL, maxSessions: maxSessions, rateLimit: rateLimit, trustedProxies: trustedProxies,
                now: now),
            store: store, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    }
}

extension CalculatorApp {
    /// Answers `request` as a browser sees it: a `303 See Other` is followed with a GET of its
    /// `Location`, sending the cookie just set (else the request's), and the page of that GET is
    /// returned, carrying the `Set-Cookie` of the POST so that tests can read it.
    public func submit(_ request: HTTPRequest) -> HTTPResponse {
        let first = respond(to: request)
        guard first.status == .seeOther, let location = first.headers["Location"] else { return first }
        var page = respond(to: .get(location, cookie: first.sessionCookie ?? request.headers["Cookie"]))
        if let cookie = first.headers["Set-Cookie"], page.headers["Set-Cookie"] == nil {
            page.headers.add(name: "Set-Cookie", value: cookie)
        }
        return page
    }
}

extension HTTPRequest {
    /// A GET (or `method`) of `target` (path and query), with an optional `Cookie` header.
    public static func get(
        _ target: String = "/", cookie: String? = nil, method: HTTPMethod? = nil, remoteAddress: String = "127.0.0.1"
    ) -> HTTPRequest {
        var headers: HTTPHeaders = [:]
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return HTTPRequest(method: method ?? .get, target: target, headers: headers, remoteAddress: remoteAddress)
    }

    /// A form POST of `fields`, URL-encoded, with an optional cookie and content type.
    public static func post(
        _ fields: [(String, String)], cookie: String? = nil,
        contentType: String? = "application/x-www-form-urlencoded", path: String = "/",
        remoteAddress: String = "127.0.0.1"
    ) -> HTTPRequest {
        var headers: HTTPHeaders = [:]
        if let contentType { headers.add(name: "Content-Type", value: contentType) }
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return HTTPRequest(
            method: .post, target: path, headers: headers, body: Array(formBody(fields).utf8),
            remoteAddress: remoteAddress)
    }
}

extension HTTPResponse {
    /// The body as text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The `name=value` of the `Set-Cookie` header, ready to send back, or nil.
    public var sessionCookie: String? {
        headers["Set-Cookie"].map { String($0.prefix { $0 != ";" }) }
    }

    /// What the page shows.
    public var page: PageScraper { PageScraper(html: text) }
}
