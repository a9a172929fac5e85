/// Decoding of `application/x-www-form-urlencoded` data (form bodies and query strings).
public enum FormURLEncoding {
    /// Splits `bytes` on `&` and `=`, turns `+` into a space and percent-decodes, keeping order.
    ///
    /// Empty segments (`a=1&&b=2`) are skipped; a segment without `=` has an empty value;
    /// bad escapes stay literal and invalid UTF-8 becomes U+FFFD, so no input can crash it.
    ///
    /// ```swift
    /// FormURLEncoding.decode(Array("key=%C3%97&expr=1%2B2".utf8))
    /// // [(name: "key", value: "×"), (name: "expr", value: "1+2")]
    /// ```
    public static func decode(_ bytes: [UInt8]) -> [(name: String, value: String)] {
        bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).map { pair in
            if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
                let name = PercentDecoding.decode(pair[pair.startIndex..<equals], plusIsSpace: true)
                let value = PercentDecoding.decode(pair[pair.index(after: equals)...], plusIsSpace: true)
                return (name: name, value: value)
            }
            return (name: PercentDecoding.decode(pair, plusIsSpace: true), value: "")
        }
    }

    /// Decodes a form from a string, e.g. a URL query.
    public static func decode(_ string: String) -> [(name: String, value: String)] {
        decode(Array(string.utf8))
    }
}
