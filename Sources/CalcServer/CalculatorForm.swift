import CalcEngine

/// The fields of a calculator form post, each the first of its name (lynx may repeat a pair).
struct CalculatorForm {
    /// The largest form body the app reads: a worksheet as long as it is kept, every character
    /// four bytes of UTF-8 written as `%XX`, and 4 KB for the other fields. A larger body is refused
    /// with 413 before it is read.
    static let largestBody = CalculatorState.maximumSheetLength * 4 * 3 + 4 * 1024

    /// What the post asks for.
    enum Action {
        case press(KeyPress)
        /// A typed expression, computed with angles in the session's unit, or in `angle` when a
        /// calculation link names one (the session's unit is then set to it). Its numbers are in
        /// the visitor's format, or in the engine's own when it comes from a calculation `link`.
        case evaluate(String, angle: AngleUnit? = nil, word: WordFormat? = nil, link: Bool = false)
        /// The number format chosen on the page (`locale=de`); nil: the browser's language decides (`auto`).
        case chooseLocale(NumberLocale?)
        /// The worksheet's text, to keep and calculate (`POST /sheet`, SPEC 10.4).
        case calculateSheet(String)
    }

    /// The key pressed or the expression typed.
    let action: Action
    /// The `seq` the page carried, or `nil` when the post had none (scripts).
    let seq: Int?
    /// The hidden `sid` field, unchecked.
    let sid: String?

    /// A form made by the server itself (a calculation link).
    init(action: Action, seq: Int?, sid: String?) {
        self.action = action
        self.seq = seq
        self.sid = sid
    }

    /// Reads the form; an unknown key, a malformed `seq` or a form with neither key nor expression is a bad request.
    init(_ fields: [(name: String, value: String)]) throws(CalcServerError) {
        var key: String?
        var expr: String?
        var seq: String?
        var sid: String?
        var locale: String?
        var sheet: String?
        for field in fields {
            switch field.name {
            case "key": if key == nil { key = field.value }
            case "expr": if expr == nil { expr = field.value }
            case "seq": if seq == nil { seq = field.value }
            case "sid": if sid == nil { sid = field.value }
            case Self.localeField: if locale == nil { locale = field.value }
            case Self.sheetField: if sheet == nil { sheet = field.value }
            default: break
            }
        }
        if let key {
            guard let press = KeyPress(parsing: key) else {
                throw .badRequest("There is no key “\(key.prefix(40))”.")
            }
            action = .press(press)
        } else if let expr {
            action = .evaluate(expr)
        } else if let sheet {
            guard sheet.count <= CalculatorState.maximumSheetLength else {
                throw .badRequest(
                    "The sheet has \(sheet.count) characters: at most \(CalculatorState.maximumSheetLength) are kept.")
            }
            action = .calculateSheet(sheet)
        } else if let locale {
            guard locale == Self.automaticLocale || NumberLocale(rawValue: locale) != nil else {
                throw .badRequest("There is no number format “\(locale.prefix(40))”.")
            }
            action = .chooseLocale(NumberLocale(rawValue: locale))
        } else {
            throw .badRequest("The form carried neither a key nor an expression.")
        }
        if let seq {
            // Digits only, as the page writes it (`Int` would take `+5` too).
            guard seq.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let number = Int(seq)
            else {
                throw .badRequest("The page’s sequence number is malformed.")
            }
            self.seq = number
        } else {
            self.seq = nil
        }
        self.sid = sid
    }

    /// The focus value that names the expression field rather than a key.
    static let expressionFocus = "expr"
    /// The field that chooses a number format, and its value that leaves it to the browser.
    static let localeField = "locale"
    static let automaticLocale = "auto"
    /// The worksheet's text field, and the focus value that names it.
    static let sheetField = "sheet"

    /// What gets `autofocus` on the next page: the pressed key's value, or the expression field.
    var focus: String {
        switch action {
        case .press(let press): press.value
        case .evaluate, .chooseLocale: Self.expressionFocus
        case .calculateSheet: Self.sheetField
        }
    }
}
