import CalcEngine

/// The help page, `/help.html` (and `/help.de.html`, … in each other language): every key, the
/// precedence rules, typed syntax, RPN usage, units with every unit by category, the worksheet, dates, and worked
/// examples.
public enum HelpPage {
    /// Renders the page in `language` (its words from ``HelpWords``, its numbers in the language's
    /// format); the worked examples are computed by `examples` at generation time.
    public static func render(examples: HelpExamples, language: PageLanguage = .en) -> String {
        let words = HelpWords.of(language)
        let decimalMark = language.numberFormat.decimalMark
        var page = HTML(capacity: 24_000)
        PageLayout.head(title: words.title, language: language, into: &page)
        page.append("<main class=\"page help\">\n<p class=\"back\"><a href=\"/\">\(words.back)</a></p>\n")
        page.append("<h1>\(words.heading)</h1>\n")
        page.append(words.intro)
        page.append(words.screenshots)
        page.append("<h2 id=\"keys\">\(words.keysHeading)</h2>\n<p>\(words.keysIntro)</p>\n")
        let tables: [(String, [String])] = [
            (words.standardKeys, Keypad.standard.joined().map(\.value)),
            (words.scientificKeys, Keypad.scientific.joined().map(\.value)),
            (words.rpnKeys, ["enter", "M", "toM", "swap", "drop"]),
            (words.programmerKeys, Keypad.programmerOnlyValues),
            (words.keypadSwitch, Keypad.modes.map(\.0.rawValue)),
        ]
        for (caption, values) in tables {
            keyTable(caption, values, words: words, language: language, decimalMark: decimalMark, into: &page)
        }
        page.append(words.keyboard)
        page.append(words.rules)
        page.append(words.units)
        unitList(words.unitCategories, language: language, into: &page)
        page.append(words.worksheet)
        page.append(words.dates)
        page.append(words.programmer)
        workedExamples(examples, words: words, language: language, into: &page)
        page.append(PlotPage.helpSection(language))
        page.append("</main>\n")
        PageLayout.foot(language: language, into: &page)
        return page.markup
    }

    /// The help page's file in `language`: `help.html` in English, `help.de.html`, … in the others.
    public static func fileName(_ language: PageLanguage) -> String {
        language == .en ? "help.html" : "help.\(language.tag).html"
    }

    /// A list of keys: label and spoken name with the value sent, then what it does (a `<dl>` reads well in lynx).
    private static func keyTable(
        _ caption: String, _ values: [String], words: HelpWords, language: PageLanguage, decimalMark: Character,
        into page: inout HTML
    ) {
        var list: HTML = "<h3>\(caption)</h3>\n<dl class=\"keys\">\n"
        for value in values {
            guard let key = Key(rawValue: value) else { continue }
            let face = key == .point && decimalMark == "," ? KeyFace.decimalComma : KeyFace.of(key)
            let name = face.name.map { " \(language($0))" } ?? ""
            let label = language(face.label)
            let help = words.keyHelp[key] ?? face.help
            list.append("<dt><kbd>\(label)</kbd>\(name) (<code>\(value)</code>)</dt><dd>\(help)</dd>\n")
        }
        list.append("</dl>\n")
        page.append(list)
    }

    /// Every unit the converter lists, by category, as typed (`m^2`, `km/h`), under `heading`.
    private static func unitList(_ heading: String, language: PageLanguage, into page: inout HTML) {
        var list: HTML = "<h3 id=\"unit-list\">\(heading)</h3>\n<dl class=\"units\">\n"
        for (category, units) in UnitChoices.groups {
            list.append("<dt>\(language(category.title))</dt><dd>")
            for (index, unit) in units.enumerated() {
                list.append(index == 0 ? "<code>\(unit.text)</code>" : " <code>\(unit.text)</code>")
            }
            list.append("</dd>\n")
        }
        list.append("</dl>\n")
        page.append(list)
    }

    /// The examples list and the step-by-step reduction, computed by `examples`, results written in
    /// the language's number format.
    private static func workedExamples(
        _ examples: HelpExamples, words: HelpWords, language: PageLanguage, into page: inout HTML
    ) {
        let format = language.numberFormat
        // A result in the format; an error message in the language.
        let shown = { (result: String) -> String in
            let message = language.message(result)
            return message != result ? message : format.grouped(result)
        }
        var html: HTML = "<h2 id=\"examples\">\(words.examplesHeading)</h2>\n<p>\(words.examplesIntro)</p>\n"
        html.append("<ul class=\"examples\">\n")
        var before: String?
        for (expression, note) in HelpExamples.cases {
            var said = words.exampleNotes[expression] ?? note
            if let before, HelpExamples.continuesFromAResult(expression) {
                said = Catalogue.fill(
                    words.continuation,
                    with: [said, shown(examples.evaluate(before)), shown(examples.continuing(before, expression))])
            }
            html.append(
                """
                <li><code>\(expression)</code> → <samp>\(shown(examples.evaluate(expression)))</samp> (\(said)) \
                <a href="\(CalculationLinks.steps(expression))">\(words.stepsLink)</a></li>\n
                """)
            before = expression
        }
        html.append("</ul>\n")
        html.append("<h3>\(words.stepByStep) <code>\(HelpExamples.reduced)</code></h3>\n<ol class=\"steps\">\n")
        var previous: String?
        for step in examples.steps(HelpExamples.reduced) where step != previous {
            html.append("<li><code>\(step)</code></li>\n")
            previous = step
        }
        html.append("</ol>\n")
        let link: HTML = "\(CalculationLinks.steps(HelpExamples.reduced))"
        html.append(HTML(unescaped: words.closing.markup.replacing("{steps}", with: link.markup)))
        page.append(html)
    }
}
