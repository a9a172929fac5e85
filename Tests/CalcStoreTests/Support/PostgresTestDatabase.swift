// Only with the PostgreSQL trait (see Package.swift): the PostgreSQL store and postgres-nio are not built without it.
#if PostgreSQL

    import Foundation
    import Logging
    import PostgresNIO
    import TestSupport
    import Testing

    @testable import CalcStore

    /// The PostgreSQL server the tests use, from `CALC_TEST_POSTGRES_URL` (see Tests/Scripts/postgres-start.sh).
    enum PostgresTestDatabase {
        /// The URL of the server's test database, or nil when the tests are to be skipped.
        static let url = ProcessInfo.processInfo.environment["CALC_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

        /// Why the PostgreSQL tests did not run.
        static let skipped: Comment =
            "CALC_TEST_POSTGRES_URL is not set: run `eval \"$(Tests/Scripts/postgres-start.sh)\"` (or `make test`) to run the PostgreSQL tests"

        /// Creates a database of its own for one test and returns its URL.
        static func fresh() throws -> String {
            let base = try #require(url)
            var components = try #require(URLComponents(string: base))
            let name = "calc_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
            let pool = PostgresConnectionPool(
                configuration: try PostgresURL(base).configuration,
                logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
            defer { pool.close() }
            try pool.withConnection { connection in
                _ = try pool.run(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), on: connection)
            }
            components.path = "/" + name
            return try #require(components.string)
        }
    }

    extension PostgresTestDatabase {
        /// Ends every server process connected to the database of `url` from a second connection, as
        /// `pg_terminate_backend` does to a server in production; returns how many were ended.
        @discardableResult
        static func terminateBackends(of url: String) throws -> Int {
            let name = try #require(URLComponents(string: url)).path.dropFirst()
            let pool = PostgresConnectionPool(
                configuration: try PostgresURL(try #require(Self.url)).configuration,
                logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
            defer { pool.close() }
            return try pool.withConnection { connection in
                let rows = try pool.run(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = \(String(name)) AND pid <> pg_backend_pid()",
                    on: connection)
                return rows.count
            }
        }
    }

    /// A PostgreSQL cluster of its own, started with `Tests/Scripts/postgres-start.sh` for a test that
    /// restarts it (the shared cluster's other tests run concurrently); stopped and deleted on `stop()`.
    final class ThrowawayCluster {
        /// `postgres://calc@127.0.0.1:PORT/calc_test`.
        let url: String
        /// The cluster's folder (`data/` inside).
        let directory: String

        init() throws {
            let output = try Self.shell("\(packageRoot.path)/Tests/Scripts/postgres-start.sh")
            var values: [String: String] = [:]
            for line in output.split(separator: "\n") where line.hasPrefix("export ") {
                let pair = line.dropFirst("export ".count).split(separator: "=", maxSplits: 1)
                if pair.count == 2 { values[String(pair[0])] = String(pair[1]) }
            }
            url = try #require(values["CALC_TEST_POSTGRES_URL"])
            directory = try #require(values["CALC_TEST_POSTGRES_DIR"])
        }

        /// `pg_ctl restart -m fast`, as the cluster's owner; returns once the server accepts connections again.
        func restart() throws {
            try Self.shell(
                """
                BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
                if [ "$(id -u)" = 0 ]; then as_owner() { runuser -u postgres -- "$@"; }; else as_owner() { "$@"; }; fi
                as_owner "$BIN/pg_ctl" -D '\(directory)/data' -l '\(directory)/server.log' -m fast -w -t 30 restart >&2
                """)
        }

        /// Sends `SIG<name>` (`STOP`, `CONT`) to every process of the cluster: the postmaster and its children.
        func signal(_ name: String) throws {
            try Self.shell(
                """
                postmaster="$(head -1 '\(directory)/data/postmaster.pid')"
                kill -\(name) "$postmaster" $(pgrep -P "$postmaster")
                """)
        }

        /// Stops the cluster and deletes its folder.
        func stop() {
            _ = try? Self.shell("\(packageRoot.path)/Tests/Scripts/postgres-stop.sh '\(directory)'")
        }

        /// Runs `script` with bash and returns its standard output; throws when it exits non-zero.
        ///
        /// It goes through `system(3)` and files, not `Process` and a pipe: the PostgreSQL server the
        /// script starts inherits descriptors and outlives the script, which kept `Process` waiting.
        @discardableResult
        static func shell(_ script: String) throws -> String {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("calc-shell-\(UUID().uuidString)")
            let scriptFile = base.appendingPathExtension("sh")
            let output = base.appendingPathExtension("out")
            defer {
                try? FileManager.default.removeItem(at: scriptFile)
                try? FileManager.default.removeItem(at: output)
            }
            try script.write(to: scriptFile, atomically: true, encoding: .utf8)
            let status = system("/bin/bash '\(scriptFile.path)' >'\(output.path)' </dev/null")
            guard status == 0 else { throw ShellError(script: script, status: status) }
            return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        }

        struct ShellError: Error {
            var script: String
            var status: Int32
        }
    }

#endif
