import CalcEngine
import Foundation
import Testing

/// Numbers as people write them (SPEC 10.1, issue 30): each locale's marks against CLDR as babel
/// gives it (`Tests/Scripts/locale_reference.py`) and as Foundation gives it, and typed numbers
/// read back exactly, or refused when they read two ways.
struct NumberFormatTests {
    /// One fixture row: a language tag and the locale it is read as (a region such as `es-MX` is
    /// read as the format it writes numbers in), a number in the engine's form, and CLDR's writing
    /// of it in that tag.
    struct Row: CustomTestStringConvertible, Sendable {
        let tag: String
        let locale: NumberLocale
        let value: String
        let written: String
        var testDescription: String { "\(tag) \(value) → \(written)" }
    }

    static let rows: [Row] = Fixture.rows("locale-numbers").compactMap { parts in
        guard parts.count == 3, let locale = NumberLocale(matching: parts[0]) else { return nil }
        return Row(tag: parts[0], locale: locale, value: parts[1], written: parts[2])
    }

    @Test func theFixtureCoversEveryLocale() {
        #expect(Set(Self.rows.map(\.locale)) == Set(NumberLocale.allCases))
        #expect(Self.rows.count >= 1400)
        #expect(
            Set(Self.rows.map(\.tag)).isSuperset(of: ["es-MX", "es-US", "es-AR", "de-CH", "de-LI", "pt-PT", "en-ZA"]))
    }

    /// The page writes each number as CLDR does, with the two documented differences: CLDR's
    /// minimum grouping digits (babel does not apply them: `es` writes 1234 ungrouped), and no
    /// grouping point that would read back as a decimal point (`de` 1234 to 999999).
    @Test(arguments: rows)
    func writesNumbersAsCLDRDoes(_ row: Row) {
        let format = row.locale.format
        var expected = row.written
        let integerDigits = row.value.prefix { $0 != "." }.count
        if integerDigits < format.primaryGroupSize + format.minimumGroupingDigits {
            expected.removeAll { $0 == format.groupingMark }
        }
        if format.groupingMark == ".", !expected.contains(format.decimalMark), expected.count(where: { $0 == "." }) == 1
        {
            expected.removeAll { $0 == "." }
        }
        #expect(format.grouped(row.value) == expected)
        #expect(format.grouped("\(row.value) + 1 =") == "\(expected) + 1 =")
    }

    /// A number written in the format, as a worksheet line typed in it holds, stays as written when
    /// the line is shown grouped: `1.000.000` is not read as the engine's 1.000 followed by `.000`.
    @Test(arguments: rows)
    func aNumberWrittenInTheFormatIsShownAsWritten(_ row: Row) {
        let format = row.locale.format
        let written = format.grouped(row.value)
        // CLDR's own `1.234` in German reads two ways (see `anAmbiguousNumberIsRefused`).
        let ambiguous = format.groupingMark == "." && !written.contains(format.decimalMark)
        #expect(format.grouped(written) == written || (ambiguous && written.count(where: { $0 == "." }) == 1))
        #expect(format.grouped("x * \(written) + 1") == "x * \(format.grouped(written)) + 1")
    }

    @Test func aGermanWorksheetLineKeepsItsNumbers() {
        let german = NumberLocale.de.format
        #expect(german.grouped("x * 1.000.000") == "x * 1.000.000")
        #expect(german.grouped("1.234,5 + 2") == "1.234,5 + 2")
        #expect(german.grouped("1234567.5 + 2") == "1.234.567,5 + 2", "the engine's text is still regrouped")
        #expect(german.grouped("1.5 * 2") == "1,5 * 2")
        #expect(NumberLocale.es.format.grouped("2.000.000 / 4") == "2.000.000 / 4")
        #expect(german.grouped("x = 0,69708317") == "x = 0,69708317", "a fraction's digits are not grouped")
        #expect(NumberLocale.fr.format.grouped("0,5826 + 1234567") == "0,5826 + 1\u{202F}234\u{202F}567")
    }

    /// What is written reads back as the same number, grouped (the display, pasted) or not (the field).
    @Test(arguments: rows)
    func writtenNumbersReadBackExactly(_ row: Row) throws {
        let format = row.locale.format
        for text in [format.grouped(row.value), format.ungrouped(row.value), row.written.filter({ _ in true })] {
            if text == row.written, format.groupingMark == ".", !text.contains(format.decimalMark),
                text.count(where: { $0 == "." }) == 1
            {
                continue  // CLDR's own `1.234` reads two ways: see `anAmbiguousNumberIsRefused`.
            }
            let value = try ExpressionEvaluator().evaluate(text, format: format)
            #expect(value.displayString == row.value, "\(text)")
        }
    }

    /// The marks and grouping of every locale are Foundation's (ICU's CLDR data) too.
    @Test(arguments: NumberLocale.allCases)
    func marksAgreeWithFoundation(_ locale: NumberLocale) {
        let foundation = Locale(identifier: locale.tag)
        let format = locale.format
        #expect(foundation.decimalSeparator == String(format.decimalMark))
        #expect(foundation.groupingSeparator == String(format.groupingMark))
        for value in [1234.0, 12345.0, 1234567.5, 123456789.25] {
            var expected = value.formatted(.number.locale(foundation).grouping(.automatic))
            if format.groupingMark == ".", !expected.contains(format.decimalMark),
                expected.count(where: { $0 == "." }) == 1
            {
                expected.removeAll { $0 == "." }
            }
            let canonical = value == value.rounded() ? String(Int(value)) : String(value)
            #expect(format.grouped(canonical) == expected, "\(value)")
        }
    }

    /// A decimal point typed with no digit after it yet is the locale's mark too: in German `1 .`
    /// shows `1,` (it showed `1.`, which reads as a grouping point there), and so does the point
    /// before a typed exponent; what is shown reads back as the number typed.
    @Test func aTypedPointIsTheLocalesMark() throws {
        let (de, fr) = (NumberLocale.de.format, NumberLocale.fr.format)
        #expect(de.grouped("1.") == "1," && de.ungrouped("12345.") == "12345," && de.grouped("1.e5") == "1,e5")
        #expect(fr.grouped("12345.") == "12\u{202F}345," && NumberLocale.en.format.grouped("12345.") == "12,345.")
        #expect(try ExpressionEvaluator().evaluate(de.grouped("12345."), format: de).displayString == "12345")
        var state = CalculatorState()
        for key in ["1", "2", "."] { state.press(KeyPress(parsing: key)!) }
        #expect(state.view.display(in: de) == "12," && state.view.expr(in: de) == "12,")
    }

    /// A text with commas between a function's arguments keeps its numbers ungrouped where the
    /// grouping mark is a comma (`f(100,000, 3.75)` would read as three arguments), and grouped
    /// where it is not; so does a number inside a call's parentheses with no comma yet
    /// (`mean(1,234,567)` would read as three numbers); elsewhere numbers are grouped as usual.
    /// What is shown reads back to the same arguments.
    @Test func aTextWithCommasBetweenArgumentsIsNotGroupedWithCommas() throws {
        let en = NumberLocale.en.format
        #expect(en.grouped("f(100000, 3.75, 30)") == "f(100000, 3.75, 30)")
        #expect(en.grouped("max(1234567, 2)") == "max(1234567, 2)")
        #expect(en.grouped("100000 + 3.75") == "100,000 + 3.75")
        #expect(en.grouped("mean(1234567) = 1234567") == "mean(1234567) = 1,234,567")
        #expect(en.grouped("log2(1048576) + (1234567 - 1)") == "log2(1048576) + (1,234,567 - 1)")
        #expect(en.grouped("f((1234567)) × 12345") == "f((1234567)) × 12,345")
        #expect(NumberLocale.enIN.format.grouped("sqrt(1234567)") == "sqrt(1234567)")
        #expect(NumberLocale.de.format.grouped("mean(1234567)") == "mean(1.234.567)")
        #expect(try ExpressionEvaluator().evaluate(en.grouped("mean(1234567)"), format: en).displayString == "1234567")
        #expect(NumberLocale.fr.format.grouped("f(100000, 30)") == "f(100\u{202F}000, 30)")
        #expect(
            try ExpressionEvaluator().evaluate(en.grouped("max(1234567, 2)"), format: en).displayString == "1234567")
    }

    /// Typed numbers in a locale, and the engine's own form, as a table.
    @Test(arguments: [
        (NumberLocale.de, "1,5+1", "2.5"), (.de, "1.5+1", "2.5"), (.de, "1.234,5", "1234.5"),
        (.de, "1.234.567", "1234567"), (.de, "0.500", "0.5"), (.de, "1234.567", "1234.567"),
        (.fr, "1 234,5", "1234.5"), (.fr, "1\u{202F}234,5", "1234.5"), (.fr, "1\u{A0}234", "1234"),
        (.sv, "2 (3)", "6"), (.en, "1,234.5", "1234.5"), (.en, "1,234,567", "1234567"),
        (.enIN, "12,34,567.5", "1234567.5"), (.en, "2.5e3", "2500"), (.de, "2,5e3", "2500"),
        (.es, "12.345,5", "12345.5"), (.pl, "12 345", "12345"),
        // Swiss German groups with CLDR's ’, and a keyboard's ' reads as it.
        (.deCH, "1’234.5", "1234.5"), (.deCH, "1'234'567.25", "1234567.25"),
        (.deCH, "2'000 + 1", "2001"), (.ptPT, "12 345,5", "12345.5"), (.enZA, "1 234,5", "1234.5"),
        (.enZA, "1.5", "1.5"), (.itCH, "12’345.5", "12345.5"), (.itCH, "1'234'567.25", "1234567.25"),
        (.frCA, "1 234,5", "1234.5"), (.frCA, "1\u{A0}234\u{A0}567,25", "1234567.25"),
    ])
    func typedNumbersReadInTheLocale(_ locale: NumberLocale, _ text: String, _ value: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text, format: locale.format).displayString == value)
    }

    /// A number that reads two ways is refused with both ways written out, never guessed.
    @Test func anAmbiguousNumberIsRefused() {
        #expect(
            throws: CalculatorError.syntax(
                position: 3, message: "“1.234” could be 1234 or 1,234: type the one you mean")
        ) {
            try ExpressionEvaluator().evaluate("2+1.234", format: NumberLocale.de.format)
        }
        #expect(
            throws: CalculatorError.syntax(
                position: 1, message: "“12.345” could be 12345 or 12,345: type the one you mean")
        ) {
            try ExpressionEvaluator().evaluate("12.345", format: NumberLocale.it.format)
        }
    }

    /// Text that is a number in no way gets a syntax error at the mark out of place.
    @Test(arguments: [
        (NumberLocale.en, "1,5", 2, "unexpected ',' in a number"), (.de, "1,2,3", 4, "a number has one decimal comma"),
        (.en, "1.2.3", 4, "a number has one decimal point"), (.de, "1.2.3,4", 2, "unexpected '.' in a number"),
        (.en, "1,23", 2, "unexpected ',' in a number"),
        // The mark where the format's grouping breaks: German typed in English, and the other way.
        (.en, "1.234,5", 6, "unexpected ',' in a number"), (.de, "1.234.5", 6, "unexpected '.' in a number"),
        (.en, "2+12,345,67", 9, "unexpected ',' in a number"),
        // A comma typed between values where it is the decimal mark says what separates them.
        (.de, "max(1, 5)", 8, "expected an operator; values are separated by ';' where ',' is the decimal mark"),
        (.de, "1 5", 3, "expected an operator"),
        (
            .de, "days(2025-01-01, 2025-12-31)", 16,
            "expected an operator; values are separated by ';' where ',' is the decimal mark"
        ),
        (.de, "max(1;2), 3", 9, "expected an operator; values are separated by ';' where ',' is the decimal mark"),
        (.en, "., 3", 1, "expected a digit"), (.de, "1 + ,", 5, "expected a digit"),
    ])
    func aMalformedNumberIsASyntaxError(_ locale: NumberLocale, _ text: String, _ position: Int, _ message: String) {
        #expect(throws: CalculatorError.syntax(position: position, message: message)) {
            try ExpressionEvaluator().evaluate(text, format: locale.format)
        }
    }

    /// Scripts keep the engine's form: a comma is no number mark there, and nothing is grouped.
    @Test func theEnginesOwnFormIsUnchanged() {
        #expect(NumberFormat.canonical.grouped("1234567.5 + log2(1024)") == "1234567.5 + log2(1024)")
        #expect(throws: CalculatorError.self) { try ExpressionEvaluator().evaluate("1,5") }
    }

    /// Only numbers are rewritten: not digits after a letter, not an exponent.
    @Test func onlyNumbersAreRewritten() {
        let de = NumberLocale.de.format
        #expect(de.grouped("log2(1024.5) × 1.5e+1234") == "log2(1.024,5) × 1,5e+1234")
        #expect(
            NumberLocale.en.format.grouped("Expression of 1234567 characters") == "Expression of 1,234,567 characters")
    }

    /// Only a date's own shape (`yyyy-mm-dd`) is copied as a date: a four-digit number before a
    /// subtraction is a number, whose decimal point after the `-` is the locale's (`2000-1.125`
    /// showed in German as `2000-1.125`, which reads back as an ambiguous number); clock durations
    /// stay as they are. What is shown reads back to the same value.
    @Test func aSubtractionAfterAFourDigitNumberIsNoDate() throws {
        let de = NumberLocale.de.format
        #expect(de.ungrouped("2000-1.125") == "2000-1,125" && de.ungrouped("1234-54.366%") == "1234-54,366%")
        #expect(de.ungrouped("2025-05-30 + 1.5") == "2025-05-30 + 1,5" && de.ungrouped("2025-3-1.5") == "2025-3-1,5")
        #expect(de.ungrouped("17:10 - 0:30 + 1.5") == "17:10 - 0:30 + 1,5")
        #expect(try ExpressionEvaluator().evaluate(de.ungrouped("2000-1.125"), format: de).displayString == "1998.875")
        var state = CalculatorState()
        for key in ["2", "0", "0", "0", "-", "1", ".", "1", "2", "5"] { state.press(KeyPress(parsing: key)!) }
        #expect(state.view.expr(in: de) == "2000-1,125")
    }

    /// Text whose numbers are too short to group comes back as it is, but for its decimal points.
    @Test func shortNumbersKeepTheirDigits() {
        #expect(NumberLocale.en.format.grouped("12 + 3 = 15") == "12 + 3 = 15")
        #expect(NumberLocale.de.format.grouped("999 + 0.5") == "999 + 0,5")
        #expect(NumberLocale.de.format.ungrouped("1.5 × 7") == "1,5 × 7")
        #expect(NumberLocale.es.format.grouped("1234 + 12345.5") == "1234 + 12.345,5")
        #expect(NumberLocale.enIN.format.grouped("123 + 1234567") == "123 + 12,34,567")
    }

    /// Language tags as browsers and operators write them.
    @Test(arguments: [
        ("de-DE", NumberLocale?.some(.de)), ("en_IN", .enIN), ("EN-in", .enIN), ("en-GB", .en), ("pt-BR", .pt),
        ("es-419", .es419), ("es-MX", .es419), ("es_us", .es419), ("es-AR", .es), ("es-ES", .es), ("es", .es),
        ("de-CH", .deCH), ("de-li", .deCH), ("de-AT", .de), ("it-CH", .itCH), ("it-IT", .it), ("fr-CA", .frCA),
        ("fr_ca", .frCA), ("fr-BE", .fr), ("fr-CH", .fr), ("pt-PT", .ptPT), ("pt_pt", .ptPT),
        ("en-ZA", .enZA),
        ("xx", nil), ("", nil), ("-", nil), ("toolonglanguage", nil),
    ])
    func languageTagsMatchALocale(_ tag: String, _ locale: NumberLocale?) {
        #expect(NumberLocale(matching: tag) == locale)
    }

    /// Random exact values of every size round-trip through every locale, grouped and not.
    @Test func randomValuesRoundTripInEveryLocale() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let digits = Int.random(in: 1...15, using: &generator)
            let text = String((0..<digits).map { _ in "0123456789".randomElement(using: &generator)! })
            let point = Int.random(in: 0...digits, using: &generator)
            let value = try ExpressionEvaluator().evaluate(
                point == digits ? text : String(text.prefix(point)) + "." + text.dropFirst(point))
            let shown = value.displayString
            for locale in NumberLocale.allCases {
                for written in [locale.format.grouped(shown), locale.format.ungrouped(shown)] {
                    let read = try ExpressionEvaluator().evaluate(written, format: locale.format)
                    #expect(read.displayString == shown, "\(locale.tag): \(written)")
                }
            }
        }
    }
}
