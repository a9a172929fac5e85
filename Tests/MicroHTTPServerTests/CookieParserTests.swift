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
        ("a=1,b=2", [("a", "1"), ("b", "2")]),
        ("\ta=\t1\t", [("a", "1")]),
        ("\"q\"=1", [("\"q\"", "1")]),
        ("é=ü; a=1", [("é", "ü"), ("a", "1")]),
        ("=", []),
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

extension CookieParserTests {
    /// `firstValue` reads the values `parse` gives for a name, in the same order.
    @Test(arguments: [
        "calc_session=abc123", "a=1; b=2", "calc_session=abc; SameSite=Strict", "  spaced  =  value  ;",
        "q=\"quoted\"", "garbage; ;;=nameless; ok=1", "x=a=b", "", "a=1,b=2", "\ta=\t1\t", "é=ü; a=1",
        "calc_session=1; calc_session=2", " calc_session = \"3\" ",
    ])
    func firstValueAgreesWithParse(header: String) {
        for name in ["calc_session", "a", "b", "q", "ok", "x", "spaced", "é", "missing"] {
            var seen: [String] = []
            let none: Int? = CookieParser.firstValue(named: name, in: header) { value in
                var bytes: [UInt8] = []
                for index in value.indices { bytes.append(value[index]) }
                seen.append(String(decoding: bytes, as: UTF8.self))
                return nil
            }
            #expect(none == nil)
            #expect(seen == CookieParser.parse(header).filter { $0.name == name }.map(\.value), "\(name) in \(header)")
        }
    }
}
