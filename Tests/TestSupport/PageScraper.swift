import Foundation

/// Reads what a calculator page shows with plain string search (the markup is the HTML layer's, fixed).
struct PageScraper {
    let html: String

    /// The `#display` text.
    var display: String? { element(after: "<output id=\"display\"") }
    /// The `#expression` text.
    var expression: String? { element(after: "<p id=\"expression\"") }
    /// The `#notice` text.
    var notice: String? { element(after: "<p id=\"notice\"") }
    /// The `value` of `input#expr`.
    var expr: String? { attribute("value", after: "<input id=\"expr\"") }
    /// The hidden `seq` of the first form.
    var seq: Int? { attribute("value", after: "name=\"seq\"").flatMap { Int($0) } }
    /// The hidden `sid` of the first form.
    var sid: String? { attribute("value", after: "name=\"sid\"") }

    /// The unescaped text between the start tag beginning with `marker` and the next `<`.
    func element(after marker: String) -> String? {
        guard let start = html.range(of: marker) else { return nil }
        let rest = html[start.upperBound...]
        guard let close = rest.firstIndex(of: ">") else { return nil }
        return Self.unescape(String(rest[rest.index(after: close)...].prefix { $0 != "<" }))
    }

    /// The unescaped value of `name="…"` in the tag that starts at `marker`.
    func attribute(_ name: String, after marker: String) -> String? {
        guard let start = html.range(of: marker) else { return nil }
        let tag = html[start.lowerBound...].prefix { $0 != ">" }
        guard let open = tag.range(of: " \(name)=\"") else { return nil }
        return Self.unescape(String(tag[open.upperBound...].prefix { $0 != "\"" }))
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
