import Foundation
import TestSupport
import Testing

/// The README's recipe "Several servers behind one address", running: a fresh database on the test
/// PostgreSQL server (`CALC_TEST_POSTGRES_URL`), two `calculator serve` processes on it that trust
/// 127.0.0.1 as their proxy, and nginx in front of them with TLS, round robin, no sticky sessions.
final class ServersBehindNginx: @unchecked Sendable {
    /// The two servers, in the order of nginx's upstream list.
    let servers: [CalculatorProcess]
    /// nginx in front of them.
    let nginx: NginxProcess

    /// The test PostgreSQL server's URL, or nil (the tests are then skipped, as the store tests are).
    static let postgresURL = ProcessInfo.processInfo.environment["CALC_TEST_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Whether the calculator was built with the PostgreSQL trait (`make test` builds with every trait).
    static var postgresBuiltIn: Bool {
        #if PostgreSQL
            true
        #else
            false
        #endif
    }

    /// Whether everything the recipe needs is here: nginx, openssl, psql, a test PostgreSQL server
    /// and a calculator built with the PostgreSQL trait.
    static let ready = NginxProcess.ready && ExternalTool.find("psql") != nil && postgresURL != nil && postgresBuiltIn

    /// Why a recipe test did not run.
    static let skipped: Comment =
        """
        needs nginx, openssl, psql (make deps-test), CALC_TEST_POSTGRES_URL and a build with --traits PostgreSQL \
        (make test gives both)
        """

    /// Starts the servers with `arguments` added (after `--store` and `--trusted-proxy 127.0.0.1`), then nginx.
    init(_ arguments: [String] = []) throws {
        let store = try Self.freshDatabase()
        servers = try (0..<2).map { _ in
            try CalculatorProcess(["--store", store, "--trusted-proxy", "127.0.0.1"] + arguments, showErrors: true)
        }
        nginx = try NginxProcess(upstreams: servers.map(\.port))
    }

    /// `127.0.0.1:PORT` of each server, as nginx's access log names them.
    var upstreamAddresses: [String] { servers.map { "127.0.0.1:\($0.port)" } }

    /// Stops nginx, then the servers still running.
    func stop() {
        nginx.stop()
        for server in servers where server.isRunning { server.stop() }
    }

    /// Creates a database of its own on the test server (with `psql`) and returns its URL.
    static func freshDatabase() throws -> String {
        let base = try #require(postgresURL)
        var components = try #require(URLComponents(string: base))
        let name = "calc_proxy_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(12)
        let result = try ExternalTool.run(
            ExternalTool.find("psql")!,
            ["-v", "ON_ERROR_STOP=1", base, "-c", "CREATE DATABASE \(name)"], timeout: 30)
        guard result.status == 0 else { throw ServersBehindNginxError.database(result.output) }
        components.path = "/" + name
        return try #require(components.string)
    }
}

/// Why the recipe could not be set up.
enum ServersBehindNginxError: Error {
    /// `psql` could not create the test's database; its output.
    case database(String)
}
