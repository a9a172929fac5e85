/// `application/x-www-form-urlencoded` data (form bodies and query strings), decoded.
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
        // One pass over the bytes, each pair decoded where it lies: no array of the pieces first.
        var fields: [(name: String, value: String)] = []
        bytes.withUnsafeBufferPointer { bytes in
            fields.reserveCapacity(bytes.count { $0 == UInt8(ascii: "&") } + 1)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
                if end > start {
                    let pair = bytes[start..<end]
                    if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
                        fields.append(
                            (
                                name: PercentDecoding.decode(
                                    UnsafeBufferPointer(rebasing: pair[..<equals]), plusIsSpace: true),
                                value: PercentDecoding.decode(
                                    UnsafeBufferPointer(rebasing: pair[(equals + 1)...]), plusIsSpace: true)
                            ))
                    } else {
                        fields.append(
                            (
                                name: PercentDecoding.decode(UnsafeBufferPointer(rebasing: pair), plusIsSpace: true),
                                value: ""
                            ))
                    }
                }
                start = end + 1
            }
        }
        return fields
    }

    /// Decodes a form from a string, e.g. a URL query.
    public static func decode(_ string: String) -> [(name: String, value: String)] {
        decode(Array(string.utf8))
    }
}
