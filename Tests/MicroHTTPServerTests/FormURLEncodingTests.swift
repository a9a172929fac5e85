import Testing

@testable import MicroHTTPServer

struct FormURLEncodingTests {
    @Test(arguments: [
        ("key=%C3%97&key=*&expr=1%2B2", [("key", "×"), ("key", "*"), ("expr", "1+2")]),
        ("expr=1+2", [("expr", "1 2")]),
        ("a=%2A&b=%2a", [("a", "*"), ("b", "*")]),
        ("a=1&&b=2&", [("a", "1"), ("b", "2")]),
        ("flag&x=", [("flag", ""), ("x", "")]),
        ("x=a=b", [("x", "a=b")]),
        ("%zz=%4", [("%zz", "%4")]),
        ("x=%", [("x", "%")]),
        ("x=%C3", [("x", "\u{FFFD}")]),
        ("x=%FF%FE", [("x", "\u{FFFD}\u{FFFD}")]),
        ("", []),
        ("=v", [("", "v")]),
    ])
    func decodes(input: String, expected: [(String, String)]) {
        let decoded = FormURLEncoding.decode(input)
        #expect(decoded.map(\.name) == expected.map(\.0))
        #expect(decoded.map(\.value) == expected.map(\.1))
    }

    @Test func invalidUTF8BytesDoNotCrash() {
        let decoded = FormURLEncoding.decode([0x6B, 0x3D, 0xFF, 0xC3, 0x26, 0x80])
        #expect(decoded.count == 2)
        #expect(decoded.first?.name == "k")
    }

    @Test func pathDecodingKeepsPlus() {
        #expect(HTTPRequest(method: .get, target: "/a%20b+c").path == "/a b+c")
        #expect(HTTPRequest(method: .get, target: "/a%2F..%2Fb").rawPath == "/a%2F..%2Fb")
    }
}
