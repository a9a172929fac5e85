import Testing

@testable import MicroHTTPServer

struct CookieParserTests {
    @Test(arguments: [
        ("calc_session=abc123", [("calc_session", "abc123")]),
        ("a=1; b=2", [("a", "1"), ("b", "2")]),
        // lynx sends the attribute back as if it were a cookie.
        ("calc_session=abc; SameSite=Strict", [("calc_session", "abc"), ("SameSite", "Strict")]),
        ("  spaced  =  value  ;", [("spaced", "value")]),
        ("q=\"quoted\"", [("q", "quoted")]),
        ("garbage; ;;=nameless; ok=1", [("ok", "1")]),
        ("x=a=b", [("x", "a=b")]),
        ("", []),
        ("\"=\"", [("\"", "\"")]),
    ])
    func parses(header: String, expected: [(String, String)]) {
        let cookies = CookieParser.parse(header)
        #expect(cookies.map(\.name) == expected.map(\.0))
        #expect(cookies.map(\.value) == expected.map(\.1))
    }

    @Test func requestLooksUpCookiesFromAllCookieHeaders() {
        let request = HTTPRequest(
            method: .get, target: "/",
            headers: HTTPHeaders([("cookie", "SameSite=Strict"), ("Cookie", "calc_session=s1")]))
        #expect(request.cookie("calc_session") == "s1")
        #expect(request.cookie("missing") == nil)
    }
}
