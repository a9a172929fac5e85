import CalcEngine
import Foundation
import Testing

/// Every example number of SPEC sections 6 and 7 and every message of 4.6.
struct SpecExamplesTests {
    @Test(arguments: [
        // SPEC 6: number syntax
        ("12", "12"), ("1.5", "1.5"), (".5", "0.5"), ("1e3", "1000"), ("2.5E-4", "0.00025"),
        // aliases, unary signs, postfix !, functions, constants
        ("6×7", "42"), ("8÷2", "4"), ("9−4", "5"), ("-2+5", "3"), ("+2", "2"), ("4!", "24"),
        ("√16", "4"), ("sqrt(16)", "4"), ("log(100)", "2"), ("abs(-3)", "3"), ("pi", "3.14159265358979"),
        ("π", "3.14159265358979"), ("e", "2.71828182845905"), (" 1 + 2 ", "3"),
        // SPEC 4.3 precedence
        ("2^3^2", "64"), ("-3^2", "-9"), ("2^-1", "0.5"), ("2*-3", "-6"), ("-6-5+4*3^2", "25"), ("2^3!", "64"),
        // SPEC 3 floored modulus
        ("-7 % 3", "2"), ("7 % -3", "-2"),
        // SPEC 7 exactness and display
        ("0.1 + 0.2", "0.3"), ("0.3 % 0.1", "0"), ("1.1 * 1.1", "1.21"), ("1 / 3 * 3", "1"),
        ("2 ^ 64", "1.84467440737096e19"), ("4 * pi", "12.5663706143592"), ("1e-10", "1e-10"),
        ("-2.5e-12", "-2.5e-12"), ("0 ^ 0", "1"), ("sin(pi)", "0"), ("tan(pi/4)", "1"), ("170!", "7.257415615308e306"),
        ("1e308 * 10", "1e309"), ("sqrt(2)", "1.4142135623731"),
        // a trailing `=`, as copied from a description line
        ("7 + 9 =", "16"), ("(7 + 9) × 2 = ", "32"), ("√(7 + 9) + 2 =", "6"),
    ])
    func example(_ input: String, _ expected: String) {
        #expect(displayed(input) == expected)
    }

    /// Differences of rounded values that cancel below their precision are noise: exactly 0.
    @Test(arguments: [
        ("sqrt(2)^2-2", "0"), ("1/3*3-1", "0"), ("cos(pi/3)-0.5", "0"), ("ln(e^2)-2", "0"), ("e^ln(2)-2", "0"),
        ("2/3-1/3-1/3", "0"), ("100%12.75^-1", "0"), ("2^0.5^-2-2^-1", "0"), ("7%(1/3)", "0"),
        ("225%exp(100)", "225"), ("0.5%pi", "0.5"),
        // but not where the difference is real: exact operands, or above the noise
        ("(1+1e-30)-1", "1e-30"), ("1/3-0.333333333333333", "3.33333333333333e-16"),
        ("pi-3.14159265358979323846264338327950288", "4.1971693993751e-36"),
        ("sqrt(2)-1.4142135623731", "-4.95119831127579e-15"),
    ])
    func cancellationOfRoundedValues(_ input: String, _ expected: String) {
        #expect(displayed(input) == expected)
    }

    @Test func approximateValuesKeepTheirMarkThroughStorage() throws {
        let root = try ExpressionEvaluator().evaluate("sqrt(2)").magnitude
        let copy = try JSONDecoder().decode([BigDecimal].self, from: JSONEncoder().encode([root]))[0]
        #expect(copy == root)
        #expect(copy.precision == root.precision)
        #expect(try (copy * copy - BigDecimal(2)).isZero)
    }

    @Test func twoToTheSixtyFourIsExactInternally() throws {
        let value = try ExpressionEvaluator().evaluate("2^64")
        #expect(value.exactDescription == "18446744073709551616")
        #expect(value.number == BigDecimal(exactly: "18446744073709551616"))
    }

    @Test(arguments: [
        ("1/0", "Cannot divide by zero"), ("5 % 0", "Cannot divide by zero"), ("0/0", "Result is undefined"),
        ("sqrt(-4)", "Invalid input"), ("ln(0)", "Invalid input"), ("log(-1)", "Invalid input"),
        ("asin(2)", "Invalid input"), ("(-2)!", "Invalid input"), ("0^-1", "Invalid input"),
        ("10^400^30", "Overflow"), ("9^(9^(9^9))", "Overflow"),
        ("1+*2", "Syntax error at 3: expected a number"), ("=", "Syntax error at 1: expected an expression"),
        ("1==", "Syntax error at 2: unexpected character '='"),
    ])
    func errorMessage(_ input: String, _ message: String) {
        #expect(displayed(input) == "Error: \(message)")
    }

    @Test func tooLongExpressionIsRefusedWithItsLength() {
        let text = String(repeating: "1+", count: 600) + "1"
        #expect(displayed(text) == "Error: Expression too long: 1201 characters (at most 1000)")
        let fits = String(repeating: "1+", count: 499) + "1"
        #expect(displayed(fits) == "500")
    }

    @Test func nestingBeyondTheLimitIsASyntaxError() {
        let deep = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        #expect(displayed(deep).hasPrefix("Error: Syntax error at 201: too deeply nested"))
        let ok = String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150)
        #expect(displayed(ok) == "1")
    }

    @Test(arguments: [
        ("sin(30)", "0.5"), ("cos(60)", "0.5"), ("tan(45)", "1"), ("sin(180)", "0"), ("cos(90)", "0"),
        ("asin(0.5)", "30"), ("acos(0)", "90"), ("atan(1)", "45"), ("tan(90)", "Error: Invalid input"),
        ("sin(-390)", "-0.5"),
    ])
    func degrees(_ input: String, _ expected: String) {
        #expect(displayed(input, angle: .degrees) == expected)
    }

    @Test func answerAndMemoryAreNamedValues() throws {
        let evaluator = ExpressionEvaluator(answer: .number(BigDecimal(7)), memory: BigDecimal(exactly: "0.5"))
        #expect(try evaluator.evaluate("ans*2+M").displayString == "14.5")
        #expect(throws: CalculatorError.noValue("ans")) { try ExpressionEvaluator().evaluate("ans") }
        #expect(throws: CalculatorError.noValue("M")) { try ExpressionEvaluator().evaluate("M+1") }
    }

    @Test func reductionStepsOfSeed000() throws {
        let steps = try ExpressionEvaluator().reductionSteps("-6-5+4*3^2")
        #expect(steps == ["-6-5+4*3^2", "-6-5+4*9", "-6-5+36", "-11+36", "25"])
    }
}
