/// The document frame every page shares: doctype, head, stylesheet, and the footer with the help link.
enum PageLayout {
    /// Appends everything up to and including `<body>`.
    static func head(title: String, kioskIdleSeconds: Int? = nil, into out: inout String) {
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n"
        if let seconds = kioskIdleSeconds {
            out += "<meta http-equiv=\"refresh\" content=\"\(max(1, seconds)); url=/?fresh\">\n"
        }
        out += "<title>"
        out.appendEscapingHTML(title)
        out += "</title>\n<link rel=\"stylesheet\" href=\"/style.css\">\n</head>\n<body>\n"
    }

    /// Appends the footer and closes the document.
    static func foot(into out: inout String) {
        out += "<footer><p><a href=\"/\">Calculator</a> · <a href=\"/help.html\">Help: keys, rules and examples</a></p></footer>\n"
        out += "</body>\n</html>\n"
    }

    /// Appends the hidden `seq` and `sid` fields of a form.
    static func sessionFields(_ context: PageContext, into out: inout String) {
        out += "<input type=\"hidden\" name=\"seq\" value=\"\(context.seq)\">"
        out += "<input type=\"hidden\" name=\"sid\" value=\""
        out.appendEscapingHTML(context.sid)
        out += "\">\n"
    }
}
