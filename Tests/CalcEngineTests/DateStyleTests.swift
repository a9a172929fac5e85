import CalcEngine
import Foundation
import Testing

/// Dates as each number format shows a result (SPEC 10.7, issue 35): CLDR's short date with the
/// year in full and the wide weekday, against babel (`Tests/Scripts/date_locale_reference.py`) and
/// Foundation; typed text, and the Expression field, keep ISO 8601 in every format.
struct DateStyleTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let locale: NumberLocale
        let date: CalendarDate
        let written: String
        var testDescription: String { "\(locale.tag) \(date.iso) → \(written)" }
    }

    static let rows: [Row] = Fixture.rows("locale-dates").compactMap { parts in
        guard parts.count == 3, let locale = NumberLocale(rawValue: parts[0]), let date = CalendarDate(iso: parts[1])
        else { return nil }
        return Row(locale: locale, date: date, written: parts[2])
    }

    @Test func theFixtureCoversEveryLocale() {
        #expect(Set(Self.rows.map(\.locale)) == Set(NumberLocale.allCases))
        #expect(Self.rows.count == 50 * NumberLocale.allCases.count)
    }

    @Test(arguments: rows)
    func aResultsDateIsWrittenAsCLDRWritesIt(_ row: Row) {
        let shown = Value.date(row.date).displayString
        #expect(row.locale.format.grouped(shown) == row.written)
        #expect(row.locale.format.grouped("= \(shown).") == "= \(row.written).")
    }

    @Test(arguments: NumberLocale.allCases)
    func patternsAndWeekdaysAgreeWithFoundation(_ locale: NumberLocale) throws {
        guard let style = locale.dateStyle else {
            #expect(locale == .en, "English keeps ISO 8601")
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale.tag)
        formatter.dateStyle = .short
        formatter.timeStyle = .none
        let pattern = try #require(formatter.dateFormat)
        #expect(pattern.replacingOccurrences(of: "yy", with: "y") == style.pattern)
        let weekdays: [String] = formatter.weekdaySymbols
        #expect(Array(weekdays[1...] + weekdays[..<1]) == style.weekdays)
    }

    /// Only a result's date, followed by its weekday, is rewritten: typed dates stay as typed.
    @Test func typedDatesAndTheFieldStayISO() throws {
        let german = NumberLocale.de.format
        #expect(german.grouped("2025-03-01 + 90 days =") == "2025-03-01 + 90 days =")
        #expect(german.grouped("2025-03-01 (Friday)") == "2025-03-01 (Friday)", "not its weekday")
        #expect(german.ungrouped("2025-05-30 (Friday)") == "2025-05-30 (Friday)")
        #expect(german.grouped("1234.5 + 2025-05-30 (Friday)") == "1.234,5 + 30.05.2025 (Freitag)")
        #expect(NumberFormat.canonical.grouped("2025-05-30 (Friday)") == "2025-05-30 (Friday)")
        let date = try #require(CalendarDate(iso: "2025-05-30"))
        for locale in NumberLocale.allCases {
            let value = try ExpressionEvaluator().evaluate("2025-03-01 + 90 days", format: locale.format)
            #expect(value == .date(date), "\(locale.tag)")
        }
    }

    /// A date a format writes with points reads back as typed text in that format (`30.05.2025 + 1 d`
    /// in German), so a result can be typed again; its year must have four digits, as `/date` asks.
    @Test(arguments: rows.filter { $0.locale.dateStyle?.readsTyped == true && $0.date.year >= 1000 })
    func aDateWrittenWithPointsReadsBack(_ row: Row) throws {
        let numeric = try #require(row.written.split(separator: " ").first)
        let format = row.locale.format
        #expect(try ExpressionEvaluator().evaluate(String(numeric), format: format) == .date(row.date))
        let span = try ExpressionEvaluator().evaluate("\(numeric) - \(row.date.iso)", format: format)
        #expect(span.displayString == "0 d")
    }

    /// A date typed with points stays as typed where numbers are regrouped for display or editing
    /// (a worksheet line, its download), in every format, and so reads back the same.
    @Test(arguments: NumberLocale.allCases)
    func aDateTypedWithPointsStaysAsTyped(_ locale: NumberLocale) {
        let format = locale.format
        for text in ["30.05.2025 + 1 d", "d = 1.2.2026 - 31.12.2025", "max(01.01.2026; 2026-01-01)"] {
            #expect(format.grouped(text) == text, "\(locale.tag)")
            #expect(format.ungrouped(text) == text, "\(locale.tag)")
        }
    }

    /// Dates are read with points exactly where babel writes them so; elsewhere that text is no
    /// number, and the error says how a date is written.
    @Test func pointsAreReadWhereTheFormatWritesThem() {
        let pointed = Set(Self.rows.filter { $0.written.contains(".") }.map(\.locale))
        #expect(Set(NumberLocale.allCases.filter { $0.dateStyle?.readsTyped == true }) == pointed)
        for locale in NumberLocale.allCases where !pointed.contains(locale) {
            #expect(
                throws: CalculatorError.syntax(
                    position: 3, message: "30.05.2025 is not a number; a date is written 2025-03-01")
            ) {
                try ExpressionEvaluator().evaluate("1+30.05.2025", format: locale.format)
            }
        }
        for locale in pointed {
            #expect(throws: CalculatorError.syntax(position: 1, message: "30.02.2025 is not a date of the calendar")) {
                try ExpressionEvaluator().evaluate("30.02.2025", format: locale.format)
            }
            #expect(throws: CalculatorError.self) {
                try ExpressionEvaluator().evaluate("30.05.25", format: locale.format)
            }
        }
    }

    /// The calculator's display and history show the locale's date; its Expression field keeps ISO.
    @Test func theDisplayAndHistoryShowTheLocalesDate() {
        var state = CalculatorState()
        state.evaluate(typed: "2025-03-01 + 90 days")
        let french = NumberLocale.fr.format
        #expect(state.view.display(in: french) == "30/05/2025 (vendredi)")
        #expect(french.grouped(state.view.history[0].result) == "30/05/2025 (vendredi)")
        #expect(state.view.expr(in: french) == "2025-05-30", "the field holds the result as typed text")
    }
}
