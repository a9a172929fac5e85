import AppTestSupport
import CalcSessions
import MicroHTTPServer
import Testing

@testable import CalcServer

/// Another site's page may not change a session, nor plant one (SPEC 8).
struct CrossSiteTests {
    let store = MemorySessionStore()
    let app: CalculatorApp

    init() {
        app = TestApp.make(store: store)
    }

    /// A key posted with `headers`, carrying a session id of the attacker's own making (well formed and stored).
    func post(_ headers: [(String, String)]) throws -> (response: HTTPResponse, sid: SessionID) {
        let attacker = app.respond(to: .post([("key", "7")]))
        let sid = try #require(attacker.page.sid)
        var request = HTTPRequest.post([("key", "9"), ("seq", "1"), ("sid", sid)])
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.headers.add(name: "Host", value: "calc.lan:8080")
        return (app.respond(to: request), try #require(SessionID(validating: sid)))
    }

    @Test(arguments: [
        [("Sec-Fetch-Site", "cross-site")], [("Sec-Fetch-Site", "same-site")],
        [("Origin", "http://evil.example")], [("Origin", "http://calc.lan:9999")],
        [("Sec-Fetch-Site", "cross-site"), ("Origin", "null")],
        // Same host and port, another scheme: another origin, even where the browser's label says otherwise.
        [("Origin", "https://calc.lan:8080"), ("Sec-Fetch-Site", "same-origin")],
        [("Origin", "http://calc.lan:8080/")], [("Origin", "calc.lan:8080")],
        // lynx names the page it posts from in `Referer`, and sends neither of the others.
        [("Referer", "http://evil.example/form.html")], [("Referer", "http://calc.lan:9999/")],
        // A header sent twice is read whole: a foreign copy after the server's own is not passed over.
        [("Origin", "http://calc.lan:8080"), ("Origin", "http://evil.example")],
        [("Referer", "http://calc.lan:8080/"), ("Referer", "http://evil.example/")],
        [("Sec-Fetch-Site", "same-origin"), ("Sec-Fetch-Site", "cross-site")],
    ])
    func aCrossSitePostIsRefusedWith403AndPlantsNothing(headers: [(String, String)]) throws {
        let (response, sid) = try post(headers)
        #expect(response.status == .forbidden)
        #expect(response.headers["Set-Cookie"] == nil)
        #expect(response.text.contains("403 Forbidden"))
        #expect(store.count() == 1)
        #expect(store.load(sid)?.seq == 1)
    }

    @Test(arguments: [
        [], [("Sec-Fetch-Site", "same-origin")], [("Sec-Fetch-Site", "none")], [("Origin", "null")],
        [("Origin", "http://calc.lan:8080")], [("Origin", "HTTP://CALC.lan:8080"), ("Sec-Fetch-Site", "same-origin")],
        [("Referer", "http://calc.lan:8080/")],
    ])
    func aSameSiteOrUnlabelledPostIsApplied(headers: [(String, String)]) throws {
        let (response, sid) = try post(headers)
        // A post naming its session in the form, without the cookie: answered with the page.
        #expect(response.status == .ok)
        #expect(response.page.display == "79")
        #expect(store.load(sid)?.seq == 2)
    }

    /// (scheme the server sees, `Host`, `Origin`, whether that is another site): scheme, host and
    /// port all count, a port left out is the scheme's default.
    @Test(arguments: [
        ("http", "calc.lan:8080", "http://calc.lan:8080", false),
        ("http", "calc.lan", "http://calc.lan", false),
        ("http", "calc.lan:80", "http://calc.lan", false),
        ("http", "calc.lan", "http://calc.lan:80", false),
        ("https", "calc.lan", "https://calc.lan:443", false),
        ("https", "[::1]:8443", "https://[::1]:8443", false),
        ("http", "calc.lan", "https://calc.lan", true),
        ("https", "calc.lan", "http://calc.lan", true),
        ("http", "calc.lan:8080", "http://calc.lan:8081", true),
        ("http", "calc.lan:8080", "http://calc.lan", true),
        ("https", "calc.lan", "https://calc.lan.evil.example", true),
        ("http", "calc.lan", "ftp://calc.lan", true),
        ("http", "calc.lan", "http://user@calc.lan", true),
    ])
    func originsCompareSchemeHostAndPort(scheme: String, host: String, origin: String, crossSite: Bool) {
        var request = HTTPRequest.post([("key", "9")])
        request.scheme = scheme
        request.headers.add(name: "Host", value: host)
        request.headers.add(name: "Origin", value: origin)
        #expect(RequestOrigin.isCrossSite(request) == crossSite)
    }

    @Test func behindATrustedProxyTheForwardedSchemeIsTheRequests() throws {
        let proxied = TestApp.make(trustedProxies: [try #require(AddressRange("127.0.0.1"))], store: store)
        let post = { (proto: String) in
            var request = HTTPRequest.post([("key", "9")])
            for (name, value) in [
                ("Host", "calc.example.org"), ("X-Forwarded-Proto", proto), ("Origin", "https://calc.example.org"),
            ] {
                request.headers.add(name: name, value: value)
            }
            return proxied.respond(to: request).status
        }
        #expect(post("https") == .ok)
        #expect(post("http") == .forbidden)
    }

    @Test func aCrossSiteFreshLinkForgetsNothing() throws {
        let kiosk = TestApp.make(kioskIdleSeconds: 90, store: store)
        let first = kiosk.respond(to: .post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        var request = HTTPRequest.get("/?fresh", cookie: cookie)
        request.headers.add(name: "Sec-Fetch-Site", value: "cross-site")
        #expect(kiosk.respond(to: request).page.display == "7")
        #expect(store.count() == 1)
        #expect(kiosk.respond(to: .get("/?fresh", cookie: cookie)).page.display == "0")
        #expect(store.count() == 0)
    }

    @Test(arguments: [
        ("GET", "GET"), ("a\u{1B}[31mred", "a\\x1B[31mred"), ("line\r\nforged 200", "line\\x0D\\x0Aforged 200"),
        ("\u{7F}\u{85}", "\\x7F\\x85"), (String(repeating: "x", count: 300), String(repeating: "x", count: 200) + "…"),
        ("é✓", "é✓"),
    ])
    func logFieldsAreEscapedAndBounded(text: String, logged: String) {
        #expect(LogField.sanitized(text) == logged)
    }
}
