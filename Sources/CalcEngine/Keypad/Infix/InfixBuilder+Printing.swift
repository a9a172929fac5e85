extension InfixBuilder {
    /// The pending calculation as the description line shows it (`3 × (2 + ...` without the
    /// ` ...`), leaving out the number being typed and the sign before it.
    func pendingDescription(excludingTyping: Bool) -> String {
        render(symbols: true, typing: nil, excludeLast: excludingTyping)
    }

    /// The calculation that failed, as the description line shows it after an error: all that
    /// was entered, every open parenthesis closed (`2 × (1 ÷ 0)`); in ASCII (`symbols` false)
    /// for the typed-expression field. Numbers print by value: an operation that failed part way
    /// may have folded the number being typed into a node (`0 ^ 2` in `8 ÷ 0 ^ 2`).
    func failedCalculation(symbols: Bool) -> String {
        render(symbols: symbols, typing: nil, excludeLast: false) + String(repeating: ")", count: depth)
    }

    /// The whole calculation as ASCII for the typed-expression field (`3+6%2.3`, `3*(2+`),
    /// with the number being typed exactly as typed.
    func asciiText(typing: String?) -> String {
        render(symbols: false, typing: typing, excludeLast: false)
    }

    /// A line being written piece by piece: with symbols a space comes between pieces, except after
    /// `(` and a unary sign, which join what follows them.
    private struct LineWriter {
        let symbols: Bool
        var text = ""
        /// Whether the next piece joins the last without a space.
        var joinsNext = true

        mutating func add(_ piece: String, joinsNext: Bool = false) {
            if !text.isEmpty && !self.joinsNext && symbols { text += " " }
            text += piece
            self.joinsNext = joinsNext
        }

        mutating func add(_ pending: Pending) {
            switch pending.kind {
            case .minus: add("-", joinsNext: true)
            case .binary(let op): add(symbols ? op.symbol : op.rawValue)
            }
        }
    }

    private func render(symbols: Bool, typing: String?, excludeLast: Bool) -> String {
        var line = LineWriter(symbols: symbols)
        for (level, frame) in frames.enumerated() {
            if level > 0 { line.add("(", joinsNext: true) }
            let isInnermost = level == frames.count - 1
            write(frame, typing: isInnermost ? typing : nil, dropTyped: isInnermost && excludeLast, to: &line)
        }
        return line.text
    }

    /// Writes a frame's operands and pending operators in the order they were entered.
    private func write(_ frame: Frame, typing: String?, dropTyped: Bool, to line: inout LineWriter) {
        let symbols = line.symbols
        var opIndex = 0
        let values = frame.values
        var lastValueIndex = values.count - 1
        if dropTyped && !frame.expectsOperand { lastValueIndex -= 1 }
        for (j, value) in values.enumerated() {
            var before: Pending?
            while opIndex < frame.ops.count, frame.ops[opIndex].valuesBefore <= j {
                let pending = frame.ops[opIndex]
                if j > lastValueIndex, case .minus = pending.kind {
                    opIndex += 1
                    continue
                }
                line.add(pending)
                before = pending
                opIndex += 1
            }
            guard j <= lastValueIndex else { break }
            let after = opIndex < frame.ops.count ? frame.ops[opIndex] : nil
            if j == values.count - 1, let typing, !frame.expectsOperand {
                line.add(typing)
            } else {
                let text = value.printed(symbols)
                line.add(
                    needsParentheses(value.description(symbols), before: before, after: after) ? "(\(text))" : text)
            }
        }
        // Operators after the last operand, awaiting theirs (none follow a number being typed).
        while opIndex < frame.ops.count {
            line.add(frame.ops[opIndex])
            opIndex += 1
        }
    }

    private func needsParentheses(_ e: Expression, before: Pending?, after: Pending?) -> Bool {
        // As the left operand of the operator after it, grouped as a finished calculation prints it:
        // `(200 − 10%) + ...` (a percent sign before `+` would read as a modulus), `(2 ^ -3) ^ ...`
        // (`2 ^ -3 ^ 2` reads as 2 ^ -(3 ^ 2)).
        if let after, case .binary(let op) = after.kind, ExpressionPrinter.leftNeedsParentheses(e, of: op) {
            return true
        }
        guard let before else { return false }
        switch before.kind {
        case .minus: return e.precedence < .power
        case .binary(let op): return ExpressionPrinter.needsParentheses(right: e, of: op)
        }
    }
}

extension InfixBuilder.Node {
    fileprivate func description(_ symbols: Bool) -> Expression { symbols ? description : text }

    /// The description printed with symbols, or the text in ASCII (only the form asked for, when
    /// the operand keeps no printed forms: a number being typed).
    func printed(_ symbols: Bool) -> String {
        if let printed { return symbols ? printed.symbols : printed.ascii }
        return symbols
            ? ExpressionPrinter.print(description, symbols: true) : ExpressionPrinter.print(text, symbols: false)
    }
}

// MARK: - Printing operands as they are made

extension InfixBuilder {
    /// A number entered or implied at `index`; it is printed when an operation takes it (a number
    /// being typed shows as typed, and changes with every digit).
    func number(_ value: BigDecimal, at index: Int) -> Node {
        Node(value: value, description: .number(value), text: .number(value), start: index)
    }

    /// An operand's forms printed whole.
    static func printed(_ node: Node) -> Printed {
        Printed(
            symbols: ExpressionPrinter.print(node.description, symbols: true),
            ascii: ExpressionPrinter.print(node.text, symbols: false))
    }
}

extension InfixBuilder.Node {
    /// `left op right` with its value; printed (when `printing`) if both operands are.
    init(_ op: BinaryOperator, _ left: Self, _ right: Self, value: BigDecimal, printing: Bool) {
        self.init(
            value: value, description: .binary(op, left.description, right.description),
            text: .binary(op, left.text, right.text), start: left.start)
        if printing, let l = left.printedForm, let r = right.printedForm {
            printed = InfixBuilder.Printed(
                symbols: ExpressionPrinter.binary(
                    op, left.description, printed: l.symbols, right.description, printed: r.symbols, symbols: true),
                ascii: ExpressionPrinter.binary(
                    op, left.text, printed: l.ascii, right.text, printed: r.ascii, symbols: false))
        }
    }

    /// `printed`, or for a number (never printed when made) its forms.
    var printedForm: InfixBuilder.Printed? {
        if let printed { return printed }
        guard case .number(let value) = description, case .number(let typed) = text else { return nil }
        return InfixBuilder.Printed(
            symbols: ExpressionPrinter.number(value, symbols: true),
            ascii: ExpressionPrinter.number(typed, symbols: false))
    }

    /// Applies `function` (`neg` among them) to the operand's renderings (not its value), printed
    /// when `printing`.
    mutating func apply(_ function: MathFunction, printing: Bool) {
        guard function != .negate else { return negate(printing: printing) }
        printed = (printing ? printedForm : nil).map { printed in
            function == .percent
                ? InfixBuilder.Printed(
                    symbols: ExpressionPrinter.percent(description, printed: printed.symbols, symbols: true),
                    ascii: ExpressionPrinter.percent(text, printed: printed.ascii, symbols: false))
                : InfixBuilder.Printed(
                    symbols: ExpressionPrinter.applied(function, printed: printed.symbols, symbols: true),
                    ascii: ExpressionPrinter.applied(function, printed: printed.ascii, symbols: false))
        }
        description = .function(function, description)
        text = .function(function, text)
    }

    /// Negates the operand's renderings (not its value), printed when `printing`.
    mutating func negate(printing: Bool) {
        printed = (printing ? printedForm : nil).map { printed in
            InfixBuilder.Printed(
                symbols: ExpressionPrinter.negated(description, printed: printed.symbols),
                ascii: ExpressionPrinter.negated(text, printed: printed.ascii))
        }
        description = .negate(description)
        text = .negate(text)
    }
}
