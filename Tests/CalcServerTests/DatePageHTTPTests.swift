import Foundation
import TestSupport
import Testing

/// The date page over HTTP (SPEC 10.7): the two forms answered by the server, a mistake named at its
/// field with 422, the words in the visitor's language. Expected spans computed with Python's
/// `datetime` and dateutil-style month arithmetic (the calendar part: months clamped to the month's end).
@Suite(.serialized)
struct DatePageHTTPTests {
    static func between(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> String {
        "/date?calc=between&from-day=\(a.0)&from-month=\(a.1)&from-year=\(a.2)&to-day=\(b.0)&to-month=\(b.1)&to-year=\(b.2)"
    }

    @Test func theDaysBetweenTwoDates() throws {
        let server = try CalculatorProcess()
        for (a, b, days, calendar) in [
            ((1, 3, 2025), (30, 5, 2025), "90 days", "0 years, 2 months and 29 days"),
            ((31, 1, 2024), (1, 3, 2025), "395 days", "1 years, 1 months and 1 days"),
            ((30, 5, 2025), (1, 3, 2025), "-90 days", "0 years, -2 months and -29 days"),
            ((29, 2, 2000), (26, 11, 2026), "9767 days", "26 years, 8 months and 28 days"),
        ] {
            let page = try HTTPTestClient.send(port: server.port, path: Self.between(a, b))
            #expect(page.status == 200)
            #expect(page.text.contains(days) && page.text.contains(calendar), "\(a) \(b)")
        }
    }

    @Test func aDatePlusOrMinusATime() throws {
        let server = try CalculatorProcess()
        let plus = try HTTPTestClient.send(
            port: server.port,
            path: "/date?calc=shift&start-day=31&start-month=1&start-year=2024&months=1&direction=add")
        #expect(plus.text.contains("2024-01-31 (Wednesday) becomes 2024-02-29 (Thursday)."))
        let minus = try HTTPTestClient.send(
            port: server.port,
            path: "/date?calc=shift&start-day=1&start-month=3&start-year=2025&years=1&days=1&direction=subtract")
        #expect(minus.text.contains("2025-03-01 (Saturday) becomes 2024-02-29 (Thursday)."))
    }

    @Test func aMistakeIsNamedAtItsField() throws {
        let server = try CalculatorProcess()
        let page = try HTTPTestClient.send(port: server.port, path: Self.between((31, 2, 2025), (0, 13, 2025)))
        #expect(page.status == 422)
        #expect(page.text.contains(#"<p class="error" id="from-error">Day must be 1 to 28 in that month</p>"#))
        #expect(page.text.contains(#"<p class="error" id="to-error">Day must be 1 to 31</p>"#))
        #expect(page.text.contains(#"aria-describedby="to-hint to-error""#))
        #expect(
            page.text.contains(
                #"id="to-day" name="to-day" inputmode="numeric" autocomplete="off" size="2" value="0" aria-invalid="true""#
            ))
        let far = try HTTPTestClient.send(
            port: server.port, path: "/date?calc=shift&start-day=1&start-month=1&start-year=9999&years=5")
        #expect(far.status == 422 && far.text.contains("Dates run from 0001-01-01 to 9999-12-31"))
        let german = try HTTPTestClient.send(
            port: server.port, path: Self.between((1, 14, 2025), (1, 1, 2025)), headers: [("Accept-Language", "de")])
        #expect(german.text.contains("Monat muss zwischen 1 und 12 liegen"))
        #expect(try HTTPTestClient.send(port: server.port, path: "/date").status == 200)
    }
}
