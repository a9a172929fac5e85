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

    /// The typed-expression form printed for a step of ``Reduction``: the text (`nil` once it would
    /// pass `limit` UTF-8 bytes, where printing stops: a long working is not printed only to be
    /// dropped), where in it (UTF-8 offsets) the first occurrence of `target`, left to right, is,
    /// and what printing it took: the nodes and bytes written, whether it was cut short or not.
    /// An exact value prints exactly (a fraction as one: `(1/3)`); a rounded one, such as a root a
    /// step computed, as the display shows it, to 15 significant digits.
    static func ascii(
        _ expression: Expression, marking target: Expression?, limit: Int = .max
    ) -> (text: String?, marked: Range<Int>?, nodes: Int, bytes: Int) {
        var printer = Printer(symbols: false, limit: limit, target: target, roundedAsDisplayed: true)
        printer.write(expression)
        return (printer.isFull ? nil : printer.text, printer.marked, printer.nodes, printer.text.utf8.count)
    }

    /// The typed-expression form, or nil once it would pass `limit` UTF-8 bytes, where printing
    /// stops: a tree that shares its subtrees (a worksheet function written out into its callers)
    /// can print to far more text than it has nodes.
    static func ascii(_ expression: Expression, limit: Int) -> String? {
        var printer = Printer(symbols: false, limit: limit, target: nil)
        printer.write(expression)
        return printer.isFull ? nil : printer.text
    }

    static func print(_ expression: Expression, symbols: Bool) -> String {
        var printer = Printer(symbols: symbols, limit: .max, target: nil)
        printer.write(expression)
        return printer.text
    }

    /// Writes a whole expression into one string, each part appended once (printing each node from
    /// its operands' printed forms would copy a long expression once per level of its tree).
    private struct Printer {
        let symbols: Bool
        let limit: Int
        /// Whether a rounded (approximate) number prints as the display shows it rather than whole.
        var roundedAsDisplayed = false
        /// The node whose place is recorded where it is first met; `nil` once it was.
        var target: Expression?
        var text = ""
        /// Where the target was written, in UTF-8 bytes.
        var marked: Range<Int>?
        /// The nodes written so far.
        var nodes = 0

        init(symbols: Bool, limit: Int, target: Expression?, roundedAsDisplayed: Bool = false) {
            self.symbols = symbols
            self.limit = limit
            self.target = target
            self.roundedAsDisplayed = roundedAsDisplayed
        }

        /// Whether the text passed the limit; nothing more is written then.
        var isFull: Bool { text.utf8.count > limit }

        mutating func append(_ part: String) {
            if !isFull { text.append(part) }
        }

        mutating func write(_ expression: Expression) {
            if isFull { return }
            if let target, expression == target {
                self.target = nil
                let start = text.utf8.count
                write(expression)
                marked = start..<text.utf8.count
                return
            }
            nodes += 1
            switch expression {
            case .number(let value) where roundedAsDisplayed && value.precision != nil:
                append(value.displayString)
            case .number(let value):
                append(ExpressionPrinter.number(value, symbols: symbols))
            case .constant(let constant):
                append(symbols ? constant.symbol : constant.rawValue)
            case .negate(let inner):
                append("-")
                writeGrouped(inner, if: negatedNeedsParentheses(inner))
            case .binary(let op, let left, let right):
                writeGrouped(left, if: leftNeedsParentheses(left, of: op))
                append(symbols ? " \(op.symbol) " : op.typed)
                writeGrouped(right, if: needsParentheses(right: right, of: op))
            case .missing:
                append("?")
            case .date(let date):
                append(date.iso)
            case .integer(let integer):
                append(integer.text)
            case .inBase(let inner, let base):
                write(inner)
                append(" to " + base.name)
            case .quantity(let value, let unit) where unit.single == UnitCatalog.clock:
                append(ClockDuration.text(minutes: value))
            case .quantity(let value, let unit) where roundedAsDisplayed && value.precision != nil:
                append(value.displayString + " " + unit.text(symbols: symbols))
            case .quantity(let value, let unit):
                append(ExpressionPrinter.number(value, symbols: symbols) + " " + unit.text(symbols: symbols))
            case .unit(let unit):
                append(unit.text(symbols: symbols))
            case .convert(let inner, let unit):
                write(inner)
                append(" to " + unit.text(symbols: symbols))
            case .variable(let name):
                append(name)
            case .call(let name, let arguments):
                writeArguments(of: name, arguments)
            case .list(let function, let arguments):
                writeArguments(of: function.rawValue, arguments)
            case .function(.percent, let argument):
                writeGrouped(argument, if: ExpressionPrinter.percentGroups(argument, symbols: symbols))
                append("%")
            case .function(let function, let argument):
                append(symbols ? function.notation : function.asciiNotation)
                writeGrouped(argument, if: true)
            }
        }

        /// `name(a, b)`; `;` between the arguments in typed text, which reads in every number format.
        private mutating func writeArguments(of name: String, _ arguments: [Expression]) {
            append(name + "(")
            for (i, argument) in arguments.enumerated() {
                if i > 0 { append(symbols ? ", " : ";") }
                write(argument)
            }
            append(")")
        }

        private mutating func writeGrouped(_ expression: Expression, if grouped: Bool) {
            if grouped { append("(") }
            write(expression)
            if grouped { append(")") }
        }
    }

    // MARK: - One node from its operands' printed forms
    // What `Printer` writes for each kind of node, given its operands already printed: a calculation
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
        "-" + (negatedNeedsParentheses(inner) ? "(\(printed))" : printed)
    }

    /// `left op right`, with `l` and `r` the forms of the operands.
    static func binary(
        _ op: BinaryOperator, _ left: Expression, printed l: String, _ right: Expression, printed r: String,
        symbols: Bool
    ) -> String {
        let l = leftNeedsParentheses(left, of: op) ? "(\(l))" : l
        let r = needsParentheses(right: right, of: op) ? "(\(r))" : r
        return symbols ? "\(l) \(op.symbol) \(r)" : "\(l)\(op.typed)\(r)"
    }

    /// `argument%`, with `printed` the form of the argument: in parentheses unless it is an atom,
    /// and around a prefix notation (`(√(2))%`, `(1/(4))%`), which would take the `%` into its operand.
    static func percent(_ argument: Expression, printed: String, symbols: Bool) -> String {
        percentGroups(argument, symbols: symbols) ? "(\(printed))%" : printed + "%"
    }

    /// Whether the argument of a percent is parenthesised (see ``percent(_:printed:symbols:)``).
    static func percentGroups(_ argument: Expression, symbols: Bool) -> Bool {
        if case .function(let function, _) = argument, function != .percent {
            let notation = symbols ? function.notation : function.asciiNotation
            return argument.precedence < .postfix || !(notation.last?.isLetter ?? false)
        }
        return argument.precedence < .postfix
    }

    /// `function(argument)`, with `printed` the form of the argument.
    static func applied(_ function: MathFunction, printed: String, symbols: Bool) -> String {
        "\(symbols ? function.notation : function.asciiNotation)(\(printed))"
    }

    /// Whether the first operation of a product or quotient chain, from the left, is a modulus.
    private static func leadsWithModulus(_ expression: Expression) -> Bool {
        guard case .binary(let op, let left, _) = expression, op.precedence == .factor else { return false }
        return op == .modulus || leadsWithModulus(left)
    }

    /// Whether a negated operand must be parenthesised: `-(2+3)`, `-(2*3)`, but `-2^2`.
    static func negatedNeedsParentheses(_ inner: Expression) -> Bool {
        inner.precedence < .power
    }

    /// Whether the left operand must be parenthesised: when it binds more loosely, or it ends in a
    /// percent before `+` or `−` (`(10%) + 5`: the sign would read as a modulus of a signed operand).
    /// Also a power whose printed form ends in a signed operand, before `^`: `(2 ^ -1) ^ 2` printed
    /// without them reads `2 ^ -(1 ^ 2)`, the sign taking the next `^` into its operand.
    static func leftNeedsParentheses(_ left: Expression, of op: BinaryOperator) -> Bool {
        left.precedence < op.precedence || (op.takesPercent && left.endsInPercent)
            || (op == .power && endsInSignedOperand(left))
    }

    /// Whether `expression` prints ending in a signed operand that nothing closes (`2 ^ -1`).
    private static func endsInSignedOperand(_ expression: Expression) -> Bool {
        guard case .binary(let op, _, let right) = expression, !needsParentheses(right: right, of: op) else {
            return false
        }
        return right.precedence == .unary || endsInSignedOperand(right)
    }

    /// Whether the right operand must be parenthesised: when it binds more loosely, or as
    /// tightly but the regrouping would change the value (`a − (b + c)`, `2 ^ (3 ^ 2)`).
    static func needsParentheses(right: Expression, of op: BinaryOperator) -> Bool {
        // A negative operand right of an operator reads as a sign: `2 × -3`, `2 ^ -1`.
        if right.precedence == .unary { return false }
        if right.precedence < op.precedence { return true }
        // A function written as an operator regroups like one: `6 ÷ (1/(3))`, `2 ^ (10^(3))`; only
        // `2 × 1/(3)` means the same without them.
        if case .function(let function, _) = right, right.precedence == op.precedence {
            return !(op == .multiply && function == .inverse)
        }
        guard right.precedence == op.precedence, case .binary(let inner, _, _) = right else { return false }
        switch (op, inner) {
        // `a + (b − c%)` keeps its parentheses: without them the percent would be a share of a + b.
        case (.add, .add), (.add, .subtract): return right.hasPercentTerm
        // `a × (b ÷ c)` is `a × b ÷ c`, but not when a modulus leads the group: `5 × ((7 % 3) ÷ 2)`.
        case (.multiply, .multiply), (.multiply, .divide): return leadsWithModulus(right)
        default: return true
        }
    }
}
