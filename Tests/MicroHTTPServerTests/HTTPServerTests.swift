import MicroHTTPServer
import Synchronization
import TestSupport
import Testing

/// Real-socket tests on 127.0.0.1 with port 0; each test runs its own server.
struct HTTPServerTests {
    private static let form = [("Content-Type", "application/x-www-form-urlencoded")]

    @Test func getWithQueryAndHeaders() throws {
        let recorder = Recorder()
        try withServer(handler: {
            recorder.record($0)
            return .text("ok")
        }) { server in
            let response = try HTTPTestClient.send(
                port: server.port, path: "/a%20b/c?x=1&y=a+b&z=%41%2B&flag",
                headers: [("X-Test", "yes"), ("Cookie", "calc_session=s1; SameSite=Strict")])
            #expect(response.status == 200)
            #expect(response.text == "ok")
            #expect(response.header("content-type") == "text/plain; charset=utf-8")
            let request = try #require(recorder.last)
            #expect(request.method == .get)
            #expect(request.rawPath == "/a%20b/c")
            #expect(request.path == "/a b/c")
            #expect(request.queryItems.map(\.name) == ["x", "y", "z", "flag"])
            #expect(request.queryItems.map(\.value) == ["1", "a b", "A+", ""])
            #expect(request.headers["x-test"] == "yes")
            #expect(request.cookie("calc_session") == "s1")
            #expect(request.remoteAddress == "127.0.0.1")
            #expect(request.body.isEmpty)
        }
    }

    @Test func postFormIsDecoded() throws {
        let recorder = Recorder()
        try withServer(handler: {
            recorder.record($0)
            return .text("ok")
        }) { server in
            let response = try HTTPTestClient.send(
                port: server.port, method: "POST", path: "/", headers: Self.form,
                body: Array("key=%C3%97&key=*&expr=1%2B2&text=a+b&bad=%zz%".utf8))
            #expect(response.status == 200)
            let values = try #require(recorder.last).formValues
            #expect(values.map(\.name) == ["key", "key", "expr", "text", "bad"])
            #expect(values.map(\.value) == ["×", "*", "1+2", "a b", "%zz%"])
        }
    }

    @Test func largeBodyArrivesInPieces() throws {
        let recorder = Recorder()
        let body = [UInt8](repeating: UInt8(ascii: "a"), count: 60_000)
        var configuration = HTTPServer.Configuration(maximumBodySize: 100_000)
        configuration.connectionMemoryLimit = 16 * 1024
        try withServer(
            configuration,
            handler: {
                recorder.record($0)
                return .text("ok")
            }
        ) { server in
            let response = try HTTPTestClient.send(port: server.port, method: "POST", body: body)
            #expect(response.status == 200)
            #expect(recorder.last?.body == body)
        }
    }

    @Test func contentLengthOverLimitGets413WithoutReadingBody() throws {
        let recorder = Recorder()
        try withServer(handler: {
            recorder.record($0)
            return .text("ok")
        }) { server in
            // Headers only: the server must answer before any body byte is sent.
            let raw = try HTTPTestClient.sendRaw(
                port: server.port,
                bytes: Array("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n".utf8))
            let response = try HTTPTestClient.parse(raw)
            #expect(response.status == 413)
            #expect(response.text == "413 Content Too Large\n")
            #expect(recorder.all.isEmpty)
        }
    }

    @Test func chunkedBodyOverLimitGets413() throws {
        let recorder = Recorder()
        let configuration = HTTPServer.Configuration(
            maximumBodySize: 1000,
            payloadTooLargeResponse: { request in
                .html("<p>too large for \(request.path)</p>", status: 413)
            })
        try withServer(
            configuration,
            handler: {
                recorder.record($0)
                return .text("ok")
            }
        ) { server in
            let body = HTTPTestClient.chunked([UInt8](repeating: 0x41, count: 5000), chunkSize: 700)
            let response = try HTTPTestClient.send(
                port: server.port, method: "POST", path: "/calc",
                headers: [("Transfer-Encoding", "chunked")], body: body)
            #expect(response.status == 413)
            #expect(response.text == "<p>too large for /calc</p>")
            #expect(recorder.all.isEmpty)

            // A chunked body under the limit is accepted and reassembled.
            let small = try HTTPTestClient.send(
                port: server.port, method: "POST", path: "/",
                headers: [("Transfer-Encoding", "chunked")],
                body: HTTPTestClient.chunked(Array("key=7".utf8), chunkSize: 2))
            #expect(small.status == 200)
            #expect(recorder.last?.body == Array("key=7".utf8))
        }
    }

    @Test func headAnswersLikeGetWithoutBody() throws {
        try withServer(handler: { _ in .text("hello") }) { server in
            let get = try HTTPTestClient.send(port: server.port, method: "GET")
            let head = try HTTPTestClient.send(port: server.port, method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Type") == get.header("Content-Type"))
            #expect(get.text == "hello")
        }
    }

    @Test func handlerStatusAndHeadersArrive() throws {
        let handler: @Sendable (HTTPRequest) -> HTTPResponse = { _ in
            HTTPResponse(
                status: 303,
                headers: HTTPHeaders([
                    ("Location", "/"), ("Set-Cookie", "a=1; HttpOnly"), ("Set-Cookie", "b=2"),
                    ("X-Content-Type-Options", "nosniff"),
                ]))
        }
        try withServer(handler: handler) { server in
            let response = try HTTPTestClient.send(port: server.port, method: "POST", body: [])
            #expect(response.status == 303)
            #expect(response.header("location") == "/")
            #expect(response.headerValues("Set-Cookie") == ["a=1; HttpOnly", "b=2"])
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            #expect(response.header("Server") == nil)
        }
    }

    @Test func headerInjectionIsRefusedWith500() throws {
        let errors = Mutex<[HTTPServerError]>([])
        let configuration = HTTPServer.Configuration(errorHandler: { error in
            errors.withLock { $0.append(error) }
        })
        try withServer(
            configuration,
            handler: { _ in
                HTTPResponse(headers: ["X-Evil": "a\r\nSet-Cookie: x=1"], body: Array("no".utf8))
            }
        ) { server in
            let response = try HTTPTestClient.send(port: server.port)
            #expect(response.status == 500)
            #expect(response.header("Set-Cookie") == nil)
        }
        #expect(errors.withLock { $0 } == [.invalidResponseHeader(name: "X-Evil")])
    }

    /// RFC 9112 3.2.2: "a server MUST accept the absolute-form", and take the host from it, not
    /// from `Host`; a target with user information, or no host, is passed on as it came.
    @Test(arguments: [
        ("http://127.0.0.1:1/a%20b/c?x=1", "/a%20b/c", "127.0.0.1:1"),
        ("HTTPS://example.org", "/", "example.org"),
        ("http://example.org?x=1", "/", "example.org"),
        ("/plain?x=1", "/plain", "elsewhere.test"),
        ("http://user@example.org/", "http://user@example.org/", "elsewhere.test"),
        ("http:///x", "http:///x", "elsewhere.test"),
    ])
    func anAbsoluteTargetIsReadInOriginForm(target: String, path: String, host: String) throws {
        let recorder = Recorder()
        try withServer(handler: {
            recorder.record($0)
            return .text("ok")
        }) { server in
            let head = "GET \(target) HTTP/1.1\r\nHost: elsewhere.test\r\nConnection: close\r\n\r\n"
            let response = try HTTPTestClient.parse(HTTPTestClient.sendRaw(port: server.port, bytes: Array(head.utf8)))
            #expect(response.status == 200)
            let request = try #require(recorder.last)
            #expect(request.rawPath == path)
            #expect(request.headers.values(for: "Host") == [host])
            #expect(request.queryValue("x") == (target.contains("x=1") ? "1" : nil))
        }
    }

    /// libmicrohttpd's own messages reach the error handler, not stderr: here its refusal (431) of a
    /// head of 1,000 header lines, more records than the connection's memory holds.
    @Test func libraryMessagesReachTheErrorHandler() throws {
        let errors = Mutex<[HTTPServerError]>([])
        let configuration = HTTPServer.Configuration(port: 0, errorHandler: { error in
            errors.withLock { $0.append(error) }
        })
        try withServer(configuration, handler: { _ in .text("ok") }) { server in
            let headers = (0..<1_000).map { ("X-Header-\($0)", "1") }
            let response = try HTTPTestClient.send(port: server.port, headers: headers)
            #expect(response.status == 431)
            let messages = errors.withLock { $0 }.compactMap { error -> String? in
                if case .library(let message) = error { return message }
                return nil
            }
            #expect(messages.contains { $0.contains("Not enough memory in pool") }, "\(messages)")
            #expect(messages.allSatisfy { !$0.hasSuffix("\n") })
        }
        #expect(HTTPServerError.library("Closing connection.").description == "libmicrohttpd: Closing connection.")
    }

    /// libmicrohttpd keeps a record of each query argument in the connection's memory and, when
    /// they do not fit, leaves the request unanswered until its deadline: a target costing more than
    /// `largestTargetCost` (`HTTPServer.targetCost`) is answered 414 at once, however it is made up,
    /// and the error handler hears of it; a target within it reaches the handler whole.
    @Test(arguments: [(600, 1), (400, 1), (2_000, 1), (128, 200), (20, 1_300), (1, 26_000), (1, 40_000)])
    func aTargetTooLargeForTheConnectionsMemoryIsAnswered414(arguments: Int, width: Int) throws {
        let errors = Mutex<[HTTPServerError]>([])
        let handled = Atomic<Int>(0)
        let configuration = HTTPServer.Configuration(port: 0, errorHandler: { error in
            errors.withLock { $0.append(error) }
        })
        let handler: @Sendable (HTTPRequest) -> HTTPResponse = { _ in
            handled.add(1, ordering: .relaxed)
            return .text("ok")
        }
        try withServer(configuration, handler: handler) { server in
            let query = (0..<arguments).map { "a\($0)=" + String(repeating: "x", count: width) }.joined(separator: "&")
            let path = "/?\(query)"
            #expect(HTTPServer.targetCost(length: path.utf8.count, arguments: arguments) > configuration.largestTargetCost)
            // The deadline is 10 s: an answer within 5 s is the server's, not the deadline's.
            let response = try HTTPTestClient.send(port: server.port, path: path, timeout: 5)
            #expect(response.status == 414)
            #expect(response.header("Connection") == "close")
            // A target too long for the read buffer (40 KB) is refused by libmicrohttpd before it is read.
            if path.utf8.count < 32 * 1024 {
                #expect(response.text == "414 URI Too Long: this address is too long or has too many query arguments\n")
                #expect(errors.withLock { $0 }.contains(.targetTooLarge(bytes: path.utf8.count, arguments: arguments)))
            }
            // The request is not handled (a POST would change nothing), and the server goes on.
            #expect(handled.load(ordering: .relaxed) == 0)
            #expect(try HTTPTestClient.send(port: server.port, path: "/?a=1").text == "ok")
        }
    }

    @Test(arguments: [(300, 1), (200, 1), (100, 60), (20, 700), (1, 16_000), (1, 24_000)])
    func aTargetWithinTheConnectionsMemoryReachesTheHandler(arguments: Int, width: Int) throws {
        let configuration = HTTPServer.Configuration(port: 0)
        try withServer(configuration, handler: { request in .text("\(request.queryItems.count)") }) { server in
            let query = (0..<arguments).map { "a\($0)=" + String(repeating: "x", count: width) }.joined(separator: "&")
            let path = "/?\(query)"
            #expect(HTTPServer.targetCost(length: path.utf8.count, arguments: arguments) <= configuration.largestTargetCost)
            let response = try HTTPTestClient.send(
                port: server.port, path: path, headers: [("Cookie", String(repeating: "c=1; ", count: 100))])
            #expect(response.status == 200)
            #expect(response.text == "\(arguments)")
        }
    }

    @Test func portIsTheBoundPort() throws {
        try withServer(handler: { _ in .text("ok") }) { server in
            #expect(server.port > 0)
            #expect(server.port != 0)
            let response = try HTTPTestClient.send(port: server.port)
            #expect(response.status == 200)
        }
    }

    @Test func startingTwiceOnOnePortFailsClearly() throws {
        try withServer(handler: { _ in .text("ok") }) { server in
            let second = HTTPServer(
                configuration: .init(port: server.port, logsLibraryErrors: false),
                handler: { _ in .text("no") })
            defer { second.stop() }
            #expect(
                throws: HTTPServerError.couldNotListen(
                    host: "127.0.0.1", port: server.port, reason: "Address already in use")
            ) {
                try second.start()
            }
            #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }
        }
    }

    @Test(.enabled(if: HTTPServerTests.hasIPv6Loopback)) func listensOnIPv6Loopback() throws {
        let recorder = Recorder()
        let configuration = HTTPServer.Configuration(host: "::1", port: 0)
        try withServer(
            configuration,
            handler: {
                recorder.record($0)
                return .text("v6")
            }
        ) { server in
            let response = try HTTPTestClient.send(host: "::1", port: server.port)
            #expect(response.text == "v6")
            #expect(recorder.last?.remoteAddress == "::1")
        }
    }

    /// Whether this machine has `::1` (containers sometimes have no IPv6).
    static var hasIPv6Loopback: Bool { canBindIPv6Loopback() }

    @Test func invalidHostIsRejected() {
        let server = HTTPServer(configuration: .init(host: "localhost", port: 0)) { _ in .text("") }
        defer { server.stop() }
        #expect(throws: HTTPServerError.invalidHost("localhost")) { try server.start() }
    }

    @Test func concurrentRequestsAreAllAnswered() throws {
        let recorder = Recorder()
        let configuration = HTTPServer.Configuration(threadPoolSize: 4)
        let failures = Atomic<Int>(0)
        try withServer(
            configuration,
            handler: { request in
                recorder.record(request)
                return .text(request.queryValue("n") ?? "?")
            }
        ) { server in
            let port = server.port
            runOnThreads(8) { thread in
                for index in 0..<50 {
                    let tag = "\(thread)-\(index)"
                    let response = try? HTTPTestClient.send(port: port, path: "/?n=\(tag)")
                    if response?.status != 200 || response?.text != tag {
                        failures.add(1, ordering: .relaxed)
                    }
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        #expect(recorder.all.count == 400)
        #expect(recorder.threadCount > 1)
    }

    @Test func partialHeadersAreClosedAfterTheTimeout() throws {
        let configuration = HTTPServer.Configuration(connectionTimeout: 1)
        try withServer(configuration, handler: { _ in .text("ok") }) { server in
            let connection = try HTTPTestConnection(port: server.port)
            try connection.write("GET / HTTP/1.1\r\nHost: x\r\n")
            var received: [UInt8] = [1]
            let elapsed = try measure { received = try connection.readUntilClosed(timeout: 5) }
            #expect(received.isEmpty)
            #expect(elapsed > 0.8 && elapsed < 3.5, "closed after \(elapsed) s")
        }
    }

    @Test func malformedRequestsDoNotBreakTheServer() throws {
        try withServer(handler: { _ in .text("ok") }) { server in
            for garbage in ["GARBAGE\r\n\r\n", "GET\r\n\r\n", "\u{0}\u{1}\u{2}\r\n\r\n", "GET / HTTP/9.9\r\n\r\n"] {
                _ = try? HTTPTestClient.sendRaw(port: server.port, bytes: Array(garbage.utf8), timeout: 3)
            }
            let response = try HTTPTestClient.send(port: server.port)
            #expect(response.status == 200)
        }
    }

    @Test func stopWhileIdleReturnsPromptly() throws {
        let server = HTTPServer(configuration: .init(port: 0)) { _ in .text("ok") }
        try server.start()
        #expect(server.isRunning)
        #expect(try HTTPTestClient.send(port: server.port).status == 200)
        let elapsed = measure { server.stop() }
        #expect(elapsed < 4, "stop took \(elapsed) s")  // a hang guard: the grace period is 5 s
        #expect(!server.isRunning)
        server.stop()
    }
}
