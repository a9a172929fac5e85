import CalcEngine
import Testing

/// x! for x a hair from a negative whole number, where Γ(x + 1) has a pole: the reflection formula
/// took sin(πx) from πx, which comes out 0 within 10^-40 of a multiple of π, and divided by it
/// (a trap: one such key took the whole server down). Expected values from mpmath at 300 digits,
/// `mpmath.gamma(mpf(x) + 1)`, as the display rounds them.
struct FactorialNearPolesTests {
    @Test(arguments: [
        ("(-2+1e-50)!", "-1e50"),
        ("(-3.00000000000000000000000000000000000000000001)!", "-5e43"),
        ("(-1.000000000000000000000000000000000000000000000000001)!", "-1e51"),
        ("(-0.999999999999999999999999999999999999999999999999999)!", "1e51"),
        ("(-4.99999999999999999999999999999999999999999999999999999999999999999999)!", "4.16666666666667e66"),
        ("(-2.7)!", "2.5139235190652"),
        ("(-2.5)!", "2.36327180120735"),
        ("(-1.5)!", "-3.54490770181103"),
        ("(-0.5)!", "1.77245385090552"),
    ])
    func aFactorialNextToAPoleIsItsValue(expression: String, shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(expression).displayString == shown)
    }

    /// On the keypad too: 1e-50 − 2, then x!.
    @Test func theKeypadShowsItRatherThanTrapping() {
        var state = CalculatorState()
        for key in ["mode-scientific", "1", "EE", "5", "0", "neg", "-", "2", "=", "fact"] {
            state.press(KeyPress(parsing: key)!)
        }
        #expect(state.view.display == "-1e50")
    }
}
