import BigInt
import CalcEngine
import Foundation
import PropertyBased
import Testing

/// The cases of `Fixtures/exact.txt`, written by `Tests/Scripts/exact_reference.py`.
let exactCases = ReferenceCase.all(in: "exact")

/// An exact fraction for the reference evaluator of the property test: independent of the engine.
private struct Ratio: Equatable {
    var n: BigInt
    var d: BigInt

    init(_ n: BigInt, _ d: BigInt = 1) {
        let g = n.magnitude.greatestCommonDivisor(with: d.magnitude)
        let sign: BigInt = d.sign == .minus ? -1 : 1
        self.n = sign * n / BigInt(g)
        self.d = sign * d / BigInt(g)
    }

    static func + (a: Ratio, b: Ratio) -> Ratio { Ratio(a.n * b.d + b.n * a.d, a.d * b.d) }
    static func - (a: Ratio, b: Ratio) -> Ratio { Ratio(a.n * b.d - b.n * a.d, a.d * b.d) }
    static func * (a: Ratio, b: Ratio) -> Ratio { Ratio(a.n * b.n, a.d * b.d) }
    static func / (a: Ratio, b: Ratio) -> Ratio? { b.n.isZero ? nil : Ratio(a.n * b.d, a.d * b.n) }
}

struct ExactArithmeticTests {
    @Test func fixtureIsLoaded() {
        #expect(exactCases.count >= 200)
    }

    @Test(arguments: exactCases)
    func fixtureCase(_ c: ReferenceCase) {
        c.check()
    }

    @Test func theIssuesChainIsZeroByArithmetic() throws {
        let value = try ExpressionEvaluator().evaluate("1/(1/(1/0.2425-4)-8)-12").magnitude
        #expect(value == .zero && value.precision == nil)
        #expect(try ExpressionEvaluator().evaluate("1/0.2425").fractionText == "400/97")
        #expect(try ExpressionEvaluator().evaluate("(1/3)*3") == .number(BigDecimal(1)))
    }

    @Test func fractionsSurviveStorage() throws {
        let third = try ExpressionEvaluator().evaluate("-1/3").magnitude
        let data = try JSONEncoder().encode([third])
        #expect(String(decoding: data, as: UTF8.self) == #"["-1\/3"]"#)
        let back = try JSONDecoder().decode([BigDecimal].self, from: data)
        #expect(back == [third] && back[0].fraction != nil)
        // A value stored before fractions (an approximate decimal) still decodes as one.
        let old = try JSONDecoder().decode([BigDecimal].self, from: Data(#"["~50~0.333"]"#.utf8))
        #expect(old[0].precision == 50 && old[0].fraction == nil)
    }

    /// A long exact result is offered to the Expression field with all its digits, so that edited
    /// (`+ 1`) it is still exact: 2^200 + 1 (Python: 2**200 + 1); a short one as the display shows it.
    @Test func typedTextOfALongExactResultKeepsEveryDigit() throws {
        var state = CalculatorState()
        for key in ["2", "^", "2", "0", "0", "="] { state.press(KeyPress(parsing: key)!) }
        #expect(state.view.expr == "1606938044258990275541962092341162602522202993782792835301376")
        let edited = try ExpressionEvaluator().evaluate(state.view.expr + "+1").magnitude
        #expect(edited.exactDescription == "1606938044258990275541962092341162602522202993782792835301377")
        var short = CalculatorState()
        for key in ["1", "EE", "2", "0", "="] { short.press(KeyPress(parsing: key)!) }
        #expect(short.view.display == "1e20" && short.view.expr == "1e20")
        var rounded = CalculatorState()
        for key in ["2", "sqrt", "="] { rounded.press(KeyPress(parsing: key)!) }
        #expect(rounded.view.expr == rounded.view.display)
    }

    @Test func typedTextOfAFractionParsesBackExactly() throws {
        var state = CalculatorState()
        for key in ["1", "/", "3", "="] { state.press(KeyPress(parsing: key)!) }
        #expect(state.view.expr == "1/3")
        for key in ["+", "2"] { state.press(KeyPress(parsing: key)!) }
        #expect(state.view.expr == "(1/3)+2")
        #expect(try ExpressionEvaluator().evaluate(state.view.expr).fractionText == "7/3")
    }

    /// Giant exact values are refused or rounded within one evaluation's work budget (which bounds
    /// its time; `run.sh budget` measures what a unit costs), never computed in full.
    @Test func giantValuesStayWithinTheWorkBudget() throws {
        for text in ["2^100000", "1/3^5000", "(1/3)^5000", "(1/7)^99999", "(2/3)^-5000", "1e9999/3", "3^-9999"] {
            var unlimited = WorkBudget(units: .max)
            _ = try? ExpressionEvaluator().evaluate(ExpressionParser.parse(text), budget: &unlimited)
            let spent = Int.max - unlimited.remaining
            #expect(spent <= WorkBudget.perEvaluation, "\(text) spent \(spent) units")
            #expect(!displayed(text).contains("too complex"), "\(text)")
        }
        #expect(displayed("2^100000") == "Error: Overflow")
        #expect(displayed("1/3^5000") == "2.47586181438957e-2386")
    }

    /// An exact decimal of more than 99 places keeps its fraction while its lowest terms fit
    /// (2^-100 is 1/2^100, 31 digits over 1), so a chain through it stays exact (Python:
    /// Fraction(1, 3) * Fraction(1, 2**100) * 3 * 2**100 is 1; Fraction(1, 3 * 2**100)).
    @Test func longDecimalsKeepTheirFraction() throws {
        let evaluator = ExpressionEvaluator()
        #expect(try evaluator.evaluate("floor((1/3)*2^-100*3*2^100)").displayString == "1")
        #expect(try evaluator.evaluate("((1/3)*2^-100*3*2^100) % 1").displayString == "0")
        #expect(try evaluator.evaluate("2^-100/3").magnitude.fractionText == "1/3802951800684688204490109616128")
        #expect(try evaluator.evaluate("3*2^-150").magnitude.fractionText == "3/\(BigInt(2).power(150))")
        #expect(try evaluator.evaluate("1e-101/3").magnitude.fractionText == nil)  // 3·10^101 has 102 digits
    }

    /// A rounded value within its noise of a whole number is that number to `floor` and `%` as it is
    /// to `-`: 1e-101/3 is rounded to 50 digits, and times 3e101 it is 0.99…9, whose `- 1` is 0.
    @Test func wholeNumbersIgnoreRoundingNoise() throws {
        let evaluator = ExpressionEvaluator()
        for (text, shown) in [
            ("1e-101/3*3e101 - 1", "0"), ("floor(1e-101/3*3e101)", "1"), ("ceil(1e-101/3*3e101)", "1"),
            ("trunc(1e-101/3*3e101)", "1"), ("(1e-101/3*3e101) % 1", "0"), ("floor(-1e-101/3*3e101)", "-1"),
            ("floor(ln(e^5))", "5"), ("floor(sqrt(2))", "1"), ("floor(0.3)", "0"),
        ] {
            #expect(try evaluator.evaluate(text).displayString == shown, "\(text)")
        }
    }

    /// A negative number to a rounded power within its noise of a whole number is that whole power
    /// (√2² is 2 to `-`, so (-2)^(√2²) is 4); a power that is really fractional stays refused.
    @Test func negativeBasesTakeRoundedWholePowers() throws {
        let evaluator = ExpressionEvaluator()
        for (text, shown) in [
            ("(-2)^(sqrt(2)^2)", "4"), ("(-2)^(sqrt(3)^2)", "-8"), ("(-3)^(ln(e^2))", "9"),
            ("(-2)^(1e-101/3*3e101)", "-2"),
        ] {
            #expect(try evaluator.evaluate(text).displayString == shown, "\(text)")
        }
        for text in ["(-2)^2.5", "(-8)^(1/3)", "(-2)^(sqrt(2))"] {
            #expect(throws: CalculatorError.invalidInput, "\(text)") { try evaluator.evaluate(text) }
        }
    }

    @Test func longDigits() throws {
        let third = try ExpressionEvaluator().evaluate("1/3").magnitude
        #expect(third.text(significantDigits: 40) == "0." + String(repeating: "3", count: 40))
        #expect(third.text(significantDigits: 80) == "0." + String(repeating: "3", count: 80))
        let root = try ExpressionEvaluator().evaluate("sqrt(2)").magnitude
        // A rounded value shows no more digits than it holds (40).
        #expect(root.text(significantDigits: 60) == "1.41421356237309504880168872420969807857")
        #expect(
            try ExpressionEvaluator().evaluate("2^64").magnitude.text(significantDigits: 40) == "18446744073709551616")
        #expect(try ExpressionEvaluator().evaluate("2/3").magnitude.text(significantDigits: 3) == "0.667")
    }

    /// Random `+ − × ÷` expressions over short decimals, against a fraction evaluator of the test's own.
    @Test func randomExactExpressionsMatchAFractionReference() async {
        let leaves = ["3", "7", "0.25", "1.5", "12", "0.2425", "97", "0.1", "6", "11"]
        await propertyCheck(count: 400, input: Gen.int(in: 0...13).array(of: 3...17)) { program in
            // Read as postfix: 0…9 push a leaf, 10…13 apply + − × ÷ to the two newest.
            var stack: [(text: String, value: Ratio?)] = []
            for code in program {
                if code < 10 {
                    let decimal = Decimal(string: leaves[code])!
                    let scale = decimal.exponent < 0 ? -decimal.exponent : 0
                    let numerator = BigInt(NSDecimalNumber(decimal: decimal * pow(10, scale)).int64Value)
                    stack.append((leaves[code], Ratio(numerator, BigInt(10).power(scale))))
                } else if stack.count >= 2 {
                    let b = stack.removeLast()
                    let a = stack.removeLast()
                    let op = ["+", "-", "*", "/"][code - 10]
                    var value: Ratio?
                    if let x = a.value, let y = b.value {
                        switch op {
                        case "+": value = x + y
                        case "-": value = x - y
                        case "*": value = x * y
                        default: value = x / y
                        }
                    }
                    stack.append(("(\(a.text)\(op)\(b.text))", value))
                }
            }
            guard let (text, expected) = stack.last else { return }
            let evaluated = try? ExpressionEvaluator().evaluate(text)
            guard let expected else {
                #expect(evaluated == nil, "\(text) divides by zero")
                return
            }
            guard let value = evaluated, let ratio = value.magnitude.ratio else {
                Issue.record("\(text) is not exact: \(String(describing: evaluated))")
                return
            }
            #expect(Ratio(ratio.numerator, ratio.denominator) == expected, "\(text)")
        }
    }
}
