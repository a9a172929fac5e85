import CalcEngine
import Testing

struct ExpressionParserTests {
    /// The tree as ASCII with minimal parentheses, which shows how the parser grouped the input.
    private func grouped(_ text: String) throws -> String {
        ExpressionPrinter.ascii(try ExpressionParser.parse(text))
    }

    @Test(arguments: [
        ("1+2*3", "1+2*3"), ("(1+2)*3", "(1+2)*3"), ("2^3^2", "2^3^2"), ("2^(3^2)", "2^(3^2)"),
        ("-3^2", "-3^2"), ("(-3)^2", "(-3)^2"), ("10-(4-3)", "10-(4-3)"), ("10-4-3", "10-4-3"),
        ("2(3+4)", "2*(3+4)"), ("2pi", "2*pi"), ("3!^2", "fact(3)^2"), ("√9+1", "sqrt(9)+1"),
        ("1+(2+3)", "1+2+3"), ("2*(3*4)", "2*3*4"), ("2/(3*4)", "2/(3*4)"), ("2*-3", "2*-3"),
        ("sin(30)cos(30)", "sin(30)*cos(30)"), ("--1", "-(-1)"),
    ])
    func precedenceAndGrouping(_ input: String, _ expected: String) throws {
        #expect(try grouped(input) == expected)
    }

    @Test(arguments: [
        ("(1+2", 5, "expected ')' to close '(' at 1"), ("1+2)", 4, "unexpected ')' without a matching '('"),
        ("1+", 3, "expected a number"), ("*2", 1, "expected a number"), ("1 2", 3, "expected an operator"),
        ("2..3", 3, "a number has one decimal point"), ("foo(2)", 1, "unknown name 'foo'"),
        ("sin 30", 5, "expected '(' after sin"), ("1 # 2", 3, "unexpected character '#'"),
        ("", 1, "expected an expression"),
        ("7 × (2 + ", 10, "expected a number"),
        // A character a page or a terminal would not show, or would obey, is named by its code point.
        ("1\u{0}", 2, "unexpected character 'U+0000'"), ("1\u{1B}[2J", 2, "unexpected character 'U+001B'"),
        ("1\u{200B}", 2, "unexpected character 'U+200B'"),
    ])
    func syntaxErrorsCarryTheirPosition(_ input: String, _ position: Int, _ message: String) {
        #expect(throws: CalculatorError.syntax(position: position, message: message)) {
            try ExpressionParser.parse(input)
        }
    }

    /// Trees whose printed form once read back as another value: a power ending in a signed
    /// operand before `^`, and a modulus leading the right operand of `×`. Each prints so that it
    /// reads back as the same value.
    @Test(arguments: [
        ("(2^-1)^2", "(2 ^ -1) ^ 2", "(2^-1)^2"),
        ("(2^-(1))^2", "(2 ^ -1) ^ 2", "(2^-1)^2"),
        ("5*((7%3)/2)", "5 × (7 % 3 ÷ 2)", "5*(7%3/2)"),
        ("5*(7/2)", "5 × 7 ÷ 2", "5*7/2"),
    ])
    func printedFormsReadBackAsTheSameValue(_ input: String, _ symbols: String, _ ascii: String) throws {
        let tree = try ExpressionParser.parse(input)
        #expect(ExpressionPrinter.description(tree) == symbols)
        #expect(ExpressionPrinter.ascii(tree) == ascii)
        #expect(try ExpressionEvaluator().evaluate(ascii) == ExpressionEvaluator().evaluate(input))
    }

    @Test func descriptionUsesSymbolsAndSpaces() throws {
        let tree = try ExpressionParser.parse("sqrt(7+9)*2-pi/4")
        #expect(ExpressionPrinter.description(tree) == "√(7 + 9) × 2 − π ÷ 4")
    }
}
