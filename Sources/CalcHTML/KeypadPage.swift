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
        var page = HTML(capacity: view.mode == .rpn ? 9_000 : 11_000)
        let title = view.display.isEmpty ? "Calculator" : "\(view.display) – Calculator"
        PageLayout.head(title: title, kioskIdleSeconds: context.kioskIdleSeconds, into: &page)
        page.append(
            "<main class=\"calc \(view.mode.rawValue)\">\n<h1 class=\"vh\">Calculator</h1>\n<div class=\"app\">\n")
        screen(view, into: &page)
        page.append("<p id=\"notice\" role=\"status\">\(context.notice ?? "")</p>\n")
        typedExpression(view.expr, context: context, into: &page)
        keypad(view.mode, context: context, into: &page)
        page.append("</div>\n")
        history(view.history, context: context, into: &page)
        links(view, into: &page)
        page.append("</main>\n")
        PageLayout.foot(into: &page)
        return page.markup
    }

    /// The indicators (`M = value` while the memory, or RPN's variable M, holds one), the RPN stack,
    /// the description line and the big display.
    private static func screen(_ view: CalculatorView, into page: inout HTML) {
        page.append("<div class=\"screen\">\n<p class=\"indicators\"><span id=\"memory\">")
        if view.memory || view.memoryValue != nil {
            page.append("<abbr title=\"memory holds a value\">M</abbr>")
            if let value = view.memoryValue { page.append(" = \(value)") }
        }
        page.append("</span> <span id=\"angle\">")
        page.append(
            view.angle == .radians
                ? "<abbr title=\"angle unit: radians\">RAD</abbr>" : "<abbr title=\"angle unit: degrees\">DEG</abbr>")
        page.append("</span></p>\n")
        if view.mode == .rpn {
            page.append(
                "<div class=\"stack\" role=\"region\" aria-label=\"Stack, newest last\" tabindex=\"0\"><ol id=\"stack\">"
            )
            for value in view.stack { page.append("<li>\(value)</li>") }
            page.append("</ol></div>\n")
        }
        page.append("<p id=\"expression\">\(view.expression)</p>\n")
        page.append(
            "<output id=\"display\" data-state=\"\(view.state.rawValue)\" data-length=\"\(lengthClass(view.display))\">"
        )
        page.append("\(view.display)</output>\n</div>\n")
    }

    /// The size class of a display text for the stylesheet, which shrinks the font so that the text
    /// fits the display's width on one line: the largest number of characters of its class.
    static func lengthClass(_ text: String) -> Int {
        let count = text.count
        return lengthClasses.first { count <= $0 } ?? lengthClasses[lengthClasses.count - 1]
    }

    /// The upper bounds of the display's size classes; longer texts (error messages) use the last.
    static let lengthClasses = [8, 11, 14, 17, 21, 26, 60]

    /// The keypad form: the standard keys then the scientific block, or the RPN keys then its functions.
    private static func keypad(_ mode: CalculatorMode, context: PageContext, into page: inout HTML) {
        page.append("<form method=\"post\" action=\"/\" class=\"keys\">\n")
        PageLayout.sessionFields(context, into: &page)
        let fragments = keypadFragments[mode] ?? [:]
        page.append(fragments[context.focus ?? ""] ?? fragments[""] ?? "")
        page.append("</form>\n")
    }

    /// The keys and the mode switch of each mode, rendered once for every key that may have the
    /// focus (and for none, under ""): a page then copies one string instead of ~80 buttons.
    private static let keypadFragments: [CalculatorMode: [String: HTML]] = {
        var fragments: [CalculatorMode: [String: HTML]] = [:]
        for mode in CalculatorMode.allCases {
            let values = (mode == .rpn ? Keypad.rpnValues : Keypad.infixValues) + Keypad.modes.map(\.0.rawValue)
            var byFocus: [String: HTML] = [:]
            for focus in [""] + values {
                var html = HTML(capacity: 8_000)
                keys(mode, focus: focus.isEmpty ? nil : focus, into: &html)
                byFocus[focus] = html
            }
            fragments[mode] = byFocus
        }
        return fragments
    }()

    /// The pads and the mode switch, with `autofocus` on the `focus` key.
    private static func keys(_ mode: CalculatorMode, focus: String?, into page: inout HTML) {
        page.append("<div class=\"pads\">\n")
        if mode == .rpn {
            Keypad.render(Keypad.rpn, padClass: "main", label: "RPN keys", focus: focus, into: &page)
            Keypad.render(Keypad.rpnFunctions, padClass: "fns", label: "Functions", focus: focus, into: &page)
        } else {
            Keypad.render(Keypad.standard, padClass: "main", label: "Standard keys", focus: focus, into: &page)
            Keypad.render(Keypad.scientific, padClass: "sci", label: "Scientific keys", focus: focus, into: &page)
        }
        page.append("</div>\n")
        Keypad.renderModes(current: mode, focus: focus, into: &page)
    }

    /// The typed-expression form; its first (and only) submit button evaluates, so Enter evaluates too.
    ///
    /// After a keypad key the field holds the current expression, to be edited. When it gets the focus
    /// (a fresh page, or after a typed expression) it is empty, with the current expression as placeholder,
    /// so typing starts a new expression (or, starting with an operator, continues from the result) and the
    /// caret is never left at the start of old text. A pending expression (a linked one) is the value.
    private static func typedExpression(_ expr: String, context: PageContext, into page: inout HTML) {
        let focused = context.focus == nil || context.focus == "expr"
        page.append("<form method=\"post\" action=\"/\" class=\"typed\">\n")
        PageLayout.sessionFields(context, into: &page)
        page.append("<label for=\"expr\">Expression</label> <input id=\"expr\" name=\"expr\"")
        let empty = focused && !context.expressionIsPending
        page.append(empty ? " value=\"\" placeholder=\"\(expr)\"" as HTML : " value=\"\(expr)\"")
        page.append(" required accesskey=\"x\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\"")
        if focused { page.append(KeyButton.focused) }
        page.append("> <button class=\"eq\">Evaluate</button>\n</form>\n")
    }

    /// Links to the working of the calculation on the display, to the calculation itself (to keep or
    /// send) and to the history as a text file; below the fold, so no key moves.
    private static func links(_ view: CalculatorView, into page: inout HTML) {
        let calculation = view.mode == .rpn ? nil : CalculationLinks.calculation(describedBy: view.expression)
        guard calculation != nil || !view.history.isEmpty else { return }
        var links: [HTML] = []
        if let calculation {
            links.append("<a href=\"\(CalculationLinks.steps(calculation))\">Show steps</a>")
            links.append("<a href=\"\(CalculationLinks.calculator(calculation))\">Link to this calculation</a>")
        }
        if !view.history.isEmpty { links.append("<a href=\"/history.txt\" download>Download history</a>") }
        page.append("<p class=\"links\">")
        for (index, link) in links.enumerated() {
            if index > 0 { page.append(" · ") }
            page.append(link)
        }
        page.append("</p>\n")
    }

    /// The history: each line a button that recalls its result as an operand.
    private static func history(_ lines: [HistoryLine], context: PageContext, into page: inout HTML) {
        page.append(
            "<section class=\"history\" aria-labelledby=\"history-title\">\n<h2 id=\"history-title\">History</h2>\n")
        page.append("<form method=\"post\" action=\"/\">\n")
        PageLayout.sessionFields(context, into: &page)
        page.append("<ol id=\"history\">")
        for (index, line) in lines.enumerated() {
            let value = "history-\(index)"
            page.append("<li><button name=\"key\" value=\"\(value)\"")
            if context.focus == value { page.append(KeyButton.focused) }
            page.append("><span class=\"vh\">Recall </span>\(line.expression) = \(line.result)</button></li>")
        }
        page.append("</ol>\n</form>\n")
        if lines.isEmpty { page.append("<p class=\"empty\">No calculations yet.</p>\n") }
        page.append("</section>\n")
    }
}
