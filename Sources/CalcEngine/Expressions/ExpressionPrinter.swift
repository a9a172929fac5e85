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
        return print(
            expression, symbols: false, mark: Mark(target: target, open: open, close: close), pending: &pending)
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
            return number(value, symbols: symbols)
        case .constant(let constant):
            return symbols ? constant.symbol : constant.rawValue
        case .negate(let inner):
            return negated(inner, printed: print(inner, symbols: symbols, mark: mark, pending: &pending))
        case .binary(let op, let left, let right):
            let l = print(left, symbols: symbols, mark: mark, pending: &pending)
            let r = print(right, symbols: symbols, mark: mark, pending: &pending)
            return binary(op, left, printed: l, right, printed: r, symbols: symbols)
        case .missing:
            return "?"
        case .function(.percent, let argument):
            return percent(
                argument, printed: print(argument, symbols: symbols, mark: mark, pending: &pending), symbols: symbols)
        case .function(let function, let argument):
            return applied(
                function, printed: print(argument, symbols: symbols, mark: mark, pending: &pending), symbols: symbols)
        }
    }

    // MARK: - One node from its operands' printed forms
    // What `print` writes for each kind of node, given its operands already printed: a calculation
    // built step by step (the keypad's) prints each step from the last without printing it all again.

    /// A number as a description shows it, or as typed text (ASCII) that parses back to it.
    static func number(_ value: BigDecimal, symbols: Bool) -> String {
        // An exact fraction types as one, in parentheses so that it stays one value: `(1/3)*3`.
        if !symbols, let fraction = value.fraction {
            let text = "(\(fraction.numerator.magnitude)/\(fraction.denominator))"
            return value.isNegative ? "-" + text : text
        }
        // A typed number (at most 32 digits) reads as typed; a long computed value as displayed.
        if symbols && value.digitCount > 15 && value.digitCount <= 32 { return value.exactDescription }
        return symbols ? value.displayString : value.exactDescription
    }

    /// `-inner`, with `printed` the form of `inner`.
    static func negated(_ inner: Expression, printed: String) -> String {
        "-" + (inner.precedence < .power ? "(\(printed))" : printed)
    }

    /// `left op right`, with `l` and `r` the forms of the operands.
    static func binary(
        _ op: BinaryOperator, _ left: Expression, printed l: String, _ right: Expression, printed r: String,
        symbols: Bool
    ) -> String {
        // `(10%) + 5`: a percent sign before `+` or `−` would read as a modulus of a signed operand.
        let l = left.precedence < op.precedence || (op.takesPercent && left.endsInPercent) ? "(\(l))" : l
        let r = needsParentheses(right: right, of: op) ? "(\(r))" : r
        return symbols ? "\(l) \(op.symbol) \(r)" : "\(l)\(op.rawValue)\(r)"
    }

    /// `argument%`, with `printed` the form of the argument: in parentheses unless it is an atom,
    /// and around a prefix notation (`(√(2))%`, `(1/(4))%`), which would take the `%` into its operand.
    static func percent(_ argument: Expression, printed: String, symbols: Bool) -> String {
        var grouped = argument.precedence < .postfix
        if case .function(let function, _) = argument, function != .percent {
            let notation = symbols ? function.notation : function.asciiNotation
            grouped = grouped || !(notation.last?.isLetter ?? false)
        }
        return grouped ? "(\(printed))%" : printed + "%"
    }

    /// `function(argument)`, with `printed` the form of the argument.
    static func applied(_ function: MathFunction, printed: String, symbols: Bool) -> String {
        "\(symbols ? function.notation : function.asciiNotation)(\(printed))"
    }

    /// Whether the right operand must be parenthesised: when it binds more loosely, or as
    /// tightly but the regrouping would change the value (`a − (b + c)`, `2 ^ (3 ^ 2)`).
    static func needsParentheses(right: Expression, of op: BinaryOperator) -> Bool {
        // A negative operand right of an operator reads as a sign: `2 × -3`, `2 ^ -1`.
        if right.precedence == .unary { return false }
        if right.precedence < op.precedence { return true }
        guard right.precedence == op.precedence, case .binary(let inner, _, _) = right else { return false }
        switch (op, inner) {
        // `a + (b − c%)` keeps its parentheses: without them the percent would be a share of a + b.
        case (.add, .add), (.add, .subtract): return right.hasPercentTerm
        case (.multiply, .multiply), (.multiply, .divide): return false
        default: return true
        }
    }
}
