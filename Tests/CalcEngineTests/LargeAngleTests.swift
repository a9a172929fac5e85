import CalcEngine
import Testing

/// The circular functions of a number far from 0: an exact one keeps every digit of its remainder
/// after the multiples of π/2 are taken away, while a rounded one that lands within its own noise of
/// such a multiple is taken as that multiple. Expected values from mpmath at 100 digits
/// (`mpmath.sin(mpf("1e40"))`), as the display rounds them.
struct LargeAngleTests {
    @Test(arguments: [
        ("sin(1e40)", "-0.569633400953636"),
        ("cos(1e40)", "-0.821898891907024"),
        ("cos(1e60)", "-0.557182948248567"),
        ("sin(4e39)", "-0.849065137745792"),
        ("sin(1e39)", "0.250845217610732"),
        ("sin(123456789012345678901234567890.5)", "0.71871056889642"),
        // Up to the largest argument taken (10^385), reduced by π/2 to hundreds of digits: mpmath at
        // 1,500 digits (`mpmath.sin(mpf(10)**300)`); π/2 held to 100 digits gave 0.599042255954754 here.
        ("sin(1e88)", "0.172935015435709"),
        ("cos(1e90)", "0.10194374443128"),
        ("sin(1e100)", "-0.372376123661277"),
        ("cos(1e200)", "-0.246387175559267"),
        ("sin(1e300)", "-0.985750425160377"),
        ("sin(1e384)", "-0.408444000714865"),
    ])
    func anExactArgumentKeepsItsDigits(expression: String, shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(expression).displayString == shown)
    }

    @Test(arguments: ["sin(pi)", "sin(2*pi)", "cos(pi/2)", "tan(pi)", "sin(100*pi)", "sin(10^25*pi)", "cos(3*pi/2)"])
    func aRoundedMultipleOfHalfPiIsThatMultiple(expression: String) throws {
        #expect(try ExpressionEvaluator().evaluate(expression).displayString == "0")
    }
}
