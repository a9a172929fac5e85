extension CalculatorState {
    /// A key of the standard or scientific keypad.
    mutating func pressInfix(_ key: Key) {
        // A full calculation takes only the keys that end or shorten it, and says so: a digit
        // there would run on into the number before the operator it refused (`+ 3` typing 33).
        if infix.isFull, !Self.keysOfAFullCalculation.contains(key) {
            notice =
                "This calculation is full (\(InfixCalculator.maximumEntries) entries): press = to finish it, or CE."
            return
        }
        if let digit = key.digit {
            infix.press(digit: digit)
            return
        }
        if let op = Self.binaryOperator(key) {
            infix.press(operator: op)
            return
        }
        if let function = key.mathFunction {
            infix.apply(function, angle: angle)
            return
        }
        if pressInfixEditing(key) { return }
        switch key {
        case .point: infix.pressPoint()
        case .exponentEntry: infix.pressExponent()
        case .percent: infix.apply(.percent, angle: angle)
        case .pi: infix.enter(Self.constant(.pi))
        case .e: infix.enter(Self.constant(.e))
        case .rand: infix.enter(.number(Self.random()))
        case .memoryClear: memory = nil
        case .memoryAdd, .memorySubtract:
            guard let shown = infix.displayedValue else { return }
            let current = memory ?? .zero
            memory = (try? key == .memoryAdd ? current + shown : current - shown) ?? memory
            infix.finishEntry()
        case .memoryRecall: infix.enter(.number(memory ?? .zero))
        default: break  // RPN keys have no use here
        }
    }

    /// The keys a full calculation still takes: `=`, the clearing keys, memory and settings.
    static let keysOfAFullCalculation: Set<Key> = [
        .equals, .clearEntry, .clearAll, .memoryAdd, .memorySubtract, .memoryClear, .angle, .fraction, .digits,
    ]

    /// The keys every infix keypad has (standard, scientific, programmer): `=`, parentheses, the
    /// clearing keys and the sign; false for any other key.
    mutating func pressInfixEditing(_ key: Key) -> Bool {
        switch key {
        case .equals: record(infix.pressEquals())
        case .openParen: infix.pressOpen()
        case .closeParen: infix.pressClose()
        case .clearEntry: infix.clearEntry()
        case .clearAll: infix.clearAll()
        case .negate:
            infix.negate(angle: angle)
            holdNegativeEntry()
        default: return false
        }
        return true
    }

    /// A key of the RPN keypad.
    mutating func pressRPN(_ key: Key) {
        if let digit = key.digit {
            rpn.press(digit: digit)
            return
        }
        if let op = Self.binaryOperator(key) {
            rpn.push(.binary(op))
            return
        }
        if let function = key.mathFunction {
            rpn.push(.unary(function))
            return
        }
        switch key {
        case .point: rpn.pressPoint()
        case .exponentEntry: rpn.pressExponent()
        case .enter: rpn.enter()
        case .negate: rpn.negate()
        case .pi: rpn.push(.constant(.pi))
        case .e: rpn.push(.constant(.e))
        case .rand: rpn.push(.operand(Self.random()))
        case .variableM: rpn.push(.constant(.memory))
        case .storeM: rpn.storeM()
        case .clearEntry: rpn.clearEntry()
        case .clearAll: rpn.clearAll()
        case .swap: rpn.swap()
        case .drop: rpn.drop()
        default: break  // infix keys (`=`, parentheses, memory) have no use here
        }
    }

    static func binaryOperator(_ key: Key) -> BinaryOperator? {
        switch key {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .modulus: .modulus
        case .power: .power
        default: nil
        }
    }

    static func constant(_ constant: Constant) -> Operand {
        let value = (try? ExpressionEvaluator().value(of: constant))?.magnitude ?? .zero
        return Operand(value: value, description: .constant(constant), text: .constant(constant))
    }

    /// A random number in [0, 1) with 15 digits.
    static func random() -> BigDecimal {
        BigDecimal(significand: .init(Int.random(in: 0..<1_000_000_000_000_000)), exponent: -15)
    }
}
