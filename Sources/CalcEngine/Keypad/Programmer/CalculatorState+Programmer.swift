import BigInt

/// Programmer mode's keys (SPEC 10.5): the infix calculator with its values held in a word and
/// digits typed in a base, the bitwise operators, the word and base keys and the bit grid.
extension CalculatorState {
    /// A key of the programmer keypad. Keys this keypad has no use for (the point, functions,
    /// memory) change nothing.
    mutating func pressProgrammer(_ key: Key) {
        if let digit = key.hexDigit {
            if digit < programmer.base.rawValue { infix.press(digit: digit) }
            return
        }
        if let op = Self.programmerOperator(key) {
            infix.press(operator: op)
            return
        }
        if pressInfixEditing(key) { return }
        switch key {
        case .not: infix.apply(.not, angle: angle)
        case .word8: change { $0.word.size = .byte }
        case .word16: change { $0.word.size = .word }
        case .word32: change { $0.word.size = .doubleWord }
        case .word64: change { $0.word.size = .quadWord }
        case .signed: change { $0.word.signed = true }
        case .unsigned: change { $0.word.signed = false }
        case .base16: changeBase(to: .hexadecimal)
        case .base10: changeBase(to: .decimal)
        case .base8: changeBase(to: .octal)
        case .base2: changeBase(to: .binary)
        default: break
        }
    }

    /// The operator a key of the programmer keypad enters: the arithmetic (`÷` truncating, `mod`
    /// its remainder) and the bitwise ones.
    static func programmerOperator(_ key: Key) -> BinaryOperator? {
        switch key {
        case .and: .and
        case .or: .or
        case .xor: .xor
        case .nand: .nand
        case .nor: .nor
        case .shl: .shiftLeft
        case .shr: .shiftRight
        case .rol: .rotateLeft
        case .ror: .rotateRight
        case .power: nil
        default: binaryOperator(key)
        }
    }

    /// `bit-N`: flips bit N of the displayed value, which becomes the number being typed (as the
    /// bit grid of Windows Calculator edits the entry); a bit beyond the word changes nothing.
    mutating func toggleBit(_ n: Int) {
        guard n < programmer.word.bits else { return }
        if infix.typingAfterSign { infix.removeLast(2) }
        let value = programmer.held(infix.displayedValue ?? .zero)
        let toggled = programmer.word.wrap(TwosComplement.combine(value, BigInt(1) << n, ^))
        infix.enterTyped(typedText(of: toggled))
    }

    /// An unsigned word has no negative numbers: a number being typed that ± made negative is held
    /// in the word at once (`5 ±` is 0xFB in 8 bits), as the bases below the display show it.
    mutating func holdNegativeEntry() {
        guard mode == .programmer, !programmer.word.signed, infix.typing != nil, let value = infix.displayedValue,
            value.isNegative
        else { return }
        infix.retype(typedText(of: programmer.held(value)))
    }

    /// `value` as digits typed in the input base: `0xFF`, or `-1` in decimal.
    private func typedText(of value: BigInt) -> String {
        programmer.text(of: BigDecimal(significand: value), in: programmer.base)
    }

    /// Changes the word or its sign; the displayed value, as the old word holds it, is held in the
    /// new one (the top bits cut when the word shrinks), with a notice when that changed its value.
    /// The calculation goes on: a number being typed is written again, a result stays a result, and
    /// a pending operation stays pending (`5 + 3 unsigned =` is 8).
    private mutating func change(_ edit: (inout ProgrammerSettings) -> Void) {
        let before = infix.displayedValue.map { BigDecimal(significand: programmer.held($0)) }
        edit(&programmer)
        infix.programmer = programmer
        guard let before, !infix.isFresh else { return }
        let held = programmer.held(before)
        let changed = BigDecimal(significand: held) != before
        if changed { notice = Self.heldNotice(before, held, bits: programmer.word.bits) }
        if infix.typing != nil {
            // Its digits are written again even when the value stays: `FF` in 8 bits is −1, which
            // 16 bits write FFFF.
            infix.retype(typedText(of: held))
        } else if changed {
            infix.replaceResult(with: BigDecimal(significand: held))
        }
    }

    /// Begins a new entry with `value` held in the word, with a notice when that changed it; returns
    /// whether it did.
    @discardableResult
    private mutating func beginHeld(_ value: BigDecimal) -> Bool {
        let held = programmer.held(value)
        let changed = BigDecimal(significand: held) != value
        if changed { notice = Self.heldNotice(value, held, bits: programmer.word.bits) }
        infix.begin(withNumber: typedText(of: held))
        return changed
    }

    /// Changes the base digits are typed in; a number being typed is written again in it.
    private mutating func changeBase(to base: NumberBase) {
        programmer.base = base
        infix.programmer = programmer
        if let text = infix.typing { infix.retype(NumberEntry.retyped(text, in: programmer)) }
    }

    /// Carries the displayed value into or out of programmer mode, as the infix calculator's first
    /// number: into it, its integer part held in the word, with a notice when something was dropped.
    mutating func carryAcrossWord(into programmerMode: Bool) {
        infix.programmer = programmerMode ? programmer : nil
        guard !infix.isFresh else { return }
        guard let value = infix.displayedValue else {
            infix.clearAll()
            return
        }
        guard programmerMode else {
            infix.begin(withNumber: value.exactDescription)
            return
        }
        if beginHeld(value) { infixIsRPNHandOver = false }
    }

    /// What a value became when a word took it: `2.5 became 2 (integers of 64 bits).`
    static func heldNotice(_ value: BigDecimal, _ held: BigInt, bits: Int) -> String {
        "\(value.displayString) became \(held) (integers of \(bits) bits)."
    }

    /// Programmer mode's view of the displayed value (of 0 while an error shows); nil in the other modes.
    var programmerView: ProgrammerView? {
        guard mode == .programmer else { return nil }
        return ProgrammerView(value: infix.displayedValue ?? .zero, settings: programmer)
    }

    /// The display of programmer mode: the number being typed as typed, any other value in the input base.
    func programmerDisplay(_ display: String, state: DisplayState) -> String {
        guard state != .error, state != .entry || infix.typing == nil else { return display }
        return programmer.text(of: infix.displayedValue ?? .zero, in: programmer.base)
    }
}

extension CalculatorState {
    /// Switches to programmer mode with `word` (a link to a calculation made in it, SPEC 10.5), as
    /// its mode, word and sign keys would.
    public mutating func use(_ word: WordFormat) {
        press(.key(.modeProgrammer))
        let sizes: [WordSize: Key] = [.byte: .word8, .word: .word16, .doubleWord: .word32, .quadWord: .word64]
        if let key = sizes[word.size] { press(.key(key)) }
        press(.key(word.signed ? .signed : .unsigned))
    }
}
