import MicroHTTPServer
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// No connection is refused without an answer while the server has room (issue 27, item 3): idle
/// keep-alive and half-closed connections do not count against their address until a deadline,
/// a trusted proxy is not capped per address, and a refusal that must happen is a 503.
@Suite(.serialized)
struct ConnectionAdmissionTests {
    /// More connections than the per-address limit, all from 127.0.0.1.
    static let overLimit = 80

    /// The request deadline and the idle timeout are a minute here, so that only the behaviour under
    /// test, never a timeout, closes a connection within a test; an idle connection may be
    /// reclaimed at once (see `anIdleConnectionIsSparedUntilItHasIdledTheReclaimableTime`).
    static func configuration(
        perIPConnectionLimit: Int = 64, reclaimableIdleTime: Duration = .zero
    ) -> HTTPServer.Configuration {
        var configuration = HTTPServer.Configuration(port: 0)
        configuration.connectionTimeout = 60
        configuration.requestDeadline = 60
        configuration.perIPConnectionLimit = perIPConnectionLimit
        configuration.reclaimableIdleTime = reclaimableIdleTime
        return configuration
    }

    static let keepAliveRequest = "GET / HTTP/1.1\r\nHost: x\r\n\r\n"

    @Test(.timeLimit(.minutes(1)))
    func idleKeepAliveConnectionsDoNotLockOutANewClient() throws {
        try withServer(Self.configuration(), handler: { _ in .text("ok") }) { server in
            // Each connection asks once, is answered, and stays open idle (keep-alive).
            var idle: [HTTPTestConnection] = []
            defer { idle.forEach { $0.close() } }
            for index in 0..<Self.overLimit {
                let connection = try HTTPTestConnection(port: server.port)
                try connection.write(Self.keepAliveRequest)
                let response = try connection.readResponse(timeout: 10)
                #expect(response.status == 200 && response.text == "ok", "idle connection \(index): \(response.status)")
                idle.append(connection)
            }
            let fresh = try HTTPTestClient.send(port: server.port, timeout: 10)
            #expect(fresh.status == 200 && fresh.text == "ok", "a new client got \(fresh.status)")
            // Room was made by closing the longest-idle connections, the first ones opened.
            #expect(idle[0].peerClosed(timeout: 10), "the longest-idle connection was closed to make room")
            let stillOpen = try HTTPTestConnection(port: server.port)
            try stillOpen.write(Self.keepAliveRequest)
            #expect(try stillOpen.readResponse(timeout: 10).status == 200)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func clientsThatHalfCloseAfterTheirRequestDoNotLockOutANewClient() throws {
        try withServer(Self.configuration(), handler: { _ in .text("ok") }) { server in
            // Each client sends its request, shuts down its sending side and keeps its socket.
            var halfClosed: [HTTPTestConnection] = []
            defer { halfClosed.forEach { $0.close() } }
            for index in 0..<Self.overLimit {
                let connection = try HTTPTestConnection(port: server.port)
                try connection.write(Self.keepAliveRequest)
                connection.finishSending()
                // The whole answer, then the server's end of file: it closed the connection once
                // its answer was sent (the request and idle deadlines are a minute away).
                let raw = try connection.readUntilClosed(timeout: 10)
                let response = try HTTPTestClient.parse(raw)
                #expect(
                    response.status == 200 && response.text == "ok", "half-closed client \(index): \(response.status)")
                halfClosed.append(connection)
            }
            let fresh = try HTTPTestClient.send(port: server.port, timeout: 10)
            #expect(fresh.status == 200 && fresh.text == "ok", "a new client got \(fresh.status)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aConnectionOverTheLimitIsAnswered503WithRetryAfterNotReset() throws {
        try withHeldRequests(Self.configuration(perIPConnectionLimit: 4)) { server, held in
            let busy = try held.hold(4, port: server.port)
            defer { busy.forEach { $0.close() } }
            let refused = try HTTPTestClient.send(port: server.port, timeout: 10)
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "1")
            #expect(refused.header("Connection")?.lowercased() == "close")
            // Once they are answered they idle, and a new client takes an idle one's place.
            held.releaseAll()
            for connection in busy { #expect(try connection.readResponse(timeout: 10).status == 200) }
            #expect(try Self.sendUntilNot503(port: server.port).status == 200)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func anIdleConnectionIsSparedUntilItHasIdledTheReclaimableTime() throws {
        // A minute: the connections below have idled far less when the fifth one comes.
        let configuration = Self.configuration(perIPConnectionLimit: 4, reclaimableIdleTime: .seconds(60))
        try withServer(configuration, handler: { _ in .text("ok") }) { server in
            var idle: [HTTPTestConnection] = []
            defer { idle.forEach { $0.close() } }
            for _ in 0..<4 {
                let connection = try HTTPTestConnection(port: server.port)
                try connection.write(Self.keepAliveRequest)
                #expect(try connection.readResponse(timeout: 10).status == 200)
                idle.append(connection)
            }
            let refused = try HTTPTestClient.send(port: server.port, timeout: 10)
            #expect(refused.status == 503 && refused.header("Retry-After") == "1")
            // Still open: each answers its next request.
            for connection in idle {
                try connection.write(Self.keepAliveRequest)
                #expect(try connection.readResponse(timeout: 10).status == 200)
            }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func pastAnEighthOfTheTotalRefusedAndWaitingAConnectionIsClosedAtOnce() throws {
        var configuration = Self.configuration(perIPConnectionLimit: 4)
        configuration.maximumConnections = 16
        try withHeldRequests(configuration) { server, held in
            let busy = try held.hold(4, port: server.port)
            defer { busy.forEach { $0.close() } }
            // Two refused connections (an eighth of 16) wait for their request and its 503; a third
            // is one too many and is closed at once; which one is the server's order of accepting.
            let head = "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
            let waiting = try (0..<3).map { _ in
                let connection = try HTTPTestConnection(port: server.port, timeout: 10)
                try connection.write(head)
                return connection
            }
            defer { waiting.forEach { $0.close() } }
            var dropped: Int?
            while dropped == nil { dropped = waiting.firstIndex { $0.peerClosed(timeout: 0.01) } }
            for (index, connection) in waiting.enumerated() where index != dropped {
                try connection.write("\r\n")
                let response = try HTTPTestClient.parse(connection.readUntilClosed(timeout: 10))
                #expect(response.status == 503 && response.header("Retry-After") == "1")
            }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func anExemptAddressSuchAsATrustedProxyIsNotCappedPerAddress() throws {
        var configuration = Self.configuration(perIPConnectionLimit: 4)
        configuration.isExemptFromPerIPLimit = { $0 == "127.0.0.1" }
        try withHeldRequests(configuration) { server, held in
            let proxied = try held.hold(Self.overLimit, port: server.port)
            defer { proxied.forEach { $0.close() } }
            let response = try HTTPTestClient.send(port: server.port, timeout: 10)
            #expect(response.status == 200 && response.text == "ok")
            // Another address is still capped: 4 held requests from 127.0.0.2, the fifth answered 503.
            let other = try held.hold(4, port: server.port, from: "127.0.0.2")
            defer { other.forEach { $0.close() } }
            let capped = try HTTPTestConnection(port: server.port, from: "127.0.0.2")
            try capped.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(try HTTPTestClient.parse(capped.readUntilClosed(timeout: 10)).status == 503)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func pastTheServersTotalAnIdleConnectionIsReclaimedThenA503() throws {
        var configuration = Self.configuration(perIPConnectionLimit: 0)
        configuration.maximumConnections = 8
        try withHeldRequests(configuration) { server, held in
            var idle: [HTTPTestConnection] = []
            for _ in 0..<4 {
                let connection = try HTTPTestConnection(port: server.port)
                try connection.write(Self.keepAliveRequest)
                #expect(try connection.readResponse(timeout: 10).status == 200)
                idle.append(connection)
            }
            let busy = try held.hold(4, port: server.port)
            defer { busy.forEach { $0.close() } }
            // Full: four more connections are taken, each in the place of an idle one.
            let newcomers = try held.hold(4, port: server.port)
            defer { newcomers.forEach { $0.close() } }
            #expect(idle.allSatisfy { $0.peerClosed(timeout: 10) }, "the idle connections were closed to make room")
            // Nothing idles now: the next connection is answered 503.
            let refused = try HTTPTestClient.send(port: server.port, timeout: 10)
            #expect(refused.status == 503 && refused.header("Retry-After") == "1")
        }
    }

    /// Sends `GET /` until the answer is not 503 (at most 100 times): an answered connection
    /// becomes idle, and so reclaimable, just after its client has read the answer.
    static func sendUntilNot503(port: Int) throws -> HTTPTestResponse {
        var response = try HTTPTestClient.send(port: port, timeout: 10)
        for _ in 0..<100 where response.status == 503 {
            usleep(10_000)
            response = try HTTPTestClient.send(port: port, timeout: 10)
        }
        return response
    }
}

/// A server that holds every request for `/hold` unanswered until ``releaseAll()`` (its connection
/// busy: neither idle nor answered) and answers everything else `ok` at once.
final class HeldRequests: Sendable {
    private let responders = Mutex<[HTTPResponder]>([])

    func handle(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if request.path == "/hold" {
            responders.withLock { $0.append(responder) }
        } else {
            responder.respond(.text("ok"))
        }
    }

    /// Opens `count` connections from `address`, each asking for `/hold`, and returns once the
    /// handler holds all of them (so the server took every one).
    func hold(_ count: Int, port: Int, from address: String = "127.0.0.1") throws -> [HTTPTestConnection] {
        let before = responders.withLock { $0.count }
        let connections = try (0..<count).map { _ in
            let connection = try HTTPTestConnection(port: port, from: address)
            try connection.write("GET /hold HTTP/1.1\r\nHost: x\r\n\r\n")
            return connection
        }
        while responders.withLock({ $0.count }) < before + count { usleep(1_000) }
        return connections
    }

    /// Answers every held request `ok`.
    func releaseAll() {
        for responder in responders.withLock({ $0 }) { responder.respond(.text("ok")) }
    }
}

/// Runs `body` with a started ``HeldRequests`` server, then answers what it holds and stops it.
func withHeldRequests(
    _ configuration: HTTPServer.Configuration, _ body: (HTTPServer, HeldRequests) throws -> Void
) throws {
    let held = HeldRequests()
    let server = HTTPServer(configuration: configuration) { held.handle($0, $1) }
    try server.start()
    defer {
        held.releaseAll()
        server.stop()
    }
    try body(server, held)
}
