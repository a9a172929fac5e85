/// Where the help page's worked examples come from: the engine at generation time, or stand-ins in tests.
public struct HelpExamples: Sendable {
    /// Evaluates typed expression text and returns what the display shows (a result or an error message).
    public var evaluate: @Sendable (String) -> String
    /// Returns each step of reducing an expression, the text itself first and the result last.
    public var steps: @Sendable (String) -> [String]
    /// What the display shows when the second text is typed after the first one's result (text that
    /// begins with an operator continues from a result: `-3^2` after 64 is 55).
    public var continuing: @Sendable (_ previous: String, _ text: String) -> String

    /// Makes a source of examples from closures; without `continuing`, typing on is taken to change
    /// nothing (tests' stand-ins).
    public init(
        evaluate: @escaping @Sendable (String) -> String, steps: @escaping @Sendable (String) -> [String],
        continuing: (@Sendable (_ previous: String, _ text: String) -> String)? = nil
    ) {
        self.evaluate = evaluate
        self.steps = steps
        self.continuing = continuing ?? { _, text in evaluate(text) }
    }

    /// Whether typed `text` continues from a result instead of standing alone: it begins (after
    /// spaces) with a binary operator, `-` included.
    static func continuesFromAResult(_ text: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }) else { return false }
        return "+-*/%^×÷−".contains(first)
    }

    /// The expressions whose results the help page shows, each with why it is worth showing.
    static let cases: [(expression: String, note: String)] = [
        ("2^3^2", "^ is evaluated left to right: (2^3)^2"),
        ("-3^2", "unary minus is looser than ^: -(3^2)"),
        ("2^-1", "a minus after ^ begins a negative exponent"),
        ("2*-3", "a minus after * begins a negative number"),
        ("-7 % 3", "% is the floored modulus: the result takes the divisor’s sign"),
        ("7 % -3", "the divisor is negative, so is the result"),
        ("200 - 10%", "% at the end is percent: 200 − 20"),
        ("48.20 * 15%", "15% of 48.20"),
        ("50%", "a lone percent is the number over 100"),
        ("100 + 200 - 10%", "the percent is of everything before the −: 300 − 30"),
        ("10% + 5", "followed by a signed number, % is the modulus: 10 % (+5)"),
        ("(10%) + 5", "in parentheses the percent is finished first"),
        ("0^0", "as in IEEE pow and most calculators"),
        ("0.1 + 0.2", "decimal arithmetic is exact"),
        ("1/3*3", "exact division, no 0.999…"),
        ("2^64", "integers are exact; large results switch to scientific notation"),
        ("4*pi", "15 significant digits"),
        ("sin(pi)", "exact zero, not a rounding residue"),
        ("170!", "magnitudes beyond 1e306 work"),
        ("1/0", "an error message replaces the result"),
        ("0/0", "undefined"),
        ("sqrt(-1)", "no complex numbers"),
        ("2*(3+4", "unbalanced parentheses report a position"),
    ]

    /// The expression whose reduction the help page shows step by step (seed 000).
    static let reduced = "-6-5+4*3^2"
}
