import CalcHTML
import Foundation
import TestSupport
import Testing

/// `GET /convert` against the real `calculator serve` on a loopback port (issue 31, item 5): the
/// answer, Swap, a mistake answered 422 with the engine's message, bounded inputs, the visitor's
/// language and format; stateless, with the headers of every dynamic page.
struct ConverterHTTPTests {
    /// The text of the answer's `<output>`, or nil.
    static func answer(_ response: HTTPTestResponse) -> String? {
        PageScraper(html: response.text).element(after: "<output id=\"convert-result\"")
    }

    /// The message named next to a field, or nil.
    static func error(_ response: HTTPTestResponse) -> String? {
        PageScraper(html: response.text).element(after: "<p class=\"error\" id=\"convert-error\"")
    }

    @Test func anAnswerASwapAndNoSession() throws {
        let server = try CalculatorProcess()
        let page = try server.get("/convert?value=5&from=km&to=mi")
        #expect(page.status == 200)
        #expect(Self.answer(page) == "5 km = 3.10685596118667 mi")
        #expect(page.text.contains(#"<p class="exact">Exactly 78,125/25,146 mi</p>"#))
        #expect(page.text.contains(#"<a href="/?expr=5%20km%20to%20mi">Use in calculator</a>"#))
        #expect(page.header("Set-Cookie") == nil, "the converter keeps no session")
        #expect(!page.text.contains("name=\"seq\"") && !page.text.contains("name=\"sid\""))
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.header("Cache-Control") == "no-store")
        #expect(page.header("Content-Security-Policy")?.hasPrefix("default-src 'none'") == true)
        // Swap answers with From and To exchanged, the value converted the other way.
        let swapped = try server.get("/convert?value=5&from=km&to=mi&locale=en&swap=swap")
        #expect(swapped.status == 200)
        #expect(Self.answer(swapped) == "5 mi = 8.04672 km")
        #expect(
            Self.answer(try server.get("/convert?value=5&from=km&to=mi&swap=1")) == "5 mi = 8.04672 km", "older links")
        #expect(swapped.text.contains(#"<select id="convert-from" name="from">"#))
        #expect(swapped.text.contains(#"<option value="mi" selected>mi</option>"#))
        #expect(
            swapped.text.range(of: #"<option value="mi" selected>"#)!.lowerBound
                < swapped.text.range(of: #"<select id="convert-to""#)!.lowerBound)
        // The empty form, a link's units kept; HEAD too.
        let empty = try server.get("/convert?from=%C2%B0C&to=%C2%B0F")
        #expect(empty.status == 200)
        #expect(Self.answer(empty) == nil && Self.error(empty) == nil)
        #expect(empty.text.contains(#"<option value="°C" selected>°C</option>"#))
        #expect(try HTTPTestClient.send(port: server.port, method: "HEAD", path: "/convert").status == 200)
        #expect(server.stop() == 0)
    }

    /// A conversion that fails is answered 422 (as `/steps` and `/eval` answer one), the page
    /// naming the field and why; never a 500, whatever the address holds.
    @Test func aMistakeIs422WithTheEnginesMessage() throws {
        let server = try CalculatorProcess()
        let cases: [(query: String, message: String)] = [
            ("value=5&from=km&to=s", "Units do not match at 6: km and s"),
            ("value=5&from=furlongs&to=mi", "Syntax error at 1: unknown name 'furlongs'"),
            ("value=abc&from=km&to=mi", "Syntax error at 1: unknown name 'abc'"),
            ("value=1%2F0&from=km&to=mi", "Cannot divide by zero"),
            (
                "value=5&from=%C2%B0C&to=%CE%94%C2%B0C",
                "°C and Δ°C: a temperature and a difference of temperatures do not convert"
            ),
            ("value=-500&from=K&to=%C2%B0C", "-500 K is below absolute zero"),
            ("value=-459.68&from=%C2%B0F&to=K", "-459.68 °F is below absolute zero"),
            ("value=%FF%FE%00&from=km&to=mi", "Syntax error at 1: unexpected character"),
            ("value=1&from=%00&to=mi", "Syntax error at 1: unexpected character"),
            ("value=5&from=km&to=%3Cscript%3E", "Syntax error at 1: unexpected character '<'"),
        ]
        for (query, message) in cases {
            let page = try server.get("/convert?" + query)
            #expect(page.status == 422, "\(query)")
            #expect(Self.error(page)?.hasPrefix(message) == true, "\(query): \(page.text)")
            #expect(page.text.contains(#"aria-invalid="true" aria-describedby="convert-error""#))
            #expect(!page.text.contains("<script>"))
            #expect(Self.answer(page) == nil)
        }
        #expect(try server.get("/convert?value=1&locale=zz").status == 400)
        #expect(try HTTPTestClient.send(port: server.port, method: "POST", path: "/convert").status == 405)
        #expect(try server.get("/healthz").status == 200, "still answering")
        #expect(server.stop() == 0)
    }

    /// The value at most as long as an expression may be, a unit at most 40 characters: a clear
    /// message, the page no larger for a longer one.
    @Test func anOverLongValueOrUnitIsRefusedClearly() throws {
        let server = try CalculatorProcess()
        let long = try server.get("/convert?value=" + String(repeating: "9", count: 5_000) + "&from=km&to=mi")
        #expect(long.status == 422)
        #expect(Self.error(long) == "The value is too long: 5000 characters (at most 1000)")
        #expect(long.body.count < 16_000, "\(long.body.count) bytes")
        let unit = try server.get("/convert?value=1&from=km&to=" + String(repeating: "m", count: 500))
        #expect(unit.status == 422)
        #expect(Self.error(unit) == "The unit is too long: 500 characters (at most 40)")
        #expect(unit.body.count < 16_000, "\(unit.body.count) bytes")
        #expect(server.stop() == 0)
    }

    /// A German browser: the page in German; a value typed in its form (`locale=de`) is read in the
    /// German format, a link's in the engine's own; the links carry the engine's text.
    @Test func aGermanVisitor() throws {
        let server = try CalculatorProcess()
        let german = [("Accept-Language", "de-DE,de;q=0.9")]
        let typed = try HTTPTestClient.send(
            port: server.port, path: "/convert?value=2%2C5&from=km&to=mi&locale=de", headers: german)
        #expect(typed.status == 200)
        #expect(typed.text.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">"))
        #expect(Self.answer(typed) == "2,5 km = 1,55342798059333 mi")
        #expect(typed.text.contains("<title>2,5 km = 1,55342798059333 mi – Einheitenumrechner – Rechner</title>"))
        #expect(typed.text.contains(#"<a href="/steps?expr=2.5%20km%20to%20mi">Rechenweg zeigen</a>"#))
        let linked = try HTTPTestClient.send(
            port: server.port, path: "/convert?value=2.5&from=km&to=mi", headers: german)
        #expect(Self.answer(linked) == "2,5 km = 1,55342798059333 mi")
        #expect(linked.text.contains(#"name="value" value="2,5""#), "the field in the visitor's format")
        #expect(linked.text.contains(#"<input type="hidden" name="locale" value="de">"#))
        let mismatch = try HTTPTestClient.send(
            port: server.port, path: "/convert?value=1&from=km&to=s&locale=de", headers: german)
        #expect(mismatch.status == 422)
        #expect(Self.error(mismatch) == "Einheiten passen nicht zusammen an Stelle 6: km und s")
        #expect(server.stop() == 0)
    }

    /// The calculator's links lead here and back: the footer of every page links to the converter,
    /// and "Use in calculator" opens the calculation in a calculator session.
    @Test func theCalculatorAndTheConverterLinkToEachOther() throws {
        let server = try CalculatorProcess()
        #expect(try server.get("/").text.contains(#"<a href="/convert">Unit converter</a>"#))
        #expect(try server.get("/help.html").text.contains(#"<a href="/convert">unit converter</a>"#))
        let link = try server.get("/?expr=5%20km%20to%20mi")
        #expect(link.status == 303)
        let page = try server.get(try #require(link.header("Location")), cookie: link.sessionCookie)
        #expect(page.page.display == "3.10685596118667 mi")
        let steps = try server.get("/steps?expr=5%20km%20to%20mi")
        #expect(steps.status == 200)
        #expect(steps.text.contains(#"<li class="result"><code>78,125/25,146 mi</code>"#))
        #expect(server.stop() == 0)
    }
}
