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
    /// The server's date (SPEC 10.7).
    case today

    /// The symbol in descriptions.
    public var symbol: String {
        switch self {
        case .pi: "π"
        case .e: "e"
        case .answer: "ans"
        case .memory: "M"
        case .today: "today"
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
    /// A number of a unit as typed (`5 km`, `60 km/h`), or as a step computed it.
    case quantity(BigDecimal, UnitProduct)
    /// A unit alone, one of it: the `h` of `(3+4) h`, or a unit a step multiplies by.
    case unit(UnitProduct)
    /// `expression to unit`: the value converted (SPEC 10.3).
    case convert(Expression, UnitProduct)
    /// A name a worksheet defines, or a parameter in a function's body (SPEC 10.4).
    case variable(String)
    /// A function a worksheet defines, applied to its arguments: `f(2, 3)`.
    case call(String, [Expression])
    /// A function of a list: `sum(1, 2, 3)`.
    case list(ListFunction, [Expression])
    /// A day of the calendar as typed: `2025-03-01` (SPEC 10.7).
    case date(CalendarDate)

    /// A value as a literal: a number, or a number of a unit.
    static func literal(_ value: Value) -> Expression {
        switch value {
        case .number(let n): .number(n)
        case .quantity(let q): .quantity(q.magnitude, q.unit)
        case .date(let date): .date(date)
        }
    }

    /// How tightly this node binds when printed (atoms and functions the tightest).
    var precedence: Precedence {
        switch self {
        case .number(let n): n.isNegative ? .unary : .postfix
        case .constant, .function, .missing, .variable, .call, .list, .date: .postfix
        case .negate: .unary
        case .binary(let op, _, _): op.precedence
        // `5 km` reads as one value only where nothing binds tighter: `10/(5 km)`, `(5 km)^2`.
        case .quantity: .term
        case .unit(let unit): unit.single != nil ? .postfix : .term
        case .convert: .conversion
        }
    }
}
