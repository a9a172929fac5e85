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
        /// An error message instead of a number, the line and the text of what failed, and where in
        /// that text the error is (1-based; a typed expression's syntax error or length). A state
        /// stored before the position existed has none: an optional associated value is decoded
        /// with `decodeIfPresent`.
        case error(message: String, line: String, text: String, position: Int? = nil)
    }

    /// `=` pressed again repeats this: the last binary operation with its right operand.
    struct RepeatOperation: Codable, Hashable, Sendable {
        var op: BinaryOperator
        var operand: BigDecimal
    }

    /// A finished calculation, for the history.
    struct Completed: Sendable {
        var line: String
        var value: Value
    }

    var tape: [InfixEntry] = []
    var phase: Phase = .editing
    /// The previous calculation's line, kept while the first number of the next is typed.
    var previousLine = ""
    var repeatOperation: RepeatOperation?
    var builder = InfixBuilder(tape: [])
    /// Programmer mode's settings while its keypad is in use (SPEC 10.5): values are held in its
    /// word and digits typed in its base; nil in the other modes. Not stored: the calculator's
    /// state sets it from its mode.
    var programmer: ProgrammerSettings? {
        didSet { builder.word = programmer?.word }
    }

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

    /// Whether the number being typed follows a `-` sign entry (it reads `-7`).
    var typingAfterSign: Bool {
        typing != nil && tape.count >= 2 && tape[tape.count - 2] == .minus
    }

    /// Whether the last entry is a sign still waiting for its number.
    var hasLoneSign: Bool {
        if case .minus? = tape.last { return true }
        return false
    }

    var expectsOperand: Bool { builder.top.expectsOperand }

    /// What an operator's implied right operand is (SPEC 4.4 "uses the displayed number"): the
    /// number the display shows, exactly as held, not its 15 digits, so that `1 ÷ 3 − =` is 0 as on
    /// the iPhone and in Windows (not 3.3e-16). The description line writes it as displayed.
    var impliedOperand: BigDecimal { builder.runningTotal ?? .zero }

    // MARK: - Tape editing

    /// The most entries one calculation holds (like the 1,000 characters of a typed expression);
    /// keys that would add more are ignored, so no page ever describes an unbounded line.
    static let maximumEntries = 1_000

    /// Whether the calculation being edited holds `maximumEntries`: it takes no more.
    var isFull: Bool {
        guard case .editing = phase else { return false }
        return tape.count >= Self.maximumEntries
    }

    /// Adds an entry; beyond `maximumEntries` only `=` (`completing`) may still add one.
    mutating func append(_ entry: InfixEntry, completing: Bool = false) {
        guard completing || tape.count < Self.maximumEntries else { return }
        tape.append(entry)
        builder.apply(entry, at: tape.count - 1)
        failIfNeeded()
    }

    mutating func removeLast(_ count: Int = 1) {
        tape.removeLast(count)
        rebuild(keeping: tape.count)
    }

    /// Builds the running totals from the tape again after an edit that left its first `kept`
    /// entries as they were: from the builder's state before entry `kept` when it still has it
    /// (an edit of the last few entries), else from the start, reusing the values computed.
    mutating func rebuild(keeping kept: Int) {
        if builder.restore(before: kept) {
            for index in kept..<tape.count { builder.apply(tape[index], at: index) }
        } else {
            builder = InfixBuilder(
                tape: tape, replaying: builder.computed(before: kept), budget: builder.budget, word: programmer?.word)
        }
        failIfNeeded()
    }

    /// After an error the display shows its message and the description line the calculation
    /// that failed (`1 ÷ 0 =`, `√(-4) =`); the typed-expression field offers it for correction.
    mutating func failIfNeeded() {
        guard let error = builder.error else { return }
        let line = builder.failedCalculation(symbols: true)
        phase = .error(
            message: error.description, line: line.isEmpty ? "" : line + " =",
            text: builder.failedCalculation(symbols: false))
        tape = []
        builder = InfixBuilder(tape: [], budget: builder.budget, word: programmer?.word)
    }

    /// Starts a new calculation, keeping the line of the previous one while its first number is typed.
    mutating func startNew(keepingLine line: String = "") {
        tape = []
        builder = InfixBuilder(tape: [], budget: builder.budget, word: programmer?.word)
        phase = .editing
        previousLine = line
    }

    /// Replaces the last complete operand (a digit after a constant, a function or `)`), with the
    /// sign typed before it: `- 5 m+ 3` is 3 and `- 5 m+ mr` is −5, as without the sign.
    mutating func replaceOperand(with entry: InfixEntry) {
        if let node = builder.top.values.last {
            let start = builder.operandSign ?? node.start
            tape.removeSubrange(start...)
            rebuild(keeping: start)
        }
        append(entry)
    }

    /// After an error any key starts from a fresh calculator.
    mutating func recoverFromError() {
        if case .error = phase { startNew() }
    }

    /// Continues from a result: the result becomes the first operand of a new calculation.
    mutating func continueFromResult() {
        guard case .result(let operand, _) = phase else { return }
        startNew()
        append(.operand(operand))
    }

    // MARK: - Keys

    /// Gives the key about to be pressed a full ``WorkBudget``.
    mutating func renewBudget() {
        builder.budget = WorkBudget()
    }

    mutating func press(digit: Int) {
        if let text = typing {
            recoverFromError()
            retype(
                programmer.map { NumberEntry.appending(digit: digit, to: text, in: $0) }
                    ?? NumberEntry.appending(digit: digit, to: text))
        } else {
            enterTyped(programmer.map { NumberEntry.starting(digit: digit, in: $0) } ?? String(digit))
        }
    }

    /// Begins a number typed as `text`: a new calculation after a result, the operand an operator
    /// waits for, or in place of the last operand.
    mutating func enterTyped(_ text: String) {
        recoverFromError()
        if case .result(_, let line) = phase {
            startNew(keepingLine: line)
            append(.digits(text))
        } else if typing != nil {
            retype(text)
        } else if expectsOperand {
            append(.digits(text))
        } else {
            replaceOperand(with: .digits(text))
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
            append(.digits("0."))
        } else {
            replaceOperand(with: .digits("0."))
        }
    }

    mutating func pressExponent() {
        if let text = typing { retype(NumberEntry.appendingExponent(to: text)) }
    }

    /// The result shown replaced by `value` (a new word held it): its line stays, and the next
    /// digit begins a new number. Nothing happens while no result shows.
    mutating func replaceResult(with value: BigDecimal) {
        guard case .result(_, let line) = phase else { return }
        phase = .result(.number(value), line: line)
        repeatOperation = nil
    }

    mutating func retype(_ text: String) {
        tape[tape.count - 1] = .digits(text)
        builder.retype(text, at: tape.count - 1)
        failIfNeeded()
    }

}
