import CalcEngine

/// The unit converter, `GET /convert?value=5&from=km&to=mi`: a GET form whose answer is the page at
/// that address, so every answer is a link, as `/?expr=` is (SPEC 10.3).
///
/// The answer comes first, in a box like the calculator's screen (`5 km = 3.10685596118667 mi`, and
/// the exact fraction when no decimal ends it), then the form: the value, the From and To lists
/// (the catalogue's units by category), Convert (first, so Enter converts) and Swap. A mistake is
/// named under its field, which is marked invalid, described by the message and focused; a
/// position in it is pointed at with a caret line, as on the calculator page. An empty form
/// focuses the value; an answer focuses nothing, so the page opens at its top. The links under
/// the form open the calculation's steps and the calculation in the calculator.
///
/// ```swift
/// let page = ConverterPage.render(Conversion(value: "5", from: "km", to: "mi"))
/// ```
public enum ConverterPage {
    /// The page of `conversion`, its numbers written and its value read in `locale`'s format, its
    /// words in that locale's language; the Value field holds `typed` (the value as typed, unless given).
    public static func render(
        _ conversion: Conversion, typed: String? = nil, locale: NumberLocale = NumberLocale.fallback
    ) -> String {
        let format = locale.format
        let language = PageLanguage(locale)
        let converter = language("Unit converter")
        let answer = conversion.result.map { result in
            "\(format.grouped(conversion.shownValue ?? "")) \(conversion.shownFrom ?? "") = "
                + format.grouped(result.displayString)
        }
        let failure = conversion.failure
        let heading = answer ?? failure.map { language.message($0.message) }
        var page = HTML(capacity: 16_000)
        PageLayout.head(
            title: [heading, converter, language("Calculator")].compactMap { $0 }.joined(separator: " – "),
            language: language, into: &page)
        page.append(literal: "<main class=\"page convert\">\n<p class=\"back\"><a href=\"/\">")
        page.append(escaping: language("Back to the calculator"))
        page.append(literal: "</a></p>\n<h1>")
        page.append(escaping: converter)
        page.append(literal: "</h1>\n")
        if let answer {
            page.append(literal: "<div class=\"answer\"><p><output id=\"convert-result\" ")
            page.append(literal: "for=\"convert-value convert-from convert-to\">")
            page.append(escaping: answer)
            page.append(literal: "</output></p>")
            if let fraction = conversion.exactFraction {
                page.append(literal: "<p class=\"exact\">")
                page.append(escaping: language.message("Exactly {1}", format.grouped(fraction)))
                page.append(literal: "</p>")
            }
            if let note = conversion.note {
                page.append(literal: "<p class=\"note\">")
                page.append(escaping: note)
                page.append(literal: "</p>")
            }
            page.append(literal: "</div>\n")
        }
        form(conversion, typed: typed ?? conversion.value, locale: locale, language: language, into: &page)
        if let expression = conversion.expression, conversion.result != nil {
            links(expression, format: format, language: language, into: &page)
        }
        page.append(literal: "<p><a href=\"/")
        page.append(escaping: HelpPage.fileName(language))
        page.append(literal: "#units\">")
        page.append(escaping: language("How to type units, and every unit by category"))
        page.append(literal: "</a></p>\n</main>\n")
        PageLayout.foot(language: language, into: &page)
        return page.markup
    }

    /// The GET form: Value, From, To, the format its value is typed in, Convert and Swap.
    private static func form(
        _ conversion: Conversion, typed: String, locale: NumberLocale, language: PageLanguage, into page: inout HTML
    ) {
        let failure = conversion.failure
        // The field to act on has the focus: the one to correct, or the value of an empty form. An
        // answer has none, so the page opens at its top, the answer in view even zoomed in.
        let focus = conversion.result == nil ? failure?.field ?? .value : nil
        page.append(literal: "<form method=\"get\" action=\"/convert\" class=\"converter\">\n")
        openField(.value, label: language("Value"), into: &page)
        page.append(literal: "<input id=\"convert-value\" name=\"value\" value=\"")
        page.append(escaping: StepsPage.echo(typed))
        page.append(
            literal: "\" inputmode=\"decimal\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\"")
        page.append(attributes(.value, failure: failure, focus: focus, described: conversion.result != nil))
        page.append(literal: ">")
        closeField(.value, failure: failure, language: language, into: &page)
        for (name, label, chosen) in [(Conversion.Field.from, "From", conversion.from), (.to, "To", conversion.to)] {
            openField(name, label: language(label), into: &page)
            UnitChoices.appendSelect(
                id: name == .from ? "convert-from" : "convert-to", name: name == .from ? "from" : "to",
                chosen: String(chosen.prefix(Conversion.maximumUnitLength)),
                attributes: attributes(name, failure: failure, focus: focus, described: false), language: language,
                into: &page)
            closeField(name, failure: failure, language: language, into: &page)
        }
        page.append(literal: "<input type=\"hidden\" name=\"locale\" value=\"")
        page.append(escaping: locale.tag)
        page.append(literal: "\">\n<p class=\"actions\"><button class=\"eq\">")
        page.append(escaping: language("Convert"))
        page.append(literal: "</button> <button name=\"swap\" value=\"swap\">")
        page.append(escaping: language("Swap From and To"))
        page.append(literal: "</button></p>\n</form>\n")
    }

    /// Opens a field's block with its label.
    private static func openField(_ field: Conversion.Field, label: String, into page: inout HTML) {
        page.append(literal: "<div class=\"field\"><label for=\"convert-")
        page.append(escaping: field.rawValue)
        page.append(literal: "\">")
        page.append(escaping: label)
        page.append(literal: "</label>\n")
    }

    /// Closes a field's block; the field to correct gets the message under its control, then the
    /// caret line under the text the message's position is in.
    private static func closeField(
        _ field: Conversion.Field, failure: Conversion.Failure?, language: PageLanguage, into page: inout HTML
    ) {
        if let failure, failure.field == field {
            page.append(literal: "\n<p class=\"error\" id=\"convert-error\">")
            page.append(escaping: language.message(failure.message))
            page.append(literal: "</p>\n")
            if let pointer = failure.pointer {
                ErrorPointer.append(pointer.text, position: pointer.position, id: "convert-pointer", into: &page)
            }
        }
        page.append(literal: "</div>\n")
    }

    /// A control's attributes: invalid and described by the message when it is the one to correct,
    /// the focus when it is `focus`; the value field described by the answer when there is one.
    private static func attributes(
        _ field: Conversion.Field, failure: Conversion.Failure?, focus: Conversion.Field?, described: Bool
    ) -> HTML {
        var html = HTML(capacity: 64)
        if failure?.field == field {
            html.append(literal: " aria-invalid=\"true\" aria-describedby=\"convert-error\"")
        } else if described {
            html.append(literal: " aria-describedby=\"convert-result\"")
        }
        if focus == field { html.append(literal: " autofocus") }
        return html
    }

    /// The calculation as the calculator reads it, with links to its steps and to the calculator.
    private static func links(_ expression: String, format: NumberFormat, language: PageLanguage, into page: inout HTML)
    {
        page.append(literal: "<p class=\"links\">")
        page.append(escaping: language("Calculation:"))
        page.append(literal: " <code>")
        page.append(escaping: format.ungrouped(expression))
        page.append(literal: "</code> · <a href=\"")
        CalculationLinks.append(CalculationLinks.stepsPath, encoding: expression, to: &page)
        page.append(literal: "\">")
        page.append(escaping: language("Show steps"))
        page.append(literal: "</a> · <a href=\"")
        CalculationLinks.append(CalculationLinks.calculatorPath, encoding: expression, to: &page)
        page.append(literal: "\">")
        page.append(escaping: language("Use in calculator"))
        page.append(literal: "</a></p>\n")
    }
}
