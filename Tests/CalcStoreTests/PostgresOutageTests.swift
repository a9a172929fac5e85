// Only with the PostgreSQL trait (see Package.swift): the PostgreSQL store and postgres-nio are not built without it.
#if PostgreSQL

    import CalcSessions
    import Foundation
    import Synchronization
    import TestSupport
    import Testing

    /// The real `calculator serve` on PostgreSQL while its connection is killed or the server
    /// restarts: every key is answered (a page, or the 503 page within the deadlines), never a hang;
    /// `/healthz` answers at once throughout; once the database is back, keys succeed again.
    @Suite(.serialized, .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
    struct PostgresOutageTests {
        /// Polls `/healthz` on a thread of its own until stopped, and keeps the slowest answer.
        final class HealthProbe: Sendable {
            private let running = Atomic<Bool>(true)
            private let slowest = Mutex<Duration>(.zero)
            private let failures = Atomic<Int>(0)
            private let done = DispatchSemaphore(value: 0)

            init(port: Int) {
                Thread { [self] in
                    let clock = ContinuousClock()
                    while running.load(ordering: .relaxed) {
                        let start = clock.now
                        let answer = try? HTTPTestClient.send(port: port, path: "/healthz", timeout: 2)
                        let elapsed = clock.now - start
                        if answer?.text != "ok" { failures.add(1, ordering: .relaxed) }
                        slowest.withLock { $0 = max($0, elapsed) }
                        usleep(20_000)
                    }
                    done.signal()
                }.start()
            }

            /// Stops polling; returns the slowest answer and how many polls failed.
            func stop() -> (slowest: Duration, failures: Int) {
                running.store(false, ordering: .relaxed)
                done.wait()
                return (slowest.withLock { $0 }, failures.load(ordering: .relaxed))
            }
        }

        /// Presses `2` on a thread of its own every 50 ms until stopped, and keeps every answer.
        final class KeyPresser: Sendable {
            private let running = Atomic<Bool>(true)
            private let answers = Mutex<[(status: Int, took: Duration)]>([])
            private let done = DispatchSemaphore(value: 0)

            init(server: CalculatorProcess, cookie: String) {
                Thread { [self] in
                    while running.load(ordering: .relaxed) {
                        let answer = PostgresOutageTests.press("2", on: server, cookie: cookie)
                        answers.withLock { $0.append(answer) }
                        usleep(50_000)
                    }
                    done.signal()
                }.start()
            }

            /// Stops pressing; returns every answer's status and time.
            func stop() -> [(status: Int, took: Duration)] {
                running.store(false, ordering: .relaxed)
                done.wait()
                return answers.withLock { $0 }
            }
        }

        /// The longest a key may take while the store is failing: the lock wait, then one store call
        /// (a connection attempt and two queries at most), with a second to spare.
        static let answerBound: Duration = SessionDefaults.lockTimeout + SessionDefaults.storeTimeout * 3 + .seconds(1)

        /// Presses `key` (no `seq`, so it is applied) and returns the status and how long the answer took.
        static func press(_ key: String, on server: CalculatorProcess, cookie: String) -> (status: Int, took: Duration)
        {
            let clock = ContinuousClock()
            let start = clock.now
            let response = try? HTTPTestClient.send(
                port: server.port, method: "POST", path: "/",
                headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", cookie)],
                body: Array("key=\(key)".utf8), timeout: Double((answerBound + .seconds(2)).components.seconds))
            return (response?.status ?? -1, clock.now - start)
        }

        /// Presses `key` until it is answered 200 (at most `limit`); returns the time that took.
        static func pressUntilAnswered(_ key: String, on server: CalculatorProcess, cookie: String, limit: Duration)
            -> Duration?
        {
            let clock = ContinuousClock()
            let start = clock.now
            while clock.now - start < limit {
                if press(key, on: server, cookie: cookie).status == 200 { return clock.now - start }
                usleep(50_000)
            }
            return nil
        }

        @Test func aKilledBackendCostsAtMostOneAnswerAndNoHang() throws {
            let url = try PostgresTestDatabase.fresh()
            let server = try CalculatorProcess(store: url)
            defer { server.stop() }
            let first = try server.post([("key", "1")])
            #expect(first.status == 200)
            let cookie = try #require(first.sessionCookie)
            let probe = HealthProbe(port: server.port)

            var answered = ["1"]
            var timings: [String] = []
            for (round, key) in ["2", "3", "4"].enumerated() {
                // A page view reads the row, so the server holds an idle connection again after a
                // round whose failed write closed its own.
                _ = try server.get(cookie: cookie)
                #expect(try PostgresTestDatabase.terminateBackends(of: url) >= 1, "the server holds a connection")
                let (status, took) = Self.press(key, on: server, cookie: cookie)
                #expect(status == 200 || status == 503, "round \(round): status \(status)")
                #expect(took < Self.answerBound, "round \(round): answered after \(took)")
                timings.append("\(status) in \(took)")
                if status == 200 { answered.append(key) }
            }
            let recovered = Self.pressUntilAnswered("5", on: server, cookie: cookie, limit: .seconds(10))
            #expect(recovered != nil)
            answered.append("5")
            let health = probe.stop()
            #expect(health.failures == 0)
            #expect(health.slowest < .seconds(1), "/healthz took \(health.slowest)")
            // Every key answered 200 is kept, in order (a 503 one may or may not have been committed).
            let display = try #require(try server.get(cookie: cookie).page.display)
            #expect(answered.allSatisfy { display.contains($0) })
            print(
                "killed backend: answers \(timings), recovered after \(recovered ?? .zero), slowest /healthz \(health.slowest)"
            )
        }

        @Test(.timeLimit(.minutes(2))) func aRestartedDatabaseServesKeysAgainWithoutARestartOfTheCalculator() throws {
            let cluster = try ThrowawayCluster()
            defer { cluster.stop() }
            let server = try CalculatorProcess(store: cluster.url)
            defer { server.stop() }
            let first = try server.post([("key", "1")])
            #expect(first.status == 200)
            let cookie = try #require(first.sessionCookie)
            let probe = HealthProbe(port: server.port)

            // Keys pressed while PostgreSQL restarts are answered (200 or 503), none hangs.
            let presser = KeyPresser(server: server, cookie: cookie)
            let clock = ContinuousClock()
            let restartStart = clock.now
            try cluster.restart()
            let restarted = clock.now
            let answers = presser.stop()
            let recovered = Self.pressUntilAnswered("3", on: server, cookie: cookie, limit: .seconds(10))
            let health = probe.stop()

            #expect(answers.allSatisfy { $0.status == 200 || $0.status == 503 }, "\(answers)")
            #expect(answers.allSatisfy { $0.took < Self.answerBound }, "\(answers)")
            #expect(recovered != nil, "keys succeed again after the restart")
            #expect(health.failures == 0)
            #expect(health.slowest < .seconds(1), "/healthz took \(health.slowest)")
            #expect(try server.get("/readyz").status == 200)
            let statuses = Dictionary(grouping: answers, by: \.status).mapValues(\.count)
            let slowest = answers.map(\.took).max() ?? .zero
            print(
                """
                restart: pg_ctl restart took \(restarted - restartStart); keys during it \(statuses), slowest \(slowest); \
                first 200 after it in \(recovered ?? .zero); slowest /healthz \(health.slowest)
                """)
        }

        @Test func readyzReportsADatabaseThatIsGone() throws {
            let cluster = try ThrowawayCluster()
            let server = try CalculatorProcess(store: cluster.url)
            defer { server.stop() }
            #expect(try server.get("/readyz").text == "ready\n")
            cluster.stop()
            let clock = ContinuousClock()
            let start = clock.now
            let ready = try server.get("/readyz")
            let took = clock.now - start
            #expect(ready.status == 503)
            #expect(ready.text.hasPrefix("down: PostgreSQL"))
            #expect(took < SessionDefaults.readinessTimeout * 2 + .seconds(1))
            #expect(try server.get("/healthz").text == "ok")
            let key = try server.post([("key", "7")])
            #expect(key.status == 503)
            #expect(key.text.contains("503 Service Unavailable"))
            #expect(key.header("Retry-After") == "1")
            print("database gone: /readyz answered 503 in \(took)")
        }
    }

#endif
