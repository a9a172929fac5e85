/// One key of the calculator keypads: the `key` form field of SPEC section 3.
///
/// The raw value is the ASCII value a client sends; `Key(parsing:)` also accepts the
/// labels (`×`, `÷`, `−`, `√`, `π`, `↲`, `⌫`, `mod`, `±`) that some clients submit.
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
    case modeProgrammer = "mode-programmer"
    /// The hexadecimal digits of programmer mode (SPEC 10.5).
    case digitA = "A"
    case digitB = "B"
    case digitC = "C"
    case digitD = "D"
    case digitE = "E"
    case digitF = "F"
    /// The bitwise keys of programmer mode.
    case and, or, xor, not, nand, nor, shl, shr, rol, ror
    /// The word size and sign of programmer mode.
    case word8 = "word-8"
    case word16 = "word-16"
    case word32 = "word-32"
    case word64 = "word-64"
    case signed, unsigned
    /// The base digits are typed in, in programmer mode.
    case base16 = "base-16"
    case base10 = "base-10"
    case base8 = "base-8"
    case base2 = "base-2"
    /// S⇔D: shows the displayed exact value as a fraction (`1/3`), and again as a decimal.
    case fraction = "frac"
    /// Shows every digit of the displayed value (up to 40 significant, all of an exact integer), and again 15.
    case digits

    /// The labels that clients may submit instead of the ASCII value: the typographic ones, and the
    /// words the keypad shows (`mod` on the `%` key, SPEC 10.2; `±` on `neg`).
    static let aliases: [String: Key] = [
        "×": .multiply, "÷": .divide, "−": .subtract, "√": .sqrt, "π": .pi, "↲": .enter, "⌫": .clearEntry,
        "mod": .modulus, "±": .negate,
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

    /// The digit value of a digit key of programmer mode, 0 to 15; `nil` for every other key.
    public var hexDigit: Int? {
        switch self {
        case .digitA: 10
        case .digitB: 11
        case .digitC: 12
        case .digitD: 13
        case .digitE: 14
        case .digitF: 15
        default: digit
        }
    }
}

/// What a client can press: a key of the keypad, or a line of the history (`history-N`).
public enum KeyPress: Hashable, Sendable {
    case key(Key)
    /// Recall the result of history line N (0 = newest) as an operand.
    case history(Int)
    /// Programmer mode: toggle bit N (0 = least significant) of the displayed value (SPEC 10.5).
    case bit(Int)

    /// Parses a `key` form value: a `Key`, an alias, or `history-N`; `nil` when it is none of them.
    public init?(parsing value: String) {
        if let key = Key(parsing: value) {
            self = .key(key)
        } else if value.hasPrefix("history-"), let n = Int(value.dropFirst("history-".count)), n >= 0,
            String(n) == value.dropFirst("history-".count)
        {
            self = .history(n)
        } else if value.hasPrefix("bit-"), let n = Int(value.dropFirst("bit-".count)), (0..<64).contains(n),
            String(n) == value.dropFirst("bit-".count)
        {
            self = .bit(n)
        } else {
            return nil
        }
    }

    /// The ASCII form value of this press.
    public var value: String {
        switch self {
        case .key(let key): key.rawValue
        case .history(let n): "history-\(n)"
        case .bit(let n): "bit-\(n)"
        }
    }
}
