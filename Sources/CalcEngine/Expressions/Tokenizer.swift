import BigInt

/// One token of a typed expression, with its 1-based character position.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case number(BigDecimal)
        case op(BinaryOperator)
        case openParen, closeParen, bang
        /// A prefix root sign: `√` or `∛`.
        case root(MathFunction)
        /// A function, constant or unit name, as typed (unit symbols are case-sensitive).
        case name(String)
        /// `to`, `->` or `→`: the conversion that follows.
        case convert
        /// A date, `2025-03-01`.
        case date(CalendarDate)
        /// A clock duration, `17:10`, in minutes.
        case clock(BigDecimal)
        /// An integer written in a base: `0x1F`, `0o17`, `0b101` (SPEC 10.5).
        case integer(BaseInteger)
        /// `~`: every bit of the operand that follows flipped (`not`).
        case not
        /// `,` or `;` between the arguments of a list function or a function of one's own: `sum(1, 2)`.
        case separator
    }

    var kind: Kind
    var position: Int
    /// Whether it is an operator typed as a word (`mod`, `xor`): `mod` is the modulus, never a percent sign.
    var isWord = false
}

/// Splits typed text into tokens; whitespace is ignored, `× ÷ −` are the operators' aliases.
enum Tokenizer {
    /// The constants by name, lower-cased; `M` (the memory) is the one upper-case name (`m` is the metre).
    static let constants: [String: Constant] = ["pi": .pi, "π": .pi, "e": .e, "ans": .answer, "today": .today]

    /// Superscript digits, read as a power: `m²` is `m^2`.
    private static let superscripts: [Character: Int] = [
        "⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9,
    ]

    /// Whether `c` may begin a name: a letter (but `π`), `°` (`°C`, `30°`), `Δ` (`Δ°C`) or `µ`.
    static func beginsName(_ c: Character) -> Bool {
        (c.isLetter && c != "π") || c == "°"
    }

    /// Whether `c` may continue a name: a letter of any script (`größe`) but `π`, an ASCII digit, or
    /// `°` (`Δ°C`); not a superscript digit, which is a power (`m²`).
    static func continuesName(_ c: Character) -> Bool {
        (c.isLetter && c != "π") || c.isASCIIDigit || c == "°"
    }

    /// What an open parenthesis opened.
    private enum Opening: Equatable {
        /// A list of arguments (`sum(`, `f(`, `round(`), where `,` separates them.
        case arguments
        /// A function of one value (`sqrt(`), where `,` is in a number; named for the error when a
        /// `,` would begin a second value.
        case oneValue(String)
        /// A parenthesised expression.
        case group
    }

    /// Whether the operator word `word`, ending at `end`, is instead the list function of that name
    /// (`mod(7, 3)`): where an operand begins (first, or after an operator or `(`) and before `(`.
    /// After an operand it stays the operator: `7 mod (3)` is 7 mod 3.
    private static func callsFunction(_ word: String, after last: Token?, at end: Int, in chars: [Character]) -> Bool {
        guard ListFunction.named[word.lowercased()] != nil,
            chars[end...].first(where: { !$0.isWhitespace }) == "("
        else { return false }
        switch last?.kind {
        case nil, .op?, .openParen?, .separator?, .convert?, .not?, .root?: return true
        default: return false
        }
    }

    /// The error for a second value given to `function`, a function of one value, at `position`.
    /// A logarithm's says how to write one to another base: `log(8, 2)` is refused, since calculators
    /// disagree on whether the base comes first or last.
    static func takesOneValue(_ function: String, at position: Int) -> CalculatorError {
        let isLogarithm = [.ln, .log10, .log2].contains(MathFunction.namedInExpressions[function.lowercased()])
        let hint = isLogarithm ? "; for a logarithm to base b, write ln(x)/ln(b)" : ""
        return .syntax(position: position, message: "\(function) takes one value" + hint)
    }

    /// The tokens of `text`, whose numbers are written in `format` (or the engine's own form).
    static func tokens(of text: String, format: NumberFormat = .canonical) throws(CalculatorError) -> [Token] {
        let chars = Array(text)
        var tokens: [Token] = []
        var i = 0
        // What each open parenthesis opened, innermost last.
        var openings: [Opening] = []
        while i < chars.count {
            let c = chars[i]
            let position = i + 1
            if c.isWhitespace {
                i += 1
                continue
            }
            if c == "0", let (integer, end) = try integer(in: chars, from: i) {
                tokens.append(Token(kind: .integer(integer), position: position))
                i = end
                continue
            }
            if c.isASCIIDigit, let (date, end) = try date(in: chars, from: i) {
                tokens.append(Token(kind: .date(date), position: position))
                i = end
                continue
            }
            if c.isASCIIDigit, let (date, end) = try dottedDate(in: chars, from: i, format: format) {
                tokens.append(Token(kind: .date(date), position: position))
                i = end
                continue
            }
            if c.isASCIIDigit, let (minutes, end) = try ClockDuration.read(chars, from: i) {
                tokens.append(Token(kind: .clock(minutes), position: position))
                i = end
                continue
            }
            if format.startsNumber(c) {
                let (value, end): (BigDecimal, Int)
                do {
                    (value, end) = try number(
                        in: chars, from: i, format: format, inArguments: openings.last == .arguments)
                } catch {
                    // `sqrt(7,3)`: a second value where the decimal mark is a point, not a grouped number.
                    if case .syntax(let at, _) = error, format.decimalMark != ",", chars.indices.contains(at - 1),
                        chars[at - 1] == ",", case .oneValue(let function)? = openings.last
                    {
                        throw Self.takesOneValue(function, at: at)
                    }
                    throw error
                }
                tokens.append(Token(kind: .number(value), position: position))
                i = end
                continue
            }
            if beginsName(c) {
                var end = i + 1
                while end < chars.count, continuesName(chars[end]) { end += 1 }
                let word = String(chars[i..<end])
                let lowercased = word.lowercased()
                let kind: Token.Kind =
                    if lowercased == "to" {
                        .convert
                    } else if let op = BinaryOperator.named(word),
                        !Self.callsFunction(word, after: tokens.last, at: end, in: chars)
                    {
                        .op(op)
                    } else if lowercased == "of", let last = tokens.last, last.kind == .op(.modulus), !last.isWord {
                        .op(.multiply)  // `10% of 200` is 10% × 200
                    } else {
                        .name(word)
                    }
                let isOperator = if case .op = kind { true } else { false }
                tokens.append(Token(kind: kind, position: position, isWord: isOperator))
                i = end
                continue
            }
            if superscripts[c] != nil || (c == "⁻" && i + 1 < chars.count && superscripts[chars[i + 1]] != nil) {
                tokens.append(Token(kind: .op(.power), position: position))
                if c == "⁻" {
                    tokens.append(Token(kind: .op(.subtract), position: position))
                    i += 1
                }
                var power = 0
                while i < chars.count, let digit = superscripts[chars[i]] {
                    power = min(power * 10 + digit, 1_000_000)
                    i += 1
                }
                tokens.append(Token(kind: .number(BigDecimal(power)), position: position))
                continue
            }
            if c == "-", i + 1 < chars.count, chars[i + 1] == ">" {
                tokens.append(Token(kind: .convert, position: position))
                i += 2
                continue
            }
            if c == "*", i + 1 < chars.count, chars[i + 1] == "*" {
                // `**` is the power in Python, SpeedCrunch and Qalculate: `2**10` is 1024.
                tokens.append(Token(kind: .op(.power), position: position))
                i += 2
                continue
            }
            if c == "<" || c == ">", i + 1 < chars.count, chars[i + 1] == c {
                tokens.append(Token(kind: .op(c == "<" ? .shiftLeft : .shiftRight), position: position))
                i += 2
                continue
            }
            let kind: Token.Kind
            switch c {
            case "+": kind = .op(.add)
            case "-", "−": kind = .op(.subtract)
            case "*", "×", "·", "⋅": kind = .op(.multiply)
            case "/", "÷": kind = .op(.divide)
            case "%": kind = .op(.modulus)
            case "^": kind = .op(.power)
            case "&": kind = .op(.and)
            case "|": kind = .op(.or)
            case "~": kind = .not
            case "(":
                kind = .openParen
                if case .name(let name)? = tokens.last?.kind {
                    // A function of one value reads `,` as part of a number; `round` also takes places.
                    let function = MathFunction.namedInExpressions[name.lowercased()]
                    openings.append(function == nil || function == .round ? .arguments : .oneValue(name))
                } else {
                    openings.append(.group)
                }
            case ")":
                kind = .closeParen
                _ = openings.popLast()
            case ";": kind = .separator
            case "," where openings.last == .arguments: kind = .separator
            case "," where format.decimalMark != ",":
                // `sqrt(x),2` or `sin(pi),1`: a second value after a name or `)`, as after a number.
                if case .oneValue(let function)? = openings.last { throw Self.takesOneValue(function, at: position) }
                throw .syntax(position: position, message: "unexpected character ','")
            case "!": kind = .bang
            case "√": kind = .root(.sqrt)
            case "∛": kind = .root(.cbrt)
            case "π": kind = .name("pi")
            case "→": kind = .convert
            default: throw .syntax(position: position, message: "unexpected character '\(Self.shown(c))'")
            }
            tokens.append(Token(kind: kind, position: position))
            i += 1
        }
        return tokens
    }

    /// The date `yyyy-mm-dd` at `start`, and the index after it; nil when the text there has not that
    /// shape (`2025-3-1` is a subtraction). A date of that shape that does not exist is an error.
    private static func date(in chars: [Character], from start: Int) throws(CalculatorError) -> (CalendarDate, Int)? {
        guard let end = NumberScanning.dateEnd(in: chars, from: start) else { return nil }
        let text = chars[start..<end]
        guard let date = CalendarDate(iso: String(text)) else {
            throw .syntax(position: start + 1, message: "\(String(text)) is not a date of the calendar")
        }
        return (date, end)
    }

    /// The date written with points at `start` (`30.05.2025`) in `format`'s date pattern, and the
    /// index after it; nil when the text there has not that shape. Where the format writes dates
    /// otherwise, that text is no number either, and the error says how a date is written.
    private static func dottedDate(in chars: [Character], from start: Int, format: NumberFormat)
        throws(CalculatorError) -> (CalendarDate, Int)?
    {
        guard let (fields, end) = NumberScanning.dottedDate(in: chars, from: start) else { return nil }
        let text = String(chars[start..<end])
        guard let style = format.dates, style.readsTyped else {
            throw .syntax(
                position: start + 1,
                message: "\(text) is not a number; a date is written \(CalculatorError.dateExample)")
        }
        guard let date = style.date(typed: fields) else {
            throw .syntax(position: start + 1, message: "\(text) is not a date of the calendar")
        }
        return (date, end)
    }

    /// The integer `0x1F`, `0o17` or `0b101` at `start` (a `0`), and the index after it; nil when no
    /// digit of the base follows the prefix (`0b` alone is 0 bits). A letter or digit right after the
    /// digits that is not one of them is an error (`0b102`, `0x1G`).
    private static func integer(in chars: [Character], from start: Int) throws(CalculatorError) -> (BaseInteger, Int)? {
        guard start + 2 < chars.count, let base = NumberBase.named(prefixLetter: chars[start + 1]),
            start == 0 || !(chars[start - 1].isASCIIDigit || chars[start - 1] == ".")
        else { return nil }
        guard base.value(ofDigit: chars[start + 2]) != nil else {
            // A digit the base lacks right after its prefix is a mistyped integer (`0o8`, `0b2`),
            // and so is any letter after `0x`, which begins no name; after `0b` and `0o` a letter
            // begins a unit (`0bit`, `0oz`).
            let next = chars[start + 2]
            if next.isASCIIDigit || (base == .hexadecimal && next.isASCII && next.isLetter) {
                throw .syntax(position: start + 3, message: "'\(next)' is not a digit of base \(base.rawValue)")
            }
            return nil
        }
        var end = start + 2
        var value = BigInt(0)
        while end < chars.count, let digit = base.value(ofDigit: chars[end]) {
            value = value * BigInt(base.rawValue) + BigInt(digit)
            end += 1
        }
        if end < chars.count, chars[end].isASCII, chars[end].isLetter || chars[end].isNumber {
            throw .syntax(position: end + 1, message: "'\(chars[end])' is not a digit of base \(base.rawValue)")
        }
        return (BaseInteger(value, base: base), end)
    }

    /// The number at `start`, read in `format` (see ``NumberFormat/readNumber(in:from:)``).
    private static func number(in chars: [Character], from start: Int, format: NumberFormat, inArguments: Bool)
        throws(CalculatorError) -> (BigDecimal, Int)
    {
        let (text, end) = try format.readNumber(in: chars, from: start, inArguments: inArguments)
        guard let value = BigDecimal(exactly: text) else { throw .overflow }
        return (try value.checked(), end)
    }
}

extension Tokenizer {
    /// `c` as a message shows it: itself, or `U+0000` for a control or other invisible character,
    /// which a page or a terminal would not show (or would obey).
    static func shown(_ c: Character) -> String {
        guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1,
            hidden.contains(scalar.properties.generalCategory) || c.isWhitespace
        else { return String(c) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The kinds of character a page or a terminal does not show as themselves.
    private static let hidden: Set<Unicode.GeneralCategory> = [.control, .format, .unassigned, .surrogate, .privateUse]
}
