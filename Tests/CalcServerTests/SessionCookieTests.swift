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
        #expect(SessionCookie.id(inHeader: header)?.description == (found ? Self.id : nil))
    }
}
