import CalcEngine

/// The working of an expression (`GET /steps?expr=`), one operation a line, as seed 000 shows it.
///
/// Each line is the expression before a step with the operation about to be reduced in `<mark>`,
/// followed by that operation and its value in words, so text browsers (which show no highlight)
/// read the same working. Exact values stay exact: a fraction that no decimal ends is written as
/// one (`1/3 + 1/7` → `10/21 ≈ 0.476190476190476`), a rounded value (a root, π) to the display's
/// 15 significant digits; a percent right of `+` or `−` says what it is a share of
/// (`200-10%` → `10% of 200 = 20`, then `200-20`). The result, or the error where it happened, ends
/// the list. The page is bounded whatever the expression: the working's own limits
/// (`Reduction.maximumSteps`, `Reduction.maximumText`), and the typed text echoed at most as long as
/// an expression may be.
///
/// ```swift
/// let page = StepsPage.render(Reduction(of: "-6-5+4*3^2"), typed: "-6-5+4*3^2")
/// ```
public enum StepsPage {
    /// The page for `working` of the text `typed`, computed with angles in `angle` (which the page
    /// states and its form and link keep); unless it failed (or ran out of the work budget, which
    /// evaluating it alone may not), a link opens `typed` in the calculator. Numbers are written in
    /// `locale`'s format, and the form's text is read in it.
    public static func render(
        _ working: Reduction?, typed: String = "", angle: AngleUnit = .radians, word: WordFormat? = nil,
        locale: NumberLocale = NumberLocale.fallback
    ) -> String {
        let format = locale.format
        let language = PageLanguage(locale)
        let calculator = language("Calculator")
        var page = HTML(capacity: 2_048 + (working?.steps.count ?? 0) * 160)
        let shown = echo(typed.isEmpty ? working?.expression ?? "" : typed)
        let heading = working == nil ? language("Steps") : language.message("Steps: {1}", shown)
        PageLayout.head(title: "\(heading) – \(calculator)", language: language, into: &page)
        page.append(
            """
            <main class="page steps">
            <p><a href="/">\(language("Back to the calculator"))</a></p>
            <h1>\(language("Steps"))</h1>
            <form method="get" action="/steps"><label for="steps-expr">\(language("Expression"))</label> \
            <input id="steps-expr" name="expr" value="\(shown)" autocomplete="off" \
            autocapitalize="off" spellcheck="false"
            """)
        // Text that does not parse (or is too long) is marked invalid, described by the message.
        let position = working?.error?.position
        if position != nil { page.append(" aria-invalid=\"true\" aria-describedby=\"steps-error\"") }
        page.append(">")
        if angle == .degrees { page.append("<input type=\"hidden\" name=\"angle\" value=\"deg\">") }
        if let word { page.append("<input type=\"hidden\" name=\"word\" value=\"\(word.code)\">") }
        page.append("<input type=\"hidden\" name=\"locale\" value=\"\(locale.tag)\">")
        page.append(" <button>\(language("Show steps"))</button></form>\n")
        page.append("<p class=\"angle\">\(language(angle == .degrees ? "Angles in degrees." : "Angles in radians."))")
        // Programmer mode's word (SPEC 10.5): each step is held in it.
        if let word {
            page.append(
                " \(language.message("In integers of {1} bits, {2}.", String(word.bits), language(word.signed ? "signed" : "unsigned")))"
            )
        }
        page.append("</p>\n")
        if let working, let position {
            // The text with a caret line under the error, as on the calculator page.
            ErrorPointer.append(
                typed.isEmpty ? working.expression : typed, position: position, id: "steps-pointer", into: &page)
        }
        if let working { page.append(list(working, format: format, language: language)) }
        // A working too costly to show may still be evaluated at once, without its steps.
        if let working, working.error == nil || working.error == .tooComplex {
            // The link carries the engine's own text, read the same in every format.
            let link = CalculationLinks.calculator(working.expression, angle: angle, word: word)
            page.append("<p><a href=\"\(link)\">\(language("Open this calculation in the calculator"))</a></p>\n")
        }
        page.append("</main>\n")
        PageLayout.foot(language: language, into: &page)
        return page.markup
    }

    /// The ordered list of steps, then the result, an error or a note on omitted steps.
    static func list(
        _ working: Reduction, format: NumberFormat = NumberLocale.fallback.format, language: PageLanguage = .en
    ) -> HTML {
        var list: HTML = "<ol class=\"working\">\n"
        let shown = { (value: String, fraction: String?) in format.grouped(Self.shown(value, fraction)) }
        for step in working.steps {
            let raw = step.marked
            let marked = (
                before: format.grouped(raw.before), operation: format.grouped(raw.operation),
                after: format.grouped(raw.after)
            )
            var line: HTML = "<li><code>\(marked.before)<mark>\(marked.operation)</mark>\(marked.after)</code>"
            if let fraction = step.fraction, let value = step.value, fraction == raw.operation {
                let says = language.message(
                    "{1} stays an exact fraction (≈ {2})", marked.operation, format.grouped(value))
                line.append(" <span class=\"gives\">→ \(says)</span>")
            } else if let value = step.value, let base = step.percentOf {
                let says = language.message(
                    "{1} of {2} = {3}", marked.operation, format.grouped(base), shown(value, step.fraction))
                line.append(" <span class=\"gives\">→ \(says)</span>")
            } else if let value = step.value {
                line.append(" <span class=\"gives\">→ \(marked.operation) = \(shown(value, step.fraction))</span>")
            }
            if let note = step.note { line.append(" <span class=\"note\">(\(language.message(note)))</span>") }
            list.append(line)
            list.append("</li>\n")
        }
        if working.omittedSteps > 0 {
            let template =
                working.omittedSteps == 1
                ? "… {1} more step, not shown: a page shows at most {2} steps and {3} characters of working."
                : "… {1} more steps, not shown: a page shows at most {2} steps and {3} characters of working."
            let says = language.message(
                template, String(working.omittedSteps), String(Reduction.maximumSteps),
                format.grouped(String(Reduction.maximumText)))
            list.append("<li class=\"note\">\(says)</li>\n")
        }
        if let result = working.result, let fraction = working.resultFraction {
            list.append(
                "<li class=\"result\"><code>\(format.grouped(fraction))</code> <span class=\"gives\">≈ \(format.grouped(result))</span></li>\n"
            )
        } else if let result = working.result {
            list.append("<li class=\"result\"><code>\(format.grouped(result))</code></li>\n")
        }
        list.append("</ol>\n")
        if let note = working.note { list.append("<p class=\"note\">\(note)</p>\n") }
        if let error = working.error {
            list.append(
                "<p class=\"error\" id=\"steps-error\" role=\"status\">\(language.message(error.description))</p>\n")
            if error == .tooComplex { list.append("<p>\(language(Self.allowanceNote))</p>\n") }
        }
        return list
    }

    /// A step's value: an exact fraction as a fraction, then its decimal (`10/21 ≈ 0.476190476190476`);
    /// any other value as the display shows it.
    static func shown(_ value: String, _ fraction: String?) -> String {
        fraction.map { "\($0) ≈ \(value)" } ?? value
    }

    /// The typed text as the page repeats it (title and field): at most as many characters as an
    /// expression may have, so that a longer one cannot make the page large.
    static func echo(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(ExpressionParser.maximumLength)))
    }

    /// Why a working may run out of its allowance where the calculation alone would not.
    static let allowanceNote = """
        A working pays for its steps from the same allowance as one calculation, printing included, so it \
        can run out where the calculation alone would not.
        """
}
