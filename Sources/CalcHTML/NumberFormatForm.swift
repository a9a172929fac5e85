import CalcEngine

/// The form below the history that chooses how numbers are written (SPEC 10.1): "From your
/// browser" (the `Accept-Language` of each request, or the server's `--locale`) or one format,
/// stored in the session. A plain `<select>` and a button, posted like a key, so it works in every
/// browser without JavaScript.
enum NumberFormatForm {
    /// Appends the form, `chosen` selected (nil: "From your browser"), with the session `fields`.
    static func append(chosen: NumberLocale?, fields: HTML, into page: inout HTML) {
        page.append(literal: "<form method=\"post\" action=\"/\" class=\"settings\">\n")
        page.append(fields)
        page.append(markup[chosen] ?? "")
        page.append(literal: "</form>\n")
    }

    /// The label, the list with each choice selected in turn, and the button, made once.
    private static let markup: [NumberLocale?: HTML] = {
        var variants: [NumberLocale?: HTML] = [:]
        for chosen in [nil] + NumberLocale.allCases.map(Optional.some) {
            var html: HTML = "<label for=\"locale\">Number format</label> <select id=\"locale\" name=\"locale\">"
            html.append(option("auto", "From your browser", selected: chosen == nil))
            for locale in NumberLocale.allCases {
                html.append(option(locale.rawValue, locale.name, selected: chosen == locale))
            }
            html.append("</select> <button>Apply</button>\n")
            variants[chosen] = html
        }
        return variants
    }()

    private static func option(_ value: String, _ label: String, selected: Bool) -> HTML {
        "<option value=\"\(value)\"\(selected ? " selected" : "")>\(label)</option>"
    }
}
