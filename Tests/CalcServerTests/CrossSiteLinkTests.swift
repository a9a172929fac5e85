import AppTestSupport
import CalcSessions
import Foundation
import MicroHTTPServer
import TestSupport
import Testing

@testable import CalcServer

/// A link from elsewhere never loses a calculator and never joins one (issue 27, item 4): a
/// navigation from another site shows the visitor's own calculator and changes nothing, no answer
/// to it sets a cookie, and no session id is ever read from an address.
struct CrossSiteLinkTests {
    let store = MemorySessionStore()
    let app: CalculatorApp

    init() {
        app = TestApp.make(store: store)
    }

    /// The headers of a top-level navigation from another site's page, as browsers send them
    /// (`Origin` is not sent on a GET navigation; it is here for clients that would).
    static let fromElsewhere: [[(String, String)]] = [
        [("Sec-Fetch-Site", "cross-site")],
        [("Sec-Fetch-Site", "cross-site"), ("Referer", "https://elsewhere.example/")],
        [("Sec-Fetch-Site", "same-site")],
        [("Referer", "http://elsewhere.example/links.html")],
        [("Referer", "http://calc.lan:9999/")],
        [("Referer", "https://calc.lan:8080/")],
        [("Origin", "http://elsewhere.example")],
        [("Sec-Fetch-Site", "same-origin"), ("Referer", "http://elsewhere.example/")],
    ]

    /// A visitor's session (stored by one typed expression), and its cookie.
    func visitor(typing expression: String) throws -> (id: SessionID, cookie: String) {
        let page = app.submit(.post([("expr", expression)]))
        let cookie = try #require(page.sessionCookie)
        let id = try #require(SessionID(validating: String(cookie.dropFirst("calc_session=".count))))
        return (id, cookie)
    }

    /// A GET of `target` for `calc.lan:8080`, with `headers` and an optional cookie.
    func request(_ target: String, cookie: String? = nil, _ headers: [(String, String)]) -> HTTPRequest {
        var request = HTTPRequest.get(target, cookie: cookie)
        request.headers.add(name: "Host", value: "calc.lan:8080")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        return request
    }

    /// The answer to ``request(_:cookie:_:)``.
    func get(_ target: String, cookie: String? = nil, _ headers: [(String, String)]) -> HTTPResponse {
        app.respond(to: request(target, cookie: cookie, headers))
    }

    @Test(arguments: fromElsewhere)
    func aLinkFromElsewhereShowsTheVisitorsOwnCalculatorAndSetsNoCookie(headers: [(String, String)]) throws {
        let (id, cookie) = try visitor(typing: "3+4")
        let page = get("/", cookie: cookie, headers)
        #expect(page.status == .ok)
        #expect(page.page.display == "7")
        #expect(page.page.sid == id.description)
        #expect(page.page.seq == 1)
        #expect(page.headers["Set-Cookie"] == nil)
        #expect(store.count() == 1)
    }

    /// The browser withheld its cookie (set `SameSite=Strict` by an earlier release): the link's page
    /// has no session and sets no cookie, so the one the browser holds stays; the first key, posted
    /// from this site with that cookie, finds the visitor's calculator (the page was not its page, so
    /// the key is refused as out of date) and sets the cookie again, `Lax`.
    @Test(arguments: fromElsewhere)
    func aLinkWithoutTheCookieReplacesNone(headers: [(String, String)]) throws {
        let (id, cookie) = try visitor(typing: "3+4")
        let landing = get("/", headers)
        #expect(landing.status == .ok)
        #expect(landing.page.display == "0")
        #expect(landing.page.sid == "")
        #expect(landing.page.seq == 0)
        #expect(landing.headers["Set-Cookie"] == nil)
        let key = app.respond(to: .post([("key", "9"), ("seq", "0"), ("sid", "")], cookie: cookie))
        #expect(key.status == .seeOther)
        #expect(key.headers["Location"] == "/?notice=stale")
        #expect(key.headers["Set-Cookie"] == "calc_session=\(id); Path=/; HttpOnly; SameSite=Lax")
        let page = app.respond(to: .get("/?notice=stale", cookie: cookie)).page
        #expect(page.display == "7")
        #expect(page.notice == CalculatorApp.staleNotice)
        #expect(store.load(id)?.seq == 1)
        #expect(store.count() == 1)
    }

    /// A new visitor who came by a link gets the cookie with the first key, which is applied.
    @Test func aNewVisitorFromALinkGetsTheCookieWithTheFirstKey() throws {
        let landing = get("/", [("Sec-Fetch-Site", "cross-site")])
        #expect(landing.headers["Set-Cookie"] == nil)
        let key = app.respond(to: .post([("key", "9"), ("seq", "0"), ("sid", landing.page.sid ?? "")]))
        #expect(key.status == .seeOther)
        #expect(key.headers["Location"] == "/?focus=9")
        let cookie = try #require(key.sessionCookie)
        #expect(key.headers["Set-Cookie"]?.hasSuffix("; Path=/; HttpOnly; SameSite=Lax") == true)
        #expect(app.respond(to: .get("/", cookie: cookie)).page.display == "9")
    }

    @Test(arguments: fromElsewhere)
    func aCalculationLinkFromElsewhereOnlyFillsTheField(headers: [(String, String)]) throws {
        let (id, cookie) = try visitor(typing: "3+4")
        let page = get("/?expr=6*7", cookie: cookie, headers)
        #expect(page.status == .ok)
        #expect(page.page.display == "7")
        #expect(page.page.expr == "6*7")
        #expect(page.page.notice == PageNotice.linked.text)
        #expect(page.headers["Set-Cookie"] == nil)
        #expect(store.load(id)?.seq == 1)
        let stranger = get("/?expr=6*7", headers)
        #expect(stranger.page.expr == "6*7")
        #expect(stranger.page.sid == "")
        #expect(stranger.headers["Set-Cookie"] == nil)
        #expect(store.count() == 1)
    }

    /// Session fixation: a session id in an address is never adopted, whoever sent the link and
    /// however the request is labelled, and the visitor's keys never reach that session.
    @Test(arguments: fromElsewhere + [[], [("Sec-Fetch-Site", "same-origin")], [("Sec-Fetch-Site", "none")]])
    func aSessionIDInAnAddressIsNeverAdopted(headers: [(String, String)]) throws {
        let (planted, _) = try visitor(typing: "50+5")
        for target in ["/?sid=\(planted)", "/?sid=\(planted)&focus=7&notice=stale", "/?expr=1%2B1&sid=\(planted)"] {
            let landing = app.submit(request(target, headers))
            #expect(landing.page.display != "55", "\(target)")
            #expect(landing.page.sid != planted.description, "\(target)")
            #expect(landing.headers["Set-Cookie"].map { !$0.contains(planted.description) } ?? true, "\(target)")
        }
        let landing = get("/?sid=\(planted)", headers)
        let key = app.submit(
            .post([("key", "9"), ("seq", "0"), ("sid", landing.page.sid ?? "")], cookie: landing.sessionCookie))
        #expect(key.page.display == "9")
        #expect(key.page.sid != planted.description)
        #expect(store.load(planted)?.seq == 1)
        #expect(get("/history.txt?sid=\(planted)", headers).text == "")
    }

    /// A visitor who has a cookie never moves to the session a link names, even when the cookie's
    /// session is gone.
    @Test(arguments: [[], [("Sec-Fetch-Site", "same-origin")], [("Sec-Fetch-Site", "none")]] as [[(String, String)]])
    func aVisitorWithACookieNeverMovesToTheLinksSession(headers: [(String, String)]) throws {
        let (planted, _) = try visitor(typing: "50+5")
        let (id, cookie) = try visitor(typing: "3+4")
        let own = get("/?sid=\(planted)", cookie: cookie, headers)
        #expect(own.page.display == "7")
        #expect(own.page.sid == id.description)
        #expect(get("/history.txt?sid=\(planted)", cookie: cookie, headers).text == "3 + 4 = 7\n")
        let gone = "calc_session=" + String(repeating: "ab", count: 16)
        let fresh = get("/?sid=\(planted)", cookie: gone, headers)
        #expect(fresh.page.display == "0")
        #expect(fresh.page.sid != planted.description)
        #expect(get("/history.txt?sid=\(planted)", cookie: gone, headers).text == "")
    }

    /// `/?fresh` forgets a session only on a kiosk, whose idle pages refresh to it, and only from this site.
    @Test func freshForgetsOnlyOnAKioskAndOnlyFromThisSite() throws {
        let (_, cookie) = try visitor(typing: "3+4")
        #expect(get("/?fresh", cookie: cookie, []).page.display == "7")
        #expect(store.count() == 1)
        let kiosk = TestApp.make(kioskIdleSeconds: 90, store: store)
        for headers in Self.fromElsewhere {
            let page = kiosk.respond(to: request("/?fresh", cookie: cookie, headers))
            #expect(page.page.display == "7")
            #expect(page.headers["Set-Cookie"] == nil)
        }
        #expect(store.count() == 1)
        let fresh = kiosk.respond(to: .get("/?fresh", cookie: cookie))
        #expect(fresh.page.display == "0")
        #expect(fresh.sessionCookie.map { $0 != cookie } == true)
        #expect(store.count() == 0)
    }

    /// (headers, whether they mark another site's page): `Sec-Fetch-Site` other than `same-origin`
    /// and `none`, or an `Origin` or `Referer` naming another scheme, host or port.
    static let labels: [([(String, String)], Bool)] = [
        ([], false),
        ([("Sec-Fetch-Site", "same-origin")], false),
        ([("Sec-Fetch-Site", "SAME-ORIGIN")], false),
        ([("Sec-Fetch-Site", "none")], false),
        ([("Sec-Fetch-Site", "same-site")], true),
        ([("Sec-Fetch-Site", "cross-site")], true),
        ([("Origin", "null")], false),
        ([("Origin", "http://calc.lan:8080"), ("Sec-Fetch-Site", "cross-site")], true),
        ([("Referer", "http://calc.lan:8080/?focus=7")], false),
        ([("Referer", "http://calc.lan:8080")], false),
        ([("Referer", "http://calc.lan:8080#x")], false),
        ([("Referer", "http://calc.lan:8080/"), ("Origin", "http://calc.lan:8080")], false),
        ([("Referer", "http://calc.lan/")], true),
        ([("Referer", "https://calc.lan:8080/")], true),
        ([("Referer", "http://calc.lan:8080.elsewhere.example/")], true),
        ([("Referer", "http://elsewhere.example/?to=http://calc.lan:8080/")], true),
        ([("Referer", "android-app://com.example.mail/")], true),
        ([("Referer", "not a url")], true),
    ]

    @Test(arguments: labels)
    func refererAndFetchMetadataMarkAnotherSitesPage(headers: [(String, String)], crossSite: Bool) {
        #expect(RequestOrigin.isCrossSite(request("/", headers)) == crossSite)
    }
}
