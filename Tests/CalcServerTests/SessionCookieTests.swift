import AppTestSupport
import CalcSessions
import MicroHTTPServer
import Testing

@testable import CalcServer

/// Reading the session id out of `Cookie` headers the way the wrapper's cookie parser reads pairs.
struct SessionCookieTests {
    static let id = "0123456789abcdef0011223344556677"

    @Test(arguments: [
        ("calc_session=\(id)", true), ("SameSite=Strict; calc_session=\(id)", true),
        ("  calc_session = \(id) ; other=1", true), ("a=b,calc_session=\"\(id)\"", true),
        ("calc_session=bad; calc_session=\(id)", true), ("calc_session2=\(id)", false),
        ("xcalc_session=\(id)", false), ("calc_session=\(id)x", false), ("calc_session", false), ("", false),
        (";;;,,=;calc_session=;", false),
    ])
    func findsTheFirstWellFormedSessionCookie(header: String, found: Bool) {
        let request = HTTPRequest(method: .get, rawPath: "/", headers: ["Cookie": header])
        let app = TestApp.make()
        let response = app.respond(to: request)
        // A well-formed but unknown id is still replaced: the page never adopts it.
        #expect(response.page.sid != Self.id)
        #expect(SessionCookie.ids(in: request).first?.description == (found ? Self.id : nil))
    }

    /// A browser sends two `calc_session` cookies when it keeps a stale one for another path or a
    /// parent domain: the first that names a live session is the visitor's, whichever comes first,
    /// and a key pressed then sets the cookie to it (it was lost to a fresh session).
    @Test func theFirstLiveSessionOfSeveralCookiesIsTheVisitors() throws {
        let app = TestApp.make()
        let first = app.submit(HTTPRequest.post([("key", "7")]))
        let live = try #require(first.sessionCookie)
        let stale = "\(CalculatorApp.cookieName)=00000000000000000000000000000000"
        for cookie in ["\(stale); \(live)", "\(live); \(stale)", "\(stale), \(live)"] {
            let page = app.respond(to: HTTPRequest.get(cookie: cookie))
            #expect(page.page.display == "7", "\(cookie)")
            #expect(page.sessionCookie == nil, "a page shown sets no cookie")
        }
        let pressed = app.submit(HTTPRequest.post([("key", "8"), ("seq", "1")], cookie: "\(stale); \(live)"))
        #expect(pressed.page.display == "78")
        #expect(pressed.sessionCookie == live, "the live session's cookie is set again")
        #expect(SessionCookie.ids(in: HTTPRequest.get(cookie: "\(stale); \(live); \(live)")).count == 2)
    }
}
