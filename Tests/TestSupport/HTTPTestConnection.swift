#if canImport(Glibc)
    import Glibc
#endif

/// Why a test request failed; tests can `#expect(throws:)` on these.
public enum HTTPTestClientError: Error, Equatable, CustomStringConvertible {
    /// The host is not an IPv4 or IPv6 address literal.
    case invalidHost(String)
    /// A socket call failed with this `errno`.
    case socket(call: String, errno: Int32)
    /// The peer did not answer (or close) before the deadline.
    case timedOut
    /// The bytes received are not an HTTP/1.x response.
    case malformedResponse

    /// A readable explanation for test failure messages.
    public var description: String {
        switch self {
        case .invalidHost(let host): "invalid host \(host)"
        case .socket(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .timedOut: "timed out waiting for the server"
        case .malformedResponse: "malformed HTTP response"
        }
    }
}

/// One blocking TCP connection for tests: connect, write bytes, read until the peer closes.
///
/// Every read and the connect are bounded by a deadline, so a test can never hang.
public final class HTTPTestConnection {
    private var descriptor: Int32

    /// Connects to `host` (an IPv4 or IPv6 literal) and `port`, failing after `timeout` seconds;
    /// from `localAddress` (an IPv4 literal such as `127.0.0.2`, for another client address on
    /// loopback) when given.
    public init(
        host: String = "127.0.0.1", port: Int, timeout: Double = HTTPTestClient.defaultTimeout,
        from localAddress: String? = nil
    ) throws(HTTPTestClientError) {
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        let family: Int32
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            family = AF_INET
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = UInt16(clamping: port).bigEndian
        } else if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            family = AF_INET6
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = UInt16(clamping: port).bigEndian
        } else {
            throw .invalidHost(host)
        }
        descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .socket(call: "socket", errno: errno) }
        setTimeout(timeout)
        if let localAddress {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            guard family == AF_INET, inet_pton(AF_INET, localAddress, &local.sin_addr) == 1 else {
                close()
                throw .invalidHost(localAddress)
            }
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                let code = errno
                close()
                throw .socket(call: "bind", errno: code)
            }
        }
        let result =
            family == AF_INET
            ? withUnsafePointer(to: &v4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            : withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        if result != 0 {
            let code = errno
            close()
            throw .socket(call: "connect", errno: code)
        }
    }

    deinit { close() }

    /// Writes all of `bytes`; a peer that already closed is not an error (its answer may be waiting).
    public func write(_ bytes: [UInt8]) throws(HTTPTestClientError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EPIPE || errno == ECONNRESET { return }
                if errno == EAGAIN || errno == EWOULDBLOCK { throw .timedOut }
                throw .socket(call: "send", errno: errno)
            }
            offset += written
        }
    }

    /// Writes a string as UTF-8.
    public func write(_ text: String) throws(HTTPTestClientError) {
        try write(Array(text.utf8))
    }

    /// Reads until the peer closes the connection (or resets it) and returns everything received.
    ///
    /// - Throws: ``HTTPTestClientError/timedOut`` if the peer is still open after `timeout` seconds.
    public func readUntilClosed(timeout: Double = HTTPTestClient.defaultTimeout) throws(HTTPTestClientError) -> [UInt8]
    {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int64(timeout * 1000)))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { throw .timedOut }
            setTimeout(Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno == ECONNRESET {
                return received
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                throw .timedOut
            } else if errno != EINTR {
                throw .socket(call: "recv", errno: errno)
            }
        }
    }

    /// Bytes received after the last response ``readResponse(timeout:)`` returned.
    private var pending: [UInt8] = []

    /// Reads exactly one response framed by `Content-Length` (a keep-alive exchange) and keeps
    /// what follows it for the next call.
    ///
    /// - Throws: ``HTTPTestClientError/malformedResponse`` when the peer closes before the
    ///   response is complete, ``HTTPTestClientError/timedOut`` after `timeout` seconds.
    public func readResponse(timeout: Double = HTTPTestClient.defaultTimeout) throws(HTTPTestClientError)
        -> HTTPTestResponse
    {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int64(timeout * 1000)))
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let headEnd = pending.indices.first(where: { pending[$0...].starts(with: separator) }) {
                let head = try HTTPTestClient.parse(Array(pending[..<(headEnd + 4)]))
                let length = head.header("Content-Length").flatMap { Int($0) } ?? 0
                if pending.count >= headEnd + 4 + length {
                    let whole = Array(pending[..<(headEnd + 4 + length)])
                    pending.removeFirst(whole.count)
                    return try HTTPTestClient.parse(whole)
                }
            }
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { throw .timedOut }
            setTimeout(Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                pending.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno == ECONNRESET {
                throw .malformedResponse
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                throw .timedOut
            } else if errno != EINTR {
                throw .socket(call: "recv", errno: errno)
            }
        }
    }

    /// Whether bytes of a response that never completed were received (a cut response).
    public var hasPartialResponse: Bool { !pending.isEmpty }

    /// Whether the peer closed the connection: a read returns end of file (nothing more pending).
    public func peerClosed(timeout: Double = HTTPTestClient.defaultTimeout) -> Bool {
        guard pending.isEmpty else { return false }
        return (try? readUntilClosed(timeout: timeout))?.isEmpty == true
    }

    /// Shuts down the sending side (a half-close: `shutdown(SHUT_WR)`), as a client does that has
    /// sent its last request; the answer can still be read.
    public func finishSending() {
        if descriptor >= 0 { _ = shutdown(descriptor, Int32(SHUT_WR)) }
    }

    /// Closes the socket; further calls do nothing.
    public func close() {
        if descriptor >= 0 {
            _ = Glibc.close(descriptor)
            descriptor = -1
        }
    }

    private func setTimeout(_ seconds: Double) {
        let clamped = max(0.001, seconds)
        var value = timeval(
            tv_sec: Int(clamped), tv_usec: Int((clamped - Double(Int(clamped))) * 1_000_000))
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, size)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, size)
    }
}
