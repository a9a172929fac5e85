import CalcEngine

/// The keypad layouts of SPEC section 2, one row per `<div class="row">` so text browsers print a row per line.
enum Keypad {
    /// The standard keys, four per row: what a narrow portrait screen shows.
    static let standard: [[KeyButton]] = [
        [.init(.clearAll), .init(.clearEntry), .init(.openParen), .init(.closeParen)],
        [.init(.power), .init(.modulus), .init(.negate), .init(.divide)],
        [.init(.digit7), .init(.digit8), .init(.digit9), .init(.multiply)],
        [.init(.digit4), .init(.digit5), .init(.digit6), .init(.subtract)],
        [.init(.digit1), .init(.digit2), .init(.digit3), .init(.add)],
        [.init(.digit0), .init(.point), .init(.percent), .init(.equals)],
    ]

    /// The function keys shared by the scientific and RPN keypads, six per row.
    private static let functionRows: [[Key]] = [
        [.sq, .cube, .sqrt, .cbrt, .inv, .fact],
        [.sin, .cos, .tan, .sinh, .cosh, .tanh],
        [.asin, .acos, .atan, .asinh, .acosh, .atanh],
    ]

    /// The scientific extras, six columns with no hole: memory and angle unit, the functions,
    /// exponentials with exponent entry, then the constants and the keys that show more of a value.
    static let scientific: [[KeyButton]] =
        [
            [
                .init(.memoryClear), .init(.memoryAdd), .init(.memorySubtract), .init(.memoryRecall),
                .init(.angle, extraClass: "w2"),
            ]
        ]
        + functionRows.prefix(1).map { $0.map { KeyButton($0) } }
        + [[.exp, .pow10, .ln, .log10, .log2, .exponentEntry].map { KeyButton($0) }]
        + functionRows.dropFirst().map { $0.map { KeyButton($0) } }
        + [[.init(.pi), .init(.e), .init(.rand), .init(.digits), .init(.fraction, extraClass: "w2")]]

    /// The RPN keys: entry, stack handling, operators and the variable M.
    static let rpn: [[KeyButton]] = [
        [.init(.clearAll), .init(.clearEntry), .init(.swap), .init(.drop)],
        [.init(.variableM), .init(.storeM), .init(.power), .init(.modulus)],
        [.init(.digit7), .init(.digit8), .init(.digit9), .init(.divide)],
        [.init(.digit4), .init(.digit5), .init(.digit6), .init(.multiply)],
        [.init(.digit1), .init(.digit2), .init(.digit3), .init(.subtract)],
        [.init(.digit0), .init(.point), .init(.enter), .init(.add)],
    ]

    /// The RPN function keys, six columns with no hole: change sign, exponent entry, the constants
    /// π and e and the angle unit first (what RPN users reach for while entering a number), then the
    /// functions and exponentials, and last the keys that show more of the stack's top.
    static let rpnFunctions: [[KeyButton]] =
        [[.init(.negate), .init(.exponentEntry), .init(.pi), .init(.e), .init(.angle, extraClass: "w2")]]
        + functionRows.prefix(1).map { $0.map { KeyButton($0) } }
        + [[.exp, .pow10, .ln, .log10, .log2, .rand].map { KeyButton($0) }]
        + functionRows.dropFirst().map { $0.map { KeyButton($0) } }
        + [[.init(.digits, extraClass: "w3"), .init(.fraction, extraClass: "w3")]]

    /// Programmer mode's keys (SPEC 10.5): the hexadecimal digits, those beyond the input base
    /// disabled, and the arithmetic (`÷` truncating, `mod` its remainder).
    static func programmer(base: NumberBase) -> [[KeyButton]] {
        func digit(_ key: Key, extraClass: String? = nil) -> KeyButton {
            var button = KeyButton(key, extraClass: extraClass)
            button.disabled = (key.hexDigit ?? 0) >= base.rawValue
            return button
        }
        return [
            [.init(.clearAll), .init(.clearEntry), .init(.openParen), .init(.closeParen)],
            [digit(.digitD), digit(.digitE), digit(.digitF), .init(.divide)],
            [digit(.digitA), digit(.digitB), digit(.digitC), .init(.multiply)],
            [digit(.digit7), digit(.digit8), digit(.digit9), .init(.subtract)],
            [digit(.digit4), digit(.digit5), digit(.digit6), .init(.add)],
            [digit(.digit1), digit(.digit2), digit(.digit3), .init(.modulus)],
            [.init(.negate), digit(.digit0, extraClass: "w2"), .init(.equals)],
        ]
    }

    /// Programmer mode's settings and bitwise keys: the input base, the word size and sign (the
    /// chosen ones pressed), then the bitwise operators, five to a row.
    static func bitwise(_ settings: ProgrammerSettings) -> [[KeyButton]] {
        func choice(_ key: Key, _ chosen: Bool, extraClass: String? = nil) -> KeyButton {
            var button = KeyButton(key, extraClass: extraClass)
            button.pressed = chosen
            return button
        }
        let bases: [(Key, NumberBase)] = [
            (.base16, .hexadecimal), (.base10, .decimal), (.base8, .octal), (.base2, .binary),
        ]
        let sizes: [(Key, WordSize)] = [
            (.word8, .byte), (.word16, .word), (.word32, .doubleWord), (.word64, .quadWord),
        ]
        return [
            bases.map { choice($0.0, settings.base == $0.1) },
            sizes.map { choice($0.0, settings.word.size == $0.1) },
            [
                choice(.signed, settings.word.signed, extraClass: "w2"),
                choice(.unsigned, !settings.word.signed, extraClass: "w2"),
            ],
            [.and, .or, .xor, .nand, .nor].map { KeyButton($0) },
            [.not, .shl, .shr, .rol, .ror].map { KeyButton($0) },
        ]
    }

    /// The mode switch, in the order shown.
    static let modes: [(Key, CalculatorMode)] = [
        (.modeStandard, .standard), (.modeScientific, .scientific), (.modeRPN, .rpn), (.modeProgrammer, .programmer),
    ]

    /// Every key value on the infix page, in page order (for tests and the help page).
    static var infixValues: [String] { (standard + scientific).joined().map(\.value) }

    /// The keys programmer mode alone has, in page order (for the help page).
    static var programmerOnlyValues: [String] {
        let others = Set(infixValues + rpnValues)
        return (programmer(base: .hexadecimal) + bitwise(ProgrammerSettings())).joined().map(\.value)
            .filter { !others.contains($0) }
    }

    /// Every key value on the RPN page, in page order.
    static var rpnValues: [String] { (rpn + rpnFunctions).joined().map(\.value) }

    /// Appends a block of rows: `<div class="pad CLASS" aria-label="LABEL">` with one `<div class="row">` per row.
    /// Its words in `language`; the decimal key shows `decimalMark` (its value stays `.`).
    static func render(
        _ rows: [[KeyButton]], padClass: String, label: String, decimalMark: Character, language: PageLanguage,
        into markup: inout KeypadMarkup
    ) {
        markup.append("<div class=\"pad \(padClass)\" role=\"group\" aria-label=\"\(language(label))\">\n")
        for row in rows {
            // A row of five (programmer mode's bitwise keys) has five columns.
            markup.append(row.map(\.span).reduce(0, +) == 5 ? "<div class=\"row r5\">" : "<div class=\"row\">")
            for button in row {
                let (head, tail) = button.markup(in: language, decimalMark: decimalMark)
                markup.append(button: button.value, head: head, tail: tail)
            }
            markup.append("</div>\n")
        }
        markup.append("</div>\n")
    }

    /// Appends the mode switch in `language`; the current mode's button is `aria-pressed="true"` and
    /// says so in words.
    static func renderModes(current: CalculatorMode, language: PageLanguage, into markup: inout KeypadMarkup) {
        markup.append(
            """
            <div class="row modes" role="group" aria-label="\(language("Keypad"))"><span class="modes-label">\
            \(language("Keypad:"))</span>\u{20}
            """)
        for (key, mode) in modes {
            let pressed = mode == current
            var head: HTML =
                "<button name=\"key\" value=\"\(key.rawValue)\" id=\"\(KeyAnchor.id(of: key.rawValue))\" class=\"md\""
            head.append(pressed ? " aria-pressed=\"true\"" : " aria-pressed=\"false\"")
            var tail: HTML = ">\(language(KeyFace.of(key).label))"
            if pressed { tail.append("<span class=\"vh\"> \(language("(current)"))</span>") }
            tail.append("</button> ")
            markup.append(button: key.rawValue, head: head, tail: tail)
        }
        markup.append("</div>\n")
    }
}
