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

    /// Appends `text` with `& < > " '` replaced by character references; copies the runs between
    /// them whole, so text with nothing to escape is one copy.
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
