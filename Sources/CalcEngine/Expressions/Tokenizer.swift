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

    static func tokens(of text: String) throws(CalculatorError) -> [Token] {
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
            if c.isASCII && c.isNumber || c == "." {
                let (value, end) = try number(in: chars, from: i)
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

    /// A number at `start`: digits, an optional fraction, an optional exponent (`e`, a sign, digits).
    private static func number(in chars: [Character], from start: Int) throws(CalculatorError) -> (BigDecimal, Int) {
        var i = start
        var sawDigit = false
        var sawPoint = false
        while i < chars.count {
            let c = chars[i]
            if c.isASCII && c.isNumber {
                sawDigit = true
            } else if c == "." {
                if sawPoint { throw .syntax(position: i + 1, message: "a number has one decimal point") }
                sawPoint = true
            } else {
                break
            }
            i += 1
        }
        guard sawDigit else { throw .syntax(position: start + 1, message: "expected a digit") }
        // An exponent only when digits follow the `e` (and its sign): `2e` is 2 × e.
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
            if j < chars.count, chars[j].isASCII, chars[j].isNumber {
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
                i = j
            }
        }
        let text = String(chars[start..<i])
        guard let value = BigDecimal(exactly: text) else { throw .overflow }
        return (try value.checked(), i)
    }
}
