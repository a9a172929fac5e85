/// Why a request's head cannot be answered as it stands (RFC 9112), found before its body is read.
///
/// Each of these is a request-smuggling risk behind a proxy (a proxy could read the message's
/// length differently), or a client that does not speak HTTP/1.1, so the request is refused with
/// ``status`` and the connection is closed.
public enum HTTPFramingError: Error, Equatable, CustomStringConvertible {
    /// An HTTP/1.1 request without a `Host` header (RFC 9112 section 3.2: "MUST respond with 400").
    case missingHost
    /// More than one `Host` field line (section 3.2: "MUST respond with a 400").
    case multipleHosts
    /// A field name that is not a token, such as `Transfer-Encoding ` with white space before the
    /// colon (section 5.1: "MUST reject, with a response status code of 400").
    case invalidFieldName
    /// `Content-Length` values that are not one and the same decimal number (section 6.3).
    case conflictingContentLength
    /// A `Content-Length` that is not a decimal number.
    case invalidContentLength
    /// Both `Transfer-Encoding` and `Content-Length` (section 6.1: a smuggling attempt, or a broken client).
    case transferEncodingWithContentLength
    /// `Transfer-Encoding` in an HTTP/1.0 request (section 6.1: "MUST treat the message as if the
    /// framing is faulty").
    case transferEncodingInHTTP10
    /// A `Transfer-Encoding` other than `chunked` alone, which the server cannot decode (section 6.1:
    /// "SHOULD respond with 501 (Not Implemented)"); libmicrohttpd would wait for the connection to
    /// close instead.
    case unsupportedTransferEncoding

    /// The status the request is answered with: 501 for a transfer coding, 400 for the rest.
    public var status: HTTPStatus {
        self == .unsupportedTransferEncoding ? .notImplemented : .badRequest
    }

    /// A sentence for the error page.
    public var description: String {
        switch self {
        case .missingHost: "An HTTP/1.1 request must name its host."
        case .multipleHosts: "The request named its host more than once."
        case .invalidFieldName: "A header field name of the request is malformed (white space before its colon?)."
        case .conflictingContentLength: "The request declared its length more than once, differently."
        case .invalidContentLength: "The request's Content-Length is not a number."
        case .transferEncodingWithContentLength: "The request declared both a transfer encoding and a length."
        case .transferEncodingInHTTP10: "An HTTP/1.0 request cannot have a transfer encoding."
        case .unsupportedTransferEncoding: "The request's body is sent in a transfer encoding other than chunked."
        }
    }
}

extension HTTPRequest {
    /// Checks the head's framing and returns the declared body length (`nil`: none declared).
    ///
    /// A length too large for `UInt64` comes back as `UInt64.max`, so it is refused as too large
    /// rather than wrapping or waiting for a body that never ends.
    public func declaredBodyLength() throws(HTTPFramingError) -> UInt64? {
        // One pass over the fields, with no list of values built: this runs on every request.
        var hosts = 0
        var first: String?
        var conflicting = false
        var transferEncoding = false
        for field in headers {
            guard Self.isToken(field.name) else { throw .invalidFieldName }
            if HTTPHeaders.namesMatch(field.name, "Host") { hosts += 1 }
            if HTTPHeaders.namesMatch(field.name, "Transfer-Encoding") { transferEncoding = true }
            guard HTTPHeaders.namesMatch(field.name, "Content-Length") else { continue }
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
        if hosts > 1 { throw .multipleHosts }
        if version == "HTTP/1.1", hosts == 0 { throw .missingHost }
        if transferEncoding {
            if first != nil { throw .transferEncodingWithContentLength }
            if version == "HTTP/1.0" { throw .transferEncodingInHTTP10 }
            guard isChunkedOnly else { throw .unsupportedTransferEncoding }
            return nil
        }
        guard let first else { return nil }
        guard !conflicting else { throw .conflictingContentLength }
        guard !first.isEmpty, first.utf8.allSatisfy(Self.isDigit) else {
            throw .invalidContentLength
        }
        return UInt64(first) ?? .max
    }

    /// Whether the `Transfer-Encoding` field lines, together, name exactly one coding: `chunked`
    /// (any case), the only one libmicrohttpd decodes.
    private var isChunkedOnly: Bool {
        let codings = headers.values(for: "Transfer-Encoding")
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
        return codings.count == 1 && HTTPHeaders.namesMatch(codings[0].trimmingSpaces, "chunked")
    }

    /// Whether `name` is an RFC 9110 token (section 5.6.2): letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isToken(_ name: String) -> Bool {
        // Over the contiguous bytes: every request runs this on every field name.
        var name = name
        return !name.isEmpty
            && name.withUTF8 { $0.allSatisfy(isTokenByte) }
    }

    /// Whether `byte` is one of RFC 9110's tchar.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        // Letters, digits and '-' first: nearly every field name is made of them.
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "^"),
            UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
