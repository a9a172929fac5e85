/// Where a typed expression went wrong, shown as a caret line under its text: in text, so that
/// text browsers show it too, and in colour.
///
/// A text of at most ``width`` characters is shown whole; a longer one (up to 1,000 characters, or
/// more when it is refused as too long) as a window of ``width`` characters around the position,
/// `…` standing for the text cut off on either side.
///
/// ```
/// 2*(3+4
///       ^
/// ```
enum ErrorPointer {
    /// The most characters of the text shown, the `…` of its cut sides included.
    static let width = 32

    /// The line of text and the line under it with `^` at the error, as the page shows them; a
    /// `position` past the end (a missing `)`) points just after the text.
    static func lines(_ text: String, position: Int) -> (text: String, caret: String, marked: Int?) {
        let characters = Array(text).map(printable)
        let count = characters.count
        let index = min(max(position - 1, 0), count)
        var start = 0
        var end = count
        if count + 1 > width {
            // Room for the text between two `…`, the position in its middle where the text allows.
            let room = width - 2
            start = max(0, min(index - room / 2, count + 1 - room))
            end = min(count, start + room)
        }
        let before = start > 0 ? "…" : ""
        let after = end < count ? "…" : ""
        let column = before.count + index - start
        var line = before + String(characters[start..<end]) + after
        // Both lines as long as each other, so that right-aligned they still line up.
        if line.count <= column { line += " " }
        let caret = String(repeating: " ", count: column) + "^" + String(repeating: " ", count: line.count - column - 1)
        return (line, caret, index < count ? column : nil)
    }

    /// Appends `<pre id="…" class="pointer">` holding the two lines: the character at the error
    /// in `<mark>`, the caret line hidden from screen readers (the message names the position).
    static func append(_ text: String, position: Int, id: MarkupLiteral, into page: inout HTML) {
        let (line, caret, marked) = lines(text, position: position)
        page.append(literal: "<pre id=\"")
        page.append(literal: id)
        page.append(literal: "\" class=\"pointer\">")
        if let marked {
            let characters = Array(line)
            page.append(escaping: String(characters[..<marked]))
            page.append(literal: "<mark>")
            page.append(escaping: String(characters[marked]))
            page.append(literal: "</mark>")
            page.append(escaping: String(characters[(marked + 1)...]))
        } else {
            page.append(escaping: line)
        }
        page.append(literal: "\n<span class=\"caret\" aria-hidden=\"true\">")
        page.append(escaping: caret)
        page.append(literal: "</span></pre>\n")
    }

    /// A character as one column of the caret's text: a tab, a line break or another control
    /// character is a space.
    private static func printable(_ character: Character) -> Character {
        let control = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return control || character.isNewline ? " " : character
    }
}
