import CalcEngine
import Foundation
import Testing

/// The percent key (`pct`, SPEC 10.2) on the standard and scientific keypads: (keys, display,
/// expression or nil, expr or nil).
struct PercentKeyTests {
    @Test(
        arguments: [
            // A lone percent, and the four operators of the SPEC.
            ("5 0 pct", "0.5", "50% =", "50%"), ("5 0 pct =", "0.5", "50% =", "0.5"),
            ("2 0 0 - 1 0 pct", "20", "200 − 10% ...", "200-10%"), ("2 0 0 - 1 0 pct =", "180", "200 − 10% =", "180"),
            ("2 0 0 + 1 0 pct =", "220", "200 + 10% =", nil), ("4 8 . 2 0 * 1 5 pct", "0.15", "48.2 × 15% ...", nil),
            ("4 8 . 2 0 * 1 5 pct =", "7.23", "48.2 × 15% =", nil), ("2 0 0 / 1 0 pct =", "2000", "200 ÷ 10% =", nil),
            // The left operand of + and −: everything before it at its level.
            ("1 0 0 + 2 0 0 - 1 0 pct", "30", "100 + 200 − 10% ...", nil),
            ("1 0 0 + 2 0 0 - 1 0 pct =", "270", "100 + 200 − 10% =", nil),
            ("2 + 3 * 1 0 pct =", "2.3", "2 + 3 × 10% =", nil),
            ("( 2 0 0 - 1 0 pct ) * 2 =", "360", "(200 − 10%) × 2 =", nil),
            ("2 0 0 - ( 1 0 pct", "0.1", "200 − (10% ...", nil), ("2 0 0 - ( 1 0 pct ) =", "180", "200 − 10% =", nil),
            // After an operator the displayed number is the operand (Windows: 200 + % is 200 + 400).
            ("2 0 0 + pct", "400", "200 + 200% ...", nil), ("2 0 0 + pct =", "600", "200 + 200% =", nil),
            ("pct", "0", "0% =", "0%"),
            // Signs: a negative percent adds, as in the typed rule.
            ("2 0 0 - 1 0 pct neg", "-20", "200 − -10% ...", "200--10%"), ("2 0 0 - 1 0 pct neg =", "220", nil, nil),
            ("2 0 0 - - 1 0 pct =", "220", "200 − -10% =", nil),
            ("2 0 0 - 1 0 neg pct =", "220", "200 − (-10)% =", nil),
            // What follows the share the display showed takes that share: the line says so.
            ("2 0 0 - 1 0 pct * 3", "3", "200 − 20 × ...", "200-20*3"),
            ("2 0 0 - 1 0 pct * 3 =", "140", "200 − 20 × 3 =", nil), ("2 0 0 - 1 0 pct sq", "400", nil, "200-sqr(20)"),
            ("2 0 0 - 1 0 pct sq =", "-200", "200 − sqr(20) =", nil),
            ("2 0 0 - 1 0 pct pct", "40", "200 − 20% ...", nil),
            ("2 0 0 - 1 0 pct pct =", "160", "200 − 20% =", nil), ("2 0 0 - 1 0 pct ^ 2 =", "-200", nil, nil),
            // + or − after a percent: the percent is finished first (a `%` before a sign would be the modulus).
            ("2 0 0 - 1 0 pct +", "180", "(200 − 10%) + ...", "(200-10%)+"),
            ("2 0 0 - 1 0 pct + 5 =", "185", "(200 − 10%) + 5 =", nil), ("1 0 pct - 3 =", "-2.9", "(10%) − 3 =", nil),
            // Repeat, edit, replace.
            ("2 0 0 - 1 0 pct = =", "160", "180 − 20 =", nil), ("2 0 0 + 1 0 pct = =", "240", "220 + 20 =", nil),
            ("2 0 0 * 1 0 pct = =", "2", "20 × 0.1 =", nil),
            ("2 0 0 - 1 0 pct CE", "10", nil, "200-10"), ("2 0 0 - 1 0 pct 5", "5", nil, "200-5"),
            ("2 0 0 - 1 0 pct * CE =", "180", "200 − 10% =", nil),
            // On a result, a function or a constant; twice.
            ("7 + 9 = pct", "0.16", "(7 + 9)% =", nil), ("2 sqrt pct", "0.014142135623731", "(√(2))% =", "sqrt(2)%"),
            ("1 0 pct pct", "0.001", "10%% =", "10%%"), ("pi pct", "0.0314159265358979", "π% =", "pi%"),
            // The modulus key is still the modulus.
            ("7 % 3 =", "1", "7 % 3 =", nil), ("7 % 3 pct =", "0.01", "7 % 3% =", nil),
        ] as [(String, String, String?, String?)])
    func rule(_ keys: String, _ display: String, _ expression: String?, _ expr: String?) {
        expectPressed(keys, display: display, expression: expression, expr: expr)
    }

    @Test func theShownShareIsWhatTheMemoryAndTheFractionKeyTake() {
        #expect(pressed("2 0 0 - 1 0 pct m+ CL mr").display == "20")
        #expect(pressed("1 - 1 0 pct frac").display == "1/10")
        #expect(pressed("2 0 0 - 1 0 pct mode-rpn").stack == ["20"])
    }

    @Test func theScientificKeypadHasItToo() {
        #expect(pressed("2 0 0 - 1 0 pct =", mode: .scientific).display == "180")
    }

    /// The RPN keypad has no percent key: the key is ignored there, as any key RPN has no use for.
    @Test func rpnIgnoresIt() {
        #expect(pressed("5 0 pct", mode: .rpn).display == "50")
        #expect(pressed("5 0 enter pct", mode: .rpn).stack == ["50"])
    }

    @Test func aStoredCalculationWithAPercentReadsBackTheSame() throws {
        var state = CalculatorState()
        for key in "2 0 0 - 1 0 pct * 3".split(separator: " ") { state.press(KeyPress(parsing: String(key))!) }
        let stored = try JSONEncoder().encode(state)
        var back = try JSONDecoder().decode(CalculatorState.self, from: stored)
        #expect(back.view == state.view)
        back.press(.key(.equals))
        #expect(back.view.display == "140")
    }
}
