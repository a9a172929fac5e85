/// A parsed HTTP response as a test sees it.
public struct HTTPTestResponse: Sendable {
    /// The status code from the status line.
    public var status: Int
    /// The header fields in the order received.
    public var headers: [(String, String)]
    /// The body bytes (trimmed to `Content-Length` when present).
    public var body: [UInt8]

    /// The first value of the header `name`, ignoring ASCII case; nil if absent.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// Every value of the header `name` (e.g. several `Set-Cookie`), ignoring case.
    public func headerValues(_ name: String) -> [String] {
        headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
    }

    /// The body decoded as UTF-8.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A small blocking HTTP/1.1 client over POSIX sockets for real-socket server tests.
///
/// Each call opens a fresh connection, sends `Connection: close` and reads until the server
/// closes, so responses need no framing beyond `Content-Length`. Every call has a timeout.
///
/// ```swift
/// let response = try HTTPTestClient.send(port: server.port, method: "POST", path: "/",
///                                        headers: [("Content-Type", "application/x-www-form-urlencoded")],
///                                        body: Array("key=7".utf8))
/// #expect(response.status == 200)
/// ```
public enum HTTPTestClient {
    /// Seconds a call waits for the server unless it says otherwise: far more than any answer takes
    /// (milliseconds), so that only a server that hangs fails, never one slowed by the suites and
    /// browsers running beside it on a 2-core machine.
    public static let defaultTimeout: Double = 15

    /// Sends one request and parses the response.
    ///
    /// Adds `Host`, `Connection: close` and (unless a `Transfer-Encoding` header is given)
    /// `Content-Length` when there is a body or the method is POST/PUT. `body` is sent as is.
    public static func send(
        host: String = "127.0.0.1",
        port: Int,
        method: String = "GET",
        path: String = "/",
        headers: [(String, String)] = [],
        body: [UInt8] = [],
        timeout: Double = HTTPTestClient.defaultTimeout
    ) throws(HTTPTestClientError) -> HTTPTestResponse {
        var head = "\(method) \(path) HTTP/1.1\r\n"
        let names = Set(headers.map { $0.0.lowercased() })
        if !names.contains("host") {
            head += "Host: \(host.contains(":") ? "[\(host)]" : host):\(port)\r\n"
        }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !names.contains("connection") { head += "Connection: close\r\n" }
        if !names.contains("content-length") && !names.contains("transfer-encoding")
            && (!body.isEmpty || method == "POST" || method == "PUT")
        {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        let raw = try sendRaw(host: host, port: port, bytes: Array(head.utf8) + body, timeout: timeout)
        return try parse(raw)
    }

    /// Sends arbitrary bytes (e.g. a malformed request) and returns everything received until close.
    public static func sendRaw(
        host: String = "127.0.0.1", port: Int, bytes: [UInt8], timeout: Double = HTTPTestClient.defaultTimeout
    ) throws(HTTPTestClientError) -> [UInt8] {
        let connection = try HTTPTestConnection(host: host, port: port, timeout: timeout)
        defer { connection.close() }
        try connection.write(bytes)
        return try connection.readUntilClosed(timeout: timeout)
    }

    /// Encodes `body` with chunked transfer coding in chunks of `chunkSize` bytes.
    public static func chunked(_ body: [UInt8], chunkSize: Int = 1024) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        while start < body.count {
            let end = min(body.count, start + max(1, chunkSize))
            output += Array((String(end - start, radix: 16) + "\r\n").utf8)
            output += body[start..<end]
            output += Array("\r\n".utf8)
            start = end
        }
        return output + Array("0\r\n\r\n".utf8)
    }

    /// Parses the bytes of one HTTP/1.x response (status line, headers, body).
    public static func parse(_ raw: [UInt8]) throws(HTTPTestClientError) -> HTTPTestResponse {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let headEnd = raw.indices.first(where: { raw[$0...].starts(with: separator) })
        else { throw .malformedResponse }
        let head = String(decoding: raw[..<headEnd], as: UTF8.self)
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."),
            let status = Int(statusParts[1])
        else { throw .malformedResponse }
        var headers: [(String, String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw .malformedResponse }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            headers.append((String(line[..<colon]), String(value)))
        }
        var body = Array(raw[(headEnd + separator.count)...])
        let response = HTTPTestResponse(status: status, headers: headers, body: [])
        if let length = response.header("Content-Length").flatMap({ Int($0) }), length < body.count {
            body = Array(body[..<length])
        }
        return HTTPTestResponse(status: status, headers: headers, body: body)
    }
}
