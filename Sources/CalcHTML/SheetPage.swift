import CalcEngine

/// The worksheet page (SPEC 10.4): the sheet's text in a `<textarea>`, posted with the page's `seq`
/// like every form, and each line's result beside its number in an ordered list that screen readers
/// and text browsers read line by line. Each line that computes links to its working, and each
/// function of one argument to its graph (``UserFunction/plotExpression(in:)``).
public enum SheetPage {
    /// The longest address a "link to this sheet" may be; a longer sheet is offered as a download.
    static let maximumLinkLength = 8_000

    /// The page of `view`'s sheet in `context`, its units from `units`.
    public static func html(
        _ view: CalculatorView, context: PageContext, units: UnitCatalog = .standard, today: CalendarDate? = nil
    ) -> HTML {
        let language = context.language
        let format = context.numberFormat
        let sheet = Worksheet(text: view.sheet, format: format, units: units, angle: view.angle, today: today)
        var page = HTML(capacity: 4_096 + 4 * view.sheet.utf8.count)
        PageLayout.head(
            title: "\(language("Worksheet")) – \(language("Calculator"))", language: language,
            kioskIdleSeconds: context.kioskIdleSeconds, into: &page)
        page.append(literal: "<main class=\"page sheet\">\n<p><a href=\"/\">")
        page.append(escaping: language("Back to the calculator"))
        page.append(literal: "</a></p>\n<h1>")
        page.append(escaping: language("Worksheet"))
        page.append(literal: "</h1>\n")
        if let notice = context.notice ?? view.notice {
            page.append(literal: "<p id=\"notice\" role=\"status\">")
            page.append(escaping: language.message(notice))
            page.append(literal: "</p>\n")
        }
        // The sheet and its results side by side where the screen is wide (StyleSheet), one under the other elsewhere.
        page.append(literal: "<div class=\"sheet-columns\">\n<form method=\"post\" action=\"/sheet\">\n")
        page.append(PageLayout.sessionFields(context))
        page.append(literal: "<label for=\"sheet\">")
        page.append(escaping: language("Sheet"))
        page.append(literal: "</label>\n<p class=\"hint\" id=\"sheet-hint\">")
        page.append(
            escaping: language(
                "One calculation per line: an expression, a name = value, a function such as f(x) = x^2 + 1, or a # comment."
            ))
        page.append(
            literal: "</p>\n<textarea id=\"sheet\" name=\"sheet\" rows=\"12\" cols=\"60\" spellcheck=\"false\" ")
        page.append(literal: "autocapitalize=\"off\" aria-describedby=\"sheet-hint\"")
        if context.focus == "sheet" { page.append(literal: " autofocus") }
        page.append(literal: ">")
        // A newline after the tag is dropped by HTML parsers: one is written so a sheet's first empty line survives.
        page.append(literal: "\n")
        page.append(escaping: view.sheet)
        page.append(literal: "</textarea>\n<p><button>")
        page.append(escaping: language("Calculate"))
        page.append(literal: "</button></p>\n</form>\n<div class=\"sheet-answers\">\n")
        // The graph page draws in radians: a sheet in degrees offers no graphs.
        results(sheet, units: units, format: format, plots: view.angle == .radians, language: language, into: &page)
        links(view.sheet, language: language, into: &page)
        page.append(literal: "</div>\n</div>\n</main>\n")
        PageLayout.foot(language: language, into: &page)
        return page
    }

    /// The lines and what each gave, numbered as in the sheet; empty lines left out.
    private static func results(
        _ sheet: Worksheet, units: UnitCatalog, format: NumberFormat, plots: Bool, language: PageLanguage,
        into page: inout HTML
    ) {
        if let cut = sheet.cut {
            page.append(literal: "<p class=\"error\" role=\"status\">")
            page.append(escaping: language.message(cut.description))
            page.append(literal: "</p>\n")
        }
        guard sheet.lines.contains(where: { $0.kind != .empty }) else { return }
        page.append(literal: "<h2>")
        page.append(escaping: language("Results"))
        page.append(literal: "</h2>\n<ol class=\"sheet-results\">\n")
        for line in sheet.lines where line.kind != .empty {
            page.append(literal: "<li value=\"")
            page.append(line.number)
            if line.kind == .comment {
                page.append(literal: "\" class=\"comment\">")
            } else {
                page.append(literal: "\">")
            }
            page.append(literal: "<code>")
            page.append(escaping: line.shownText(in: format))
            page.append(literal: "</code>")
            if let error = line.error {
                page.append(literal: " <span class=\"error\">")
                page.append(escaping: language.message(error.description))
                page.append(literal: "</span>")
            } else if let result = line.result {
                page.append(literal: " <span class=\"gives\">= ")
                page.append(escaping: format.grouped(result))
                page.append(literal: "</span>")
                if let text = sheet.stepsText(of: line, units: units) {
                    page.append(literal: " <a href=\"")
                    page.append(escaping: CalculationLinks.steps(text))
                    page.append(literal: "\">")
                    page.append(escaping: language("Show steps"))
                    page.append(literal: "</a>")
                }
            } else if case .function(let name, let parameters) = line.kind {
                page.append(literal: " <span class=\"gives\">")
                page.append(
                    escaping: language.message("Defines {1}.", "\(name)(\(parameters.joined(separator: ", ")))"))
                page.append(literal: "</span>")
                if plots, let function = sheet.definitions.function(name, before: line.number + 1),
                    function.line == line.number, let text = function.plotExpression(in: sheet.definitions)
                {
                    page.append(literal: " <a href=\"")
                    page.append(escaping: CalculationLinks.plot(text))
                    page.append(literal: "\">")
                    page.append(escaping: language.message("Plot {1}", name))
                    page.append(literal: "</a>")
                }
            }
            page.append(literal: "</li>\n")
        }
        page.append(literal: "</ol>\n<p>")
        page.append(escaping: language("Names defined here can be used in the calculator’s Expression field."))
        page.append(literal: "</p>\n")
    }

    /// A link that carries the sheet, when it fits in an address, and its download.
    private static func links(_ text: String, language: PageLanguage, into page: inout HTML) {
        guard !text.isEmpty else { return }
        page.append(literal: "<p class=\"links\">")
        let link = "/sheet?sheet=" + URLEncoding.encoded(text)
        if link.utf8.count <= maximumLinkLength {
            page.append(literal: "<a href=\"")
            page.append(escaping: link)
            page.append(literal: "\">")
            page.append(escaping: language("Link to this sheet"))
            page.append(literal: "</a> · ")
        }
        page.append(literal: "<a href=\"/sheet.txt\" download>")
        page.append(escaping: language("Download the sheet"))
        page.append(literal: "</a></p>\n")
    }
}
