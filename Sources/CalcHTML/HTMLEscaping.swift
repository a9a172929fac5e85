/// Markup written in the source: only a string literal makes one (implicitly), so only text
/// written in the source is taken as markup. A literal's `String` is a constant: no allocation.
struct MarkupLiteral: ExpressibleByStringLiteral, Sendable {
    let text: String

    init(stringLiteral text: String) {
        self.text = text
    }
}

/// The byte-level writing under ``HTML``: literals, escaped text and decimal numbers, appended to
/// UTF-8 bytes.
extension [UInt8] {
    /// Appends the UTF-8 bytes of a source literal.
    mutating func append(literal: MarkupLiteral) {
        append(contentsOf: literal.text.utf8)
    }

    /// Appends `text` with `& < > " '` replaced by character references, and the control
    /// characters HTML does not allow in a document (C0 but tab, line feed, form feed and carriage
    /// return; DEL; C1) by U+FFFD, as a parser would read them; copies the runs between them
    /// whole, so text with nothing to escape is one copy.
    mutating func appendEscapingHTML(_ text: String) {
        var text = text
        text.makeContiguousUTF8()  // a no-op for native strings; `span` needs contiguous bytes
        let utf8 = text.utf8
        let bytes = utf8.span
        var runStart = 0
        for index in bytes.indices {
            let reference: MarkupLiteral
            switch bytes[index] {
            case UInt8(ascii: "&"): reference = "&amp;"
            case UInt8(ascii: "<"): reference = "&lt;"
            case UInt8(ascii: ">"): reference = "&gt;"
            case UInt8(ascii: "\""): reference = "&quot;"
            case UInt8(ascii: "'"): reference = "&#39;"
            case 0x00...0x08, 0x0B, 0x0E...0x1F, 0x7F: reference = "\u{FFFD}"
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                // A C1 control (U+0080…U+009F): two bytes.
                append(run: utf8, from: runStart, to: index)
                append(literal: "\u{FFFD}")
                runStart = index + 2
                continue
            default: continue
            }
            append(run: utf8, from: runStart, to: index)
            append(literal: reference)
            runStart = index + 1
        }
        append(run: utf8, from: runStart, to: bytes.count)
    }

    /// Appends the bytes `start..<end` of `utf8` (offsets into a native string's bytes: O(1) to find).
    private mutating func append(run utf8: String.UTF8View, from start: Int, to end: Int) {
        guard start < end else { return }
        if start == 0, end == utf8.count { return append(contentsOf: utf8) }
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        append(contentsOf: utf8[from..<utf8.index(from, offsetBy: end - start)])
    }

    /// Appends `number` in decimal ASCII, as `String(number)` writes it (a small string: no allocation).
    mutating func appendDecimal(_ number: Int) {
        append(contentsOf: String(number).utf8)
    }
}
