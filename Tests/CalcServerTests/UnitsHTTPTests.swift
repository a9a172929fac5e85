import Foundation
import TestSupport
import Testing

/// Units and currencies over HTTP (SPEC 10.3): a real server on a loopback port, typed text posted
/// as a browser posts it (cookie, `seq`, 303, GET); `/eval`, `/steps` and `serve --rates`.
@Suite(.serialized)
struct UnitsHTTPTests {
    /// A daily ECB rates file dated yesterday.
    static func ratesFile() throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMMM yyyy"
        let date = formatter.string(from: Date().addingTimeInterval(-86_400))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString).csv").path
        try "Date, USD, GBP, \n\(date), 1.0500, 0.8400, \n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aTypedConversionShowsItsUnitEverywhereThePageShowsIt() throws {
        let server = try CalculatorProcess()
        let browser = try NumberFormatHTTPTests.Browser(server, language: "en")
        #expect(try browser.post([("expr", "5 km to mi")]) == 303)
        #expect(browser.page.display == "3.10685596118667 mi")
        #expect(browser.page.expression == "5 km to mi =")
        #expect(browser.page.html.contains("3.10685596118667 mi"))
        try browser.post([("expr", "* 2")])
        #expect(browser.page.display == "6.21371192237334 mi")
        try browser.post([("expr", "1 m + 1 s")])
        #expect(browser.page.display == "Units do not match at 5: m and s")
        #expect(browser.page.expr == "1 m + 1 s", "the typed text stays to be corrected")
        let tape = try browser.get("/history.txt")
        #expect(tape.text.contains("5 km to mi = 3.10685596118667 mi"))
    }

    @Test func evalAndStepsConvert() throws {
        let server = try CalculatorProcess()
        let eval = try HTTPTestClient.send(port: server.port, path: "/eval?expr=" + encoded("1 gal to L"))
        #expect(eval.status == 200 && eval.text == "3.785411784 L\n")
        let json = try HTTPTestClient.send(
            port: server.port, path: "/eval?expr=" + encoded("100 °F to °C"), headers: [("Accept", "application/json")])
        #expect(json.text.contains(#""result":"37.7777777777778 °C""#))
        let mismatch = try HTTPTestClient.send(port: server.port, path: "/eval?expr=" + encoded("5 km to s"))
        #expect(mismatch.status == 422 && mismatch.text.contains("Units do not match at 6: km and s"))
        let steps = try HTTPTestClient.send(port: server.port, path: "/steps?expr=" + encoded("3 ft + 4 in to cm"))
        #expect(steps.status == 200)
        #expect(steps.text.contains("<mark>(10/3) ft to cm</mark>"))
        #expect(steps.text.contains("101.6 cm"))
        // Half typed, `in` last: once read past the end of the text and killed the server.
        let halfSteps = try HTTPTestClient.send(port: server.port, path: "/steps?expr=" + encoded("1 mile in"))
        #expect(halfSteps.status == 422 && halfSteps.text.contains("&#39;in&#39; is the inch here"))
        let halfLink = try HTTPTestClient.send(port: server.port, path: "/?expr=" + encoded("1 mile in"))
        #expect(halfLink.status == 303)
        let halfEval = try HTTPTestClient.send(port: server.port, path: "/eval?expr=" + encoded("1 mile in"))
        #expect(halfEval.status == 422 && halfEval.text.contains("'in' is the inch here; to convert, write 'to'"))
    }

    @Test func currenciesComeFromTheRatesFileWithItsDate() throws {
        let rates = try Self.ratesFile()
        let server = try CalculatorProcess(["--rates", rates])
        let json = try HTTPTestClient.send(
            port: server.port, path: "/eval?expr=" + encoded("10 USD to EUR"), headers: [("Accept", "application/json")]
        )
        #expect(json.text.contains(#""result":"9.52380952380952 EUR""#))
        #expect(json.text.contains(#""note":"Exchange rates of "#))
        let browser = try NumberFormatHTTPTests.Browser(server, language: "en")
        try browser.post([("expr", "100 EUR to GBP")])
        #expect(browser.page.display == "84 GBP")
        #expect(browser.page.notice?.contains("European Central Bank reference rates") == true)
        let converter = try HTTPTestClient.send(port: server.port, path: "/convert?value=10&from=USD&to=EUR")
        #expect(converter.status == 200 && converter.text.contains("9.52380952380952 EUR"))
        #expect(converter.text.contains(#"<p class="note">Exchange rates of "#))
        let without = try CalculatorProcess()
        let refused = try HTTPTestClient.send(port: without.port, path: "/eval?expr=" + encoded("10 USD to EUR"))
        #expect(refused.status == 422 && refused.text.contains("USD is a currency"))
    }

    @Test func aStaleRatesFileStopsTheServerFromStarting() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString).csv").path
        try "Date, USD, \n1 January 2020, 1.1, \n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try CalculatorProcess(["--rates", path]) }
    }

    private func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
