/// One token of a typed expression, with its 1-based character position.
struct Token: Sendable {
    enum Kind: Sendable {
        case number(BigDecimal)
        case op(BinaryOperator)
        case openParen, closeParen, bang
        /// A prefix root sign: `√` or `∛`.
        case root(MathFunction)
        /// A function or constant name, lower-cased (but `M`).
        case name(String)
    }

    var kind: Kind
    var position: Int
}

/// Splits typed text into tokens; whitespace is ignored, `× ÷ −` are the operators' aliases.
enum Tokenizer {
    static let constants: [String: Constant] = [
        "pi": .pi, "π": .pi, "e": .e, "ans": .answer, "M": .memory, "m": .memory,
    ]

    /// The tokens of `text`, whose numbers are written in `format` (or the engine's own form).
    static func tokens(of text: String, format: NumberFormat = .canonical) throws(CalculatorError) -> [Token] {
        let chars = Array(text)
        var tokens: [Token] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let position = i + 1
            if c.isWhitespace {
                i += 1
                continue
            }
            if format.startsNumber(c) {
                let (value, end) = try number(in: chars, from: i, format: format)
                tokens.append(Token(kind: .number(value), position: position))
                i = end
                continue
            }
            if c.isLetter && c != "π" {
                var end = i
                while end < chars.count, chars[end].isASCII, chars[end].isLetter || chars[end].isNumber { end += 1 }
                guard end > i else { throw .syntax(position: position, message: "unexpected character '\(c)'") }
                let word = String(chars[i..<end])
                tokens.append(Token(kind: .name(word == "M" ? word : word.lowercased()), position: position))
                i = end
                continue
            }
            let kind: Token.Kind
            switch c {
            case "+": kind = .op(.add)
            case "-", "−": kind = .op(.subtract)
            case "*", "×": kind = .op(.multiply)
            case "/", "÷": kind = .op(.divide)
            case "%": kind = .op(.modulus)
            case "^": kind = .op(.power)
            case "(": kind = .openParen
            case ")": kind = .closeParen
            case "!": kind = .bang
            case "√": kind = .root(.sqrt)
            case "∛": kind = .root(.cbrt)
            case "π": kind = .name("pi")
            default: throw .syntax(position: position, message: "unexpected character '\(c)'")
            }
            tokens.append(Token(kind: kind, position: position))
            i += 1
        }
        return tokens
    }

    /// The number at `start`, read in `format` (see ``NumberFormat/readNumber(in:from:)``).
    private static func number(in chars: [Character], from start: Int, format: NumberFormat)
        throws(CalculatorError) -> (BigDecimal, Int)
    {
        let (text, end) = try format.readNumber(in: chars, from: start)
        guard let value = BigDecimal(exactly: text) else { throw .overflow }
        return (try value.checked(), end)
    }
}
