import Foundation
import TestSupport
import Testing

/// Dates over HTTP (SPEC 10.7): typed in the Expression field as a browser posts it, `/eval` with
/// `today` in the server's configured time zone, stated with the answer.
@Suite(.serialized)
struct DatesHTTPTests {
    @Test func aTypedDateShowsItsWeekdayAndTodayItsZone() throws {
        let server = try CalculatorProcess(["--time-zone", "Pacific/Kiritimati"])
        let browser = try NumberFormatHTTPTests.Browser(server, language: "en")
        try browser.post([("expr", "2025-03-01 + 90 days")])
        #expect(browser.page.display == "2025-05-30 (Friday)")
        try browser.post([("expr", "today - today")])
        #expect(browser.page.display == "0 d")
        #expect(browser.page.notice?.contains("in the time zone Pacific/Kiritimati") == true)
        // The day of that zone (UTC+14), computed here independently with Foundation's calendar.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Pacific/Kiritimati")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        let iso = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        let json = try HTTPTestClient.send(
            port: server.port, path: "/eval?expr=today", headers: [("Accept", "application/json")])
        #expect(json.text.contains(#""result":"\#(iso) ("#), "\(json.text)")
        #expect(json.text.contains(#""note":"today is \#(iso)"#), "\(json.text)")
        let bad = try HTTPTestClient.send(port: server.port, path: "/eval?expr=2025-02-30")
        #expect(bad.status == 422 && bad.text.contains("2025-02-30 is not a date of the calendar"))
    }

    /// A German page shows a result's date as German writes it (CLDR's short date, the year in
    /// full): display, history and `/eval?locale=de`; the Expression field keeps ISO, which reads back.
    @Test func aGermanPageShowsTheDateAsGermanWritesIt() throws {
        let server = try CalculatorProcess()
        let browser = try NumberFormatHTTPTests.Browser(server, language: "de")
        try browser.post([("expr", "2025-03-01 + 90 days")])
        #expect(browser.page.display == "30.05.2025 (Freitag)")
        #expect(browser.page.html.contains("2025-03-01 + 90 d = 30.05.2025 (Freitag)</button>"))
        #expect(browser.page.expr == "2025-05-30")
        let eval = try HTTPTestClient.send(port: server.port, path: "/eval?expr=2025-03-01%2B90%20days&locale=de")
        #expect(eval.text == "30.05.2025 (Freitag)\n")
        let plain = try HTTPTestClient.send(port: server.port, path: "/eval?expr=2025-03-01%2B90%20days")
        #expect(plain.text == "2025-05-30 (Friday)\n", "scripts keep ISO unless they name a locale")
    }

    /// A date as the German page shows it, with points, can be typed again there; an English page
    /// says how a date is written.
    @Test func aDateTypedAsTheGermanPageShowsItReads() throws {
        let server = try CalculatorProcess()
        let browser = try NumberFormatHTTPTests.Browser(server, language: "de")
        try browser.post([("expr", "30.05.2025 + 1 day")])
        #expect(browser.page.display == "31.05.2025 (Samstag)")
        let eval = try HTTPTestClient.send(port: server.port, path: "/eval?expr=31.12.2025%20-%2001.01.2025&locale=de")
        #expect(eval.text == "364 d\n")
        let english = try HTTPTestClient.send(port: server.port, path: "/eval?expr=31.12.2025%20-%2001.01.2025")
        #expect(english.status == 422)
        #expect(english.text.contains("31.12.2025 is not a number; a date is written 2025-03-01"))
    }

    @Test func anUnknownTimeZoneStopsTheStart() {
        #expect(throws: (any Error).self) { try CalculatorProcess(["--time-zone", "Mars/Olympus"]) }
    }
}
