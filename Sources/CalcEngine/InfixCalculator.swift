/// The standard and scientific calculator (SPEC 4): one state behind both keypads.
///
/// The calculation is a tape of entries (`InfixEntry`); an `InfixBuilder` derived from it keeps
/// the running totals. Keys append entries in constant time; `CE` and the corrections of
/// SPEC 4.3 edit the tape and rebuild.
struct InfixCalculator: Sendable {
    /// Where the calculator is between calculations.
    enum Phase: Codable, Hashable, Sendable {
        /// A calculation is being entered (the tape; empty when fresh).
        case editing
        /// After `=`: the result (keeping its description for what follows) and its line.
        case result(Operand, line: String)
        /// An error message instead of a number, the line and the text of what failed.
        case error(message: String, line: String, text: String)
    }

    /// `=` pressed again repeats this: the last binary operation with its right operand.
    struct RepeatOperation: Codable, Hashable, Sendable {
        var op: BinaryOperator
        var operand: BigDecimal
    }

    /// A finished calculation, for the history.
    struct Completed: Sendable {
        var line: String
        var value: BigDecimal
    }

    var tape: [InfixEntry] = []
    var phase: Phase = .editing
    /// The previous calculation's line, kept while the first number of the next is typed.
    var previousLine = ""
    var repeatOperation: RepeatOperation?
    var builder = InfixBuilder(tape: [])

    init() {}

    /// The number being typed, as typed.
    var typing: String? {
        guard case .editing = phase, case .digits(let text)? = tape.last else { return nil }
        return text
    }

    /// Whether nothing has been entered since the calculator was cleared.
    var isFresh: Bool {
        if case .editing = phase { return tape.isEmpty }
        return false
    }

    /// Whether the last entry is a sign still waiting for its number.
    var hasLoneSign: Bool {
        if case .minus? = tape.last { return true }
        return false
    }

    private var expectsOperand: Bool { builder.top.expectsOperand }

    /// The running total as the display shows it: what an operator's implied right operand is
    /// (SPEC 4.4 "uses the displayed number"), so the description line says exactly what was used.
    var displayedTotal: BigDecimal {
        let total = builder.runningTotal ?? .zero
        return BigDecimal(exactly: total.displayString) ?? total
    }

    // MARK: - Tape editing

    mutating func append(_ entry: InfixEntry) {
        tape.append(entry)
        builder.apply(entry, at: tape.count - 1)
        failIfNeeded()
    }

    mutating func removeLast(_ count: Int = 1) {
        tape.removeLast(count)
        rebuild()
    }

    mutating func rebuild() {
        builder = InfixBuilder(tape: tape)
        failIfNeeded()
    }

    mutating func failIfNeeded() {
        guard let error = builder.error else { return }
        let line = builder.pendingDescription(excludingTyping: false)
        phase = .error(message: error.description, line: line.isEmpty ? "" : line + " =", text: builder.asciiText(typing: typing))
        tape = []
        builder = InfixBuilder(tape: [])
    }

    /// Starts a new calculation, keeping the line of the previous one while its first number is typed.
    mutating func startNew(keepingLine line: String = "") {
        tape = []
        builder = InfixBuilder(tape: [])
        phase = .editing
        previousLine = line
    }

    /// Replaces the last complete operand (a digit after a constant, a function or `)`).
    private mutating func replaceOperand(with entry: InfixEntry) {
        if let node = builder.top.values.last {
            tape.removeSubrange(node.start...)
            rebuild()
        }
        append(entry)
    }

    /// After an error any key starts from a fresh calculator.
    private mutating func recoverFromError() {
        if case .error = phase { startNew() }
    }

    /// Continues from a result: the result becomes the first operand of a new calculation.
    private mutating func continueFromResult() {
        guard case .result(let operand, _) = phase else { return }
        startNew()
        append(.operand(operand))
    }

    // MARK: - Keys

    mutating func press(digit: Int) {
        recoverFromError()
        if case .result(_, let line) = phase {
            startNew(keepingLine: line)
            append(.digits(String(digit)))
        } else if let text = typing {
            retype(NumberEntry.appending(digit: digit, to: text))
        } else if expectsOperand {
            append(.digits(String(digit)))
        } else {
            replaceOperand(with: .digits(String(digit)))
        }
    }

    mutating func pressPoint() {
        recoverFromError()
        if case .result(_, let line) = phase {
            startNew(keepingLine: line)
            append(.digits("0."))
        } else if let text = typing {
            retype(NumberEntry.appendingPoint(to: text))
        } else if expectsOperand {
            append(.digits(hasLoneSign ? "0." : "0."))
        } else {
            replaceOperand(with: .digits("0."))
        }
    }

    mutating func pressExponent() {
        if let text = typing { retype(NumberEntry.appendingExponent(to: text)) }
    }

    private mutating func retype(_ text: String) {
        tape[tape.count - 1] = .digits(text)
        builder.retype(text, at: tape.count - 1)
        failIfNeeded()
    }

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
            // At the start, the operator takes the displayed 0 as its left operand.
            if op == .subtract {
                append(.minus)
            } else {
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
        guard openIndex >= 1, case .op = tape[openIndex - 1], let start = operandStart(endingBefore: openIndex - 1) else { return }
        let term = Array(tape[start..<(openIndex - 1)])
        tape = Array(tape[..<start]) + [.open(impliedMultiply: false)] + term
        rebuild()
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
        case .close(let implied):
            var depth = 1
            if implied != nil { depth = 1 }
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
            append(.close(implied: displayedTotal))
        }
    }

    mutating func apply(_ function: MathFunction, angle: AngleUnit) {
        recoverFromError()
        if case .result = phase { continueFromResult() }
        if typing != nil || !expectsOperand {
            append(.apply(function, angle: angle, implied: nil))
        } else if hasLoneSign {
            removeLast()
            apply(function, angle: angle)
        } else {
            append(.apply(function, angle: angle, implied: displayedTotal))
        }
    }

    mutating func negate(angle: AngleUnit) {
        recoverFromError()
        if let text = typing {
            if tape.count >= 2, case .minus = tape[tape.count - 2] {
                tape.remove(at: tape.count - 2)
                rebuild()
            } else {
                retype(NumberEntry.negating(text))
            }
        } else if case .result = phase {
            apply(.negate, angle: angle)
        } else if !expectsOperand {
            append(.apply(.negate, angle: angle, implied: nil))
        } else if hasLoneSign {
            removeLast()
        } else {
            append(.digits("-0"))
        }
    }

    /// A constant, a recalled value or a random number: an operand entered at once.
    mutating func enter(_ operand: Operand) {
        recoverFromError()
        if case .result = phase { startNew() }
        if typing != nil || !expectsOperand {
            replaceOperand(with: .operand(operand))
        } else {
            append(.operand(operand))
        }
    }

    /// Ends the typing of a number (after `m+`), so the next digit starts a new one.
    mutating func finishEntry() {
        if let text = typing { tape[tape.count - 1] = .operand(.number(NumberEntry.value(of: text))) }
    }

    mutating func clearEntry() {
        switch phase {
        case .error:
            startNew()
        case .result(let operand, _):
            let text = NumberEntry.deletingLast(from: operand.value.displayString) ?? "0"
            startNew()
            append(.digits(text))
        case .editing:
            guard let last = tape.last else { return }
            switch last {
            case .digits(let text):
                if let shorter = NumberEntry.deletingLast(from: text) { retype(shorter) } else { removeLast() }
            case .open(let implied):
                removeLast(implied ? 2 : 1)
            default:
                removeLast()
            }
        }
    }

    mutating func clearAll() {
        startNew()
        repeatOperation = nil
    }

    /// Starts a new calculation whose first number is `text` (switching out of RPN).
    mutating func begin(withNumber text: String) {
        startNew()
        append(.digits(text))
    }

    /// Shows a finished typed expression as the result of a new calculation.
    mutating func show(result value: BigDecimal, description: Expression) -> Completed {
        let line = ExpressionPrinter.description(description) + " ="
        startNew()
        phase = .result(Operand(value: value, description: description, text: .number(value)), line: line)
        repeatOperation = nil
        return Completed(line: line, value: value)
    }

    /// Shows an error from a typed expression, keeping the text so it can be corrected.
    mutating func show(error: CalculatorError, text: String) {
        startNew()
        phase = .error(message: error.description, line: "", text: text)
    }
}
