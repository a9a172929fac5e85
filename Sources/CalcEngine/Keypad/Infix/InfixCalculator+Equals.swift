extension InfixCalculator {
    /// `=`: closes what is open, evaluates, and returns the finished calculation for the history
    /// (nil when nothing was evaluated). Pressed again, it repeats the last binary operation.
    mutating func pressEquals() -> Completed? {
        switch phase {
        case .error:
            return nil
        case .result(let operand, _):
            guard let repeating = repeatOperation else { return nil }
            let description = Expression.binary(repeating.op, .number(operand.value), .number(repeating.operand))
            do {
                let value = try builder.operate(repeating.op, operand.value, repeating.operand)
                let line = ExpressionPrinter.description(description) + " ="
                phase = .result(Operand(value: value, description: description, text: .number(value)), line: line)
                return Completed(line: line, value: .number(value))
            } catch {
                phase = .error(
                    message: error.description, line: ExpressionPrinter.description(description) + " =",
                    text: ExpressionPrinter.ascii(description))
                return nil
            }
        case .editing:
            return evaluate()
        }
    }

    private mutating func evaluate() -> Completed? {
        if hasLoneSign { removeLast() }
        guard !tape.isEmpty else { return nil }
        // Close every parenthesis; after an operator the displayed number is the right operand.
        while case .editing = phase {
            if builder.top.expectsOperand {
                switch tape.last {
                case .open(let implied)?:
                    removeLast(implied ? 2 : 1)
                    continue
                case .minus?:
                    removeLast()
                    continue
                case nil:
                    return nil
                default:
                    let shown = impliedOperand
                    append(builder.depth > 0 ? .close(implied: shown) : .operand(.number(shown)), completing: true)
                }
            } else if builder.depth > 0 {
                append(.close(implied: nil), completing: true)
            } else {
                break
            }
        }
        guard case .editing = phase else { return nil }
        let repeating = lastOperation(of: builder.top)
        // Finished in place, not in a copy: a copy's first change would copy its arrays, and the
        // builder is replaced by a fresh one below (or, on an error, by `failIfNeeded`) either way.
        guard let node = builder.finish(), builder.error == nil else {
            failIfNeeded()
            return nil
        }
        let line = node.printed(true) + " ="
        startNew()
        phase = .result(
            Operand(value: node.value, description: node.description, text: .number(node.value)), line: line)
        repeatOperation = repeating
        return Completed(line: line, value: .number(node.value))
    }

    /// The last binary operator of the frame and the value of its right operand (signs applied);
    /// a percent right of `+` or `−` repeats as the share it was: `200 − 10% = =` is 180 − 20.
    private func lastOperation(of frame: InfixBuilder.Frame) -> RepeatOperation? {
        guard let right = frame.values.last else { return nil }
        var value = right.value
        for pending in frame.ops.reversed() {
            switch pending.kind {
            case .minus:
                value = -value
            case .binary(let op):
                if op.takesPercent, right.description.isPercent, frame.values.count >= 2,
                    let share = try? frame.values[frame.values.count - 2].value * value
                {
                    value = share
                }
                return RepeatOperation(op: op, operand: value)
            }
        }
        return nil
    }
}
