import AppTestSupport
import CalcSessions
import Foundation
import Logging
import MicroHTTPServer
import Synchronization
import TestSupport
import Testing

@testable import CalcServer

/// `--trusted-proxy`: the client address and scheme behind a reverse proxy, and only behind one.
struct ForwardedClientTests {
    static let proxies = ["127.0.0.1", "10.0.0.0/8", "::1"].compactMap(AddressRange.init)

    func request(from peer: String, _ headers: [(String, String)]) -> HTTPRequest {
        var request = HTTPRequest.get("/")
        request.remoteAddress = peer
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        return request
    }

    @Test(arguments: [
        ("127.0.0.1", [("X-Forwarded-For", "203.0.113.7")], "203.0.113.7"),
        ("127.0.0.1", [("X-Forwarded-For", "6.6.6.6, 203.0.113.7, 10.1.2.3")], "203.0.113.7"),
        ("127.0.0.1", [("X-Forwarded-For", "6.6.6.6"), ("X-Forwarded-For", "203.0.113.7")], "203.0.113.7"),
        ("127.0.0.1", [("Forwarded", #"for=198.51.100.17;proto=https, for="[2001:db8::1]:4711""#)], "2001:db8::1"),
        ("127.0.0.1", [("Forwarded", "for=10.0.0.5"), ("X-Forwarded-For", "6.6.6.6")], "6.6.6.6"),
        ("127.0.0.1", [("Forwarded", "for=1.2.3.4"), ("X-Forwarded-For", "203.0.113.7")], "203.0.113.7"),
        ("127.0.0.1", [("Forwarded", "for=198.51.100.17")], "198.51.100.17"),
        ("::1", [("X-Forwarded-For", "198.51.100.17:5000")], "198.51.100.17"),
        ("127.0.0.1", [], "127.0.0.1"),
        ("192.0.2.1", [("X-Forwarded-For", "203.0.113.7")], "192.0.2.1"),
        ("10.9.9.9", [("X-Forwarded-For", "garbage")], "garbage"),
    ])
    func theClientIsTheRightMostUntrustedAddress(peer: String, headers: [(String, String)], client: String) {
        #expect(ForwardedClient.resolve(request(from: peer, headers), trusting: Self.proxies).remoteAddress == client)
    }

    @Test func nothingIsBelievedWithoutTrustedProxies() {
        let spoofed = request(from: "127.0.0.1", [("X-Forwarded-For", "203.0.113.7"), ("X-Forwarded-Proto", "https")])
        let resolved = ForwardedClient.resolve(spoofed, trusting: [])
        #expect(resolved.remoteAddress == "127.0.0.1")
        #expect(resolved.scheme == "http")
    }

    @Test func httpsFromATrustedProxyMakesTheCookieSecure() throws {
        let app = TestApp.make(trustedProxies: Self.proxies)
        let behind = app.respond(to: request(from: "127.0.0.1", [("X-Forwarded-Proto", "https")]))
        #expect(try #require(behind.headers["Set-Cookie"]).hasSuffix("; Secure"))
        let spoofed = app.respond(to: request(from: "192.0.2.1", [("X-Forwarded-Proto", "https")]))
        #expect(try #require(spoofed.headers["Set-Cookie"]).contains("Secure") == false)
    }

    @Test func eachForwardedClientHasItsOwnRateLimit() {
        let app = TestApp.make(rateLimit: RateLimit(requestsPerSecond: 0.001, burst: 2), trustedProxies: Self.proxies)
        let statuses = { (client: String) in
            (0..<3).map { _ in
                app.respond(to: self.request(from: "127.0.0.1", [("X-Forwarded-For", client)])).status.code
            }
        }
        #expect(statuses("203.0.113.7") == [200, 200, 429])
        #expect(statuses("203.0.113.8") == [200, 200, 429])
    }

    @Test func aForwardedClientIsLoggedEscapedLikeEveryField() {
        let lines = LogRecorder()
        let app = CalculatorApp(
            configuration: .init(
                publicDirectory: packageRoot.appendingPathComponent("Public"), trustedProxies: Self.proxies),
            store: MemorySessionStore(), logger: Logger(label: "test", factory: { _ in lines }))
        let forged = "203.0.113.7\r\n\u{1B}[2J" + String(repeating: "x", count: 300)
        _ = app.respond(to: request(from: "127.0.0.1", [("X-Forwarded-For", forged)]))
        _ = app.respond(to: request(from: "192.0.2.1", [("X-Forwarded-For", forged)]))
        // Control characters as \xNN, and at most 200 characters then "…"; an address as it is.
        #expect(
            lines.clients
                == ["203.0.113.7\\x0D\\x0A\\x1B[2J" + String(repeating: "x", count: 200 - 17) + "…", "192.0.2.1"])
    }

    @Test(arguments: ["10.0.0.0/8", "::1", "2001:db8::/32", "192.168.1.7/32", "0.0.0.0/0"])
    func rangesParse(text: String) {
        #expect(AddressRange(text)?.description == text)
    }

    @Test(arguments: ["", "10.0.0.0/33", "::1/129", "host.lan", "10.0.0/8", "1.2.3.4/-1", "1.2.3.4/x"])
    func badRangesAreRefused(text: String) {
        #expect(AddressRange(text) == nil)
    }

    @Test func rangesMatchByPrefix() throws {
        let range = try #require(AddressRange("10.128.0.0/9"))
        #expect(range.contains("10.200.1.1"))
        #expect(!range.contains("10.1.1.1"))
        #expect(!range.contains("::ffff:10.200.1.1"))
        #expect(try #require(AddressRange("0.0.0.0/0")).contains("203.0.113.7"))
    }
}

/// A log handler that keeps the `client` metadata of every line written through it.
final class LogRecorder: LogHandler, Sendable {
    private let recorded = Mutex<[String]>([])

    var clients: [String] { recorded.withLock { $0 } }

    var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }

    var logLevel: Logger.Level {
        get { .info }
        set {}
    }

    subscript(metadataKey _: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    func log(event: LogEvent) {
        guard case .string(let client) = event.metadata?["client"] else { return }
        recorded.withLock { $0.append(client) }
    }
}
