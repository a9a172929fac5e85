/// Parsing of the `Cookie` request header (RFC 6265 section 5.4 syntax, leniently).
public enum CookieParser {
    /// Splits a `Cookie` header into ordered name/value pairs, tolerating garbage.
    ///
    /// Pairs are separated by `;` (a `,` is accepted too); whitespace around names and values is
    /// trimmed and one pair of surrounding double quotes is removed from a value. Segments
    /// without `=` or with an empty name are skipped. Attribute-like pairs that some clients
    /// wrongly send back (lynx sends `SameSite=Strict`) come through as ordinary pairs; callers
    /// look up only the names they know.
    public static func parse(_ header: String) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for segment in header.split(whereSeparator: { $0 == ";" || $0 == "," }) {
            guard let equals = segment.firstIndex(of: "=") else { continue }
            let name = segment[segment.startIndex..<equals].trimmingSpaces
            var value = segment[segment.index(after: equals)...].trimmingSpaces
            guard !name.isEmpty else { continue }
            if value.count >= 2, value.first == "\"", value.last == "\"" {
                value = String(value.dropFirst().dropLast())
            }
            result.append((name: name, value: value))
        }
        return result
    }
}
