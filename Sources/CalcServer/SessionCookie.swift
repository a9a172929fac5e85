import MicroHTTPServer

/// Finds the session cookie in a request without parsing every cookie into strings.
///
/// Same reading as ``CookieParser``: pairs separated by `;` or `,`, spaces and tabs around names
/// and values ignored, one pair of double quotes removed; other names (lynx's `SameSite=Strict`) are skipped.
enum SessionCookie {
    /// The first `calc_session` cookie that is a well-formed ``SessionID``, or `nil`.
    static func id(in request: HTTPRequest) -> SessionID? {
        for header in request.headers.values(for: "Cookie") {
            if let id = id(inHeader: header) { return id }
        }
        return nil
    }

    private static let name = Array(CalculatorApp.cookieName.utf8)

    static func id(inHeader header: String) -> SessionID? {
        let bytes = header.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") } ?? bytes.endIndex
            var segment = trimmed(bytes[start..<end])
            if segment.starts(with: name) {
                segment = trimmed(segment.dropFirst(name.count))
                if segment.first == UInt8(ascii: "=") {
                    var value = trimmed(segment.dropFirst())
                    if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
                        value = value.dropFirst().dropLast()
                    }
                    if let id = SessionID(validating: Substring(value)) { return id }
                }
            }
            start = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        return nil
    }

    private static func trimmed(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }
}
