import Foundation
import TestSupport
import Testing

/// The date page over HTTP (SPEC 10.7): the two forms answered by the server, a mistake named at its
/// field with 422, the words in the visitor's language. Expected spans computed with Python's
/// `datetime` and dateutil-style month arithmetic (the calendar part: months clamped to the month's end).
@Suite(.serialized)
struct DatePageHTTPTests {
    /// The query counting the days from `a` to `b`, each (day, month, year), the year in four digits.
    static func between(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> String {
        "/date?calc=between&from-day=\(a.0)&from-month=\(a.1)&from-year=\(year(a.2))"
            + "&to-day=\(b.0)&to-month=\(b.1)&to-year=\(year(b.2))"
    }

    /// `year` as the form takes it: four digits (`0001`).
    static func year(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    @Test func theDaysBetweenTwoDates() throws {
        let server = try CalculatorProcess()
        for (a, b, days, calendar) in [
            ((1, 3, 2025), (30, 5, 2025), "90 days", "0 years, 2 months and 29 days"),
            ((31, 1, 2024), (1, 3, 2025), "395 days", "1 year, 1 month and 1 day"),
            ((30, 5, 2025), (1, 3, 2025), "-90 days", "0 years, -2 months and -29 days"),
            ((29, 2, 2000), (26, 11, 2026), "9,767 days", "26 years, 8 months and 28 days"),
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
        #expect(
            plus.text.contains(
                #"<time datetime="2024-01-31">Wednesday, January 31, 2024</time> <span class="iso">(2024-01-31)</span> becomes "#
                    + #"<time datetime="2024-02-29">Thursday, February 29, 2024</time> <span class="iso">(2024-02-29)</span>."#
            ))
        let minus = try HTTPTestClient.send(
            port: server.port,
            path: "/date?calc=shift&start-day=1&start-month=3&start-year=2025&years=1&days=1&direction=subtract")
        #expect(
            minus.text.contains(
                #"<time datetime="2025-03-01">Saturday, March 1, 2025</time> <span class="iso">(2025-03-01)</span> becomes "#
                    + #"<time datetime="2024-02-29">Thursday, February 29, 2024</time> <span class="iso">(2024-02-29)</span>."#
            ))
    }

    /// The answer's dates in words in the page's language, as CLDR's full date format writes them
    /// (the expected strings are babel's `format_date(d, 'full', locale=…)`), ISO kept beside them.
    @Test(arguments: [
        (
            "de",
            "Vom <time datetime=\"2025-03-01\">Samstag, 1. März 2025</time> <span class=\"iso\">(2025-03-01)</span> bis zum "
        ),
        ("fr", "<time datetime=\"2025-03-01\">samedi 1 mars 2025</time> <span class=\"iso\">(2025-03-01)</span>"),
        (
            "es",
            "<time datetime=\"2025-03-01\">sábado, 1 de marzo de 2025</time> <span class=\"iso\">(2025-03-01)</span>"
        ),
        (
            "en-IN",
            "From <time datetime=\"2025-03-01\">Saturday, 1 March 2025</time> <span class=\"iso\">(2025-03-01)</span> to "
        ),
        (
            "it",
            "From <time datetime=\"2025-03-01\">Saturday, March 1, 2025</time> <span class=\"iso\">(2025-03-01)</span> to "
        ),
    ])
    func theAnswerSaysItsDatesInThePagesLanguage(language: String, expected: String) throws {
        let server = try CalculatorProcess()
        let page = try HTTPTestClient.send(
            port: server.port, path: Self.between((1, 3, 2025), (1, 1, 1)), headers: [("Accept-Language", language)])
        #expect(page.status == 200)
        #expect(page.text.contains(expected), "\(page.text)")
        let words = ["de": "Montag, 1. Januar 1", "fr": "lundi 1 janvier 1", "es": "lunes, 1 de enero de 1"]
        #expect(page.text.contains(words[language] ?? "Monday"), "year 1, a Monday in the proleptic calendar")
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
        // A two-digit year is refused, not read as the year 26 nor guessed as 2026; 0026 is the year 26.
        let short = try HTTPTestClient.send(
            port: server.port,
            path: "/date?calc=between&from-day=1&from-month=2&from-year=26&to-day=1&to-month=3&to-year=2026")
        #expect(short.status == 422)
        #expect(short.text.contains(#"<p class="error" id="from-error">Year must have 4 digits, for example 2025</p>"#))
        let shortGerman = try HTTPTestClient.send(
            port: server.port, path: "/date?calc=shift&start-day=1&start-month=2&start-year=126&days=1",
            headers: [("Accept-Language", "de")])
        #expect(shortGerman.status == 422 && shortGerman.text.contains("Jahr muss 4 Ziffern haben, zum Beispiel 2025"))
        let padded = try HTTPTestClient.send(port: server.port, path: Self.between((1, 2, 26), (1, 3, 26)))
        #expect(padded.status == 200 && padded.text.contains("(0026-02-01)") && padded.text.contains(": 28 days."))
        #expect(try HTTPTestClient.send(port: server.port, path: "/date").status == 200)
    }
}
