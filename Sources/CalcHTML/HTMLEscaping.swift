/// The byte-level writing under ``HTML``: literals, escaped text and decimal numbers, appended to
/// UTF-8 bytes without going through `String`.
extension [UInt8] {
    /// Appends the UTF-8 bytes of a source literal.
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `text` with `& < > " '` replaced by character references; copies the runs between
    /// them whole, so text with nothing to escape is one copy.
    mutating func appendEscapingHTML(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscapingHTML(utf8: $0) }
        if done == nil { Array(text.utf8).withUnsafeBufferPointer { appendEscapingHTML(utf8: $0) } }
    }

    /// Appends UTF-8 text escaped (see ``appendEscapingHTML(_:)``).
    private mutating func appendEscapingHTML(utf8 text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in text.indices {
            let reference: StaticString
            switch text[index] {
            case UInt8(ascii: "&"): reference = "&amp;"
            case UInt8(ascii: "<"): reference = "&lt;"
            case UInt8(ascii: ">"): reference = "&gt;"
            case UInt8(ascii: "\""): reference = "&quot;"
            case UInt8(ascii: "'"): reference = "&#39;"
            default: continue
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            append(literal: reference)
            runStart = index + 1
        }
        append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    /// Appends `number` in decimal ASCII, as `String(number)` writes it (a small string: no allocation).
    mutating func appendDecimal(_ number: Int) {
        append(contentsOf: String(number).utf8)
    }
}
