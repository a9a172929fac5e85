/// Why a durable store could not be opened.
public enum CalcStoreError: Error, Equatable, CustomStringConvertible {
    /// The `--store` value is none of `memory`, `sqlite:PATH` or `postgres://…`.
    case unknownLocation(String)
    /// A `postgres://` URL without a host, user or database, or with a bad port.
    case badPostgresURL(String)
    /// A `postgres://` URL given to a build without the PostgreSQL trait.
    case postgresNotBuiltIn
    /// The database could not be opened, created or migrated.
    case openFailed(String)
    /// The database was written by a later release whose schema this one does not know.
    case schemaTooNew(found: Int, known: Int)

    /// A message for the person starting the server.
    public var description: String {
        switch self {
        case .unknownLocation(let text):
            "'\(text)' is not a session store: use 'memory', 'sqlite:PATH' or 'postgres://user:password@host:port/database'."
        case .badPostgresURL(let reason): "The PostgreSQL URL is not usable: \(reason)."
        case .postgresNotBuiltIn:
            """
            PostgreSQL support is not built in: build with `swift build -c release --traits PostgreSQL` \
            or run `make run TRAITS=PostgreSQL`.
            """
        case .openFailed(let reason): "The session database could not be opened: \(reason)."
        case .schemaTooNew(let found, let known):
            "The session database has schema version \(found), newer than this release knows (\(known)); upgrade the calculator."
        }
    }
}
