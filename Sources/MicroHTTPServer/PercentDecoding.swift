/// Percent-decoding for URL paths, queries and form bodies; never fails, never crashes.
enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`) into a string.
    ///
    /// A `%` that is not followed by two hex digits is kept literally, and invalid UTF-8
    /// becomes U+FFFD, so any input decodes to *some* string.
    static func decode<Bytes: Collection>(_ input: Bytes, plusIsSpace: Bool) -> String
    where Bytes.Element == UInt8 {
        if let decoded = input.withContiguousStorageIfAvailable({ decode($0, plusIsSpace: plusIsSpace) }) {
            return decoded
        }
        return Array(input).withUnsafeBufferPointer { decode($0, plusIsSpace: plusIsSpace) }
    }

    /// The one pass, over bytes in place: the text is never longer than its escapes, so it is
    /// written straight into the string's storage (which repairs invalid UTF-8 into U+FFFD).
    static func decode(_ input: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> String {
        String(unsafeUninitializedCapacity: input.count) { output in
            var written = 0
            var index = 0
            while index < input.count {
                let byte = input[index]
                if byte == UInt8(ascii: "%"), index + 2 < input.count,
                    let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
                {
                    output[written] = high << 4 | low
                    index += 3
                } else {
                    output[written] = plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                    index += 1
                }
                written += 1
            }
            return written
        }
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
