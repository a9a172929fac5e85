import CalcEngine
import Foundation
import Testing

/// One line of `Fixtures/dates.txt`, written by `Tests/Scripts/date_reference.py` with Python's `datetime`.
struct DateCase: CustomTestStringConvertible, Sendable {
    let expression: String
    let shown: String
    var testDescription: String { "\(expression) = \(shown)" }

    static let all: [DateCase] = Fixture.rows("dates").compactMap { parts in
        parts.count == 2 ? DateCase(expression: parts[0], shown: parts[1]) : nil
    }
}

/// One line of `Fixtures/date-spans.txt`, written by `Tests/Scripts/date_span_reference.py`.
struct DateSpanCase: CustomTestStringConvertible, Sendable {
    let fields: [String]
    var testDescription: String { "\(fields[0]) to \(fields[1])" }

    static let all: [DateSpanCase] = Fixture.rows("date-spans").compactMap { parts in
        parts.count == 6 ? DateSpanCase(fields: parts) : nil
    }
}

/// The span between two dates on the /date page: days, and calendar years, months and days that
/// move the first date onto the second, either way (Python's datetime and relativedelta's rule).
struct DateSpanTests {
    @Test func fixtureIsLoaded() {
        #expect(DateSpanCase.all.count >= 400)
    }

    @Test(arguments: DateSpanCase.all)
    func theSpanMatchesPython(_ row: DateSpanCase) throws {
        let from = try #require(CalendarDate(iso: row.fields[0]))
        let to = try #require(CalendarDate(iso: row.fields[1]))
        let span = DateSpan(from: from, to: to)
        let expected = row.fields[2...].compactMap { Int($0) }
        #expect([span.days, span.calendar.years, span.calendar.months, span.calendar.days] == expected)
        // Moved by the months and then the days, the first date is the second.
        let moved = from.adding(months: 12 * span.calendar.years + span.calendar.months)?
            .adding(days: span.calendar.days)
        #expect(moved == to)
    }
}

/// Dates and durations in typed text (SPEC 10.7).
struct DateTests {
    @Test func fixtureIsLoaded() {
        #expect(DateCase.all.count >= 400)
    }

    @Test(arguments: DateCase.all)
    func dateArithmeticMatchesPython(_ row: DateCase) throws {
        #expect(try ExpressionEvaluator().evaluate(row.expression).displayString == row.shown)
    }

    @Test(arguments: [
        ("17:10 - 08:45 - 0:30", "7:55"), ("7:55 to h", "7.91666666666667 h"), ("2 * 0:30", "1:00"),
        ("1:02:03 to s", "3723 s"), ("8 h - 0:30", "7.5 h"), ("0:30 + 8 h", "8:30"), ("-(0:45)", "-0:45"),
        ("0:20 / 3", "0:06:40"),
    ])
    func clockDurations(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text).displayString == shown)
    }

    @Test(arguments: [
        ("2025-02-30", "Syntax error at 1: 2025-02-30 is not a date of the calendar"),
        ("0001-01-01 - 1 day", "Dates run from 0001-01-01 to 9999-12-31"),
        ("9999-12-31 + 1 month", "Dates run from 0001-01-01 to 9999-12-31"),
        ("2025-03-01 + 36 h", "A date moves by whole days: 36 h is not"),
        ("2025-03-01 + 12:30", "A date moves by whole days: 12:30 is not"),
        ("2025-03-01 + 1e20 days", "Dates run from 0001-01-01 to 9999-12-31"),
        ("2025-03-01 + 1.5 months", "A date moves by whole months and years"),
        ("2025-03-01 + 5 km", "A date moves by a duration, not by km"),
        ("2025-03-01 + 2025-03-02", "Two dates do not add: subtract them for the days between"),
        ("2025-03-01 * 2", "A date takes only + and − a duration (90 days, 1 month), or − a date"),
        // A date has no sign: once `-2025-01-01` was the date itself, and `2025-01-10 - -2025-01-01` 9 d.
        ("-2025-01-01", "A date takes only + and − a duration (90 days, 1 month), or − a date"),
        ("2025-01-10 - -2025-01-01", "A date takes only + and − a duration (90 days, 1 month), or − a date"),
        ("min(-2025-01-01, 2024-01-01)", "A date takes only + and − a duration (90 days, 1 month), or − a date"),
        // Whole, but more months than a machine word holds: out of the calendar, not "whole".
        ("2025-03-01 + 1e19 months", "Dates run from 0001-01-01 to 9999-12-31"),
        ("2025-03-01 - 1e400 years", "Dates run from 0001-01-01 to 9999-12-31"),
        ("sqrt(2025-03-01)", "sqrt needs a number, not a date"),
        // A clock begun but malformed says how a time is written, at its colon.
        ("24:61", "Syntax error at 3: a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59"),
        ("8:45 - 0:5", "Syntax error at 9: a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59"),
        ("1:05:60", "Syntax error at 5: a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59"),
        ("today", "today is not known here"),
        // A date written another way is a plain number (1 ÷ 2 ÷ 2026): the message says how a date is written.
        ("1/2/2026 + 30 days", "Units do not match at 10: a plain number and d; a date is written 2025-03-01"),
        ("02.01.2026 - 1 week", "Syntax error at 1: 02.01.2026 is not a number; a date is written 2025-03-01"),
        ("1 + 2.1.2026", "Syntax error at 5: 2.1.2026 is not a number; a date is written 2025-03-01"),
        ("1.2.3", "Syntax error at 4: a number has one decimal point"),
        ("1.2.20260", "Syntax error at 4: a number has one decimal point"),
        ("2026/01/02 + 1 month", "Units do not match at 12: a plain number and month; a date is written 2025-03-01"),
        ("3 yr + 1", "Units do not match at 6: yr and a plain number; a date is written 2025-03-01"),
        ("1 m + 1 s", "Units do not match at 5: m and s"),
        ("1 + 2 h", "Units do not match at 3: a plain number and h"),
    ])
    func badDatesSayWhy(_ text: String, _ message: String) {
        #expect(throws: CalculatorError.self) { try ExpressionEvaluator().evaluate(text) }
        do {
            _ = try ExpressionEvaluator().evaluate(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func todayIsTheDayGiven() throws {
        let evaluator = ExpressionEvaluator(today: CalendarDate(year: 2026, month: 11, day: 26))
        #expect(try evaluator.evaluate("today + 30 days").displayString == "2026-12-26 (Saturday)")
        #expect(try evaluator.evaluate("2026-12-25 - today").displayString == "29 d")
    }

    /// A date on the calculator: shown with its weekday, kept by the history, continued as typed text,
    /// and stored and read back.
    @Test func theCalculatorKeepsADate() throws {
        var state = CalculatorState()
        state.evaluate(typed: "2025-03-01 + 90 days")
        #expect(state.view.display == "2025-05-30 (Friday)")
        #expect(state.view.expr == "2025-05-30")
        state.evaluate(typed: "- 2025-01-01")
        #expect(state.view.display == "149 d")
        state.evaluate(typed: "ans + 2025-01-01")
        #expect(state.view.display == "2025-05-30 (Friday)")
        let stored = try JSONDecoder().decode(CalculatorState.self, from: JSONEncoder().encode(state))
        #expect(stored == state && stored.view == state.view)
        let working = Reduction(of: "2025-03-01 + 90 days - 2025-01-01")
        #expect(working.lines == ["2025-03-01+90 d-2025-01-01", "2025-05-30-2025-01-01", "149 d"])
    }
}
