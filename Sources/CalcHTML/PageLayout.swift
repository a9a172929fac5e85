/// The document frame every page shares: doctype, head, stylesheet, and the footer with the
/// converter and help links.
enum PageLayout {
    /// Appends everything up to and including `<body>`, the document in `language`; the title is
    /// `title` (escaped).
    static func head(
        title: String, language: PageLanguage = .en, kioskIdleSeconds: Int? = nil, into page: inout HTML
    ) {
        page.append(literal: "<!DOCTYPE html>\n<html lang=\"")
        page.append(escaping: language.tag)
        page.append(literal: "\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.append(literal: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        page.append(literal: "<meta name=\"color-scheme\" content=\"light dark\">\n")
        if let seconds = kioskIdleSeconds {
            page.append("<meta http-equiv=\"refresh\" content=\"\(max(1, seconds)); url=/?fresh\">\n")
        }
        page.append(literal: "<title>")
        page.append(escaping: title)
        page.append(literal: "</title>\n<link rel=\"stylesheet\" href=\"/style.css\">\n")
        page.append(literal: "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n</head>\n<body>\n")
    }

    /// Appends the footer (the calculator, the unit converter, the help page, the worksheet), in `language`, and
    /// closes the document.
    static func foot(language: PageLanguage = .en, into page: inout HTML) {
        page.append(feet[language] ?? footer(language))
    }

    /// The footer of each language, written once: every page ends with it.
    private static let feet = Dictionary(uniqueKeysWithValues: PageLanguage.allCases.map { ($0, footer($0)) })

    /// The footer in `language`, and the document's end.
    private static func footer(_ language: PageLanguage) -> HTML {
        var page = HTML(capacity: 512)
        page.append(literal: "<footer><p><a href=\"/\">")
        page.append(escaping: language("Calculator"))
        page.append(literal: "</a> · <a href=\"/convert\">")
        page.append(escaping: language("Unit converter"))
        page.append(literal: "</a> · <a href=\"/")
        page.append(escaping: HelpPage.fileName(language))
        page.append(literal: "\">")
        page.append(escaping: language("Help: keys, rules and examples"))
        page.append(literal: "</a> · <a href=\"/sheet\">")
        page.append(escaping: language("Worksheet"))
        page.append(literal: "</a> · <a href=\"/date\">")
        page.append(escaping: language("Dates"))
        page.append(literal: "</a> · <a href=\"/plot\">")
        page.append(escaping: language("Graphs"))
        page.append(literal: "</a></p></footer>\n")
        page.append(literal: "</body>\n</html>\n")
        return page
    }

    /// The hidden `seq` and `sid` fields of a form.
    static func sessionFields(_ context: PageContext) -> HTML {
        var fields = HTML(capacity: 192)
        fields.append(literal: "<input type=\"hidden\" name=\"seq\" value=\"")
        fields.append(context.seq)
        fields.append(literal: "\"><input type=\"hidden\" name=\"sid\" value=\"")
        fields.append(escaping: context.sid)
        fields.append(literal: "\">\n")
        return fields
    }
}
