import CalcEngine
import Testing

/// After an error the display shows the message and the description line the calculation that
/// failed, as the description printer renders it; any key then starts a new calculation (SPEC 4.6).
struct ErrorContextTests {
    @Test(
        arguments: [
            // (keys, message, description line, typed-expression field)
            // from `=`
            ("1 / 0 =", "Cannot divide by zero", "1 ÷ 0 =", "1/0"),
            ("0 / 0 =", "Result is undefined", "0 ÷ 0 =", "0/0"),
            ("5 % 0 =", "Cannot divide by zero", "5 % 0 =", "5%0"),
            ("1 + 2 / 0 =", "Cannot divide by zero", "1 + 2 ÷ 0 =", "1+2/0"),
            ("8 / 0 ^ 2 =", "Cannot divide by zero", "8 ÷ 0 ^ 2 =", "8/0^2"),
            ("1 . 5 0 / 0 =", "Cannot divide by zero", "1.5 ÷ 0 =", "1.5/0"),
            ("( 1 / 0 =", "Cannot divide by zero", "(1 ÷ 0) =", "(1/0)"),
            ("2 * ( 3 + ( 1 / 0 =", "Cannot divide by zero", "2 × (3 + (1 ÷ 0)) =", "2*(3+(1/0))"),
            ("9 EE 9 9 9 9 * 1 0 =", "Overflow", "9e9999 × 10 =", "9e9999*10"),
            ("0 ^ 1 neg =", "Invalid input", "0 ^ -1 =", "0^-1"),
            // from `=` repeated, from `)` and from an operator key
            ("1 0 ^ 5 0 0 0 = =", "Overflow", "1e5000 ^ 5000 =", "1e5000^5000"),
            ("2 * ( 1 / 0 )", "Cannot divide by zero", "2 × (1 ÷ 0) =", "2*(1/0)"),
            ("1 / 0 +", "Cannot divide by zero", "1 ÷ 0 =", "1/0"),
            // from function keys: on a number, on an operand after an operator, on a result
            ("4 neg sqrt", "Invalid input", "√(-4) =", "sqrt(-4)"), ("0 ln", "Invalid input", "ln(0) =", "ln(0)"),
            ("1 neg fact", "Invalid input", "fact(-1) =", "fact(-1)"),
            ("2 asin", "Invalid input", "asin(2) =", "asin(2)"),
            ("2 + 4 neg sqrt", "Invalid input", "2 + √(-4) =", "2+sqrt(-4)"),
            ("7 + 9 = neg sqrt", "Invalid input", "√(-(7 + 9)) =", "sqrt(-16)"),
            ("0 inv", "Cannot divide by zero", "1/(0) =", "1/(0)"),
        ] as [(String, String, String, String)])
    func keysShowTheCalculationThatFailed(_ keys: String, _ message: String, _ expression: String, _ expr: String) {
        let view = pressed(keys)
        #expect(view.state == .error)
        #expect(view.display == message)
        #expect(view.expression == expression)
        #expect(view.expr == expr)
    }

    @Test(
        arguments: [
            // (typed texts, message, description line)
            (["1/0"], "Cannot divide by zero", "1 ÷ 0 ="), (["sqrt(-4)"], "Invalid input", "√(-4) ="),
            (["ln(0)"], "Invalid input", "ln(0) ="), (["(-1)!"], "Invalid input", "fact(-1) ="),
            (["9^(9^(9^9))"], "Overflow", "9 ^ (9 ^ (9 ^ 9)) ="), (["ans+1"], "ans has no value yet", "ans + 1 ="),
            (["M+1"], "M has no value yet", "M + 1 ="),
            // a continued calculation shows as evaluated
            (["5", "/0"], "Cannot divide by zero", "5 ÷ 0 ="),
            // a syntax error shows the text as typed, so the position points into it
            (["2 +* 3"], "Syntax error at 4: expected a number", "2 +* 3"),
            (["(1+"], "Syntax error at 4: expected a number", "(1+"),
            (["2^10", "+*3"], "Syntax error at 2: expected a number", "+*3"),
            // text beyond the length limit is not echoed: the message gives its length
            ([String(repeating: "1+", count: 600)], "Expression too long: 1200 characters (at most 1000)", ""),
        ] as [([String], String, String)])
    func typedTextShowsTheCalculationThatFailed(_ texts: [String], _ message: String, _ expression: String) {
        let view = typed(texts)
        #expect(view.state == .error)
        #expect(view.display == message)
        #expect(view.expression == expression)
    }

    @Test func theTypedTextIsOfferedForCorrection() {
        #expect(typed(["2 +* 3"]).expr == "2 +* 3")
        #expect(typed(["1 / 0"]).expr == "1 / 0")
        #expect(typed(["5", "/0"]).expr == "5/0")
    }

    /// SPEC 4.6: after the error any key starts a new calculation as on a fresh calculator.
    @Test(arguments: [
        // (keys, display, description line)
        ("1 / 0 = 5", "5", ""), ("1 / 0 = CE", "0", ""), ("1 / 0 = CL", "0", ""),
        ("1 / 0 = =", "Cannot divide by zero", "1 ÷ 0 ="),
        ("1 / 0 = + 2 =", "2", "2 ="), ("4 neg sqrt 9 sqrt", "3", "√(9) ="), ("0 ln pi", "3.14159265358979", "π ="),
        ("1 / 0 = ( 2 ) =", "2", "2 ="),
    ])
    func anyKeyAfterTheErrorStartsANewCalculation(_ keys: String, _ display: String, _ expression: String) {
        let view = pressed(keys)
        #expect(view.display == display)
        #expect(view.expression == expression)
    }

    @Test func aTypedErrorThenAKeyStartsANewCalculation() {
        var state = CalculatorState()
        state.evaluate(typed: "sqrt(-4)")
        state.press(.key(.digit7))
        #expect(state.view.display == "7")
        #expect(state.view.expression == "")
    }
}
