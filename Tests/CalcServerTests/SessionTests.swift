import AppTestSupport
import CalcServer
import CalcSessions
import MicroHTTPServer
import TestSupport
import Testing

/// Session cookies, the `sid` fallback, exactly-once `seq`, and when sessions are stored.
struct SessionTests {
    let store = MemorySessionStore()
    var app: CalculatorApp { TestApp.make(store: store) }

    @Test func getIssuesALaxHttpOnlyCookieWithoutSecure() throws {
        let response = app.respond(to: .get("/"))
        let cookie = try #require(response.headers["Set-Cookie"])
        #expect(cookie.hasPrefix("calc_session="))
        #expect(cookie.contains("; Path=/"))
        #expect(cookie.contains("; HttpOnly"))
        #expect(cookie.contains("; SameSite=Lax"))
        #expect(!cookie.contains("Secure"))
        let id = String(try #require(response.sessionCookie).dropFirst("calc_session=".count))
        #expect(SessionID(validating: id) != nil)
        #expect(response.page.sid == id)
        #expect(response.page.seq == 0)
    }

    @Test func aGetAloneStoresNothing() {
        for _ in 0..<5 { _ = app.respond(to: .get("/")) }
        #expect(store.count() == 0)
    }

    @Test func theFirstPostStoresTheSessionAndLaterPostsUseIt() throws {
        let first = app.submit(.post([("key", "7"), ("seq", "0")]))
        #expect(first.status == 200)
        #expect(store.count() == 1)
        let cookie = try #require(first.sessionCookie)
        #expect(first.page.seq == 1)
        let second = app.submit(.post([("key", "8"), ("seq", "1")], cookie: cookie))
        #expect(second.status == 200)
        #expect(second.headers["Set-Cookie"] == nil)
        #expect(second.page.seq == 2)
        #expect(second.page.sid == first.page.sid)
        #expect(store.count() == 1)
        let page = app.respond(to: .get("/", cookie: cookie))
        #expect(page.page.seq == 2)
        #expect(page.headers["Set-Cookie"] == nil)
    }

    @Test func theSidFieldCarriesTheSessionWithoutCookies() throws {
        let first = app.submit(.post([("key", "7"), ("seq", "0"), ("sid", "")]))
        let sid = try #require(first.page.sid)
        let second = app.submit(.post([("key", "8"), ("seq", "1"), ("sid", sid)]))
        #expect(second.page.sid == sid)
        #expect(second.page.seq == 2)
        #expect(store.count() == 1)
    }

    @Test func theSidFieldIsUsedWhenTheCookieIsUnknown() throws {
        let first = app.submit(.post([("key", "7")]))
        let sid = try #require(first.page.sid)
        let stale = "calc_session=" + String(repeating: "ab", count: 16)
        let second = app.submit(.post([("key", "8"), ("sid", sid)], cookie: stale))
        #expect(second.page.sid == sid)
        #expect(second.page.seq == 2)
        #expect(second.sessionCookie == "calc_session=\(sid)")
    }

    @Test(arguments: [
        "calc_session=00000000000000000000000000000000",
        "calc_session=" + String(repeating: "f", count: 32),
        "calc_session=admin", "calc_session=ABCDEF0123456789ABCDEF0123456789",
        "calc_session=" + String(repeating: "a", count: 33), "calc_session=", "SameSite=Strict",
    ])
    func aMadeUpSessionIDIsReplacedByANewOne(cookie: String) throws {
        let response = app.submit(.post([("key", "7"), ("seq", "0")], cookie: cookie))
        let issued = try #require(response.sessionCookie)
        #expect(issued != cookie)
        #expect(response.page.sid.map { "calc_session=\($0)" } == issued)
        #expect(store.count() == 1)
        let get = app.respond(to: .get("/", cookie: cookie))
        #expect(get.sessionCookie != cookie)
    }

    @Test func unknownCookieNamesAreIgnored() throws {
        let first = app.submit(.post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        let response = app.respond(to: .get("/", cookie: "SameSite=Strict; \(cookie); other=1"))
        #expect(response.headers["Set-Cookie"] == nil)
        #expect(response.page.seq == 1)
    }

    @Test func aStaleSeqIsNotAppliedAndShowsTheNotice() throws {
        let first = app.submit(.post([("key", "7"), ("seq", "0")]))
        let cookie = try #require(first.sessionCookie)
        let replay = app.submit(.post([("key", "7"), ("seq", "0")], cookie: cookie))
        #expect(replay.status == 200)
        #expect(replay.page.seq == 1)
        #expect(replay.page.notice == CalculatorApp.staleNotice)
        #expect(replay.page.display == first.page.display)
        let future = app.submit(.post([("key", "7"), ("seq", "5")], cookie: cookie))
        #expect(future.page.seq == 1)
        #expect(future.page.notice == CalculatorApp.staleNotice)
    }

    @Test func aPostWithoutSeqIsApplied() throws {
        let first = app.submit(.post([("key", "1")]))
        let cookie = try #require(first.sessionCookie)
        for expected in 2...5 {
            let response = app.submit(.post([("key", "1")], cookie: cookie))
            #expect(response.page.seq == expected)
            #expect(response.page.notice == "")
        }
    }

    @Test func anUnknownKeyIs400AndChangesNothing() throws {
        let first = app.submit(.post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        for bad in ["bogus", "", "history--1", "<script>", "77"] {
            let response = app.submit(.post([("key", bad), ("seq", "1")], cookie: cookie))
            #expect(response.status == 400)
            #expect(response.text.contains("400 Bad Request"))
            #expect(!response.text.contains("<script>"))
        }
        let after = app.respond(to: .get("/", cookie: cookie))
        #expect(after.page.seq == 1)
        #expect(after.page.display == first.page.display)
    }

    @Test(arguments: [
        [("seq", "0")], [("key", "7"), ("seq", "x")], [("key", "7"), ("seq", "-1")], [("key", "7"), ("seq", "+5")],
        [("key", "7"), ("seq", " 5")], [],
    ])
    func malformedFormsAre400(fields: [(String, String)]) {
        #expect(app.submit(.post(fields)).status == 400)
        #expect(store.count() == 0)
    }

    @Test(arguments: ["text/plain", "multipart/form-data; boundary=x", "application/json", nil] as [String?])
    func otherOrMissingContentTypesAre415(contentType: String?) {
        #expect(app.submit(.post([("key", "7")], contentType: contentType)).status == 415)
        #expect(store.count() == 0)
    }

    @Test func aFormWithCharsetIsAccepted() {
        #expect(
            app.submit(.post([("key", "7")], contentType: "application/x-www-form-urlencoded; charset=UTF-8")).status
                == 200)
    }

    @Test func thePressedKeyComesBackFocusedAndExprFocusesTheField() throws {
        let key = app.submit(.post([("key", "sqrt")]))
        #expect(
            key.text.contains(
                #"<button name="key" value="sqrt" id="k-sqrt" class="fn" aria-label="square root" autofocus aria-describedby="expression display">"#
            ))
        let expr = app.submit(.post([("expr", "1+2")]))
        #expect(expr.text.contains(#"spellcheck="false" autofocus aria-describedby="expression display">"#))
    }

    @Test func freshForgetsTheSessionAndStartsANewOneOnAKiosk() throws {
        let kiosk = TestApp.make(kioskIdleSeconds: 90, store: store)
        let first = kiosk.submit(.post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        let fresh = kiosk.respond(to: .get("/?fresh", cookie: cookie))
        #expect(fresh.status == 200)
        #expect(fresh.page.seq == 0)
        #expect(fresh.sessionCookie != cookie)
        #expect(store.count() == 0)
    }

    @Test func kioskRefreshOnlyWithTheOption() {
        #expect(!app.respond(to: .get("/")).text.contains("http-equiv=\"refresh\""))
        let kiosk = TestApp.make(kioskIdleSeconds: 90)
        #expect(kiosk.respond(to: .get("/")).text.contains(#"<meta http-equiv="refresh" content="90; url=/?fresh">"#))
        #expect(kiosk.respond(to: .post([("key", "1")])).text.contains(#"content="90; url=/?fresh""#))
    }
}
