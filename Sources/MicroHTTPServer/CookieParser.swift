/// Parsing of the `Cookie` request header (RFC 6265 section 5.4 syntax, leniently).
public enum CookieParser {
    /// Splits a `Cookie` header into ordered name/value pairs, tolerating garbage.
    ///
    /// Pairs are separated by `;` (a `,` is accepted too); whitespace around names and values is
    /// trimmed and one pair of surrounding double quotes is removed from a value. Segments
    /// without `=` or with an empty name are skipped. Attribute-like pairs that some clients
    /// wrongly send back (lynx sends `SameSite=Strict`) come through as ordinary pairs; callers
    /// look up only the names they know.
    ///
    /// One pass over the header's UTF-8 bytes (every request with a session runs it): the
    /// separators are ASCII, so each piece starts and ends on a character boundary.
    public static func parse(_ header: String) -> [(name: String, value: String)] {
        var header = header
        header.makeContiguousUTF8()  // a no-op for the strings a request is decoded into
        let utf8 = header.utf8
        let bytes = utf8.span
        /// The text of the bytes `range`, without leading and trailing spaces and tabs, and when
        /// `unquoting`, without one pair of surrounding double quotes.
        func text(_ range: Range<Int>, unquoting: Bool) -> String {
            var (start, end) = (range.lowerBound, range.upperBound)
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            if unquoting, end - start >= 2, bytes[start] == UInt8(ascii: "\""), bytes[end - 1] == UInt8(ascii: "\"") {
                (start, end) = (start + 1, end - 1)
            }
            let from = utf8.index(utf8.startIndex, offsetBy: start)
            return String(header[from..<utf8.index(from, offsetBy: end - start)])
        }
        var result: [(name: String, value: String)] = []
        var segment = 0
        while segment < bytes.count {
            var end = segment
            var equals: Int?
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: ",") {
                if equals == nil, bytes[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if let equals {
                let name = text(segment..<equals, unquoting: false)
                if !name.isEmpty { result.append((name: name, value: text(equals + 1..<end, unquoting: true))) }
            }
            segment = end + 1
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
        let bytes = header.utf8.span
        let wanted = name.utf8.span
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var segment = 0
        while segment < bytes.count {
            var end = segment
            var equals: Int?
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: ",") {
                if equals == nil, bytes[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if let equals {
                var (start, stop) = (segment, equals)
                while start < stop, isSpace(bytes[start]) { start += 1 }
                while stop > start, isSpace(bytes[stop - 1]) { stop -= 1 }
                var matches = stop - start == wanted.count
                var index = 0
                while matches, index < wanted.count {
                    matches = bytes[start + index] == wanted[index]
                    index += 1
                }
                if matches {
                    var (from, to) = (equals + 1, end)
                    while from < to, isSpace(bytes[from]) { from += 1 }
                    while to > from, isSpace(bytes[to - 1]) { to -= 1 }
                    if to - from >= 2, bytes[from] == UInt8(ascii: "\""), bytes[to - 1] == UInt8(ascii: "\"") {
                        (from, to) = (from + 1, to - 1)
                    }
                    if let found = body(bytes.extracting(from..<to)) { return found }
                }
            }
            segment = end + 1
        }
        return nil
    }
}
