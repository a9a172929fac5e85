/// Makes client-controlled text safe for one field of a log line: bounded, and with every control
/// character written as `\xNN`, so a request cannot forge a line or flood the log.
enum LogField {
    /// The most characters of a client's text a log field keeps; longer text ends in `…`.
    static let maximumLength = 200

    /// `text` with control characters (C0, DEL, C1) escaped, cut to `limit` characters.
    static func sanitized(_ text: some StringProtocol, limit: Int = maximumLength) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0:
                result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default:
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
