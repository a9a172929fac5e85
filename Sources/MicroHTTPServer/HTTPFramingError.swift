/// Why a request's head cannot be answered as it stands (RFC 9112), found before its body is read.
///
/// Each of these is a request-smuggling risk behind a proxy, or a client that does not speak
/// HTTP/1.1, so the answer is 400 and the connection is closed.
public enum HTTPFramingError: Error, Equatable, CustomStringConvertible {
    /// An HTTP/1.1 request without a `Host` header (RFC 9112 section 3.2: "MUST respond with 400").
    case missingHost
    /// `Content-Length` values that are not one and the same decimal number (section 6.3).
    case conflictingContentLength
    /// A `Content-Length` that is not a decimal number.
    case invalidContentLength
    /// Both `Transfer-Encoding` and `Content-Length` (section 6.1: a smuggling attempt, or a broken client).
    case transferEncodingWithContentLength

    /// A sentence for the error page.
    public var description: String {
        switch self {
        case .missingHost: "An HTTP/1.1 request must name its host."
        case .conflictingContentLength: "The request declared its length more than once, differently."
        case .invalidContentLength: "The request's Content-Length is not a number."
        case .transferEncodingWithContentLength: "The request declared both a transfer encoding and a length."
        }
    }
}

extension HTTPRequest {
    /// Checks the head's framing and returns the declared body length (`nil`: none declared).
    ///
    /// A length too large for `UInt64` comes back as `UInt64.max`, so it is refused as too large
    /// rather than wrapping or waiting for a body that never ends.
    public func declaredBodyLength() throws(HTTPFramingError) -> UInt64? {
        if version == "HTTP/1.1", headers["Host"] == nil { throw .missingHost }
        // One pass over the fields, with no list of values built: this runs on every request.
        var first: String?
        var conflicting = false
        for field in headers where HTTPHeaders.namesMatch(field.name, "Content-Length") {
            // What every client sends, one plain number, is taken as it is; only a list or white
            // space is split and trimmed.
            if !field.value.isEmpty, field.value.utf8.allSatisfy(Self.isDigit) {
                if let first { conflicting = conflicting || field.value != first } else { first = field.value }
                continue
            }
            for item in field.value.split(separator: ",", omittingEmptySubsequences: false) {
                let value = item.trimmingSpaces
                if let first { conflicting = conflicting || value != first } else { first = value }
            }
        }
        guard let first else { return nil }
        if headers["Transfer-Encoding"] != nil { throw .transferEncodingWithContentLength }
        guard !conflicting else { throw .conflictingContentLength }
        guard !first.isEmpty, first.utf8.allSatisfy(Self.isDigit) else {
            throw .invalidContentLength
        }
        return UInt64(first) ?? .max
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
