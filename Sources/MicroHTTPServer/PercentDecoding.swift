/// Percent-decoding for URL paths, queries and form bodies; never fails, never crashes.
enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`) into a string.
    ///
    /// A `%` that is not followed by two hex digits is kept literally, and invalid UTF-8
    /// becomes U+FFFD, so any input decodes to *some* string.
    static func decode<Bytes: Collection>(_ input: Bytes, plusIsSpace: Bool) -> String
    where Bytes.Element == UInt8 {
        // Most form values (keys, ids, numbers) hold nothing to decode: one copy into the string.
        if !input.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) {
            return String(decoding: input, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = input.startIndex
        while index != input.endIndex {
            let byte = input[index]
            if byte == UInt8(ascii: "%") {
                let first = input.index(after: index)
                if first != input.endIndex {
                    let second = input.index(after: first)
                    if second != input.endIndex,
                        let high = hexValue(input[first]), let low = hexValue(input[second])
                    {
                        output.append(high << 4 | low)
                        index = input.index(after: second)
                        continue
                    }
                }
                output.append(byte)
            } else if plusIsSpace && byte == UInt8(ascii: "+") {
                output.append(UInt8(ascii: " "))
            } else {
                output.append(byte)
            }
            index = input.index(after: index)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
