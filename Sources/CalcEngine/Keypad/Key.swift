/// One key of the calculator keypads: the `key` form field of SPEC section 3.
///
/// The raw value is the ASCII value a client sends; `Key(parsing:)` also accepts the
/// typographic aliases (`×`, `÷`, `−`, `√`, `π`, `↲`, `⌫`) that some clients submit.
public enum Key: String, CaseIterable, Sendable, Codable {
    case digit0 = "0"
    case digit1 = "1"
    case digit2 = "2"
    case digit3 = "3"
    case digit4 = "4"
    case digit5 = "5"
    case digit6 = "6"
    case digit7 = "7"
    case digit8 = "8"
    case digit9 = "9"
    case point = "."
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case modulus = "%"
    /// Percent (SPEC 10.2): the operand over 100, or right of `+` or `−` that share of the left operand.
    case percent = "pct"
    case power = "^"
    case openParen = "("
    case closeParen = ")"
    case equals = "="
    case clearEntry = "CE"
    case clearAll = "CL"
    case negate = "neg"
    case sqrt, cbrt, sq, cube, inv, fact
    case exp, pow10, ln, log10, log2
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh
    case pi, e, rand
    case exponentEntry = "EE"
    case angle
    case memoryClear = "mc"
    case memoryAdd = "m+"
    case memorySubtract = "m-"
    case memoryRecall = "mr"
    case enter
    case variableM = "M"
    case storeM = "toM"
    case swap, drop
    case modeStandard = "mode-standard"
    case modeScientific = "mode-scientific"
    case modeRPN = "mode-rpn"
    /// S⇔D: shows the displayed exact value as a fraction (`1/3`), and again as a decimal.
    case fraction = "frac"
    /// Shows every digit of the displayed value (up to 40 significant, all of an exact integer), and again 15.
    case digits

    /// The typographic labels that clients may submit instead of the ASCII value.
    static let aliases: [String: Key] = [
        "×": .multiply, "÷": .divide, "−": .subtract, "√": .sqrt, "π": .pi, "↲": .enter, "⌫": .clearEntry,
    ]

    /// Parses a `key` form value or one of its typographic aliases; `nil` when it is neither.
    public init?(parsing value: String) {
        guard let key = Key.byValue[value] else { return nil }
        self = key
    }

    /// Every key by its form value and by its aliases: one hash lookup per key pressed, where
    /// `init(rawValue:)` compares the value with each key's in turn.
    private static let byValue = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
        .merging(aliases) { key, _ in key }

    /// The digit value of a digit key, `nil` for every other key.
    public var digit: Int? {
        switch self {
        case .digit0: 0
        case .digit1: 1
        case .digit2: 2
        case .digit3: 3
        case .digit4: 4
        case .digit5: 5
        case .digit6: 6
        case .digit7: 7
        case .digit8: 8
        case .digit9: 9
        default: nil
        }
    }
}

/// What a client can press: a key of the keypad, or a line of the history (`history-N`).
public enum KeyPress: Hashable, Sendable {
    case key(Key)
    /// Recall the result of history line N (0 = newest) as an operand.
    case history(Int)

    /// Parses a `key` form value: a `Key`, an alias, or `history-N`; `nil` when it is none of them.
    public init?(parsing value: String) {
        if let key = Key(parsing: value) {
            self = .key(key)
        } else if value.hasPrefix("history-"), let n = Int(value.dropFirst("history-".count)), n >= 0,
            String(n) == value.dropFirst("history-".count)
        {
            self = .history(n)
        } else {
            return nil
        }
    }

    /// The ASCII form value of this press.
    public var value: String {
        switch self {
        case .key(let key): key.rawValue
        case .history(let n): "history-\(n)"
        }
    }
}
