// Only with the PostgreSQL trait (see Package.swift): without it there is no postgres-nio to build on.
#if PostgreSQL

    import Foundation
    import PostgresNIO

    /// A `postgres://user:password@host:port/database` URL, checked and turned into connection settings.
    ///
    /// The port defaults to 5432. `?sslmode=verify-full` requires TLS with a verified certificate;
    /// otherwise the connection is plain, which suits a database on the same host or private network.
    struct PostgresURL {
        /// The postgres-nio settings.
        let configuration: PostgresConnection.Configuration

        init(_ text: String) throws(CalcStoreError) {
            // URLComponents decodes user, password and path; they are used as they come.
            guard let components = URLComponents(string: text),
                components.scheme == "postgres" || components.scheme == "postgresql"
            else { throw .badPostgresURL("it does not start with postgres://") }
            guard let host = components.host, !host.isEmpty else { throw .badPostgresURL("it names no host") }
            guard let user = components.user, !user.isEmpty else { throw .badPostgresURL("it names no user") }
            let database = String(components.path.dropFirst())
            guard !database.isEmpty, !database.contains("/") else { throw .badPostgresURL("it names no database") }
            let port = components.port ?? 5432
            guard (1...65_535).contains(port) else { throw .badPostgresURL("port \(port) is out of range") }
            let tls: PostgresConnection.Configuration.TLS
            switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value {
            case nil, "disable":
                tls = .disable
            case "verify-full":
                do {
                    tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
                } catch {
                    throw .badPostgresURL("TLS could not be set up: \(error)")
                }
            case let mode?:
                throw .badPostgresURL("sslmode \(mode) is not supported (use disable or verify-full)")
            }
            configuration = PostgresConnection.Configuration(
                host: host, port: port, username: user, password: components.password, database: database, tls: tls)
        }
    }

#endif
