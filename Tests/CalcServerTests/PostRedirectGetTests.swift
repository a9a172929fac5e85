import AppTestSupport
import CalcServer
import CalcSessions
import Foundation
import MicroHTTPServer
import TestSupport
import Testing

/// Post/Redirect/Get: a browser's form post (it carries `seq`) is answered `303 See Other` to a
/// `GET /` that shows the result, so Back and Reload only ever repeat a GET.
struct PostRedirectGetTests {
    let store = MemorySessionStore()
    let app: CalculatorApp

    init() {
        app = TestApp.make(store: store)
    }

    /// A browser's first key: the cookie the GET offered, and the page's `seq` and `sid`.
    func firstKey(_ key: String) throws -> (response: HTTPResponse, cookie: String) {
        let first = app.respond(to: .get("/"))
        let offered = try #require(first.sessionCookie)
        let response = app.respond(
            to: .post([("key", key), ("seq", "0"), ("sid", first.page.sid ?? "")], cookie: offered))
        return (response, try #require(response.sessionCookie))
    }

    @Test func aFormPostIsAnsweredWithSeeOtherToTheCalculator() throws {
        let (response, cookie) = try firstKey("7")
        #expect(response.status == .seeOther)
        #expect(response.headers["Location"] == "/?focus=7")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.headers["Content-Security-Policy"] != nil)
        let page = app.respond(to: .get("/?focus=7", cookie: cookie))
        #expect(page.status == .ok)
        #expect(page.page.display == "7")
        #expect(page.page.seq == 1)
        #expect(page.page.autofocusedTags.count == 1)
        #expect(page.page.autofocusedTags.first?.contains(#"value="7""#) == true)
    }

    @Test(arguments: [("+", "/?focus=%2B"), ("sqrt", "/?focus=sqrt"), ("history-0", "/?focus=history-0")])
    func theLocationNamesThePressedKeyEncoded(key: String, location: String) throws {
        let (_, cookie) = try firstKey("7")
        let response = app.respond(to: .post([("key", key), ("seq", "1")], cookie: cookie))
        #expect(response.status == .seeOther)
        #expect(response.headers["Location"] == location)
        #expect(response.headers["Set-Cookie"] == nil)
    }

    @Test func aTypedExpressionFocusesTheField() throws {
        let (_, cookie) = try firstKey("7")
        let response = app.respond(to: .post([("expr", "2^10"), ("seq", "1")], cookie: cookie))
        #expect(response.headers["Location"] == "/?focus=expr")
        let page = app.respond(to: .get("/?focus=expr", cookie: cookie)).page
        #expect(page.display == "1,024")
        #expect(page.autofocusedTags.first?.contains(#"id="expr""#) == true)
    }

    @Test func reloadingTheResultRepeatsNothing() throws {
        let (response, cookie) = try firstKey("7")
        let location = try #require(response.headers["Location"])
        for _ in 0..<3 {
            let page = app.respond(to: .get(location, cookie: cookie))
            #expect(page.page.display == "7")
            #expect(page.page.seq == 1)
        }
        let id = try #require(SessionID(validating: cookie.dropFirst("calc_session=".count)))
        #expect(store.load(id)?.seq == 1)
    }

    @Test func aStalePostRedirectsWithTheNoticeAndChangesNothing() throws {
        let (_, cookie) = try firstKey("7")
        let stale = app.respond(to: .post([("key", "8"), ("seq", "0")], cookie: cookie))
        #expect(stale.status == .seeOther)
        #expect(stale.headers["Location"] == "/?notice=stale")
        let page = app.respond(to: .get("/?notice=stale", cookie: cookie)).page
        #expect(page.notice == PageNotice.stale.text)
        #expect(page.display == "7")
        #expect(
            page.autofocusedTags.map { $0.hasPrefix(#"<input id="expr""#) } == [true], "only the field has the focus")
    }

    @Test func aScriptsPostWithoutSeqGetsThePageAtOnce() {
        let response = app.respond(to: .post([("key", "7")]))
        #expect(response.status == .ok)
        #expect(response.page.display == "7")
        #expect(response.sessionCookie != nil)
    }

    /// A client that keeps no cookies (it posts the page's `sid` without the cookie the page offered)
    /// is sent none, and each post is answered with the page at once, whose forms carry its session:
    /// a redirect could carry the session only in its address.
    @Test func aClientThatKeepsNoCookiesIsSentNoneAndGetsEachPageAtOnce() throws {
        let first = app.respond(to: .get("/"))
        var sid = try #require(first.page.sid)
        var seq = 0
        for key in ["1", "+", "2", "="] {
            let response = app.respond(to: .post([("key", key), ("seq", String(seq)), ("sid", sid)]))
            #expect(response.status == .ok)
            #expect(response.headers["Set-Cookie"] == nil)
            #expect(response.headers["Location"] == nil)
            #expect(response.headers["Cache-Control"] == "no-store")
            sid = try #require(response.page.sid)
            seq = try #require(response.page.seq)
        }
        #expect(seq == 4)
        let stale = app.respond(to: .post([("key", "7"), ("seq", "3"), ("sid", sid)]))
        #expect(stale.page.display == "3")
        #expect(stale.page.notice == PageNotice.stale.text)
        #expect(stale.page.seq == 4)
    }

    @Test func aSessionIDInTheQueryIsIgnored() throws {
        let (_, cookie) = try firstKey("7")
        let id = String(cookie.dropFirst("calc_session=".count))
        let page = app.respond(to: .get("/?sid=\(id)"))
        #expect(page.page.display == "0")
        #expect(page.page.sid != id)
        #expect(page.sessionCookie.map { $0 != cookie } == true)
    }

    @Test(arguments: [
        "/?focus=bogus", "/?focus=%00", "/?notice=nope", "/?sid=0123", "/?sid=" + String(repeating: "a", count: 32),
        "/?focus=" + String(repeating: "7", count: 5_000),
    ])
    func madeUpQueriesDoNoMoreThanAPlainGet(target: String) {
        let page = app.respond(to: .get(target))
        #expect(page.status == .ok)
        #expect(page.page.display == "0")
        #expect(page.page.notice == "")
        #expect(
            page.page.autofocusedTags.map { $0.hasPrefix(#"<input id="expr""#) } == [true],
            "only the field has the focus")
        #expect(page.sessionCookie != nil)
    }

    @Test func theFaviconIsTheSitesSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calc-icon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>"#
        try Data(svg.utf8).write(to: folder.appendingPathComponent("favicon.svg"))
        let app = CalculatorApp(configuration: .init(publicDirectory: folder), store: MemorySessionStore())
        let icon = app.respond(to: .get("/favicon.ico"))
        #expect(icon.status == .ok)
        #expect(icon.headers["Content-Type"] == "image/svg+xml")
        #expect(icon.text == svg)
        let empty = CalculatorApp(
            configuration: .init(publicDirectory: folder.appendingPathComponent("none")), store: MemorySessionStore())
        #expect(empty.respond(to: .get("/favicon.ico")).status == .notFound)
    }

    @Test func inKioskModeHelpAndErrorPagesReturnToAFreshCalculator() {
        let kiosk = TestApp.make(kioskIdleSeconds: 90)
        for target in ["/help.html", "/nope", "/%2e%2e/x"] {
            #expect(kiosk.respond(to: .get(target)).headers["Refresh"] == "90; url=/?fresh", "\(target)")
            #expect(app.respond(to: .get(target)).headers["Refresh"] == nil, "\(target)")
        }
        #expect(kiosk.respond(to: .get("/style.css")).headers["Refresh"] == nil)
    }
}
