import CalcEngine

/// How one key looks on the page and what the help page says about it.
struct KeyFace: Sendable {
    /// The colour group of a key, used as its CSS class.
    enum Kind: String, Sendable {
        case digit = "d"
        case operation = "op"
        case equals = "eq"
        case function = "fn"
        case clear = "cl"
        case memory = "mem"
        case mode = "md"
    }

    /// The visible label; may be a typographic symbol.
    let label: String
    /// The spoken name, shown as a visually hidden word after a symbol (text browsers show it); `nil` for digits.
    let name: String?
    /// Whether the label is a symbol rather than a word.
    let symbolic: Bool
    /// The colour group.
    let kind: Kind

    /// Whether `name` replaces the label as the accessible name (`aria-label`): only for a label of
    /// symbols that speech cannot read as text (× ÷ √ ⌫), never for one with letters or digits (x², log₁₀),
    /// whose accessible name must contain the visible text (WCAG 2.5.3): those are named by their
    /// content, the label followed by the visually hidden word.
    var nameReplacesLabel: Bool {
        symbolic && !label.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
    /// One sentence for the help page.
    let help: String

    private init(_ label: String, _ name: String?, symbolic: Bool = true, _ kind: Kind, _ help: String) {
        self.label = label
        self.name = name
        self.symbolic = symbolic
        self.kind = kind
        self.help = help
    }

    /// The decimal key's face where numbers are written with a decimal comma.
    static let decimalComma = KeyFace(
        ",", "comma", .digit, "Types the decimal comma; a second one in a number is ignored.")

    /// The face of `key`; the switch is exhaustive, so a new key cannot go without a label.
    static func of(_ key: Key) -> KeyFace {
        switch key {
        case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9:
            KeyFace(key.rawValue, nil, .digit, "Types the digit \(key.rawValue).")
        case .point: KeyFace(".", "point", .digit, "Types the decimal point; a second one in a number is ignored.")
        case .add: KeyFace("+", "plus", .operation, "Adds.")
        case .subtract:
            KeyFace(
                "−", "minus", .operation,
                "Subtracts; after an operator, at the start or after ( it begins a negative number.")
        case .multiply: KeyFace("×", "multiply", .operation, "Multiplies.")
        case .divide: KeyFace("÷", "divide", .operation, "Divides.")
        case .modulus:
            KeyFace(
                "mod", "modulus", symbolic: false, .function,
                "Floored modulus, not percent (that is the % key): the result takes the divisor’s sign (-7 % 3 = 2).")
        case .percent:
            KeyFace(
                "%", "percent", .function,
                "Percent: the number over 100 (50 % is 0.5); after + or − that share of the number before (200 − 10 % is 180)."
            )
        case .power: KeyFace("^", "power", .function, "Raises to a power; evaluated first, left to right (2^3^2 = 64).")
        case .openParen:
            KeyFace("(", "open parenthesis", .function, "Opens a parenthesis; after a number it implies ×.")
        case .closeParen:
            KeyFace(")", "close parenthesis", .function, "Closes the innermost open parenthesis and shows its value.")
        case .equals:
            KeyFace("=", "equals", .equals, "Evaluates; pressed again, repeats the last operation on the result.")
        case .clearEntry:
            KeyFace("⌫", "delete", .clear, "CE: deletes the last entry (a digit, an operator, a function).")
        case .clearAll:
            KeyFace(
                "AC", "clear all", symbolic: false, .clear,
                "CL: clears the calculation; memory, history, angle unit and mode stay.")
        case .negate: KeyFace("±", "change sign", .function, "Changes the sign of the number or the result.")
        case .sqrt: KeyFace("√", "square root", .function, "Square root.")
        case .cbrt: KeyFace("∛", "cube root", .function, "Cube root.")
        case .sq: KeyFace("x²", "square", .function, "Square.")
        case .cube: KeyFace("x³", "cube", .function, "Cube.")
        case .inv: KeyFace("1/x", "reciprocal", .function, "Reciprocal.")
        case .fact: KeyFace("x!", "factorial", .function, "Factorial.")
        case .exp: KeyFace("eˣ", "e to the power", .function, "e to the power of the number.")
        case .pow10: KeyFace("10ˣ", "ten to the power", .function, "10 to the power of the number.")
        case .ln: KeyFace("ln", "natural logarithm", symbolic: false, .function, "Natural logarithm.")
        case .log10: KeyFace("log₁₀", "logarithm base 10", .function, "Logarithm base 10.")
        case .log2: KeyFace("log₂", "logarithm base 2", .function, "Logarithm base 2.")
        case .sin: KeyFace("sin", "sine", symbolic: false, .function, "Sine, in the current angle unit.")
        case .cos: KeyFace("cos", "cosine", symbolic: false, .function, "Cosine, in the current angle unit.")
        case .tan: KeyFace("tan", "tangent", symbolic: false, .function, "Tangent, in the current angle unit.")
        case .asin: KeyFace("sin⁻¹", "arcsine", .function, "Arcsine, in the current angle unit.")
        case .acos: KeyFace("cos⁻¹", "arccosine", .function, "Arccosine, in the current angle unit.")
        case .atan: KeyFace("tan⁻¹", "arctangent", .function, "Arctangent, in the current angle unit.")
        case .sinh: KeyFace("sinh", "hyperbolic sine", symbolic: false, .function, "Hyperbolic sine.")
        case .cosh: KeyFace("cosh", "hyperbolic cosine", symbolic: false, .function, "Hyperbolic cosine.")
        case .tanh: KeyFace("tanh", "hyperbolic tangent", symbolic: false, .function, "Hyperbolic tangent.")
        case .asinh: KeyFace("sinh⁻¹", "inverse hyperbolic sine", .function, "Inverse hyperbolic sine.")
        case .acosh: KeyFace("cosh⁻¹", "inverse hyperbolic cosine", .function, "Inverse hyperbolic cosine.")
        case .atanh: KeyFace("tanh⁻¹", "inverse hyperbolic tangent", .function, "Inverse hyperbolic tangent.")
        case .pi: KeyFace("π", "pi", .function, "The constant π.")
        case .e: KeyFace("e", "Euler’s number", symbolic: false, .function, "The constant e.")
        case .rand:
            KeyFace(
                "Rand", "random number", symbolic: false, .function, "A random number from 0 up to but not including 1."
            )
        case .exponentEntry:
            KeyFace(
                "EE", "exponent", symbolic: false, .function,
                "Starts the exponent of the number: 1 . 5 EE 3 types 1.5e3.")
        case .angle:
            KeyFace(
                "Rad/Deg", "switch angle unit", symbolic: false, .memory,
                "Switches between radians (the default) and degrees.")
        case .memoryClear: KeyFace("mc", "memory clear", symbolic: false, .memory, "Clears the memory.")
        case .memoryAdd:
            KeyFace("m+", "memory add", symbolic: false, .memory, "Adds the displayed value to the memory.")
        case .memorySubtract:
            KeyFace("m−", "memory subtract", symbolic: false, .memory, "Subtracts the displayed value from the memory.")
        case .memoryRecall:
            KeyFace("mr", "memory recall", symbolic: false, .memory, "Recalls the memory as an operand.")
        case .enter: KeyFace("↲", "enter", .equals, "RPN: pushes the number being typed onto the stack.")
        case .variableM:
            KeyFace("M", "variable M", symbolic: false, .memory, "RPN: pushes the variable M (not its value).")
        case .storeM: KeyFace("→M", "set M", .memory, "RPN: sets M to the displayed value.")
        case .swap:
            KeyFace(
                "swap", "exchange the two newest", symbolic: false, .clear,
                "RPN: exchanges the two newest expressions on the stack.")
        case .drop:
            KeyFace(
                "drop", "remove the newest", symbolic: false, .clear,
                "RPN: removes the newest expression from the stack.")
        case .modeStandard:
            KeyFace("Standard", nil, .mode, "Shows the standard keypad (same calculation as scientific).")
        case .modeScientific:
            KeyFace("Scientific", nil, .mode, "Shows the scientific keypad (same calculation as standard).")
        case .fraction:
            KeyFace(
                "S⇔D", "fraction or decimal", .function,
                "Shows an exact result as a fraction (1/3, 3/10, 17/6) until the next key; again, as a decimal. A rounded value (√2, π) stays decimal."
            )
        case .digits:
            KeyFace(
                "Digits", "all digits", symbolic: false, .function,
                "Shows every digit of the value until the next key: up to 40 significant digits, all of an exact integer or decimal (up to 100); again, the usual 15."
            )
        case .modeRPN:
            KeyFace(
                "RPN", "reverse Polish notation", symbolic: false, .mode,
                "Switches to the RPN calculator; the displayed value goes onto its stack.")
        case .modeProgrammer:
            KeyFace(
                "Pro\u{AD}gram\u{AD}mer", nil, .mode,
                "Switches to the programmer keypad: integers of a word in four bases; the displayed value’s integer part goes with it."
            )
        case .digitA, .digitB, .digitC, .digitD, .digitE, .digitF:
            KeyFace(
                key.rawValue, nil, .digit,
                "Programmer: types the hexadecimal digit \(key.rawValue) (\(key.hexDigit ?? 0)).")
        case .and:
            KeyFace("and", "bitwise and", symbolic: false, .operation, "Programmer: a bit is 1 where both bits are 1.")
        case .or:
            KeyFace("or", "bitwise or", symbolic: false, .operation, "Programmer: a bit is 1 where either bit is 1.")
        case .xor:
            KeyFace(
                "xor", "exclusive or", symbolic: false, .operation, "Programmer: a bit is 1 where the two bits differ.")
        case .nand: KeyFace("nand", "not and", symbolic: false, .operation, "Programmer: and, then every bit flipped.")
        case .nor: KeyFace("nor", "not or", symbolic: false, .operation, "Programmer: or, then every bit flipped.")
        case .not:
            KeyFace(
                "not", "bitwise not", symbolic: false, .function, "Programmer: flips every bit of the displayed value.")
        case .shl:
            KeyFace(
                "shl", "shift left", symbolic: false, .operation,
                "Programmer: shifts the bits left by the next number of places; bits past the word are lost.")
        case .shr:
            KeyFace(
                "shr", "shift right", symbolic: false, .operation,
                "Programmer: shifts the bits right; a signed word keeps its sign, an unsigned one fills with 0.")
        case .rol:
            KeyFace(
                "rol", "rotate left", symbolic: false, .operation,
                "Programmer: rotates the bits left; those leaving the top come back at the bottom.")
        case .ror:
            KeyFace(
                "ror", "rotate right", symbolic: false, .operation,
                "Programmer: rotates the bits right; those leaving the bottom come back at the top.")
        case .word8, .word16, .word32, .word64:
            KeyFace(
                "\(key.rawValue.dropFirst(5))-bit", nil, .memory,
                "Programmer: holds values in \(key.rawValue.dropFirst(5)) bits; a larger value keeps its lowest bits.")
        case .signed:
            KeyFace("Signed", nil, .memory, "Programmer: the top bit is the sign (two’s complement).")
        case .unsigned:
            KeyFace("Unsigned", nil, .memory, "Programmer: every bit is part of the value; nothing is negative.")
        case .base16: KeyFace("HEX", "hexadecimal", .memory, "Programmer: digits are typed in hexadecimal, 0 to F.")
        case .base10: KeyFace("DEC", "decimal", .memory, "Programmer: digits are typed in decimal, 0 to 9.")
        case .base8: KeyFace("OCT", "octal", .memory, "Programmer: digits are typed in octal, 0 to 7.")
        case .base2: KeyFace("BIN", "binary", .memory, "Programmer: digits are typed in binary, 0 and 1.")
        }
    }
}
