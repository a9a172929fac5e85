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

    /// The characters of the line of text and the line under it with `^` at the error, as the page
    /// shows them; a `position` past the end (a missing `)`) points just after the text.
    ///
    /// Columns are counted in the characters shown, never by splitting the joined text again: a
    /// lone combining mark after a tab (shown as a space) joins that space in a string, and would
    /// make the line shorter than the caret's.
    static func lines(_ text: String, position: Int) -> (shown: [Character], caret: String, marked: Int?) {
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
        let before: [Character] = start > 0 ? ["…"] : []
        let after: [Character] = end < count ? ["…"] : []
        let column = before.count + index - start
        var shown = before + characters[start..<end] + after
        // Both lines as long as each other, so that right-aligned they still line up.
        if shown.count <= column { shown.append(" ") }
        let caret =
            String(repeating: " ", count: column) + "^" + String(repeating: " ", count: shown.count - column - 1)
        return (shown, caret, index < count ? column : nil)
    }

    /// Appends `<pre id="…" class="pointer">` holding the two lines: the character at the error
    /// in `<mark>`, the caret line hidden from screen readers (the message names the position).
    static func append(_ text: String, position: Int, id: MarkupLiteral, into page: inout HTML) {
        let (shown, caret, marked) = lines(text, position: position)
        page.append(literal: "<pre id=\"")
        page.append(literal: id)
        page.append(literal: "\" class=\"pointer\">")
        if let marked {
            page.append(escaping: String(shown[..<marked]))
            page.append(literal: "<mark>")
            page.append(escaping: String(shown[marked]))
            page.append(literal: "</mark>")
            page.append(escaping: String(shown[(marked + 1)...]))
        } else {
            page.append(escaping: String(shown))
        }
        page.append(literal: "\n<span class=\"caret\" aria-hidden=\"true\">")
        page.append(escaping: caret)
        page.append(literal: "</span></pre>\n")
    }

    /// A character as one column of the caret's text: a tab, a line break or another control
    /// character is a space, and a mark standing alone (one that would join the character before
    /// it) sits on a dotted circle, as Unicode shows a combining mark by itself.
    private static func printable(_ character: Character) -> Character {
        let control = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        if control || character.isNewline { return " " }
        guard String([" ", character]).count == 1 else { return character }
        let onCircle = "\u{25CC}" + String(character)
        return onCircle.count == 1 ? Character(onCircle) : character
    }
}
