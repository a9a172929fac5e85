/// Functions, signs, constants and the clearing keys (SPEC 4.4, 4.7), and results from typed text.
extension InfixCalculator {
    mutating func apply(_ function: MathFunction, angle: AngleUnit) {
        recoverFromError()
        if case .result = phase { continueFromResult() }
        if typing != nil || !expectsOperand {
            append(.apply(function, angle: angle, implied: nil))
        } else if hasLoneSign {
            removeLast()
            apply(function, angle: angle)
        } else {
            append(.apply(function, angle: angle, implied: impliedOperand))
        }
    }

    mutating func negate(angle: AngleUnit) {
        recoverFromError()
        if let text = typing {
            if typingAfterSign {
                tape.remove(at: tape.count - 2)
                rebuild(keeping: tape.count - 1)
            } else {
                retype(programmer.map { NumberEntry.negating(text, in: $0) } ?? NumberEntry.negating(text))
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
            // The result's text as the display writes it, edited as if typed (SPEC 4.7): in
            // scientific notation CE takes the exponent's last digit, where the next one goes.
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

    /// Starts a new calculation whose first number is `text`, being typed (switching out of RPN).
    mutating func begin(withNumber text: String) {
        startNew()
        append(.digits(text))
    }

    /// Starts a new calculation whose first number is `operand`, exact (switching out of RPN).
    mutating func begin(with operand: Operand) {
        startNew()
        append(.operand(operand))
    }

    /// Shows a finished typed expression as the result of a new calculation.
    mutating func show(result value: Value, description: Expression) -> Completed {
        let line = ExpressionPrinter.description(description) + " ="
        startNew()
        let operand = Operand(
            value: value.magnitude, typed: value.number == nil ? value : nil, description: description,
            text: .number(value.magnitude))
        phase = .result(operand, line: line)
        repeatOperation = nil
        return Completed(line: line, value: value)
    }

    /// Shows an error from a typed expression: `line` is what failed, for the description line,
    /// and `text` is offered in the typed-expression field for correction, with the error's
    /// position in it.
    mutating func show(error: CalculatorError, line: String, text: String) {
        startNew()
        phase = .error(message: error.description, line: line, text: text, position: error.position)
    }
}
