import MicroHTTPServer
import TestSupport
import Testing

@testable import CalcServer

/// Absolute redirects (issue 28): the origin comes from the configured public URL, or from a `Host`
/// that names this server on its port, never from any other `Host`.
struct RedirectOriginTests {
    static func request(host: String?, scheme: String = "http") -> HTTPRequest {
        var headers: HTTPHeaders = [:]
        if let host { headers.add(name: "Host", value: host) }
        var request = HTTPRequest(method: .post, target: "/", headers: headers)
        request.scheme = scheme
        return request
    }

    @Test(
        arguments: [
            // listening on loopback: its names, on its port
            ("127.0.0.1", "127.0.0.1:8080", "http://127.0.0.1:8080"),
            ("127.0.0.1", "localhost:8080", "http://localhost:8080"),
            ("127.0.0.1", "LOCALHOST:8080", "http://LOCALHOST:8080"),
            ("::1", "[::1]:8080", "http://[::1]:8080"),
            ("localhost", "127.0.0.1:8080", "http://127.0.0.1:8080"),
            // listening everywhere: numeric addresses only
            ("0.0.0.0", "192.168.1.5:8080", "http://192.168.1.5:8080"),
            ("::", "[fe80::1]:8080", "http://[fe80::1]:8080"),
            ("0.0.0.0", "calc.lan:8080", nil),
            // a named listening address: that name
            ("192.168.1.5", "192.168.1.5:8080", "http://192.168.1.5:8080"),
            ("192.168.1.5", "127.0.0.1:8080", nil),
            // another host, another port, or a header that is not an authority
            ("127.0.0.1", "evil.example:8080", nil),
            ("127.0.0.1", "127.0.0.1:8081", nil),
            ("127.0.0.1", "127.0.0.1", nil),
            ("127.0.0.1", "127.0.0.1:8080@evil.example", nil),
            ("127.0.0.1", "127.0.0.1:8080/evil", nil),
            ("127.0.0.1", "127.0.0.1:8080\r\nSet-Cookie: x=1", nil),
            ("127.0.0.1", "127.0.0.1:08080x", nil),
            ("127.0.0.1", "[::1", nil),
            ("127.0.0.1", "", nil),
        ] as [(String, String, String?)])
    func theRequestsHostIsUsedOnlyWhenItNamesThisServer(listen: String, host: String, origin: String?) {
        let redirects = RedirectOrigin(publicOrigin: nil, listenHost: listen)
        #expect(redirects.origin(for: Self.request(host: host), port: 8080) == origin)
    }

    @Test func withoutAHostOrBeforeTheServerStartedRedirectsAreRelative() {
        let redirects = RedirectOrigin(publicOrigin: nil, listenHost: "127.0.0.1")
        #expect(redirects.origin(for: Self.request(host: nil), port: 8080) == nil)
        #expect(redirects.origin(for: Self.request(host: "127.0.0.1:8080"), port: 0) == nil)
    }

    @Test func httpsDefaultsToPort443() {
        let redirects = RedirectOrigin(publicOrigin: nil, listenHost: "0.0.0.0")
        #expect(redirects.origin(for: Self.request(host: "10.0.0.2", scheme: "https"), port: 443) == "https://10.0.0.2")
        #expect(redirects.origin(for: Self.request(host: "10.0.0.2", scheme: "http"), port: 443) == nil)
    }

    @Test func aPublicURLWinsOverEveryHost() {
        let redirects = RedirectOrigin(publicOrigin: "https://calc.example.org", listenHost: "127.0.0.1")
        #expect(redirects.origin(for: Self.request(host: "evil.example"), port: 8080) == "https://calc.example.org")
    }

    @Test(
        arguments: [
            ("https://calc.example.org", "https://calc.example.org"), ("http://calc.lan:8080/", "http://calc.lan:8080"),
            ("HTTPS://calc.example.org", "https://calc.example.org"), ("http://[::1]:8080", "http://[::1]:8080"),
            ("ftp://calc.example.org", nil), ("https://calc.example.org/calc", nil), ("https://", nil),
            ("calc.example.org", nil), ("https://user@calc.example.org", nil), ("https://calc.example.org?x", nil),
        ] as [(String, String?)])
    func aPublicURLIsAnOriginOnly(url: String, origin: String?) {
        #expect(RedirectOrigin.publicOrigin(url) == origin)
    }
}

/// The redirects of a real `calculator serve`.
struct LiveRedirectTests {
    /// Posts key 7 (or `form`) as a browser does and returns the 303's `Location`.
    static func location(
        _ server: CalculatorProcess, host: String? = nil, userAgent: String? = nil, form: String = "key=7&seq=0"
    ) throws -> String? {
        let headers =
            [("Content-Type", "application/x-www-form-urlencoded")] + (host.map { [("Host", $0)] } ?? [])
            + (userAgent.map { [("User-Agent", $0)] } ?? [])
        let response = try HTTPTestClient.send(
            port: server.port, method: "POST", path: "/", headers: headers, body: Array(form.utf8))
        #expect(response.status == 303)
        return response.header("Location")
    }

    @Test func aKeyIsRedirectedToTheServersOwnAbsoluteAddress() throws {
        let server = try CalculatorProcess()
        #expect(try Self.location(server) == "http://127.0.0.1:\(server.port)/?focus=7")
        #expect(
            try Self.location(server, host: "localhost:\(server.port)") == "http://localhost:\(server.port)/?focus=7")
        // A Host that is not this server's is never echoed: the Location stays relative.
        #expect(try Self.location(server, host: "evil.example:\(server.port)") == "/?focus=7")
        #expect(try Self.location(server, host: "127.0.0.1:1") == "/?focus=7")
    }

    @Test func aPublicURLIsWhereRedirectsPoint() throws {
        let server = try CalculatorProcess(["--public-url", "https://calc.example.org/"])
        #expect(try Self.location(server) == "https://calc.example.org/?focus=7")
        #expect(try Self.location(server, host: "evil.example") == "https://calc.example.org/?focus=7")
    }

    /// w3m's key is redirected to an address whose fragment names the key's button (`#k-7`, issue 28):
    /// w3m puts its cursor there, so Enter presses the key again. A typed expression's address, and
    /// any other browser's, has no fragment: Chromium would scroll the key to the top of the window,
    /// the display out of view.
    @Test func onlyW3mIsSentToThePressedKeysButtonByName() throws {
        let server = try CalculatorProcess()
        let origin = "http://127.0.0.1:\(server.port)"
        let w3m = "w3m/0.5.3+git20230121"
        let chromium =
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
        #expect(try Self.location(server, userAgent: w3m) == origin + "/?focus=7#k-7")
        #expect(try Self.location(server, userAgent: w3m, form: "key=%2B&seq=0") == origin + "/?focus=%2B#k-plus")
        // The field is one Tab from the top of the page: w3m leaves its cursor beside a named field.
        #expect(try Self.location(server, userAgent: w3m, form: "expr=2%2B3&seq=0") == origin + "/?focus=expr")
        #expect(try Self.location(server, userAgent: chromium) == origin + "/?focus=7")
        #expect(try Self.location(server, userAgent: chromium, form: "key=%2B&seq=0") == origin + "/?focus=%2B")
        #expect(try Self.location(server) == origin + "/?focus=7")
    }

    /// lynx's key is answered with the page itself (it sleeps on a redirect), where each key is a form
    /// of its own whose action names the key (`/#k-7`): lynx posts to that address and puts its cursor
    /// on the fragment, the key it pressed (issue 28). Its first page has them too; no other
    /// browser's page does.
    @Test func onlyLynxGetsAFormPerKeyNamingTheKey() throws {
        let server = try CalculatorProcess()
        let lynx = [("User-Agent", "Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.9")]
        let chromium = [("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0")]
        let perKey = #"<form method="post" action="/#k-7"><input type="hidden" name="seq" value=""#
        let first = try HTTPTestClient.send(port: server.port, headers: lynx)
        #expect(first.status == 200 && first.text.contains(perKey + "0"))
        let cookie = try #require(first.sessionCookie)
        let form = [("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", cookie)]
        let pressed = try HTTPTestClient.send(
            port: server.port, method: "POST", headers: lynx + form, body: Array("key=7&seq=0".utf8))
        #expect(pressed.status == 200)
        #expect(pressed.page.display == "7")
        #expect(pressed.text.contains(perKey + "1"))
        #expect(pressed.text.contains(#"id="k-7" class="d" autofocus"#))
        let stored = try #require(pressed.sessionCookie, "the first key stores the session under a new id")
        let other = try HTTPTestClient.send(port: server.port, headers: chromium + [("Cookie", stored)])
        #expect(other.page.display == "7")
        #expect(!other.text.contains(#"action="/#"#))
        #expect(other.text.contains(#"<form method="post" action="/" class="keys">"#))
    }
}
