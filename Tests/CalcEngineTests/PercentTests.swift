import CalcEngine
import PropertyBased
import Testing

/// The cases of `Fixtures/percent.txt`, written by `Tests/Scripts/percent_reference.py`.
let percentCases = ReferenceCase.all(in: "percent")

/// The tree as an S-expression, which shows how `%` was read: `(pct 10)` is a percent, `(% 7 3)` the modulus.
func sexp(_ expression: Expression) -> String {
    switch expression {
    case .number(let value): value.displayString
    case .constant(let constant): constant.rawValue
    case .negate(let inner): "(- \(sexp(inner)))"
    case .binary(let op, let left, let right): "(\(op.rawValue) \(sexp(left)) \(sexp(right)))"
    case .function(let function, let argument): "(\(function.rawValue) \(sexp(argument)))"
    case .missing: "?"
    case .quantity(let value, let unit): "\(value.displayString) \(unit.text(symbols: false))"
    case .unit(let unit): unit.text(symbols: false)
    case .convert(let inner, let unit): "(to \(sexp(inner)) \(unit.text(symbols: false)))"
    case .variable(let name): name
    case .date(let date): date.iso
    case .integer(let integer): integer.text
    case .inBase(let inner, let base): "(to \(sexp(inner)) \(base.name))"
    case .call(let name, let arguments): "(\(name) \(arguments.map(sexp).joined(separator: " ")))"
    case .list(let function, let arguments): "(\(function.rawValue) \(arguments.map(sexp).joined(separator: " ")))"
    }
}

/// Percent and modulus in typed expressions (SPEC 10.2).
struct PercentTests {
    @Test func fixtureIsLoaded() {
        #expect(percentCases.count >= 150)
    }

    @Test(arguments: percentCases)
    func fixtureCase(_ c: ReferenceCase) {
        c.check()
    }

    @Test(arguments: [
        // Followed by an operand, signed or not: the modulus, as before.
        ("7%3", "(% 7 3)"), ("7%-3", "(% 7 (- 3))"), ("7 % - 3", "(% 7 (- 3))"), ("7%+3", "(% 7 3)"),
        ("7%(3)", "(% 7 3)"), ("7%pi", "(% 7 pi)"), ("7%√4", "(% 7 (sqrt 4))"), ("7%sqrt(4)", "(% 7 (sqrt 4))"),
        ("10%+5", "(% 10 5)"), ("200-10%+5", "(- 200 (% 10 5))"), ("10%3%", "(% 10 (pct 3))"),
        // Followed by × ÷ ^ % ! ) or the end: a percent, as tight as `!`.
        ("7%", "(pct 7)"), ("7 % =", "(pct 7)"), ("7%*2", "(* (pct 7) 2)"), ("7%×2", "(* (pct 7) 2)"),
        ("7%/2", "(/ (pct 7) 2)"), ("7%÷2", "(/ (pct 7) 2)"), ("7%^2", "(^ (pct 7) 2)"), ("(7%)", "(pct 7)"),
        ("7%!", "(fact (pct 7))"), ("7%%", "(pct (pct 7))"), ("7%%3", "(% (pct 7) 3)"), ("5!%", "(pct (fact 5))"),
        ("2^10%", "(^ 2 (pct 10))"), ("-10%", "(- (pct 10))"), ("(50)%", "(pct 50)"), ("sin(30)%", "(pct (sin 30))"),
        ("2*10%", "(* 2 (pct 10))"), ("2pi%", "(* 2 (pct pi))"), ("1/3%", "(/ 1 (pct 3))"),
        ("200-10%", "(- 200 (pct 10))"), ("200-10%*2", "(- 200 (* (pct 10) 2))"),
        ("100+200-10%", "(- (+ 100 200) (pct 10))"),
    ])
    func percentOrModulus(_ input: String, _ tree: String) throws {
        #expect(sexp(try ExpressionParser.parse(input)) == tree)
    }

    @Test(arguments: [
        ("%", 1, "expected a number"), ("5+%", 3, "expected a number"), ("10%+", 5, "expected a number"),
        ("10%-", 5, "expected a number"), ("(10%", 5, "expected ')' to close '(' at 1"),
        (
            "10%5%)", 6,
            "unexpected ')' without a matching '('"
        ),
    ])
    func syntaxErrorsAroundThePercentSign(_ input: String, _ position: Int, _ message: String) {
        #expect(throws: CalculatorError.syntax(position: position, message: message)) {
            try ExpressionParser.parse(input)
        }
    }

    @Test(arguments: [
        ("200-10%", "200 − 10%", "200-10%"), ("48.20*15%", "48.2 × 15%", "48.2*15%"),
        ("(10%)+5", "(10%) + 5", "(10%)+5"), ("(2*10%)-5", "(2 × 10%) − 5", "(2*10%)-5"),
        ("(200-10%)+5", "(200 − 10%) + 5", "(200-10%)+5"), ("7+(2-2%)", "7 + (2 − 2%)", "7+(2-2%)"),
        ("2+((2%)+1)", "2 + ((2%) + 1)", "2+((2%)+1)"),
        ("(2+3)%", "(2 + 3)%", "(2+3)%"), ("(-10)%", "(-10)%", "(-10)%"), ("sqrt(2)%", "(√(2))%", "sqrt(2)%"),
        ("10%%", "10%%", "10%%"), ("-10%", "-10%", "-10%"), ("7%-3", "7 % -3", "7%-3"),
    ])
    func printedFormsReadBackTheSame(_ input: String, _ description: String, _ ascii: String) throws {
        let tree = try ExpressionParser.parse(input)
        #expect(ExpressionPrinter.description(tree) == description)
        #expect(ExpressionPrinter.ascii(tree) == ascii)
        #expect(try ExpressionParser.parse(ascii) == tree)
    }

    @Test func randomPercentExpressionsPrintAndReadBackToTheSameValue() async {
        let tokens = ["1", "2", "10", "0.5", "200", "+", "-", "*", "/", "%", "%", "%", "^", "(", ")", "!", "pi", "√"]
        await propertyCheck(count: 400, input: Gen.element(of: tokens).array(of: 1...14)) { parts in
            let text = parts.compactMap { $0 }.joined()
            guard let tree = try? ExpressionParser.parse(text) else { return }
            let value = try? ExpressionEvaluator().evaluate(tree)
            for printed in [ExpressionPrinter.ascii(tree), ExpressionPrinter.description(tree)] {
                let again = try? ExpressionEvaluator().evaluate(printed)
                #expect(again?.displayString == value?.displayString, "\(text) printed \(printed)")
            }
        }
    }

    /// Every seed and SPEC example of the modulus keeps its value (seed 000).
    @Test(arguments: [
        ("7 % 3", "1"), ("-7 % 3", "2"), ("7 % -3", "-2"), ("3+6%2.3", "4.4"), ("0.3 % 0.1", "0"), ("-7%-3", "-1"),
        ("1e20%7", "2"), ("2^64%10", "6"), ("12%-5", "-3"),
        // 2^330 has exactly 100 digits, all kept (Python: 2**330 % 7 is 1).
        ("2^330%7", "1"),
    ])
    func theModulusKeepsItsValue(_ text: String, _ shown: String) throws {
        #expect(try ExpressionEvaluator().evaluate(text).displayString == shown)
    }
}
