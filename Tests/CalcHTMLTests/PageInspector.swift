import Foundation

/// Test helper: pulls forms, (name, value) pairs and attributes out of rendered pages with plain string search.
struct PageInspector {
    let html: String

    /// The markup of every `<form …>…</form>`, in page order.
    var forms: [String] {
        html.components(separatedBy: "<form").dropFirst().map { chunk in
            String(chunk.components(separatedBy: "</form>")[0])
        }
    }

    /// Every `name="…" value="…"` pair of the given markup (buttons and inputs), in order.
    static func pairs(_ markup: String) -> [String] {
        markup.matches(of: /name="([^"]*)" value="([^"]*)"/).map { "\($0.1)=\($0.2)" }
    }

    /// How often `needle` occurs in the page.
    func count(_ needle: String) -> Int {
        html.components(separatedBy: needle).count - 1
    }

    /// The `<button …>` start tag that has `autofocus`, if any: all of them.
    var autofocusedTags: [String] {
        html.matches(of: /<(button|input)[^>]* autofocus[^>]*>/).map { String($0.0) }
    }

    /// The text between the start tag containing `marker` and the next `<`.
    func text(after marker: String) -> String? {
        guard let start = html.range(of: marker) else { return nil }
        let rest = html[start.upperBound...]
        guard let close = rest.firstIndex(of: ">") else { return nil }
        let body = rest[rest.index(after: close)...]
        return String(body.prefix { $0 != "<" })
    }
}
