import MicroHTTPServer
import TestSupport
import Testing

/// RFC 9112 framing refused before the body is read: 400 (or 413) from the application, with the
/// connection closed, and the handler never called.
struct HTTPFramingTests {
    @Test(arguments: [
        ("GET / HTTP/1.1\r\n\r\n", 400, "An HTTP/1.1 request must name its host."),
        (
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nkey=1", 400,
            "The request declared its length more than once, differently."
        ),
        (
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n", 400,
            "The request declared both a transfer encoding and a length."
        ),
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 9223372036854775808\r\n\r\n", 413, "413 Content Too Large"),
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 18446744073709551615\r\n\r\n", 413, "413 Content Too Large"),
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413, "413 Content Too Large"),
    ])
    func brokenFramingIsAnsweredAtOnce(head: String, status: Int, text: String) throws {
        let recorder = Recorder()
        try withServer(handler: {
            recorder.record($0)
            return .text("ok")
        }) { server in
            let raw = try HTTPTestClient.sendRaw(port: server.port, bytes: Array(head.utf8), timeout: 5)
            let response = try HTTPTestClient.parse(raw)
            #expect(response.status == status)
            #expect(response.text.contains(text))
            #expect(response.header("Connection") == "close")
            #expect(recorder.all.isEmpty)
        }
    }

    @Test(arguments: [
        ("GET / HTTP/1.0\r\n\r\n", "ok"),
        (
            "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\na=b",
            "ok"
        ),
    ])
    func acceptableHeadsStillReachTheHandler(head: String, text: String) throws {
        try withServer(handler: { _ in .text("ok") }) { server in
            let response = try HTTPTestClient.parse(
                try HTTPTestClient.sendRaw(port: server.port, bytes: Array(head.utf8)))
            #expect(response.status == 200)
            #expect(response.text == text)
        }
    }

    @Test(arguments: [
        (["Host": "x"], "HTTP/1.1", nil as UInt64?), (["Content-Length": " 12 "], "HTTP/1.0", 12),
        (["Content-Length": "007"], "HTTP/1.0", 7),
    ])
    func theDeclaredLengthIsRead(headers: [String: String], version: String, length: UInt64?) throws {
        let request = HTTPRequest(
            method: .post, version: version, headers: HTTPHeaders(headers.map { ($0.key, $0.value) }))
        #expect(try request.declaredBodyLength() == length)
    }

    @Test(
        arguments: [
            ([("Content-Length", "12")], 12),
            ([("Content-Length", "12"), ("Content-Length", "12")], 12),
            ([("Content-Length", "12"), ("Content-Length", " 12\t")], 12),
            ([("Content-Length", "12, 12")], 12),
            ([("Content-Length", "0")], 0),
        ] as [([(String, String)], UInt64?)])
    func oneLengthSentOnceOrRepeatedIsRead(fields: [(String, String)], length: UInt64?) throws {
        let request = HTTPRequest(method: .post, headers: HTTPHeaders([("Host", "x")] + fields))
        #expect(try request.declaredBodyLength() == length)
    }

    @Test(
        arguments: [
            [("Content-Length", "12"), ("Content-Length", "13")],
            [("Content-Length", " 12"), ("Content-Length", "13")],
            [("Content-Length", "12"), ("Content-Length", "12, 13")],
            [("Content-Length", "12,13")],
        ] as [[(String, String)]])
    func differentLengthsAreRefused(fields: [(String, String)]) {
        let request = HTTPRequest(method: .post, headers: HTTPHeaders([("Host", "x")] + fields))
        #expect(throws: HTTPFramingError.conflictingContentLength) { try request.declaredBodyLength() }
    }

    @Test(arguments: ["", "-1", "+1", "1e3", "0x10", "１"])
    func aLengthThatIsNotDecimalIsRefused(value: String) {
        let request = HTTPRequest(method: .post, headers: HTTPHeaders([("Host", "x"), ("Content-Length", value)]))
        #expect(throws: HTTPFramingError.invalidContentLength) { try request.declaredBodyLength() }
    }
}
