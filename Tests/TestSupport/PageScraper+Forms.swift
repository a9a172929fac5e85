import Foundation

extension PageScraper {
    /// The markup of every `<form …>…</form>`, in page order.
    public var forms: [String] {
        html.components(separatedBy: "<form").dropFirst().map { chunk in
            String(chunk.components(separatedBy: "</form>")[0])
        }
    }

    /// Every `name="…" value="…"` pair of the given markup (buttons and inputs), as `name=value`, in order.
    public static func pairs(_ markup: String) -> [String] {
        markup.matches(of: /name="([^"]*)" value="([^"]*)"/).map { "\($0.1)=\($0.2)" }
    }

    /// Every `<button …>`, `<input …>` or `<select …>` start tag that carries `autofocus`.
    public var autofocusedTags: [String] {
        html.matches(of: /<(button|input|select)[^>]* autofocus[^>]*>/).map { String($0.0) }
    }
}
