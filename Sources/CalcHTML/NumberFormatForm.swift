import CalcEngine

/// The form below the history that chooses how numbers are written (SPEC 10.1): "From your
/// browser" (the `Accept-Language` of each request, or the server's `--locale`) or one format,
/// stored in the session. A plain `<select>` and a button, posted like a key, so it works in every
/// browser without JavaScript.
enum NumberFormatForm {
    /// Appends the form, `chosen` selected (nil: "From your browser"), with the session `fields`.
    static func append(chosen: NumberLocale?, fields: HTML, language: PageLanguage, into page: inout HTML) {
        page.append(literal: "<form method=\"post\" action=\"/\" class=\"settings\">\n")
        page.append(fields)
        page.append(markup[Variant(chosen: chosen, language: language)] ?? "")
        page.append(literal: "</form>\n")
    }

    /// What the form's markup depends on.
    private struct Variant: Hashable {
        var chosen: NumberLocale?
        var language: PageLanguage
    }

    /// The label, the list with each choice selected in turn, and the button, in each language, made
    /// once. Each format is named in its own language, whatever the page's.
    private static let markup: [Variant: HTML] = {
        var variants: [Variant: HTML] = [:]
        for language in PageLanguage.allCases {
            for chosen in [nil] + NumberLocale.allCases.map(Optional.some) {
                var html: HTML =
                    "<label for=\"locale\">\(language("Number format"))</label> <select id=\"locale\" name=\"locale\">"
                html.append(option("auto", language("From your browser"), selected: chosen == nil))
                for locale in NumberLocale.allCases {
                    html.append(option(locale.rawValue, locale.name, selected: chosen == locale, lang: locale.tag))
                }
                html.append("</select> <button>\(language("Apply"))</button>\n")
                variants[Variant(chosen: chosen, language: language)] = html
            }
        }
        return variants
    }()

    private static func option(_ value: String, _ label: String, selected: Bool, lang: String? = nil) -> HTML {
        let language: HTML = lang.map { " lang=\"\($0)\"" } ?? ""
        return "<option value=\"\(value)\"\(language)\(selected ? " selected" : "")>\(label)</option>"
    }
}
