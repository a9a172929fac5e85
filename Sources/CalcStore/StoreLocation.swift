import CalcSessions
import Logging

/// Where `calculator serve` keeps its sessions, as given to `--store`.
///
/// ```swift
/// let store = try StoreLocation("sqlite:data/calculator.sqlite").open()
/// ```
public enum StoreLocation: Equatable, Sendable, CustomStringConvertible {
    /// `memory`: a dictionary, gone when the process ends.
    case memory
    /// `sqlite:PATH`: a SQLite file, created with its folder when missing.
    case sqlite(path: String)
    /// `postgres://user:password@host:port/database`: a PostgreSQL database several servers can share.
    /// Parsed and opened only in a build with the PostgreSQL trait; other builds refuse such a URL
    /// with ``CalcStoreError/postgresNotBuiltIn``, which says how to build it.
    case postgres(url: String)

    /// The default of `calculator serve`.
    public static let standard = StoreLocation.sqlite(path: "data/calculator.sqlite")

    /// Parses a `--store` value.
    public init(_ text: String) throws(CalcStoreError) {
        if text == "memory" {
            self = .memory
        } else if text.hasPrefix("sqlite:"), text.count > "sqlite:".count {
            self = .sqlite(path: String(text.dropFirst("sqlite:".count)))
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            #if PostgreSQL
                _ = try PostgresURL(text)
                self = .postgres(url: text)
            #else
                throw .postgresNotBuiltIn
            #endif
        } else {
            throw .unknownLocation(text)
        }
    }

    /// Opens the store, creating or migrating its schema; `capacity` bounds the memory store.
    public func open(capacity: Int = SessionDefaults.maxSessions, logger: Logger = Logger(label: "calculator.store"))
        throws(CalcStoreError)
        -> any SessionStore
    {
        switch self {
        case .memory: return MemorySessionStore(capacity: capacity)
        case .sqlite(let path): return try SQLiteSessionStore(path: path, logger: logger)
        #if PostgreSQL
            case .postgres(let url): return try PostgresSessionStore(url: url, logger: logger)
        #else
            case .postgres: throw .postgresNotBuiltIn
        #endif
        }
    }

    /// The location for logs, without the PostgreSQL password.
    public var description: String {
        switch self {
        case .memory: "memory"
        case .sqlite(let path): "sqlite:\(path)"
        case .postgres(let url):
            if let at = url.lastIndex(of: "@"), let scheme = url.range(of: "://") {
                String(url[..<scheme.upperBound]) + "…" + String(url[at...])
            } else {
                "postgres"
            }
        }
    }
}
