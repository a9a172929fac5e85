import AppTestSupport
import CalcSessions
import Foundation
import MicroHTTPServer
import Testing

@testable import CalcServer

/// Calculation links (`GET /?expr=`), the plain answer for scripts (`/eval`) and the tape (`/history.txt`).
struct LinksAndAnswersTests {
    let store = MemorySessionStore()
    let app: CalculatorApp

    init() {
        app = TestApp.make(store: store)
    }

    @Test(arguments: [
        ("1%2B2", "3"), ("-6-5%2B4*3%5E2", "25"), ("0.1%2B0.2", "0.3"), ("170!", "7.257415615308e306"),
        ("sqrt(2)", "1.4142135623731"),
    ])
    func evalAnswersTheResultLine(query: String, line: String) {
        let response = app.respond(to: .get("/eval?expr=\(query)"))
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(response.text == line + "\n")
        #expect(response.headers["Set-Cookie"] == nil)
        #expect(store.count() == 0)
    }

    @Test(arguments: [
        ("1/0", "Error: Cannot divide by zero"), ("%FF%FE", "Error: Syntax error at 1"),
        ("1%2B", "Error: Syntax error at 3"), (String(repeating: "1", count: 1_001), "Error: "),
        ("%", "Error: Syntax error at 1"),
    ])
    func evalAnswers422ForAFailure(query: String, prefix: String) {
        let response = app.respond(to: .get("/eval?expr=\(query)"))
        #expect(response.status == .unprocessableContent)
        #expect(response.text.hasPrefix(prefix), "\(response.text)")
    }

    @Test func evalAnswersJSONWhenAsked() throws {
        var request = HTTPRequest.get("/eval?expr=1%2F3")
        request.headers.add(name: "Accept", value: "application/json")
        let exact = app.respond(to: request)
        #expect(exact.headers["Content-Type"] == "application/json")
        // 1/3 is an exact fraction (issue 12); a square root is rounded.
        #expect(exact.text == #"{"error":null,"exact":true,"expr":"1/3","result":"0.333333333333333"}"#)
        request = .get("/eval?expr=sqrt(2)")
        request.headers.add(name: "Accept", value: "application/json")
        #expect(
            app.respond(to: request).text
                == #"{"error":null,"exact":false,"expr":"sqrt(2)","result":"1.4142135623731"}"#)
        request = .get("/eval?expr=2%5E10")
        request.headers.add(name: "Accept", value: "text/html, application/json;q=0.9")
        #expect(app.respond(to: request).text == #"{"error":null,"exact":true,"expr":"2^10","result":"1024"}"#)
        request = .get("/eval?expr=%22%5C%0A")
        request.headers.add(name: "Accept", value: "application/json")
        let failed = app.respond(to: request)
        #expect(failed.status == .unprocessableContent)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(failed.body)) as? [String: Any])
        #expect(object["expr"] as? String == "\"\\\n")
        #expect(object["result"] is NSNull)
        #expect((object["error"] as? String)?.hasPrefix("Syntax error at 1") == true)
    }

    @Test func evalWithoutAnExpressionIsABadRequest() {
        let response = app.respond(to: .get("/eval"))
        #expect(response.status == .badRequest)
        #expect(response.text.contains("/eval?expr=1%2B2"))
    }

    @Test func aCalculationLinkEvaluatesInTheVisitorsSessionOnce() throws {
        let first = app.submit(.post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        let link = app.respond(to: .get("/?expr=2%5E10", cookie: cookie))
        #expect(link.status == .seeOther)
        #expect(link.headers["Location"] == "/?focus=expr")
        let page = app.respond(to: .get("/?focus=expr", cookie: cookie)).page
        #expect(page.display == "1,024")
        #expect(page.seq == 2)
        // Reloading the page the link led to evaluates nothing again.
        #expect(app.respond(to: .get("/?focus=expr", cookie: cookie)).page.seq == 2)
    }

    /// A calculation made in degrees: its "Show steps" page and its "Link to this calculation",
    /// opened in a fresh browser, compute in degrees too and say so (issue 28).
    @Test func theLinksOfACalculationInDegreesComputeInDegrees() throws {
        var response = app.submit(.post([("key", "angle")]))
        let cookie = try #require(response.sessionCookie)
        for key in ["3", "0", "sin", "="] { response = app.submit(.post([("key", key)], cookie: cookie)) }
        #expect(response.page.display == "0.5")
        func href(_ label: String) throws -> String {
            let html = response.text
            let anchor = try #require(html.range(of: "\">\(label)</a>"))
            let start = try #require(html.range(of: "href=\"", options: .backwards, range: html.startIndex..<anchor.lowerBound))
            return String(html[start.upperBound..<anchor.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
        }
        let steps = try href("Show steps")
        #expect(steps.hasSuffix("&angle=deg"), "\(steps)")
        let working = app.respond(to: .get(steps)).text
        #expect(working.contains("<li class=\"result\"><code>0.5</code></li>"), "\(working)")
        #expect(working.contains("Angles in degrees."))
        #expect(working.contains(#"<input type="hidden" name="angle" value="deg">"#))
        #expect(working.contains("&amp;angle=deg\">Open this calculation in the calculator</a>"))
        // The link, in a browser that has never been here: a new session, computed in degrees.
        let link = try href("Link to this calculation")
        #expect(link.hasSuffix("&angle=deg"), "\(link)")
        let opened = app.submit(.get(link))
        #expect(opened.page.display == "0.5")
        // In the visitor's own session in radians, the link sets degrees for its calculation.
        let radians = try #require(app.submit(.post([("key", "7")])).sessionCookie)
        #expect(app.submit(.get(link, cookie: radians)).page.display == "0.5")
        // Radians, the default, add nothing to the links, and the working says which unit it used.
        let plain = app.respond(to: .get("/steps?expr=sin(30)")).text
        #expect(plain.contains("Angles in radians."))
        #expect(plain.contains("<li class=\"result\"><code>-0.988031624092862</code></li>"), "\(plain)")
    }

    /// Typing survives an error (issue 28): `2*(3+4` stays in the Expression field, marked invalid.
    @Test func aTypedExpressionThatFailsStaysInTheField() throws {
        let page = app.submit(.post([("expr", "2*(3+4")]))
        #expect(page.page.display?.hasPrefix("Syntax error") == true, "\(page.page.display ?? "")")
        #expect(page.text.contains(#"<input id="expr" name="expr" value="2*(3+4""#), "\(page.text)")
        #expect(page.text.contains(#"aria-invalid="true""#))
        let cookie = try #require(page.sessionCookie)
        // Corrected and sent again, it evaluates.
        #expect(app.submit(.post([("expr", "2*(3+4)")], cookie: cookie)).page.display == "14")
    }

    @Test func aLinkWithoutASessionStartsOneAndAnInvalidOneShowsTheError() throws {
        let link = app.respond(to: .get("/?expr=1%2F0"))
        #expect(link.status == .seeOther)
        let cookie = try #require(link.sessionCookie)
        let page = app.respond(to: .get("/?focus=expr", cookie: cookie)).page
        #expect(page.display == "Cannot divide by zero")
        #expect(store.count() == 1)
    }

    /// A link with an empty or blank expression (a form sent empty) asks for nothing: the page, as
    /// it was, with no error and nothing applied.
    @Test(arguments: ["/?expr", "/?expr=", "/?expr=+%20"])
    func anEmptyLinkShowsThePage(target: String) throws {
        let first = app.submit(.post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        let response = app.respond(to: .get(target, cookie: cookie))
        #expect(response.status == .ok)
        #expect(response.page.display == "7")
        #expect(response.page.seq == 1)
    }

    @Test func aLinkFromAnotherSiteOnlyFillsTheField() throws {
        let first = app.submit(.post([("key", "7")]))
        let cookie = try #require(first.sessionCookie)
        var request = HTTPRequest.get("/?expr=9*9", cookie: cookie)
        request.headers.add(name: "Sec-Fetch-Site", value: "cross-site")
        let page = app.respond(to: request)
        #expect(page.status == .ok)
        #expect(page.page.display == "7")
        #expect(page.page.notice == PageNotice.linked.text)
        #expect(page.text.contains(#"value="9*9""#))
        #expect(page.headers["Set-Cookie"] == nil)
        #expect(app.respond(to: .get("/", cookie: cookie)).page.seq == 1)
    }

    @Test func theHistoryTapeIsOldestFirst() throws {
        let first = app.submit(.post([("expr", "1+2")]))
        let cookie = try #require(first.sessionCookie)
        _ = app.submit(.post([("expr", "2^10")], cookie: cookie))
        for key in ["1", "/", "4", "="] { _ = app.submit(.post([("key", key)], cookie: cookie)) }
        let tape = app.respond(to: .get("/history.txt", cookie: cookie))
        #expect(tape.status == .ok)
        #expect(tape.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(tape.headers["Content-Disposition"] == #"attachment; filename="calculator-history.txt""#)
        #expect(tape.text == "1 + 2 = 3\n2 ^ 10 = 1,024\n1 ÷ 4 = 0.25\n")
        #expect(app.respond(to: .get("/history.txt")).text == "")
    }
}

/// `GET /steps?expr=`: the working of an expression.
struct StepsRouteTests {
    @Test func stepsAreServedForAnyExpressionWithALinkToTheCalculator() {
        let app = TestApp.make()
        let page = app.respond(to: .get("/steps?expr=-6-5%2B4*3%5E2"))
        #expect(page.status == .ok)
        #expect(page.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(page.text.contains(#"<li class="result"><code>25</code></li>"#))
        #expect(page.text.contains(#"href="/?expr=-6-5%2B4%2A3%5E2""#))
        #expect(page.headers["Set-Cookie"] == nil)
        #expect(app.respond(to: .get("/steps")).status == .ok)
        #expect(app.respond(to: .post([("expr", "1")], path: "/steps")).status == .methodNotAllowed)
        let failing = app.respond(to: .get("/steps?expr=2%5E(1%2F0)"))
        #expect(failing.status == .unprocessableContent)
        #expect(failing.text.contains(#"<p class="error" id="steps-error" role="status">Cannot divide by zero</p>"#))
    }
}
