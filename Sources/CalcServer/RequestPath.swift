import MicroHTTPServer

/// Checks a request's path before any lookup, so no path can name something outside the site.
enum RequestPath {
    /// The percent-decoded path, or `unsafePath` when the raw or decoded path holds a `.` or `..`
    /// segment, a backslash, a NUL, or does not start with `/`.
    static func checked(_ request: HTTPRequest) throws(CalcServerError) -> String {
        let raw = request.rawPath
        if raw == "/" { return raw }
        guard raw.utf8.first == UInt8(ascii: "/"), isSafe(raw) else { throw .unsafePath }
        let decoded = request.path
        guard decoded.utf8.first == UInt8(ascii: "/"), isSafe(decoded) else { throw .unsafePath }
        return decoded
    }

    /// Whether `path` has no NUL, no backslash and no `.` or `..` segment.
    private static func isSafe(_ path: String) -> Bool {
        var dots = 0
        var segmentLength = 0
        for byte in path.utf8 {
            switch byte {
            case 0, UInt8(ascii: "\\"):
                return false
            case UInt8(ascii: "/"):
                if segmentLength > 0, dots == segmentLength, dots <= 2 { return false }
                dots = 0
                segmentLength = 0
            case UInt8(ascii: "."):
                dots += 1
                segmentLength += 1
            default:
                segmentLength += 1
            }
        }
        return !(segmentLength > 0 && dots == segmentLength && dots <= 2)
    }
}
