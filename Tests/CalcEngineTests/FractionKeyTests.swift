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
        #expect(pressed("2 sqrt frac", mode: .rpn).notice == CalculatorState.roundedNotice)
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
        #expect(!json.contains("showsFraction") && !json.contains("notice"))
        #expect(try JSONDecoder().decode(CalculatorState.self, from: Data(json.utf8)) == fresh)
    }
}
