/// The whole state of one user's calculator: what the server stores per session.
///
/// Standard and scientific are two faces of one infix calculator; the RPN calculator has its
/// own stack. Memory, angle unit and history belong to the whole calculator. Each key costs the
/// same however many came before it (the history keeps the newest `historyLimit` lines).
///
/// ```swift
/// var calculator = CalculatorState()
/// for key in ["7", "+", "9", "="] { calculator.press(KeyPress(parsing: key)!) }
/// calculator.view.display   // "16"
/// ```
public struct CalculatorState: Codable, Sendable, Equatable {
    /// The encoding version, so a later release can read (or refuse) what an older one stored.
    /// Version 2 stores the values of the calculation beside its keys, so reading a session
    /// back computes nothing (version 1 stored only the keys).
    public static let currentVersion = 2
    /// History lines kept, newest first.
    public static let historyLimit = 50

    /// One finished calculation.
    struct HistoryEntry: Codable, Hashable, Sendable {
        var line: String
        var value: Value
        /// The value as displayed, formatted once.
        var result: String
    }

    /// The version this value was written by.
    public private(set) var version = CalculatorState.currentVersion
    /// The keypad in use.
    public private(set) var mode: CalculatorMode = .standard
    /// Whether the visitor chose the keypad with a mode key: the page then shows that keypad at every
    /// screen size; until then the screen size decides whether the scientific keys show beside the standard ones.
    public private(set) var modeIsChosen = false
    /// Whether the infix entry is still the value the RPN stack handed over when its keypad was left,
    /// so that going back to RPN does not push that value a second time.
    var infixIsRPNHandOver = false
    /// The unit of the circular functions.
    public private(set) var angle: AngleUnit = .radians
    /// The number format the visitor chose on the settings page; nil while the browser's language decides.
    public var numberLocale: NumberLocale?
    /// The memory of `m+ m- mr mc`; nil when clear.
    public internal(set) var memory: BigDecimal?
    var history: [HistoryEntry] = [] {
        didSet { historyLines = Self.lines(of: history) }
    }
    /// The history as the page shows it, made when the history changes rather than for every
    /// view, so pages share one array until the next calculation (see ``view``).
    private(set) var historyLines: [HistoryLine] = []

    var infix = InfixCalculator()
    var rpn = RPNCalculator()
    /// How `frac` or `digits` shows the displayed value (nil: as the display does); the next key ends it.
    var displayForm: DisplayForm?
    /// The worksheet's text (SPEC 10.4); empty when there is none.
    public internal(set) var sheet = ""
    /// The names the worksheet defines, each as its last line defines it: usable in typed text.
    public internal(set) var sheetNames = Definitions.none
    /// Programmer mode's word and input base (SPEC 10.5), kept while other keypads are in use.
    public internal(set) var programmer = ProgrammerSettings()
    /// A short message about the last key for `#notice` (`frac` on a rounded value); the next key clears it.
    var notice: String?

    /// What is stored: everything but what is derived from it (``historyLines``).
    private enum CodingKeys: String, CodingKey {
        case version, mode, angle, memory, history, infix, rpn
        case displayForm = "form"
        case notice
        case modeIsChosen = "chosen"
        case infixIsRPNHandOver = "handedOver"
        case numberLocale = "locale"
        case sheet
        case sheetNames = "names"
        case programmer = "prog"
    }

    /// The lines the page shows of `history`.
    private static func lines(of history: [HistoryEntry]) -> [HistoryLine] {
        history.map { HistoryLine(expression: $0.line, result: $0.result) }
    }

    /// A fresh calculator: display `0`, standard keypad, radians, empty memory and history.
    public init() {}

    /// Decodes a stored state; a state of another version is refused with a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "state version \(version) is not \(Self.currentVersion)")
        }
        mode = try container.decode(CalculatorMode.self, forKey: .mode)
        angle = try container.decode(AngleUnit.self, forKey: .angle)
        memory = try container.decodeIfPresent(BigDecimal.self, forKey: .memory)
        history = try container.decode([HistoryEntry].self, forKey: .history)
        // An initializer does not run `didSet`.
        historyLines = Self.lines(of: history)
        infix = try container.decode(InfixCalculator.self, forKey: .infix)
        rpn = try container.decode(RPNCalculator.self, forKey: .rpn)
        // Absent from states stored before `frac`: decimals, no notice.
        displayForm = try container.decodeIfPresent(DisplayForm.self, forKey: .displayForm)
        notice = try container.decodeIfPresent(String.self, forKey: .notice)
        // Absent from states stored before them, and whenever false.
        modeIsChosen = try container.decodeIfPresent(Bool.self, forKey: .modeIsChosen) ?? false
        infixIsRPNHandOver = try container.decodeIfPresent(Bool.self, forKey: .infixIsRPNHandOver) ?? false
        // A format this release does not know (written by a later one) leaves the choice to the browser.
        numberLocale = (try? container.decodeIfPresent(String.self, forKey: .numberLocale)).flatMap {
            $0.flatMap(NumberLocale.init(rawValue:))
        }
        // Absent from states stored before the worksheet, and while there is none.
        sheet = try container.decodeIfPresent(String.self, forKey: .sheet) ?? ""
        sheetNames = try container.decodeIfPresent(Definitions.self, forKey: .sheetNames) ?? .none
        // Absent from states stored before programmer mode, and while its settings are the first ones.
        programmer = try container.decodeIfPresent(ProgrammerSettings.self, forKey: .programmer) ?? ProgrammerSettings()
        if mode == .programmer { infix.programmer = programmer }
    }

    /// Encodes the state; the `frac` display and the notice only while set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(mode, forKey: .mode)
        try container.encode(angle, forKey: .angle)
        try container.encodeIfPresent(memory, forKey: .memory)
        try container.encode(history, forKey: .history)
        try container.encode(infix, forKey: .infix)
        try container.encode(rpn, forKey: .rpn)
        try container.encodeIfPresent(displayForm, forKey: .displayForm)
        try container.encodeIfPresent(notice, forKey: .notice)
        if modeIsChosen { try container.encode(true, forKey: .modeIsChosen) }
        if infixIsRPNHandOver { try container.encode(true, forKey: .infixIsRPNHandOver) }
        try container.encodeIfPresent(numberLocale?.rawValue, forKey: .numberLocale)
        if !sheet.isEmpty { try container.encode(sheet, forKey: .sheet) }
        if !sheetNames.isEmpty { try container.encode(sheetNames, forKey: .sheetNames) }
        if programmer != ProgrammerSettings() { try container.encode(programmer, forKey: .programmer) }
    }

    /// Applies one key press. Keys the current mode has no use for change nothing.
    public mutating func press(_ press: KeyPress) {
        // Each key may do the work of one evaluation (`WorkBudget`), however it is spent.
        infix.renewBudget()
        rpn.renewBudget()
        let shown = displayForm
        displayForm = nil
        notice = nil
        rpn.clearMessage()
        switch press {
        case .bit(let n):
            if mode == .programmer { toggleBit(n) }
        case .history(let n):
            guard n < history.count else { return }
            infixIsRPNHandOver = false
            let value = history[n].value
            noteUnitDropped(from: value)
            enter(.number(value.magnitude), rpnElement: .operand(value.magnitude))
        case .key(.fraction):
            if shown != .fraction { showFraction() }
        case .key(.digits):
            if shown != .digits { showDigits() }
        case .key(let key):
            if !handleShared(key) {
                if mode == .rpn {
                    pressRPN(key)
                } else if mode == .programmer {
                    pressProgrammer(key)
                } else {
                    infixIsRPNHandOver = false
                    let quantity = infix.displayedQuantity
                    pressInfix(key)
                    if let quantity, infix.continues(from: quantity.magnitude) { noteUnitDropped(from: quantity) }
                }
            }
        }
    }

    /// Keys that mean the same in every mode: mode switches and the angle unit.
    private mutating func handleShared(_ key: Key) -> Bool {
        switch key {
        case .modeStandard: switchMode(to: .standard)
        case .modeScientific: switchMode(to: .scientific)
        case .modeRPN: switchMode(to: .rpn)
        case .modeProgrammer: switchMode(to: .programmer)
        case .angle:
            angle = angle == .radians ? .degrees : .radians
            rpn.angle = angle
        default: return false
        }
        return true
    }

    /// Standard and scientific share one state; into RPN the display value is pushed, out of
    /// RPN the RPN display value becomes the infix entry.
    /// A mode key is the visitor's choice of keypad, even the one in use (see ``modeIsChosen``). Coming
    /// back to RPN pushes nothing when the infix entry is still the value RPN handed over (the
    /// stack holds it already): only a value the infix keypad made is pushed.
    private mutating func switchMode(to newMode: CalculatorMode) {
        modeIsChosen = true
        guard newMode != mode else { return }
        // Into or out of programmer mode the value crosses a word (see `carryAcrossWord(into:)`).
        let crossesWord = newMode == .programmer || mode == .programmer
        if newMode == .rpn, mode == .programmer { carryAcrossWord(into: false) }
        if newMode == .rpn {
            // A fresh infix calculator's 0 is no value worth pushing.
            if !infix.isFresh, !infixIsRPNHandOver, let value = infix.displayedValue { rpn.push(.operand(value)) }
            infixIsRPNHandOver = false
        } else if mode == .rpn {
            // The number being typed as it is, else the exact value shown (1/3, not the display's
            // 15 digits: `1 ↲ 3 ÷`, then `× 3 =` in standard mode is 1).
            if let typing = rpn.typing {
                infix.begin(withNumber: typing)
                infixIsRPNHandOver = true
            } else if let value = rpn.displayedValue {
                infix.begin(with: .number(value))
                infixIsRPNHandOver = true
            }
        }
        mode = newMode
        if crossesWord, newMode != .rpn { carryAcrossWord(into: newMode == .programmer) }
    }

    /// Says that a value's unit was left out where the keys took its number (SPEC 10.3: the keys
    /// work on numbers; units are typed).
    mutating func noteUnitDropped(from value: Value) {
        switch value {
        case .number, .integer: return
        case .quantity(let q):
            notice =
                "The keys work on numbers: \(q.unit.text(symbols: true)) was left out. Type units in the Expression field."
        case .date:
            notice = "The keys work on numbers: the date was left out. Type dates in the Expression field."
        }
    }

    private mutating func enter(_ operand: Operand, rpnElement: RPNElement) {
        if mode == .rpn { rpn.push(rpnElement) } else { infix.enter(operand) }
    }

    mutating func record(_ completed: InfixCalculator.Completed?) {
        guard let completed else { return }
        let result =
            mode == .programmer
            ? programmer.text(of: completed.value.magnitude, in: programmer.base) : completed.value.displayString
        let entry = HistoryEntry(line: String(completed.line.dropLast(2)), value: completed.value, result: result)
        // Changed in place when this state alone holds its history (the memory store's sessions):
        // taken out first, so the state's own reference does not make the insert copy the lines, and
        // set once, so the page's lines (``historyLines``) are made once. A history a stored state
        // still shares (a database store's cached session) is copied by the insert, as it must be.
        var lines = history
        history = []
        if lines.count >= Self.historyLimit { lines.removeLast(lines.count - Self.historyLimit + 1) }
        lines.insert(entry, at: 0)
        history = lines
    }
}
