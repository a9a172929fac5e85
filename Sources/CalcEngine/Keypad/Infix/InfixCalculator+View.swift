extension InfixCalculator {
    /// The display, its state, the description line and the typed-expression text (SPEC 4.1), and
    /// after a typed expression that failed, where in that text the error is.
    var view: (display: String, state: DisplayState, expression: String, expr: String, errorPosition: Int?) {
        switch phase {
        case .error(let message, let line, let text, let position):
            return (message, .error, line, text, position)
        case .result(let operand, let line):
            return (operand.shown.displayString, .result, line, operand.shown.typedText, nil)
        case .editing:
            break
        }
        if tape.isEmpty { return ("0", .entry, previousLine, "0", nil) }
        let pending =
            builder.depth > 0
            || builder.frames.contains { frame in
                frame.ops.contains { if case .binary = $0.kind { true } else { false } }
            }
        let display: String
        let state: DisplayState
        if let text = typing {
            display = (typingAfterSign ? "-" : "") + text
            state = .entry
        } else if hasLoneSign {
            display = "-0"
            state = .entry
        } else if !builder.top.expectsOperand, let shown = builder.shownOperand {
            display = shown.displayString
            state = .total
        } else {
            display = (builder.runningTotal ?? .zero).displayString
            state = .total
        }
        let expression: String
        if pending {
            expression = builder.pendingDescription(excludingTyping: typing != nil) + " ..."
        } else if typing != nil || hasLoneSign {
            expression = previousLine
        } else if let node = builder.top.values.last {
            expression = (builder.operandSign != nil ? "-" : "") + node.printed(true) + " ="
        } else {
            expression = previousLine
        }
        return (display, state, expression, builder.asciiText(typing: typing), nil)
    }

    /// The result on the display with its unit, when it is a typed result that has one.
    var displayedQuantity: Value? {
        guard case .result(let operand, _) = phase else { return nil }
        return operand.typed
    }

    /// Whether the calculation being entered began with `value`, the result it continues from.
    func continues(from value: BigDecimal) -> Bool {
        guard case .editing = phase, case .operand(let operand)? = tape.first else { return false }
        return operand.value == value
    }

    /// The number on the display, when it shows one (without its unit: the keys work on numbers).
    var displayedValue: BigDecimal? {
        switch phase {
        case .error: return nil
        case .result(let operand, _): return operand.value
        case .editing:
            if let text = typing {
                let value = NumberEntry.value(of: text)
                return typingAfterSign ? -value : value
            }
            if !builder.top.expectsOperand, let shown = builder.shownOperand { return shown }
            return builder.runningTotal ?? .zero
        }
    }
}

extension InfixCalculator: Codable, Equatable {
    private enum CodingKeys: String, CodingKey {
        case tape, computed, phase, previousLine, repeatOperation
    }

    /// Decodes the tape and rebuilds the running totals from it, with the values stored beside
    /// it (none is computed again).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tape = try container.decode([InfixEntry].self, forKey: .tape)
        phase = try container.decode(Phase.self, forKey: .phase)
        previousLine = try container.decode(String.self, forKey: .previousLine)
        repeatOperation = try container.decodeIfPresent(RepeatOperation.self, forKey: .repeatOperation)
        let computed = try container.decodeIfPresent([BigDecimal].self, forKey: .computed) ?? []
        builder = InfixBuilder(tape: tape, replaying: computed[...], budget: .unlimited, word: nil)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tape, forKey: .tape)
        try container.encode(builder.computed, forKey: .computed)
        try container.encode(phase, forKey: .phase)
        try container.encode(previousLine, forKey: .previousLine)
        try container.encodeIfPresent(repeatOperation, forKey: .repeatOperation)
    }

    static func == (a: InfixCalculator, b: InfixCalculator) -> Bool {
        a.tape == b.tape && a.phase == b.phase && a.previousLine == b.previousLine
            && a.repeatOperation == b.repeatOperation
    }
}
