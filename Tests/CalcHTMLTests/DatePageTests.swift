import CalcEngine
import Testing

@testable import CalcHTML

/// The date page's answers (SPEC 10.7): each date in words in the page's language, as CLDR's full
/// date format writes it (expected strings: babel's `format_date(d, 'full', locale=…)`), in a
/// `<time>` element with the ISO form beside it.
struct DatePageTests {
    static func page(_ query: [String: String], locale: NumberLocale = .en) -> String {
        DatePage.render(DateCalculation(query: { query[$0] }), locale: locale)
    }

    /// The page counting the days from `from` to `to`, each (day, month, year).
    static func between(_ from: (Int, Int, Int), _ to: (Int, Int, Int), locale: NumberLocale) -> String {
        page(
            [
                "calc": "between", "from-day": "\(from.0)", "from-month": "\(from.1)", "from-year": year(from.2),
                "to-day": "\(to.0)", "to-month": "\(to.1)", "to-year": year(to.2),
            ], locale: locale)
    }

    /// `year` as the form takes it: four digits (`0001`).
    static func year(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static let shift = [
        "calc": "shift", "start-day": "1", "start-month": "3", "start-year": "1500", "days": "1", "direction": "add",
    ]

    @Test(arguments: [
        (NumberLocale.en, "Thursday, March 1, 1500", "Friday, March 2, 1500"),
        (.enIN, "Thursday, 1 March 1500", "Friday, 2 March 1500"),
        (.de, "Donnerstag, 1. März 1500", "Freitag, 2. März 1500"),
        (.fr, "jeudi 1 mars 1500", "vendredi 2 mars 1500"),
        (.es, "jueves, 1 de marzo de 1500", "viernes, 2 de marzo de 1500"),
    ])
    func aShiftedDateIsSaidInWords(locale: NumberLocale, start: String, result: String) {
        let html = Self.page(Self.shift, locale: locale)
        #expect(
            html.contains(#"<time datetime="1500-03-01">\#(start)</time> <span class="iso">(1500-03-01)</span>"#),
            "\(html)")
        #expect(html.contains(#"<time datetime="1500-03-02">\#(result)</time> <span class="iso">(1500-03-02)</span>."#))
    }

    @Test func theWholeAnswerInEnglish() {
        let html = Self.page([
            "calc": "between", "from-day": "1", "from-month": "3", "from-year": "2025", "to-day": "30",
            "to-month": "5", "to-year": "2025",
        ])
        #expect(
            html.contains(
                #"<div class="answer" role="status"><p>From <time datetime="2025-03-01">Saturday, March 1, 2025</time> <span class="iso">(2025-03-01)</span> to "#
                    + #"<time datetime="2025-05-30">Friday, May 30, 2025</time> <span class="iso">(2025-05-30)</span>: 90 days.</p>"#
            ))
    }

    /// Counts are grouped as the page's numbers are: 1 January 1 to 31 December 9999 is
    /// 3,652,058 days (Python: `(date(9999, 12, 31) - date(1, 1, 1)).days`), 521,722 weeks and 4 days
    /// (German writes 521722: with one grouping point it would read as 521.722).
    @Test(arguments: [
        (NumberLocale.en, "3,652,058 days", "521,722 weeks"), (.de, "3.652.058 Tage", "521722 Wochen"),
        (.fr, "3\u{202F}652\u{202F}058 jours", "521\u{202F}722 semaines"),
    ])
    func countsAreGrouped(locale: NumberLocale, days: String, weeks: String) {
        let html = Self.between((1, 1, 1), (31, 12, 9999), locale: locale)
        #expect(html.contains(days) && html.contains(weeks), "\(html)")
    }

    /// A count's noun is singular or plural by the language's rule: one day is `1 day`, and in
    /// French 0 and 1 are singular (`0 semaine et 1 jour`).
    @Test(arguments: [
        (NumberLocale.en, "2025-01-02)</span>: 1 day.", "That is 0 weeks and 1 day, or 0 years, 0 months and 1 day"),
        (.de, "2025-01-02)</span>: 1 Tag.", "Das sind 0 Wochen und 1 Tag, im Kalender 0 Jahre, 0 Monate und 1 Tag."),
        (.fr, "2025-01-02)</span> : 1 jour.", "Soit 0 semaine et 1 jour, ou 0 an, 0 mois et 1 jour au calendrier."),
        (.es, "2025-01-02)</span>: 1 día.", "Son 0 semanas y 1 día, o 0 años, 0 meses y 1 día en el calendario."),
    ])
    func oneDayIsSingular(locale: NumberLocale, days: String, weeks: String) {
        let html = Self.between((1, 1, 2025), (2, 1, 2025), locale: locale)
        #expect(html.contains(days) && html.contains(weeks), "\(html)")
    }

    /// Every day of the week and every month has its name: a date each day of 2025, in German.
    @Test func everyWeekdayAndMonthHasItsName() throws {
        let words = DateWords.format(language: .de, locale: .de)
        let start = try #require(CalendarDate(iso: "2025-01-01"))
        let said = (0..<365).compactMap { start.adding(days: $0).map(words.string) }
        #expect(said.first == "Mittwoch, 1. Januar 2025")
        #expect(said.last == "Mittwoch, 31. Dezember 2025")
        #expect(Set(said.map { $0.prefix { $0 != "," } }).count == 7)
    }
}
