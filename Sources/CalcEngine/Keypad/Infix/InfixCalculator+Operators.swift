/// Operators and parentheses (SPEC 4.3, 4.4): precedence totals, the sign rule, the
/// operator autocorrect, implied operands and `×`.
extension InfixCalculator {
    mutating func press(operator op: BinaryOperator) {
        recoverFromError()
        if case .result = phase { continueFromResult() }
        if typing != nil || !expectsOperand {
            append(.op(op))
            previousLine = ""
            return
        }
        switch tape.last {
        case nil:
            // At the start `-` is a sign and `+` a unary plus (nothing to do); `* / % ^` take
            // the displayed 0 as their left operand.
            if op == .subtract {
                append(.minus)
            } else if op != .add {
                append(.operand(.number(.zero)))
                append(.op(op))
            }
        case .minus?:
            // A lone sign is dropped when another operator follows (and `-` keeps it).
            if op != .subtract {
                removeLast()
                press(operator: op)
            }
        case .op?:
            if op == .subtract {
                append(.minus)
            } else {
                removeLast()
                append(.op(op))
            }
        case .open?:
            if op == .subtract {
                append(.minus)
            } else if op != .add {
                pullTermIntoParenthesis(op)
            }
        default:
            append(.op(op))
        }
    }

    /// `* / % ^` right after `(` pull the term before the `(` into the parenthesis and drop the
    /// operator before it (seed 002: `1 + 2 + ( ^ 3 =` is `1 + (2 ^ 3)`); without one, nothing.
    private mutating func pullTermIntoParenthesis(_ op: BinaryOperator) {
        let openIndex = tape.count - 1
        guard openIndex >= 1, case .op = tape[openIndex - 1], let start = operandStart(endingBefore: openIndex - 1)
        else { return }
        let term = Array(tape[start..<(openIndex - 1)])
        tape = Array(tape[..<start]) + [.open(impliedMultiply: false)] + term
        rebuild(keeping: start)
        append(.op(op))
    }

    /// Where the operand that ends just before `end` begins on the tape, its signs included.
    private func operandStart(endingBefore end: Int) -> Int? {
        var i = end - 1
        while i >= 0, case .apply(_, _, nil) = tape[i] { i -= 1 }
        guard i >= 0 else { return nil }
        switch tape[i] {
        case .digits, .operand:
            break
        case .apply(_, _, .some):
            break
        case .close:
            var depth = 1
            while i > 0 && depth > 0 {
                i -= 1
                if case .close = tape[i] { depth += 1 }
                if case .open = tape[i] { depth -= 1 }
            }
            if depth > 0 { return nil }
        default:
            return nil
        }
        while i > 0, case .minus = tape[i - 1] { i -= 1 }
        return i
    }

    mutating func pressOpen() {
        recoverFromError()
        if case .result = phase { continueFromResult() }
        guard builder.depth < InfixBuilder.maximumDepth else { return }
        if expectsOperand {
            append(.open(impliedMultiply: false))
        } else {
            append(.op(.multiply))
            append(.open(impliedMultiply: true))
        }
    }

    mutating func pressClose() {
        recoverFromError()
        guard case .editing = phase, builder.depth > 0 else { return }
        if !expectsOperand {
            append(.close(implied: nil))
            return
        }
        switch tape.last {
        case .minus?:
            removeLast()
            pressClose()
        case .open(let implied)?:
            removeLast(implied ? 2 : 1)
        default:
            append(.close(implied: impliedOperand))
        }
    }
}
