// Only with the PostgreSQL trait (see Package.swift): the PostgreSQL store and postgres-nio are not built without it.
#if PostgreSQL

    import CalcSessions
    import Foundation
    import Synchronization
    import TestSupport
    import Testing

    /// The real `calculator serve` on a PostgreSQL that goes silent (every process of its cluster
    /// stopped by SIGSTOP: connections open, nothing answered) while more keys arrive at once than
    /// there are store workers (issue 27, item 5): each is answered 503 with `Retry-After` by its
    /// deadline, however many wait; `/readyz` is answered apart from them; once the database
    /// resumes, keys are applied again and no session lost or doubled a key.
    @Suite(.serialized, .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
    struct PostgresSilenceTests {
        /// One answer and how long it took.
        struct Answer: Sendable {
            var status: Int
            var retryAfter: String?
            var took: Duration
        }

        /// Sends `count` requests at once, each on a thread of its own (`concurrentPerform` would run
        /// only as many at a time as there are processors), and returns every answer (status -1: none
        /// within the client's 10 s).
        static func concurrently(_ count: Int, _ request: @escaping @Sendable (Int) -> HTTPTestResponse?) -> [Answer] {
            let answers = Mutex<[Answer]>([])
            let finished = DispatchSemaphore(value: 0)
            for index in 0..<count {
                Thread {
                    let clock = ContinuousClock()
                    let start = clock.now
                    let response = request(index)
                    let answer = Answer(
                        status: response?.status ?? -1, retryAfter: response?.header("Retry-After"),
                        took: clock.now - start)
                    answers.withLock { $0.append(answer) }
                    finished.signal()
                }.start()
            }
            for _ in 0..<count { finished.wait() }
            return answers.withLock { $0 }
        }

        /// A key POST of `key`, with `cookie` when given (else a new session), without `seq` (applied).
        static func press(_ key: String, port: Int, cookie: String?) -> HTTPTestResponse? {
            var headers = [("Content-Type", "application/x-www-form-urlencoded")]
            if let cookie { headers.append(("Cookie", cookie)) }
            return try? HTTPTestClient.send(
                port: port, method: "POST", path: "/", headers: headers, body: Array("key=\(key)".utf8), timeout: 10)
        }

        @Test(.timeLimit(.minutes(2))) func aSilentDatabaseAnswersEveryQueuedKeyByItsDeadline() throws {
            let cluster = try ThrowawayCluster()
            defer { cluster.stop() }
            let server = try CalculatorProcess(store: cluster.url)
            defer { server.stop() }
            // Sessions this server wrote (cached: their keys go straight to the group commit), each at seq 1.
            var cookies: [String] = []
            for _ in 0..<SessionDefaults.storeWorkers {
                let first = try server.post([("key", "7")])
                #expect(first.status == 200)
                cookies.append(try #require(first.sessionCookie))
            }
            let port = server.port

            try cluster.signal("STOP")
            var resumed = false
            defer { if !resumed { try? cluster.signal("CONT") } }
            // A key of each cached session, and as many of new sessions (they need a worker each,
            // with the workers' 16 threads already waiting): twice as many keys as workers.
            let sessions = cookies
            let keysAndReadiness = Mutex<[Answer]>([])
            let readinessThread = Thread {
                usleep(200_000)  // while the keys wait
                let answers = Self.concurrently(4) { _ in try? HTTPTestClient.send(port: port, path: "/readyz") }
                keysAndReadiness.withLock { $0 = answers }
            }
            readinessThread.start()
            let keys = Self.concurrently(sessions.count * 2) { index in
                Self.press("8", port: port, cookie: index < sessions.count ? sessions[index] : nil)
            }
            while keysAndReadiness.withLock({ $0.isEmpty }) { usleep(50_000) }
            let readiness = keysAndReadiness.withLock { $0 }

            // Behaviour: every key 503 with Retry-After, never a hang or a 500; the bounds only guard against a hang.
            #expect(keys.allSatisfy { $0.status == 503 && $0.retryAfter == "1" }, "\(keys.map(\.status))")
            let slowestKey = keys.map(\.took).max() ?? .zero
            #expect(slowestKey < SessionDefaults.storeTimeout * 2, "slowest key \(slowestKey)")
            #expect(readiness.allSatisfy { $0.status == 503 }, "\(readiness.map(\.status))")
            let slowestReadiness = readiness.map(\.took).max() ?? .zero
            #expect(slowestReadiness < SessionDefaults.readinessTimeout * 3, "slowest /readyz \(slowestReadiness)")

            try cluster.signal("CONT")
            resumed = true
            let clock = ContinuousClock()
            let start = clock.now
            var recovered: Duration?
            var attempts = 0
            while recovered == nil, clock.now - start < .seconds(10) {
                attempts += 1
                if Self.press("9", port: port, cookie: sessions[0])?.status == 200 {
                    recovered = clock.now - start
                } else {
                    usleep(20_000)
                }
            }
            #expect(recovered != nil, "a key is applied again once the database resumes")

            // Each session is intact: its 503 key was applied at most once (one whose write was on its
            // way may have been committed on resuming), and a key with its `seq` is applied.
            for (index, cookie) in sessions.enumerated() {
                let page = try server.get(cookie: cookie).page
                let seq = try #require(page.seq)
                // Session 0 also had the keys that brought it back, the last one answered 200.
                let expected = index == 0 ? 2...(2 + attempts) : 1...2
                #expect(expected.contains(seq), "session \(index): seq \(seq)")
                let next = try server.post([("key", "5"), ("seq", String(seq))], cookie: cookie)
                #expect(next.status == 200)
                #expect(next.page.seq == seq + 1, "session \(index)")
            }
            print(
                """
                silent database: \(keys.count) keys, all 503, slowest \(slowestKey); \(readiness.count) /readyz \
                (\(readiness.map(\.status))), slowest \(slowestReadiness); a key applied \(recovered ?? .zero) after SIGCONT
                """)
        }
    }

#endif
