import CalcEngine

/// The help page, `/help.html`: every key, the precedence rules, typed syntax, RPN usage and worked examples.
public enum HelpPage {
    /// Renders the page; the worked examples are computed by `examples` at generation time.
    public static func render(examples: HelpExamples) -> String {
        var page = HTML(capacity: 24_000)
        PageLayout.head(title: "Help – Calculator", into: &page)
        page.append("<main class=\"page help\">\n<p class=\"back\"><a href=\"/\">← Back to the calculator</a></p>\n")
        page.append("<h1>Calculator help</h1>\n")
        page.append(HelpText.intro)
        screenshots(into: &page)
        page.append("<h2 id=\"keys\">Keys</h2>\n")
        page.append(
            "<p>Each key is a button; its value (what a text browser shows in parentheses) is what the server receives.</p>\n"
        )
        keyTable("Standard keys", Keypad.standard.joined().map(\.value), into: &page)
        keyTable("Scientific keys", Keypad.scientific.joined().map(\.value), into: &page)
        keyTable(
            "RPN keys (besides digits, operators and functions)", ["enter", "M", "toM", "swap", "drop"], into: &page)
        keyTable("Keypad switch", Keypad.modes.map(\.0.rawValue), into: &page)
        page.append(HelpText.keyboard)
        page.append(HelpText.rules)
        workedExamples(examples, into: &page)
        page.append("</main>\n")
        PageLayout.foot(into: &page)
        return page.markup
    }

    /// The committed screenshots (`make screenshots` refreshes them), shown at a quarter to half size.
    private static func screenshots(into page: inout HTML) {
        page.append(
            """
            <div class="shots">
            <p class="shot"><img src="/screenshots/portrait.png" width="195" height="422" alt="The calculator on a phone held upright: the display on top, the standard keys filling the lower two-thirds."><br>Phone, upright: the standard keys.</p>
            <p class="shot"><img src="/screenshots/dark.png" width="195" height="422" alt="The RPN calculator in dark colours, its stack above the display."><br>RPN, dark colours.</p>
            <p class="shot"><img src="/screenshots/landscape.png" width="422" height="195" alt="The calculator on a phone held sideways: the scientific keys beside the standard ones."><br>Phone, sideways: the scientific keys beside them.</p>
            <p class="shot"><img src="/screenshots/desktop.png" width="480" height="300" alt="The calculator on a desktop screen."><br>Desktop.</p>
            <p class="shot"><img src="/screenshots/kiosk.png" width="480" height="270" alt="The calculator filling a 1920 by 1080 kiosk screen."><br>Kiosk, 1920×1080.</p>
            </div>

            """)
    }

    /// A list of keys: label and spoken name with the value sent, then what it does (a `<dl>` reads well in lynx).
    private static func keyTable(_ caption: String, _ values: [String], into page: inout HTML) {
        var list: HTML = "<h3>\(caption)</h3>\n<dl class=\"keys\">\n"
        for value in values {
            guard let key = Key(rawValue: value) else { continue }
            let face = KeyFace.of(key)
            let name = face.name.map { " \($0)" } ?? ""
            list.append("<dt><kbd>\(face.label)</kbd>\(name) (<code>\(value)</code>)</dt><dd>\(face.help)</dd>\n")
        }
        list.append("</dl>\n")
        page.append(list)
    }

    /// The examples list and the step-by-step reduction, computed by `examples`.
    private static func workedExamples(_ examples: HelpExamples, into page: inout HTML) {
        var html: HTML = "<h2 id=\"examples\">Worked examples</h2>\n"
        html.append(
            """
            <p>Computed by the calculator itself when this page was generated. Type any of them into the \
            Expression field of a fresh calculator (press AC first). Text that begins with an operator \
            continues from the result shown: the examples that begin with one say what they give typed \
            right after the example above.</p>
            <ul class="examples">\n
            """)
        var before: String?
        for (expression, note) in HelpExamples.cases {
            var said = note
            if let before, HelpExamples.continuesFromAResult(expression) {
                said += "; on a fresh calculator: typed after the \(examples.evaluate(before)) above, it continues "
                said += "from it and gives \(examples.continuing(before, expression))"
            }
            html.append(
                """
                <li><code>\(expression)</code> → <samp>\(examples.evaluate(expression))</samp> (\(said)) \
                <a href="\(CalculationLinks.steps(expression))">steps</a></li>\n
                """)
            before = expression
        }
        html.append("</ul>\n")
        html.append("<h3>Step by step: <code>\(HelpExamples.reduced)</code></h3>\n<ol class=\"steps\">\n")
        var previous: String?
        for step in examples.steps(HelpExamples.reduced) where step != previous {
            html.append("<li><code>\(step)</code></li>\n")
            previous = step
        }
        html.append("</ol>\n")
        html.append(
            """
            <p>The same working for any expression: <a href="\(CalculationLinks.steps(HelpExamples.reduced))">\
            /steps?expr=…</a>, or “Show steps” under the calculator. Scripts get a plain answer from \
            <code>/eval?expr=…</code> (JSON with <code>Accept: application/json</code>), for example \
            <code>curl 'http://HOST/eval?expr=1%2B2'</code>.</p>\n
            """)
        page.append(html)
    }
}
