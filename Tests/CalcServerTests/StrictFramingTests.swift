import Foundation
import TestSupport
import Testing

/// Heads a proxy could frame differently from the server are refused at once by the real
/// `calculator serve`, with its error page and the connection closed; a form needs its type.
struct StrictFramingTests {
    static let body = "5\r\nkey=7\r\n0\r\n\r\n"

    @Test(arguments: [
        ("Transfer-Encoding: gzip\r\n", 501, "501 Not Implemented"),
        ("Transfer-Encoding: chunked, gzip\r\n", 501, "501 Not Implemented"),
        ("Transfer-Encoding : chunked\r\n", 400, "400 Bad Request"),
        ("Host: evil.example\r\nTransfer-Encoding: chunked\r\n", 400, "400 Bad Request"),
    ])
    func aHeadAProxyCouldReadDifferentlyIsRefusedAtOnce(fields: String, status: Int, title: String) throws {
        let server = try CalculatorProcess()
        let head =
            "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(fields)"
            + "Content-Type: application/x-www-form-urlencoded\r\n\r\n"
        let clock = ContinuousClock()
        let start = clock.now
        // The request deadline is 10 s: an answer within 1 s came without waiting for a body.
        let raw = try HTTPTestClient.sendRaw(port: server.port, bytes: Array((head + Self.body).utf8), timeout: 12)
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(1), "\(elapsed)")
        let response = try HTTPTestClient.parse(raw)
        #expect(response.status == status)
        #expect(response.text.contains("<h1>\(title)</h1>"))
        #expect(response.header("Connection") == "close")
        #expect(response.header("Content-Security-Policy") != nil)
        // Nothing was applied: no session was stored, so none is offered back.
        #expect(response.header("Set-Cookie") == nil)
        #expect(server.stop() == 0)
    }

    @Test func aPostWithoutContentTypeIs415LikeAWrongOne() throws {
        let server = try CalculatorProcess()
        for type in [nil, "text/plain"] as [String?] {
            let response = try HTTPTestClient.send(
                port: server.port, method: "POST", headers: type.map { [("Content-Type", $0)] } ?? [],
                body: Array("key=7".utf8))
            #expect(response.status == 415, "\(type ?? "no type")")
            #expect(response.text.contains("Send the form as application/x-www-form-urlencoded."))
            #expect(response.header("Set-Cookie") == nil)
        }
        #expect(try server.post([("key", "7")]).page.display == "7")
        #expect(server.stop() == 0)
    }
}
