import MicroHTTPServer
import TestSupport
import Testing

/// RFC 9112 framing refused before the body is read: 400, 501 (or 413) from the application, with
/// the connection closed, and the handler never called.
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
        // A proxy that reads one of these heads differently from libmicrohttpd (which ignores a field
        // named `Transfer-Encoding ` and waits for the end of the connection after an unknown coding)
        // would frame the next request differently: refused before the body is read.
        (
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nkey=1", 501,
            "The request's body is sent in a transfer encoding other than chunked."
        ),
        (
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n5\r\nkey=1\r\n0\r\n\r\n", 501,
            "The request's body is sent in a transfer encoding other than chunked."
        ),
        (
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n", 501,
            "The request's body is sent in a transfer encoding other than chunked."
        ),
        (
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\n\r\n5\r\nkey=1\r\n0\r\n\r\n", 400,
            "A header field name of the request is malformed (white space before its colon?)."
        ),
        (
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length\t: 5\r\n\r\nkey=1", 400,
            "A header field name of the request is malformed (white space before its colon?)."
        ),
        ("GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", 400, "The request named its host more than once."),
        ("GET / HTTP/1.0\r\nHost: x\r\nhost: x\r\n\r\n", 400, "The request named its host more than once."),
        (
            "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nkey=1\r\n0\r\n\r\n", 400,
            "An HTTP/1.0 request cannot have a transfer encoding."
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
            var raw: [UInt8] = []
            // At once: not after the 10 s request deadline, nor when the client gives up.
            let seconds = try measure { raw = try HTTPTestClient.sendRaw(port: server.port, bytes: Array(head.utf8)) }
            #expect(seconds < 1, "\(seconds) s")
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
        (
            "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: Chunked\r\n\r\n3\r\na=b\r\n0\r\n\r\n",
            "ok"
        ),
        ("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Odd!#$%&'*+.^_`|~: 1\r\n\r\n", "ok"),
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

    /// A field name is an RFC 9110 token: letters, digits and ``!#$%&'*+-.^_`|~``, nothing else.
    @Test(arguments: [
        "X(", "X)", "X,", "X/", "X:", "X;", "X<", "X=", "X>", "X?", "X@", "X[", "X\\", "X]", "X{", "X}", "X\"", "X é",
        "",
    ])
    func aFieldNameThatIsNotATokenIsRefused(name: String) {
        let request = HTTPRequest(method: .get, headers: HTTPHeaders([("Host", "x"), (name, "1")]))
        #expect(throws: HTTPFramingError.invalidFieldName) { try request.declaredBodyLength() }
    }

    @Test func aFieldNameOfEveryTokenCharacterIsRead() throws {
        let name = "!#$%&'*+-.^_`|~09AZaz"
        let request = HTTPRequest(method: .get, headers: HTTPHeaders([("Host", "x"), (name, "1")]))
        #expect(try request.declaredBodyLength() == nil)
    }

    @Test(arguments: ["", "-1", "+1", "1e3", "0x10", "１"])
    func aLengthThatIsNotDecimalIsRefused(value: String) {
        let request = HTTPRequest(method: .post, headers: HTTPHeaders([("Host", "x"), ("Content-Length", value)]))
        #expect(throws: HTTPFramingError.invalidContentLength) { try request.declaredBodyLength() }
    }
}

/// `Transfer-Encoding`: `chunked` alone, in any case, is read; any other list of codings is 501.
struct TransferEncodingTests {
    @Test(arguments: ["chunked", "Chunked", " CHUNKED\t"])
    func chunkedAloneIsAccepted(value: String) throws {
        let request = HTTPRequest(method: .post, headers: HTTPHeaders([("Host", "x"), ("Transfer-Encoding", value)]))
        #expect(try request.declaredBodyLength() == nil)
    }

    @Test(arguments: ["gzip", "chunked, gzip", "gzip, chunked", "chunked,", "", "chunked;q=1", "identity"])
    func anyOtherCodingIsNotImplemented(value: String) {
        let request = HTTPRequest(method: .post, headers: HTTPHeaders([("Host", "x"), ("Transfer-Encoding", value)]))
        #expect(throws: HTTPFramingError.unsupportedTransferEncoding) { try request.declaredBodyLength() }
        #expect(HTTPFramingError.unsupportedTransferEncoding.status == .notImplemented)
    }
}
