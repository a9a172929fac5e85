import CalcEngine
import Testing

/// Presses space-separated keys on a fresh calculator in `mode`, then evaluates each typed text.
func typed(_ texts: [String], afterKeys keys: String = "", mode: CalculatorMode = .standard) -> CalculatorView {
    var state = CalculatorState()
    if mode != .standard { state.press(.key(mode == .rpn ? .modeRPN : .modeScientific)) }
    for key in keys.split(separator: " ") { state.press(KeyPress(parsing: String(key))!) }
    for text in texts { state.evaluate(typed: text) }
    return state.view
}

/// Typed text that begins with a binary operator continues from the displayed value (as GNOME
/// Calculator does); on a fresh calculator or after an error it is a calculation of its own.
struct TypedExpressionTests {
    @Test(
        arguments: [
            // (keys pressed first, typed texts, display, expression)
            // after a typed result: every binary operator and its typographic alias
            ("", ["2^10", "+1"], "1025", "1024 + 1 ="), ("", ["2^10", "-5"], "1019", "1024 − 5 ="),
            ("", ["2^10", "−5"], "1019", "1024 − 5 ="), ("", ["2^10", "*2"], "2048", "1024 × 2 ="),
            ("", ["2^10", "×2"], "2048", "1024 × 2 ="), ("", ["2^10", "/4"], "256", "1024 ÷ 4 ="),
            ("", ["2^10", "÷4"], "256", "1024 ÷ 4 ="), ("", ["2^10", "^2"], "1048576", "1024 ^ 2 ="),
            ("", ["2^10", "%1000"], "24", "1024 % 1000 ="), ("", ["2^10", "**2"], "1048576", "1024 ^ 2 ="),
            // leading spaces, precedence within the text, a trailing `=`, twice in a row
            ("", ["2^10", "   + 1"], "1025", "1024 + 1 ="), ("", ["2^10", "+1*2"], "1026", "1024 + 1 × 2 ="),
            ("", ["2^10", "-(1+1) ="], "1022", "1024 − (1 + 1) ="), ("", ["2^10", "+1", "+1"], "1026", "1025 + 1 ="),
            ("", ["2^10", "--5"], "1029", "1024 − -5 ="),
            // after a result of the keypad, a negative one, and an approximate one (shown as displayed)
            ("7 + 9 =", ["+1"], "17", "16 + 1 ="), ("0 - 5 =", ["^2"], "25", "(-5) ^ 2 ="),
            ("0 - 5 =", ["-3"], "-8", "-5 − 3 ="), ("2 sqrt", ["^2"], "2", "1.4142135623731 ^ 2 ="),
            // after a pending value or a number being typed: the displayed value
            ("7 +", ["*2"], "14", "7 × 2 ="), ("7", ["-2"], "5", "7 − 2 ="), ("1 + 2 + 3 *", ["+1"], "4", "3 + 1 ="),
            // a fresh calculator, after CL, after an error: a calculation of its own
            ("", ["-5"], "-5", "-5 ="), ("", ["+1"], "1", "1 ="), ("", ["  −5"], "-5", "-5 ="),
            ("", ["*2"], "Syntax error at 1: expected a number", "*2"), ("7 + 1 = CL", ["-5"], "-5", "-5 ="),
            ("1 / 0 =", ["-5"], "-5", "-5 ="), ("", ["1/0", "-5"], "-5", "-5 ="),
            // text that begins with an operand starts a new calculation even after a result
            ("", ["2^10", "2"], "2", "2 ="), ("", ["2^10", "(1)-1"], "0", "1 − 1 ="),
            ("", ["2^10", "ans+1"], "1025", "ans + 1 ="),
        ] as [(String, [String], String, String)])
    func leadingOperatorContinues(_ keys: String, _ texts: [String], _ display: String, _ expression: String) {
        let view = typed(texts, afterKeys: keys)
        #expect(view.display == display)
        #expect(view.expression == expression)
    }

    @Test func aContinuedCalculationJoinsTheHistoryAndContinuesOnTheKeypad() {
        var state = CalculatorState()
        state.evaluate(typed: "2^10")
        state.evaluate(typed: "+1")
        #expect(state.view.history.map(\.expression) == ["1024 + 1", "2 ^ 10"])
        #expect(state.view.state == .result)
        state.press(.key(.multiply))
        state.press(.key(.digit2))
        state.press(.key(.equals))
        #expect(state.view.display == "2050")
    }

    @Test func aContinuedSyntaxErrorGivesItsPositionInTheTypedText() {
        let view = typed(["2^10", "+*3"])
        #expect(view.state == .error)
        #expect(view.display == "Syntax error at 2: expected a number")
    }

    @Test func inScientificModeToo() {
        #expect(typed(["2^10", "+1"], mode: .scientific).display == "1025")
    }

    /// RPN is unchanged: typed text is an operand, pushed whatever it begins with.
    @Test(
        arguments: [
            ("3 enter", ["-5"], "-5", "3 -5"), ("3 enter", ["+1"], "1", "3 1"),
            ("3 enter", ["*2"], "Syntax error at 1: expected a number", "3"),
            // Good text after a failed one ends its error: the display shows what was pushed.
            ("5 enter", ["1/0", "7"], "7", "5 7"), ("", ["foo", "pi"], "3.14159265358979", "3.14159265358979"),
            // A date has no number to push: it stays in the field with why (it pushed 0, with a notice
            // to type dates in the field it was typed in); a length pushes its number.
            (
                "5 enter", ["2025-01-01 + 1 month"],
                "The RPN stack holds numbers, not dates: work out dates on another keypad", "5"
            ),
            ("5 enter", ["3 km"], "3", "5 3"),
        ] as [(String, [String], String, String)])
    func rpnPushesTheValue(_ keys: String, _ texts: [String], _ display: String, _ stack: String) {
        let view = typed(texts, afterKeys: keys, mode: .rpn)
        #expect(view.display == display)
        #expect(view.stack.joined(separator: " ") == stack)
        #expect((view.state == .error) == (display.hasPrefix("Syntax error") || display.hasPrefix("The RPN stack")))
        if view.state != .error {
            #expect(view.expr.isEmpty || view.expr == display, "the field no longer holds \(texts[0])")
        }
    }
}

/// `floor`, `ceil`, `trunc` and `round`: typed functions (no key) that name themselves in the
/// history line, as every typed function does, take any case, and refuse what has no whole number.
struct WholeNumberFunctionTests {
    @Test(
        arguments: [
            ("round(2.5)", "3", "round(2.5) ="), ("FLOOR(-2.5)", "-3", "floor(-2.5) ="),
            ("Ceil(1/3)", "1", "ceil(1 ÷ 3) ="), ("trunc(-2.7)+1", "-1", "trunc(-2.7) + 1 ="),
            ("floor(2024-03-01)", "floor needs a number, not a date", "floor(2024-03-01) ="),
            ("round 2.5", "Syntax error at 7: expected '(' after round", "round 2.5"),
            // sign (Excel's SIGN, SpeedCrunch's and Qalculate's sgn): exact, of a quantity a plain number.
            ("sign(-2/3)", "-1", "sign(-2 ÷ 3) ="), ("SGN(0)", "0", "sign(0) ="),
            ("3*sgn(4.5 m)", "3", "3 × sign(4.5 m) ="),
            ("sign(5 °C)", "sign of a temperature in °C: convert it to K first", "sign(5 °C) ="),
        ] as [(String, String, String)])
    func typedWholeNumbers(_ text: String, _ display: String, _ expression: String) {
        let view = typed([text])
        #expect(view.display == display)
        #expect(view.expression == expression)
    }
}

/// `mod(a, b)`, `round(x, n)`, `hypot(a, b, …)` and `avg`: the calls other calculators accept
/// (values from Python in Fixtures/list-functions.txt). Each names itself in the history line; `mod`
/// after an operand stays the operator, and `round` with one value stays the whole number.
struct TwoValueCallTests {
    @Test(
        arguments: [
            ("mod(7, 3)", "1", "mod(7, 3) ="), ("MOD(-7;3)", "2", "mod(-7, 3) ="),
            ("2 * mod(7, 3)", "2", "2 × mod(7, 3) ="), ("7 mod (3)", "1", "7 % 3 ="), ("7 mod(3)", "1", "7 % 3 ="),
            ("(mod(9, 4))", "1", "mod(9, 4) ="), ("mod(7.5 m, 2 m)", "1.5 m", "mod(7.5 m, 2 m) ="),
            ("round(3.14159, 2)", "3.14", "round(3.14159, 2) ="), ("round(3.14159)", "3", "round(3.14159) ="),
            ("round(1234.5, -2)", "1200", "round(1234.5, -2) ="), ("round(2/3, 3)", "0.667", "round(2 ÷ 3, 3) ="),
            ("round(pi, 4)", "3.1416", "round(π, 4) ="), ("round(2.25 m, 1)", "2.3 m", "round(2.25 m, 1) ="),
            ("hypot(3, 4)", "5", "hypot(3, 4) ="), ("hypot(3 m, 4 m)", "5 m", "hypot(3 m, 4 m) ="),
            ("avg(1, 2, 3, 4)", "2.5", "mean(1, 2, 3, 4) ="), ("Average(2; 3)", "2.5", "mean(2, 3) ="),
            ("comb(5, 2)", "10", "nCr(5, 2) ="), ("PERMUT(5; 2)", "20", "nPr(5, 2) ="),
            // atan2(y, x) (mpmath.atan2 to 30 digits: 2.356194490192344928…, 0.643501108793284386…,
            // 0.074859847710766861…): the same angle whatever unit y and x share.
            ("atan2(1, -1)", "2.35619449019234", "atan2(1, -1) ="),
            ("atan2(3 m, 4 m)", "0.643501108793284", "atan2(3 m, 4 m) ="),
            ("atan2(30 cm, 4 m)", "0.0748598477107669", "atan2(30 cm, 4 m) ="),
        ] as [(String, String, String)])
    func callsNameThemselves(_ text: String, _ display: String, _ expression: String) {
        let view = typed([text])
        #expect(view.display == display)
        #expect(view.expression == expression)
    }

    @Test(
        arguments: [
            ("mod(7)", "mod needs two values, a and b"),
            ("round(1, 2, 3)", "Syntax error at 11: round takes one or two values"),
            ("round(1, 2.5)", "round’s decimal places must be a whole number from -100 to 100"),
            ("round(1, 101)", "round’s decimal places must be a whole number from -100 to 100"),
            ("hypot(3 m, 4 s)", "Units do not match: m² and s²"),
            ("atan2(1)", "atan2 needs two values, y and x"), ("atan2(0, 0)", "Invalid input"),
            ("atan2(3 m, 4 s)", "Cannot convert s to m"), ("atan2(2025-01-01, 1)", "atan2 needs a number, not a date"),
            // A function of one value given two: said at the second, whichever separator.
            ("sqrt(7,3)", "Syntax error at 7: sqrt takes one value"),
            // A logarithm's says how to write one to another base (calculators put the base first or last).
            ("log(8, 2)", "Syntax error at 6: log takes one value; for a logarithm to base b, write ln(x)/ln(b)"),
            ("LOG2(8; 2)", "Syntax error at 7: LOG2 takes one value; for a logarithm to base b, write ln(x)/ln(b)"),
            ("Sin(1; 2)", "Syntax error at 6: Sin takes one value"),
            ("sqrt(pi, 2)", "Syntax error at 8: sqrt takes one value"),
            ("sign(abs(-1), 2)", "Syntax error at 13: sign takes one value"),
            ("ln(2 m, 3)", "Syntax error at 7: ln takes one value; for a logarithm to base b, write ln(x)/ln(b)"),
        ] as [(String, String)])
    func badCallsSaySo(_ text: String, _ message: String) {
        let view = typed([text])
        #expect(view.state == .error)
        #expect(view.display == message)
    }

    /// atan2 answers in the angle setting, over the whole turn (mpmath.degrees(mpmath.atan2(2, 7)) is
    /// 15.945395900922854797…), and in degrees the quadrants' exact angles are exact.
    @Test(arguments: [
        ("atan2(1, 1)", "45"), ("atan2(-1, -1)", "-135"), ("atan2(0, -1)", "180"), ("atan2(-1, 0)", "-90"),
        ("atan2(1, sqrt(3))", "30"), ("atan2(2, 7)", "15.9453959009229"),
    ])
    func atan2InDegrees(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator(angle: .degrees).evaluate(text).displayString == shown)
    }

    /// Where the decimal mark is a comma, `;` separates the values and `,` is in the numbers.
    @Test func commaLocalesSeparateWithSemicolons() throws {
        let german = NumberLocale.de.format
        #expect(
            try ExpressionEvaluator().evaluate("round(3,14159; 2)", format: german)
                == .number(BigDecimal(314) / BigDecimal(100)))
        #expect(
            try ExpressionEvaluator().evaluate("mod(7,5; 2)", format: german)
                == .number(BigDecimal(15) / BigDecimal(10)))
        // A grouped number is one value where the comma groups: `sqrt(1,000,000)` in English is 1000.
        #expect(
            try ExpressionEvaluator().evaluate("sqrt(1,000,000)", format: NumberLocale.en.format)
                == .number(BigDecimal(1000)))
        #expect(throws: CalculatorError.syntax(position: 7, message: "sqrt takes one value")) {
            try ExpressionEvaluator().evaluate("sqrt(2;5)", format: german)
        }
    }
}

/// `hypot` and `stdev` of values near the ends of the range (1e±10000): their squares leave it, their
/// results do not (Python decimal: √2 = 1.41421356237309504…, 1.4142135623731 to 15 digits).
struct ListFunctionsAtTheRangeEndsTests {
    @Test(arguments: [
        ("hypot(3e-6000, 4e-6000)", "5e-6000"), ("stdev(1e-6000, 3e-6000)", "1.4142135623731e-6000"),
        ("hypot(6e4999, 8e4999)", "1e5000"), ("hypot(1e5000, 1e5000)", "1.4142135623731e5000"),
        ("stdev(1e9999, -1e9999)", "1.4142135623731e9999"), ("hypot(3e2000 m, 4e2000 m)", "5e2000 m"),
        ("hypot(1e-6000, 1e6000)", "1e6000"), ("hypot(3, 4)", "5"),
    ])
    func areComputedOnTheValuesRescaled(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text).displayString == shown)
    }
}
