import Foundation

/// Reads what a calculator page shows with plain string search (the markup is the HTML layer's, fixed).
public struct PageScraper {
    /// The page's markup.
    public let html: String

    /// Reads `html`.
    public init(html: String) {
        self.html = html
    }

    /// The `#display` text.
    public var display: String? { element(after: "<output id=\"display\"") }
    /// The `#expression` text: the description line (its text is in a `<span>`), or after a typed
    /// expression that failed at a position, the text and the caret line under it.
    public var expression: String? { text(ofElementWithID: "expression") }
    /// The `#notice` text.
    public var notice: String? { element(after: "<p id=\"notice\"") }
    /// The expression `input#expr` holds: its `value`, or, when the field is rendered empty because it
    /// has the focus (a fresh page, after a typed expression), its `placeholder`.
    public var expr: String? {
        let value = attribute("value", after: "<input id=\"expr\"")
        return value == "" ? attribute("placeholder", after: "<input id=\"expr\"") : value
    }
    /// The hidden `seq` of the first form.
    public var seq: Int? { attribute("value", after: "name=\"seq\"").flatMap { Int($0) } }
    /// The hidden `sid` of the first form.
    public var sid: String? { attribute("value", after: "name=\"sid\"") }

    /// The unescaped text between the start tag beginning with `marker` and the next `<`.
    public func element(after marker: String) -> String? {
        guard let start = html.range(of: marker) else { return nil }
        let rest = html[start.upperBound...]
        guard let close = rest.firstIndex(of: ">") else { return nil }
        return Self.unescape(String(rest[rest.index(after: close)...].prefix { $0 != "<" }))
    }

    /// The unescaped text of the element with `id`, its inner tags left out (up to the first end tag
    /// of the element's own name, so the element must not hold another of its kind).
    public func text(ofElementWithID id: String) -> String? {
        guard let start = html.range(of: " id=\"\(id)\""),
            let open = html[..<start.lowerBound].lastIndex(of: "<")
        else { return nil }
        let name = html[html.index(after: open)..<start.lowerBound]
        let rest = html[start.upperBound...]
        guard let close = rest.firstIndex(of: ">"), let end = rest.range(of: "</\(name)>") else { return nil }
        var text = ""
        var inTag = false
        for character in rest[rest.index(after: close)..<end.lowerBound] {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        return Self.unescape(text)
    }

    /// The unescaped value of `name="…"` in the tag that starts at `marker`.
    public func attribute(_ name: String, after marker: String) -> String? {
        guard let start = html.range(of: marker) else { return nil }
        let tag = html[start.lowerBound...].prefix { $0 != ">" }
        guard let open = tag.range(of: " \(name)=\"") else { return nil }
        return Self.unescape(String(tag[open.upperBound...].prefix { $0 != "\"" }))
    }

    /// Undoes the five HTML escapes the pages use.
    public static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
