import Dispatch
import MicroHTTPServer
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Handlers that answer later, from another thread: the connection waits suspended and holds no
/// server thread, so one server thread serves many waiting requests.
struct DeferredResponseTests {
    @Test func answersGivenLaterFromAnotherThreadArriveAndHoldNoThread() throws {
        // One server thread; every answer waits 300 ms on another thread. Blocking handlers would
        // take 32 × 300 ms; suspended connections take about 300 ms in all.
        let workers = DispatchQueue(label: "late answers", attributes: .concurrent)
        let server = HTTPServer(configuration: .init(port: 0, threadPoolSize: 1)) { request, responder in
            let path = request.path
            workers.asyncAfter(deadline: .now() + .milliseconds(300)) { responder.respond(.text("late \(path)")) }
        }
        try server.start()
        defer { server.stop() }
        let port = server.port
        let answers = Mutex<[String]>([])
        let clock = ContinuousClock()
        let start = clock.now
        runOnThreads(32) { index in
            let response = try? HTTPTestClient.send(port: port, path: "/\(index)", timeout: 10)
            answers.withLock { $0.append(response.map { "\($0.status) \($0.text)" } ?? "none") }
        }
        let elapsed = clock.now - start
        #expect(Set(answers.withLock { $0 }) == Set((0..<32).map { "200 late /\($0)" }))
        #expect(elapsed < .seconds(5), "32 answers took \(elapsed)")
    }

    @Test func anAnswerGivenWithinTheHandlerAndASecondAnswerIsIgnored() throws {
        let server = HTTPServer(configuration: .init(port: 0)) { _, responder in
            responder.respond(.text("first"))
            responder.respond(.text("second"))
        }
        try server.start()
        defer { server.stop() }
        let response = try HTTPTestClient.send(port: server.port)
        #expect(response.text == "first")
        // The server goes on answering.
        #expect(try HTTPTestClient.send(port: server.port).text == "first")
    }

    @Test func stopAnswersARequestStillWaiting503() throws {
        var configuration = HTTPServer.Configuration(port: 0)
        configuration.shutdownGracePeriod = 0.2
        let waiting = Atomic<Bool>(false)
        let kept = Mutex<HTTPResponder?>(nil)
        let server = HTTPServer(configuration: configuration) { _, responder in
            // Never answered by the handler.
            kept.withLock { $0 = responder }
            waiting.store(true, ordering: .releasing)
        }
        try server.start()
        let port = server.port
        let status = Atomic<Int>(0)
        runOnThreads(2) { index in
            if index == 0 {
                let response = try? HTTPTestClient.send(port: port, timeout: 5)
                status.store(response?.status ?? -1, ordering: .releasing)
            } else {
                while !waiting.load(ordering: .acquiring) { usleep(1_000) }
                server.stop()
            }
        }
        #expect(status.load(ordering: .acquiring) == 503)
        // A late answer after the stop is ignored.
        kept.withLock { $0 }?.respond(.text("too late"))
    }
}
