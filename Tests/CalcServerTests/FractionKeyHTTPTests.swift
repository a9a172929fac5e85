import AppTestSupport
import CalcEngine
import CalcServer
import CalcSessions
import MicroHTTPServer
import TestSupport
import Testing

/// The `frac` key over HTTP: the display and `#notice` of the page, through Post/Redirect/Get too.
struct FractionKeyHTTPTests {
    let store = MemorySessionStore()
    var app: CalculatorApp { TestApp.make(store: store) }

    /// Posts `keys` as a script does (no `seq`), each answered with the page; returns the last.
    func press(_ keys: [String]) throws -> HTTPResponse {
        var response = app.submit(.post([("key", keys[0])]))
        let cookie = try #require(response.sessionCookie)
        for key in keys.dropFirst() { response = app.submit(.post([("key", key)], cookie: cookie)) }
        return response
    }

    @Test func fracShowsTheFractionAndAgainTheDecimal() throws {
        #expect(try press(["1", "/", "3", "=", "frac"]).page.display == "1/3")
        #expect(try press(["1", "/", "3", "=", "frac", "frac"]).page.display == "0.333333333333333")
        #expect(try press(["0", ".", "1", "+", "0", ".", "2", "=", "frac"]).page.display == "3/10")
        #expect(try press(["1", "7", "÷", "6", "=", "frac"]).page.display == "17/6")
        #expect(try press(["1", "/", "3", "=", "frac"]).page.notice == "")
    }

    @Test func fracOnARoundedValueSaysWhyInTheNotice() throws {
        let page = try press(["2", "sqrt", "frac"]).page
        #expect(page.display == "1.4142135623731")
        #expect(page.notice == CalculatorState.roundedNotice)
        #expect(try press(["2", "sqrt", "frac", "+"]).page.notice == "")
    }

    @Test func digitsShowsEveryDigit() throws {
        let page = try press(["1", "/", "7", "=", "digits"]).page
        #expect(page.display == "0.1428571428571428571428571428571428571429")
        #expect(try press(["2", "^", "6", "4", "=", "digits"]).page.display == "18,446,744,073,709,551,616")
        #expect(try press(["1", "/", "4", "=", "digits"]).page.notice == CalculatorState.allDigitsNotice)
    }

    @Test func aBrowsersFracIsShownAfterTheRedirect() throws {
        let first = app.respond(to: .get("/"))
        let offered = try #require(first.sessionCookie)
        var response = app.respond(
            to: .post([("key", "2"), ("seq", "0"), ("sid", first.page.sid ?? "")], cookie: offered))
        let cookie = try #require(response.sessionCookie)
        for (seq, key) in ["sqrt", "frac"].enumerated() {
            response = app.respond(to: .post([("key", key), ("seq", String(seq + 1))], cookie: cookie))
            #expect(response.status == .seeOther)
        }
        let location = try #require(response.headers["Location"])
        let page = app.respond(to: .get(location, cookie: cookie)).page
        #expect(page.notice == CalculatorState.roundedNotice)
        #expect(page.autofocusedTags.first?.contains(#"value="frac""#) == true)
    }
}
