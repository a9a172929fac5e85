/// A binary operator, with its precedence (SPEC 4.3: `^` above `* / %` above `+ -`, all left to right).
public enum BinaryOperator: String, CaseIterable, Sendable, Codable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case modulus = "%"
    case power = "^"
    /// The bitwise operators on integers (SPEC 10.5), loosest first as in C and Python: `|` (or),
    /// `nor`; `xor`; `&` (and), `nand`; the shifts `<<` (shl), `>>` (shr) and rotations `rol`, `ror`.
    case or = "|"
    case nor
    case xor
    case and = "&"
    case nand
    case shiftLeft = "<<"
    case shiftRight = ">>"
    case rotateLeft = "rol"
    case rotateRight = "ror"

    /// How tightly it binds: `^` tightest, then `* / %`, then `+ -`, then the bitwise operators.
    public var precedence: Precedence {
        switch self {
        case .add, .subtract: .term
        case .multiply, .divide, .modulus: .factor
        case .power: .power
        case .or, .nor: .bitwiseOr
        case .xor: .bitwiseXor
        case .and, .nand: .bitwiseAnd
        case .shiftLeft, .shiftRight, .rotateLeft, .rotateRight: .shift
        }
    }

    /// The operator typed by its name (`and`, `shl`, `mod`, any case); nil for any other word.
    static func named(_ word: String) -> BinaryOperator? {
        let word = word.lowercased()
        if word == "mod" { return .modulus }  // the keypad's label for `%`
        return allCases.first { $0.isBitwise && $0.symbol == word }
    }

    /// Whether it works on the bits of integers.
    public var isBitwise: Bool { precedence < .term }

    /// Whether its right operand counts (places to shift or rotate, or an exponent) rather than
    /// being a value of the calculation: in a word it is not held there (`1 << 200` is 0 in 8 bits).
    public var takesCount: Bool {
        self == .power || precedence == .shift
    }

    /// The operator as typed text writes it: its ASCII sign, or its name between spaces (` xor `).
    var typed: String {
        rawValue.first?.isLetter == true ? " \(rawValue) " : rawValue
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
        case .or: "or"
        case .nor: "nor"
        case .xor: "xor"
        case .and: "and"
        case .nand: "nand"
        case .shiftLeft: "shl"
        case .shiftRight: "shr"
        case .rotateLeft: "rol"
        case .rotateRight: "ror"
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
        default: try bitwise(a, b)
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
    /// An integer written in a base: `0x1F` (SPEC 10.5).
    case integer(BaseInteger)
    /// `expression to hex` (or `dec`, `oct`, `bin`): the integer shown in that base (SPEC 10.5).
    case inBase(Expression, NumberBase)

    /// A value as a literal: a number, or a number of a unit.
    static func literal(_ value: Value) -> Expression {
        switch value {
        case .number(let n): .number(n)
        case .quantity(let q): .quantity(q.magnitude, q.unit)
        case .date(let date): .date(date)
        case .integer(let integer): .integer(integer)
        }
    }

    /// The expressions directly inside this one, left to right (none for a literal or a name): what
    /// a walk over the tree that treats every kind of node alike visits next.
    public var children: [Expression] {
        switch self {
        case .number, .constant, .missing, .quantity, .unit, .variable, .date, .integer: []
        case .negate(let inner), .function(_, let inner), .convert(let inner, _), .inBase(let inner, _): [inner]
        case .binary(_, let left, let right): [left, right]
        case .call(_, let arguments), .list(_, let arguments): arguments
        }
    }

    /// How tightly this node binds when printed (atoms and functions the tightest).
    var precedence: Precedence {
        switch self {
        case .number(let n): n.isNegative ? .unary : .postfix
        case .constant, .missing, .variable, .call, .list, .date: .postfix
        case .function(let function, _): function.printedPrecedence
        case .negate: .unary
        case .binary(let op, _, _): op.precedence
        // `5 km` reads as one value only where nothing binds tighter: `10/(5 km)`, `(5 km)^2`.
        case .quantity: .term
        case .unit(let unit): unit.single != nil ? .postfix : .term
        case .integer(let integer): integer.value.sign == .minus && !integer.value.isZero ? .unary : .postfix
        case .convert, .inBase: .conversion
        }
    }
}
