/// A binary operator, with its precedence (SPEC 4.3: `^` above `* / %` above `+ -`, all left to right).
public enum BinaryOperator: String, CaseIterable, Sendable, Codable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", modulus = "%", power = "^"

    /// Binding strength: higher binds tighter.
    public var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide, .modulus: 2
        case .power: 3
        }
    }

    /// The symbol in descriptions (`×`, `÷`, `−`).
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        case .modulus: "%"
        case .power: "^"
        }
    }

    /// The operation on two numbers.
    public func apply(_ a: BigDecimal, _ b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        switch self {
        case .add: try a + b
        case .subtract: try a - b
        case .multiply: try a * b
        case .divide: try a / b
        case .modulus: try a % b
        case .power: try BigDecimal.power(a, b)
        }
    }
}

/// A named value in an expression.
public enum Constant: String, CaseIterable, Sendable, Codable {
    case pi, e
    /// The last result (`ans`).
    case answer = "ans"
    /// The memory (`M`).
    case memory = "M"

    /// The symbol in descriptions.
    public var symbol: String {
        switch self {
        case .pi: "π"
        case .e: "e"
        case .answer: "ans"
        case .memory: "M"
        }
    }
}

/// A calculation as a tree: what the parser builds, the evaluator computes and the keypad
/// calculators describe.
public indirect enum Expression: Hashable, Sendable, Codable {
    case number(BigDecimal)
    case constant(Constant)
    case negate(Expression)
    case binary(BinaryOperator, Expression, Expression)
    case function(MathFunction, Expression)
    /// An operand an RPN operation is still waiting for, shown as `?`.
    case missing

    /// How tightly this node binds when printed (atoms and functions the tightest).
    var precedence: Int {
        switch self {
        case .number(let n): n.isNegative ? 25 : 40
        case .constant, .function, .missing: 40
        case .negate: 25
        case .binary(let op, _, _): op.precedence * 10
        }
    }
}
