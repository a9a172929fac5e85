import Foundation
import MicroHTTPServer
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Slow-header clients (one byte a second) from many addresses must neither lock good clients out
/// nor keep their connections past the request deadline.
struct SlowClientTests {
    /// How many slow connections, from how many loopback addresses (127.0.0.2 …), under the per-address limit of 64.
    static let slowConnections = 1_600
    static let addresses = 40

    @Test(.timeLimit(.minutes(1)))
    func goodRequestsAreAnsweredWhileSlowClientsAreDroppedAtTheDeadline() throws {
        _ = HTTPServer.Configuration.connectionCapacity()  // raises this process's descriptor limit too
        var configuration = HTTPServer.Configuration(port: 0)
        configuration.requestDeadline = 2
        try withServer(configuration, handler: { _ in .text("ok") }) { server in
            let slow = (0..<Self.slowConnections).compactMap { index in
                SlowClient(address: "127.0.0.\(2 + index % Self.addresses)", port: server.port)
            }
            #expect(slow.count == Self.slowConnections)
            defer { slow.forEach { $0.close() } }
            // For 4 s (twice the deadline) the slow clients send a byte every 250 ms while good requests run.
            var answered = 0
            var slowest: Duration = .zero
            let clock = ContinuousClock()
            let start = clock.now
            while clock.now - start < .seconds(4) {
                slow.forEach { $0.trickle() }
                let began = clock.now
                let response = try HTTPTestClient.send(port: server.port, timeout: 5)
                slowest = max(slowest, clock.now - began)
                if response.status == 200 && response.text == "ok" { answered += 1 }
                Thread.sleep(forTimeInterval: 0.25)
            }
            #expect(answered >= 10)
            #expect(slowest < .seconds(2), "a good request waited \(slowest)")
            let dropped = slow.filter { $0.isClosedByServer() }.count
            #expect(dropped >= Self.slowConnections * 95 / 100, "only \(dropped) slow connections were dropped")
            print("slow-client test: \(answered) good requests answered, slowest \(slowest), \(dropped) slow dropped")
        }
    }
}

/// A client socket bound to one loopback address that sends a request header one byte at a time.
private final class SlowClient {
    private let socket: Int32
    private var sent = 0
    private static let header = Array(
        "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: \(String(repeating: "a", count: 200))\r\n\r\n".utf8)

    init?(address: String, port: Int) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var local = sockaddr_in()
        var remote = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = UInt16(port).bigEndian
        guard inet_pton(AF_INET, address, &local.sin_addr) == 1, inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr) == 1
        else {
            Glibc.close(socket)
            return nil
        }
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, size) }
        }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, size) }
        }
        guard bound == 0, connected == 0 else {
            Glibc.close(socket)
            return nil
        }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        trickle()
    }

    /// Sends the next byte of the header (never the end of it).
    func trickle() {
        guard sent < Self.header.count - 1 else { return }
        let byte = Self.header[sent]
        if withUnsafePointer(to: byte, { send(socket, $0, 1, Int32(MSG_NOSIGNAL)) }) == 1 { sent += 1 }
    }

    /// Whether the server closed the connection (a read returns end of file or an error).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        let read = recv(socket, &byte, 1, Int32(MSG_DONTWAIT))
        return read == 0 || (read < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    func close() {
        Glibc.close(socket)
    }
}
