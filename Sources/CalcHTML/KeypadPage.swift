import CalcEngine

/// The calculator page: one `CalculatorView` as a complete HTML5 document that works without JavaScript or CSS.
///
/// ```swift
/// let view = CalculatorView(mode: .standard, display: "0", state: .entry, expression: "", expr: "0")
/// let page = KeypadPage.render(view, context: PageContext(seq: 1, sid: "abc", focus: "7"))
/// ```
public enum KeypadPage {
    /// Renders the page of `view`; every value taken from `view` or `context` is escaped.
    public static func render(_ view: CalculatorView, context: PageContext) -> String {
        var out = ""
        out.reserveCapacity(view.mode == .rpn ? 9_000 : 11_000)
        let title = view.display.isEmpty ? "Calculator" : "\(view.display) – Calculator"
        PageLayout.head(title: title, kioskIdleSeconds: context.kioskIdleSeconds, into: &out)
        out += "<main class=\"calc \(view.mode.rawValue)\">\n<h1 class=\"vh\">Calculator</h1>\n"
        screen(view, into: &out)
        out += "<p id=\"notice\" role=\"status\">"
        if let notice = context.notice { out.appendEscapingHTML(notice) }
        out += "</p>\n"
        keypad(view.mode, context: context, into: &out)
        typedExpression(view.expr, context: context, into: &out)
        history(view.history, context: context, into: &out)
        out += "</main>\n"
        PageLayout.foot(into: &out)
        return out
    }

    /// The indicators, the RPN stack, the description line and the big display.
    private static func screen(_ view: CalculatorView, into out: inout String) {
        out += "<div class=\"screen\">\n<p class=\"indicators\"><span id=\"memory\">"
        if view.memory { out += "<abbr title=\"memory holds a value\">M</abbr>" }
        out += "</span> <span id=\"angle\">"
        out += view.angle == .radians
            ? "<abbr title=\"angle unit: radians\">RAD</abbr>" : "<abbr title=\"angle unit: degrees\">DEG</abbr>"
        out += "</span></p>\n"
        if view.mode == .rpn {
            out += "<ol id=\"stack\" aria-label=\"Stack, newest last\">"
            for value in view.stack {
                out += "<li>"
                out.appendEscapingHTML(value)
                out += "</li>"
            }
            out += "</ol>\n"
        }
        out += "<p id=\"expression\">"
        out.appendEscapingHTML(view.expression)
        out += "</p>\n<output id=\"display\" data-state=\"\(view.state.rawValue)\">"
        out.appendEscapingHTML(view.display)
        out += "</output>\n</div>\n"
    }

    /// The keypad form: the standard keys then the scientific block, or the RPN keys then its functions.
    private static func keypad(_ mode: CalculatorMode, context: PageContext, into out: inout String) {
        out += "<form method=\"post\" action=\"/\" class=\"keys\">\n"
        PageLayout.sessionFields(context, into: &out)
        out += "<div class=\"pads\">\n"
        if mode == .rpn {
            Keypad.render(Keypad.rpn, padClass: "main", label: "RPN keys", focus: context.focus, into: &out)
            Keypad.render(Keypad.rpnFunctions, padClass: "fns", label: "Functions", focus: context.focus, into: &out)
        } else {
            Keypad.render(Keypad.standard, padClass: "main", label: "Standard keys", focus: context.focus, into: &out)
            Keypad.render(Keypad.scientific, padClass: "sci", label: "Scientific keys", focus: context.focus, into: &out)
        }
        out += "</div>\n"
        Keypad.renderModes(current: mode, focus: context.focus, into: &out)
        out += "</form>\n"
    }

    /// The typed-expression form; its first (and only) submit button evaluates, so Enter evaluates too.
    private static func typedExpression(_ expr: String, context: PageContext, into out: inout String) {
        out += "<form method=\"post\" action=\"/\" class=\"typed\">\n"
        PageLayout.sessionFields(context, into: &out)
        out += "<label for=\"expr\">Expression</label> <input id=\"expr\" name=\"expr\" value=\""
        out.appendEscapingHTML(expr)
        out += "\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\""
        if context.focus == "expr" { out += " autofocus" }
        out += "> <button class=\"eq\">Evaluate</button>\n</form>\n"
    }

    /// The history: each line a button that recalls its result as an operand.
    private static func history(_ lines: [HistoryLine], context: PageContext, into out: inout String) {
        out += "<section class=\"history\" aria-labelledby=\"history-title\">\n<h2 id=\"history-title\">History</h2>\n"
        out += "<form method=\"post\" action=\"/\">\n"
        PageLayout.sessionFields(context, into: &out)
        out += "<ol id=\"history\">"
        for (index, line) in lines.enumerated() {
            let value = "history-\(index)"
            out += "<li><button name=\"key\" value=\"\(value)\""
            if context.focus == value { out += " autofocus" }
            out += ">"
            out.appendEscapingHTML(line.expression)
            out += " = "
            out.appendEscapingHTML(line.result)
            out += "</button></li>"
        }
        out += "</ol>\n</form>\n"
        if lines.isEmpty { out += "<p class=\"empty\">No calculations yet.</p>\n" }
        out += "</section>\n"
    }
}
