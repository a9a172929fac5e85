/// The document frame every page shares: doctype, head, stylesheet, and the footer with the help link.
enum PageLayout {
    /// Appends everything up to and including `<body>`.
    static func head(title: String, kioskIdleSeconds: Int? = nil, into page: inout HTML) {
        page.append(literal: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.append(literal: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        page.append(literal: "<meta name=\"color-scheme\" content=\"light dark\">\n")
        if let seconds = kioskIdleSeconds {
            page.append("<meta http-equiv=\"refresh\" content=\"\(max(1, seconds)); url=/?fresh\">\n")
        }
        page.append("<title>\(title)</title>\n<link rel=\"stylesheet\" href=\"/style.css\">\n")
        page.append(literal: "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n</head>\n<body>\n")
    }

    /// Appends the footer and closes the document.
    static func foot(into page: inout HTML) {
        page.append(
            literal: "<footer><p><a href=\"/\">Calculator</a> · <a href=\"/help.html\">Help: keys, rules and examples</a></p></footer>\n"
        )
        page.append(literal: "</body>\n</html>\n")
    }

    /// The hidden `seq` and `sid` fields of a form.
    static func sessionFields(_ context: PageContext) -> HTML {
        "<input type=\"hidden\" name=\"seq\" value=\"\(context.seq)\"><input type=\"hidden\" name=\"sid\" value=\"\(context.sid)\">\n"
    }
}
