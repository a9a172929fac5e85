/// Parsing of the `Cookie` request header (RFC 6265 section 5.4 syntax, leniently).
///
/// Pairs are separated by `;` (a `,` is accepted too); whitespace around names and values is
/// trimmed and one pair of surrounding double quotes is removed from a value. Segments without `=`
/// or with an empty name are skipped. Attribute-like pairs that some clients wrongly send back
/// (lynx sends `SameSite=Strict`) come through as ordinary pairs; callers look up only the names
/// they know. One pass over the header's UTF-8 bytes (every request with a session reads it): the
/// separators are ASCII, so each piece starts and ends on a character boundary.
public enum CookieParser {
    /// Splits a `Cookie` header into ordered name/value pairs, tolerating garbage.
    public static func parse(_ header: String) -> [(name: String, value: String)] {
        var header = header
        header.makeContiguousUTF8()  // a no-op for the strings a request is decoded into
        let utf8 = header.utf8
        func text(_ range: Range<Int>) -> String {
            let from = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return String(header[from..<utf8.index(from, offsetBy: range.count)])
        }
        var result: [(name: String, value: String)] = []
        forEachPair(in: utf8.span) { _, name, value in
            result.append((name: text(name), value: text(value)))
            return false
        }
        return result
    }

    /// The first non-`nil` result of `body` on the value of a pair named `name` in `header`, in
    /// order (trimmed and unquoted as ``parse(_:)`` does), read in place: no string is made.
    public static func firstValue<T>(named name: String, in header: String, _ body: (Span<UInt8>) -> T?) -> T? {
        var header = header
        header.makeContiguousUTF8()
        var name = name
        name.makeContiguousUTF8()
        let wanted = name.utf8.span
        var found: T?
        forEachPair(in: header.utf8.span) { bytes, nameRange, valueRange in
            guard nameRange.count == wanted.count else { return false }
            for index in wanted.indices where bytes[nameRange.lowerBound + index] != wanted[index] { return false }
            found = body(bytes.extracting(valueRange))
            return found != nil
        }
        return found
    }

    /// Calls `body` with the bytes and the ranges of each pair's name and value, in order, until
    /// it returns `true`.
    private static func forEachPair(
        in bytes: Span<UInt8>, _ body: (borrowing Span<UInt8>, Range<Int>, Range<Int>) -> Bool
    ) {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        /// `start..<end` without leading and trailing spaces and tabs.
        func trimmed(_ start: Int, _ end: Int) -> Range<Int> {
            var (start, end) = (start, end)
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            return start..<end
        }
        var segment = 0
        while segment < bytes.count {
            var end = segment
            var equals: Int?
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: ",") {
                if equals == nil, bytes[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if let equals {
                let name = trimmed(segment, equals)
                var value = trimmed(equals + 1, end)
                if value.count >= 2, bytes[value.lowerBound] == UInt8(ascii: "\""),
                    bytes[value.upperBound - 1] == UInt8(ascii: "\"")
                {
                    value = value.lowerBound + 1..<value.upperBound - 1
                }
                if !name.isEmpty, body(bytes, name, value) { return }
            }
            segment = end + 1
        }
    }
}
