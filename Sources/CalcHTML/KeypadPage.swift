import CalcEngine

/// The calculator page: one `CalculatorView` as a complete HTML5 document that works without JavaScript or CSS.
///
/// ```swift
/// let view = CalculatorView(mode: .standard, display: "0", state: .entry, expression: "", expr: "0")
/// let page = KeypadPage.render(view, context: PageContext(seq: 1, sid: "abc", focus: "7"))
/// ```
public enum KeypadPage {
    /// Renders the page of `view`; every value taken from `view` or `context` is escaped.
    ///
    /// Reading order (and tab order): the screen, the notice, the typed-expression form, the keypad and
    /// the mode switch, then the history. A page with no pressed key to focus, and the page after a typed
    /// expression, focus the expression field, rendered empty with the current expression as placeholder.
    public static func render(_ view: CalculatorView, context: PageContext) -> String {
        html(view, context: context).markup
    }

    /// The page of `view` as markup bytes, ready to send (see ``render(_:context:)``).
    public static func html(_ view: CalculatorView, context: PageContext) -> HTML {
        var page = HTML(capacity: capacity(for: view))
        // The page is written piece by piece into one buffer: an interpolated `HTML` literal would
        // build (and allocate) a fragment of its own first.
        let format = context.numberFormat
        let language = context.language
        let calculator = language("Calculator")
        PageLayout.head(
            title: view.display.isEmpty
                ? calculator : "\(title(view, format: format, language: language)) – \(calculator)",
            language: language, kioskIdleSeconds: context.kioskIdleSeconds, into: &page)
        page.append(literal: "<main class=\"calc ")
        page.append(escaping: view.mode.rawValue)
        if view.modeIsChosen { page.append(literal: " chosen") }
        page.append(literal: "\">\n<h1 class=\"vh\">")
        page.append(escaping: calculator)
        page.append(literal: "</h1>\n<div class=\"app\">\n")
        screen(view, notice: context.notice ?? view.notice, format: format, language: language, into: &page)
        // The hidden seq and sid fields, the same in each of the three forms.
        let fields = PageLayout.sessionFields(context)
        // The field's text reads back as the same numbers (``CalculatorView/expr(in:)``).
        typedExpression(
            view.expr(in: format), failed: view.state == .error, context: context, fields: fields,
            language: language, into: &page)
        keypad(view.mode, programmer: view.programmer?.settings, context: context, fields: fields, into: &page)
        page.append(literal: "</div>\n")
        if let programmer = view.programmer {
            ProgrammerMarkup.bitGrid(programmer, context: context, fields: fields, into: &page)
        }
        history(view.history, rpn: view.mode == .rpn, context: context, fields: fields, into: &page)
        links(view, language: language, into: &page)
        NumberFormatForm.append(chosen: view.numberLocale, fields: fields, language: language, into: &page)
        page.append(literal: "</main>\n")
        PageLayout.foot(language: language, into: &page)
        return page
    }

    /// The indicators (`M = value` while the memory, or RPN's variable M, holds one), the RPN stack,
    /// the description line, the big display and the notice.
    ///
    /// After a typed expression that failed at a position, the description line is its text with a
    /// caret line under it (``ErrorPointer``). The screen has one height whatever it shows: the
    /// display's box (`.fit`) takes what the other parts leave, and its text is sized to that box.
    ///
    /// Numbers are written in `format`, grouped; an error message is shown as the engine wrote it.
    private static func screen(
        _ view: CalculatorView, notice: String?, format: NumberFormat, language: PageLanguage, into page: inout HTML
    ) {
        // Named as a group: a name on the display itself would be what the focused key's description
        // reads instead of the result (`aria-describedby` reads a named element's name).
        page.append(literal: "<div class=\"screen\" role=\"group\" aria-label=\"")
        page.append(escaping: language("Display"))
        page.append(literal: "\">\n<p class=\"indicators\"><span id=\"memory\">")
        if view.memory || view.memoryValue != nil {
            page.append(literal: "<abbr title=\"")
            page.append(escaping: language("memory holds a value"))
            page.append(literal: "\">M</abbr>")
            if let value = view.memoryValue {
                page.append(literal: " = ")
                page.append(escaping: format.grouped(value))
            }
        }
        if let programmer = view.programmer {
            page.append(literal: "</span> <span id=\"word\">")
            page.append(escaping: ProgrammerMarkup.wordName(programmer.settings.word, language: language))
        } else {
            page.append(literal: "</span> <span id=\"angle\">")
            page.append(literal: "<abbr title=\"")
            page.append(escaping: language(view.angle == .radians ? "angle unit: radians" : "angle unit: degrees"))
            page.append(literal: view.angle == .radians ? "\">RAD</abbr>" : "\">DEG</abbr>")
        }
        page.append(literal: "</span></p>\n")
        if view.mode == .rpn {
            page.append(literal: "<div class=\"stack\" role=\"region\" aria-label=\"")
            page.append(escaping: language("Stack, newest last"))
            page.append(literal: "\" tabindex=\"0\"><ol id=\"stack\">")
            for value in view.stack {
                page.append(literal: "<li>")
                page.append(escaping: format.grouped(value))
                page.append(literal: "</li>")
            }
            page.append(literal: "</ol></div>\n")
        }
        if view.state == .error, let position = view.errorPosition, !view.expr.isEmpty {
            ErrorPointer.append(view.expr, position: position, id: "expression", into: &page)
        } else if view.expression.isEmpty {
            page.append(literal: "<p id=\"expression\"></p>\n")
        } else {
            // The span is what the stylesheet cuts at the left, behind an ellipsis, when the line is too long.
            page.append(literal: "<p id=\"expression\"><span>")
            page.append(escaping: format.grouped(view.expression))
            page.append(literal: "</span></p>\n")
        }
        page.append(literal: "<div class=\"fit\"><output id=\"display\" data-state=\"")
        page.append(escaping: view.state.rawValue)
        let display = shown(view, format: format, language: language)
        page.append(literal: "\" data-length=\"")
        page.append(lengthClass(display))
        page.append(literal: "\">")
        page.append(escaping: display)
        page.append(literal: "</output></div>\n")
        if let programmer = view.programmer { ProgrammerMarkup.bases(programmer, language: language, into: &page) }
        page.append(literal: "<p id=\"notice\" role=\"status\">")
        page.append(escaping: notice.map { language.message($0) } ?? "")
        page.append(literal: "</p>\n</div>\n")
    }

    /// The page title before ` – Calculator`: the display, and after an operator the pending
    /// expression in parentheses (`7 (7 + ...)`), so that a screen reader announcing the title says
    /// what the key did.
    static func title(_ view: CalculatorView, format: NumberFormat, language: PageLanguage = .en) -> String {
        let display = shown(view, format: format, language: language)
        return view.expression.hasSuffix(" ...") ? "\(display) (\(format.grouped(view.expression)))" : display
    }

    /// The display's text as the page shows it: a number in `format`, an error in `language`.
    private static func shown(_ view: CalculatorView, format: NumberFormat, language: PageLanguage) -> String {
        view.state == .error ? language.message(view.display) : view.display(in: format)
    }

    /// The size class of a display text for the stylesheet, which shrinks the font so that the text
    /// fits the display's width on one line: the largest number of characters of its class.
    static func lengthClass(_ text: String) -> Int {
        let count = text.count
        return lengthClasses.first { count <= $0 } ?? lengthClasses[lengthClasses.count - 1]
    }

    /// The upper bounds of the display's size classes (the last for every digit of a value and the
    /// longest fractions, 100 digits over 100); longer texts use the last.
    static let lengthClasses = [8, 11, 14, 17, 21, 26, 40, 60, 75, 90, 110, 140, 175, 210]

    /// The keypad form: the standard keys then the scientific block, or the RPN keys then its functions.
    private static func keypad(
        _ mode: CalculatorMode, programmer: ProgrammerSettings?, context: PageContext, fields: HTML,
        into page: inout HTML
    ) {
        let face = KeypadFace(
            mode: mode, decimalMark: context.numberFormat.decimalMark, language: context.language,
            programmer: mode == .programmer ? programmer ?? ProgrammerSettings() : nil)
        keypads[face]?.write(
            formClass: "keys", fields: fields, focus: context.focus, formPerKey: context.formPerKey, into: &page)
    }

    /// Room for the whole page of `view`, so that it is never copied to grow: the most a page takes
    /// besides its history, stack and expression (a programmer page with its 64-bit grid, in any
    /// language), plus those, escaped and, in the links, percent-encoded.
    static func capacity(for view: CalculatorView) -> Int {
        16_896 + HistoryMarkup.capacity(for: view.history) + 96 * view.stack.count
            + 8 * (view.expression.utf8.count + view.expr.utf8.count)
    }

    /// The keys and the mode switch of each mode, rendered once for every key that may have the
    /// focus (and for none, under ""): a page then copies one string instead of ~80 buttons.
    /// Programmer mode has one for each of its settings (the keys that choose them are pressed).
    private static let keypads: [KeypadFace: KeypadMarkup] = {
        var keypads: [KeypadFace: KeypadMarkup] = [:]
        for mode in CalculatorMode.allCases {
            for programmer in mode == .programmer ? ProgrammerSettings.all.map(Optional.some) : [nil] {
                for decimalMark in Set(NumberLocale.allCases.map(\.format.decimalMark)) {
                    for language in PageLanguage.allCases {
                        let face = KeypadFace(
                            mode: mode, decimalMark: decimalMark, language: language, programmer: programmer)
                        var markup = KeypadMarkup()
                        keys(face, into: &markup)
                        keypads[face] = markup
                    }
                }
            }
        }
        return keypads
    }()

    /// What a keypad's markup depends on: the mode, the decimal key's mark, the language, and
    /// programmer mode's settings.
    private struct KeypadFace: Hashable {
        var mode: CalculatorMode
        var decimalMark: Character
        var language: PageLanguage
        var programmer: ProgrammerSettings?
    }

    /// The pads and the mode switch of `face`.
    private static func keys(_ face: KeypadFace, into markup: inout KeypadMarkup) {
        let (mark, language) = (face.decimalMark, face.language)
        markup.append("<div class=\"pads\">\n")
        let pads: [([[KeyButton]], String, String)] =
            switch (face.mode, face.programmer) {
            case (.rpn, _): [(Keypad.rpn, "main", "RPN keys"), (Keypad.rpnFunctions, "fns", "Functions")]
            case (.programmer, let settings?):
                [
                    (Keypad.programmer(base: settings.base), "main", "Programmer keys"),
                    (Keypad.bitwise(settings), "prog", "Base, word and bitwise keys"),
                ]
            default: [(Keypad.standard, "main", "Standard keys"), (Keypad.scientific, "sci", "Scientific keys")]
            }
        for (rows, padClass, label) in pads {
            Keypad.render(
                rows, padClass: padClass, label: label, decimalMark: mark, language: language, into: &markup)
        }
        markup.append("</div>\n")
        Keypad.renderModes(current: face.mode, language: language, into: &markup)
    }

    /// The typed-expression form; its first (and only) submit button evaluates, so Enter evaluates too.
    ///
    /// After a keypad key the field holds the current expression, to be edited. When it gets the focus
    /// (a fresh page, or after a typed expression) it is empty, with the current expression as placeholder,
    /// so typing starts a new expression (or, starting with an operator, continues from the result) and the
    /// caret is never left at the start of old text. A pending expression (a linked one) is the value.
    /// So is an expression that `failed`: the text stays to be corrected, never only a placeholder
    /// (which text browsers do not show), and the field is marked invalid and described by the
    /// display, which names the error and its position.
    private static func typedExpression(
        _ expr: String, failed: Bool, context: PageContext, fields: HTML, language: PageLanguage, into page: inout HTML
    ) {
        let focused = context.focus == nil || context.focus == "expr"
        let invalid = failed && !expr.isEmpty
        page.append(literal: "<form method=\"post\" action=\"/\" class=\"typed\">\n")
        page.append(fields)
        page.append(literal: "<label for=\"expr\">")
        page.append(escaping: language("Expression"))
        page.append(literal: "</label> <input id=\"expr\" name=\"expr\"")
        let empty = focused && !context.expressionIsPending && !invalid
        page.append(literal: empty ? " value=\"\" placeholder=\"" : " value=\"")
        page.append(escaping: expr)
        page.append(literal: "\"")
        page.append(
            literal: " required accesskey=\"x\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\"")
        if invalid { page.append(literal: " aria-invalid=\"true\"") }
        if focused {
            page.append(KeyButton.focused)
        } else if invalid {
            page.append(literal: " aria-describedby=\"display\"")
        }
        page.append(literal: "> <button class=\"eq\">")
        page.append(escaping: language("Evaluate"))
        page.append(literal: "</button>\n</form>\n")
    }

    /// Links to the graph of a function of x typed in the Expression field, to the working of the
    /// calculation on the display, to the calculation itself (to keep or send) and to the history
    /// as a text file; below the fold, so no key moves.
    private static func links(_ view: CalculatorView, language: PageLanguage, into page: inout HTML) {
        let calculation = view.mode == .rpn ? nil : CalculationLinks.calculation(describedBy: view.expression)
        let function = CalculationLinks.plottedFunction(of: view)
        guard calculation != nil || function != nil || !view.history.isEmpty else { return }
        page.append(literal: "<p class=\"links\">")
        if let function {
            page.append(literal: "<a href=\"")
            CalculationLinks.append(CalculationLinks.plotPath, encoding: function, to: &page)
            page.append(literal: "\">")
            page.append(escaping: language("Plot this function"))
            page.append(literal: "</a>")
            if calculation != nil || !view.history.isEmpty { page.append(literal: " · ") }
        }
        if let calculation {
            page.append(literal: "<a href=\"")
            CalculationLinks.append(CalculationLinks.stepsPath, encoding: calculation, to: &page)
            CalculationLinks.appendQuery(view.angle, word: view.programmer?.settings.word, to: &page)
            page.append(literal: "\">")
            page.append(escaping: language("Show steps"))
            page.append(literal: "</a> · <a href=\"")
            CalculationLinks.append(CalculationLinks.calculatorPath, encoding: calculation, to: &page)
            CalculationLinks.appendQuery(view.angle, word: view.programmer?.settings.word, to: &page)
            page.append(literal: "\">")
            page.append(escaping: language("Link to this calculation"))
            page.append(literal: "</a>")
            if !view.history.isEmpty { page.append(literal: " · ") }
        }
        if !view.history.isEmpty {
            page.append(literal: "<a href=\"/history.txt\" download>")
            page.append(escaping: language("Download history"))
            page.append(literal: "</a>")
        }
        page.append(literal: "</p>\n")
    }

    /// What an empty history says on the RPN keypad.
    static let rpnHistoryNote = "RPN results are not kept here: = on the other keypads adds a line."

    /// The history: each line a button that recalls its result as an operand. Empty on the RPN
    /// keypad, it says why its results are missing: only `=` adds a line, and RPN has none.
    private static func history(
        _ lines: [HistoryLine], rpn: Bool, context: PageContext, fields: HTML, into page: inout HTML
    ) {
        let language = context.language
        page.append(literal: "<section class=\"history\" aria-labelledby=\"history-title\">\n<h2 id=\"history-title\">")
        page.append(escaping: language("History"))
        page.append(literal: "</h2>\n<form method=\"post\" action=\"/\">\n")
        page.append(fields)
        page.append(literal: "<ol id=\"history\">")
        HistoryMarkup.write(
            lines, of: context.sid, focus: context.focus, format: context.numberFormat, language: language, into: &page)
        page.append(literal: "</ol>\n</form>\n")
        if lines.isEmpty {
            page.append(literal: "<p class=\"empty\">")
            page.append(escaping: language("No calculations yet."))
            if rpn {
                page.append(literal: " ")
                page.append(escaping: language(rpnHistoryNote))
            }
            page.append(literal: "</p>\n")
        }
        page.append(literal: "</section>\n")
    }
}
