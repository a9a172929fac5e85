/// Prints an `Expression` with as few parentheses as keep its meaning (SPEC 4.4).
public enum ExpressionPrinter {
    /// The description line form: spaces around binary operators, `× ÷ − √ π` symbols.
    public static func description(_ expression: Expression) -> String {
        print(expression, symbols: true)
    }

    /// The typed-expression form: ASCII, no spaces (`3+6%2.3`, `sqrt(7+9)`); it parses back.
    public static func ascii(_ expression: Expression) -> String {
        print(expression, symbols: false)
    }

    /// The typed-expression form with the first occurrence of `target`, left to right, between
    /// `open` and `close` (the operation a step of ``Reduction`` reduces).
    static func ascii(_ expression: Expression, marking target: Expression, open: String, close: String) -> String {
        var pending = true
        return print(expression, symbols: false, mark: Mark(target: target, open: open, close: close), pending: &pending)
    }

    static func print(_ expression: Expression, symbols: Bool) -> String {
        var pending = false
        return print(expression, symbols: symbols, mark: nil, pending: &pending)
    }

    /// A node to wrap in markers where it is first met.
    struct Mark {
        let target: Expression
        let open: String
        let close: String
    }

    private static func print(_ expression: Expression, symbols: Bool, mark: Mark?, pending: inout Bool) -> String {
        if pending, let mark, expression == mark.target {
            pending = false
            return mark.open + print(expression, symbols: symbols, mark: nil, pending: &pending) + mark.close
        }
        switch expression {
        case .number(let value):
            // An exact fraction types as one, in parentheses so that it stays one value: `(1/3)*3`.
            if !symbols, let fraction = value.fraction {
                let text = "(\(fraction.numerator.magnitude)/\(fraction.denominator))"
                return value.isNegative ? "-" + text : text
            }
            // A typed number (at most 32 digits) reads as typed; a long computed value as displayed.
            if symbols && value.digitCount > 15 && value.digitCount <= 32 { return value.exactDescription }
            return symbols ? value.displayString : value.exactDescription
        case .constant(let constant):
            return symbols ? constant.symbol : constant.rawValue
        case .negate(let inner):
            let text = print(inner, symbols: symbols, mark: mark, pending: &pending)
            return "-" + (inner.precedence < .power ? "(\(text))" : text)
        case .binary(let op, let left, let right):
            var l = print(left, symbols: symbols, mark: mark, pending: &pending)
            if left.precedence < op.precedence { l = "(\(l))" }
            var r = print(right, symbols: symbols, mark: mark, pending: &pending)
            if needsParentheses(right: right, of: op) { r = "(\(r))" }
            return symbols ? "\(l) \(op.symbol) \(r)" : "\(l)\(op.rawValue)\(r)"
        case .missing:
            return "?"
        case .function(let function, let argument):
            let name = symbols ? function.notation : function.asciiNotation
            return "\(name)(\(print(argument, symbols: symbols, mark: mark, pending: &pending)))"
        }
    }

    /// Whether the right operand must be parenthesised: when it binds more loosely, or as
    /// tightly but the regrouping would change the value (`a − (b + c)`, `2 ^ (3 ^ 2)`).
    static func needsParentheses(right: Expression, of op: BinaryOperator) -> Bool {
        // A negative operand right of an operator reads as a sign: `2 × -3`, `2 ^ -1`.
        if right.precedence == .unary { return false }
        if right.precedence < op.precedence { return true }
        guard right.precedence == op.precedence, case .binary(let inner, _, _) = right else { return false }
        switch (op, inner) {
        case (.add, .add), (.add, .subtract), (.multiply, .multiply), (.multiply, .divide): return false
        default: return true
        }
    }
}
