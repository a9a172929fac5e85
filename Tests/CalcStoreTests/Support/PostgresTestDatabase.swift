import Foundation
import Logging
import PostgresNIO
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
            configuration: try PostgresURL(base).configuration, logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        defer { pool.close() }
        try pool.withConnection { connection in
            _ = try pool.run(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), on: connection)
        }
        components.path = "/" + name
        return try #require(components.string)
    }
}
