/// A binary operator, with its precedence (SPEC 4.3: `^` above `* / %` above `+ -`, all left to right).
public enum BinaryOperator: String, CaseIterable, Sendable, Codable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case modulus = "%"
    case power = "^"

    /// How tightly it binds: `^` tightest, then `* / %`, then `+ -`.
    public var precedence: Precedence {
        switch self {
        case .add, .subtract: .term
        case .multiply, .divide, .modulus: .factor
        case .power: .power
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
    var precedence: Precedence {
        switch self {
        case .number(let n): n.isNegative ? .unary : .postfix
        case .constant, .function, .missing: .postfix
        case .negate: .unary
        case .binary(let op, _, _): op.precedence
        }
    }
}
