import CalcEngine
import Foundation
import Testing

/// The `frac` key (S⇔D): an exact value's display as a fraction until the next key.
struct FractionKeyTests {
    @Test(
        arguments: [
            // (keys, display after them)
            ("1 / 3 = frac", "1/3"), ("1 / 3 = frac frac", "0.333333333333333"),
            ("0 . 1 + 0 . 2 = frac", "3/10"), ("1 7 / 6 = frac", "17/6"), ("1 7 / 6 neg = frac", "-17/6"),
            ("1 / ( 1 / ( 1 / 0 . 2 4 2 5 - 4 ) - 8 ) - 1 2 = frac", "0"),
            ("1 / 0 . 2 4 2 5 = frac", "400/97"), ("4 2 = frac", "42"), ("2 ^ 6 4 = frac", "1.84467440737096e19"),
            ("0 . 7 5 frac", "3/4"), ("0 . 7 5 frac 1", "0.751"), ("1 / 3 = frac + 1 =", "1.33333333333333"),
            ("1 / 3 = frac + 1 = frac", "4/3"), ("1 + 1 / 3 + frac", "4/3"), ("1 / 0 = frac", "Cannot divide by zero"),
            ("2 sqrt frac", "1.4142135623731"),
        ])
    func display(_ keys: String, _ display: String) {
        #expect(pressed(keys).display == display)
    }

    @Test func aRoundedValueStaysDecimalWithANotice() {
        let view = pressed("2 sqrt frac")
        #expect(view.display == "1.4142135623731")
        #expect(view.notice == CalculatorState.roundedNotice)
        // The next key clears the notice.
        #expect(pressed("2 sqrt frac +").notice == nil)
        #expect(pressed("pi frac", mode: .scientific).notice == CalculatorState.roundedNotice)
        #expect(pressed("1 / 3 = frac").notice == nil)
    }

    @Test func rpnShowsTheTopAsAFraction() {
        #expect(pressed("1 enter 3 / frac", mode: .rpn).display == "1/3")
        #expect(pressed("1 enter 3 /", mode: .rpn).expr == "1/3")
        #expect(pressed("1 enter 4 /", mode: .rpn).expr == "0.25")
        #expect(pressed("2 sqrt frac", mode: .rpn).notice == CalculatorState.roundedNotice)
    }

    @Test(
        arguments: [
            // (keys, display after them): every digit until the next key.
            ("1 / 3 = digits", "0." + String(repeating: "3", count: 40)),
            ("1 / 3 = digits digits", "0.333333333333333"),
            ("2 ^ 6 4 = digits", "18446744073709551616"), ("2 ^ 1 0 0 = digits", "1267650600228229401496703205376"),
            ("2 sqrt digits", "1.41421356237309504880168872420969807857"),
            ("1 / 3 = frac digits", "0." + String(repeating: "3", count: 40)), ("1 / 3 = digits frac", "1/3"),
            ("1 / 3 = digits + 1 =", "1.33333333333333"),
            ("1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 digits", "12345678901234567890"),
        ])
    func digits(_ keys: String, _ display: String) {
        #expect(pressed(keys).display == display)
    }

    @Test func digitsOnAShortValueSaysSo() {
        let view = pressed("1 / 4 = digits")
        #expect(view.display == "0.25" && view.notice == CalculatorState.allDigitsNotice)
        #expect(pressed("1 enter 3 / digits", mode: .rpn).display == "0." + String(repeating: "3", count: 40))
        // pi holds 50 digits, all shown (π to 50 significant digits, rounded: …3993751|058).
        #expect(
            pressed("pi digits", mode: .scientific).display == "3.1415926535897932384626433832795028841971693993751")
    }

    @Test func theFractionDisplaySurvivesStorageAndOldStatesDecode() throws {
        var state = CalculatorState()
        for key in ["1", "/", "3", "=", "frac"] { state.press(KeyPress(parsing: key)!) }
        let data = try JSONEncoder().encode(state)
        let back = try JSONDecoder().decode(CalculatorState.self, from: data)
        #expect(back == state && back.view.display == "1/3")
        // A state stored before `frac` has neither field and decodes with decimals.
        var fresh = CalculatorState()
        fresh.press(KeyPress(parsing: "7")!)
        let json = String(decoding: try JSONEncoder().encode(fresh), as: UTF8.self)
        #expect(!json.contains("form") && !json.contains("notice"))
        #expect(try JSONDecoder().decode(CalculatorState.self, from: Data(json.utf8)) == fresh)
    }
}
