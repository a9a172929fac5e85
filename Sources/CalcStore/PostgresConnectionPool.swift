import Logging
import PostgresNIO
import Synchronization

/// Open PostgreSQL connections for synchronous callers: one per handler thread that needed one.
///
/// The bridge between libmicrohttpd and postgres-nio lives here. libmicrohttpd calls the
/// handler synchronously on one of its pool threads and wants the response when it returns, so
/// a handler blocks its own thread on postgres-nio's `EventLoopFuture.wait()` while the NIO
/// event loop does the I/O. That keeps the HTTP layer unchanged and the code straight-line, and
/// it never touches Swift concurrency's cooperative pool (a semaphore around a `Task` would
/// block a cooperative thread whenever the caller is one, and cost two more thread hops). The
/// price is one parked handler thread per database round trip: throughput is bounded by the
/// handler threads (`--threads`) times the round trips a second each can wait for.
/// `MHD_suspend_connection`/`MHD_resume_connection` would free the threads, but needs an
/// asynchronous handler path through the whole HTTP layer; `Tests/Benchmarks/server-keypress.sh`
/// measures what blocking costs.
///
/// Concurrency is bounded by the handler threads, so connections are made on demand and kept
/// in an idle stack without a further cap; a connection that closed is dropped, not reused.
final class PostgresConnectionPool: Sendable {
    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let idle = Mutex<[PostgresConnection]>([])
    private let nextID = Atomic<Int>(1)

    init(configuration: PostgresConnection.Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs `body` with a connection of its own, blocking the calling thread while it connects.
    ///
    /// Never call it from a Swift concurrency task: it blocks the thread it runs on.
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        let connection: PostgresConnection
        if let reused = idle.withLock({ $0.popLast() }) {
            connection = reused
        } else {
            connection = try PostgresConnection.connect(
                on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration,
                id: nextID.add(1, ordering: .relaxed).oldValue, logger: logger
            ).wait()
        }
        defer {
            if !connection.isClosed { idle.withLock { $0.append(connection) } }
        }
        return try body(connection)
    }

    /// Runs `query` on `connection` and blocks until all its rows arrived.
    func run(_ query: PostgresQuery, on connection: PostgresConnection) throws -> PostgresQueryResult {
        try connection.query(query, logger: logger).wait()
    }

    /// postgres-nio asserts that a connection was closed before it goes.
    deinit {
        close()
    }

    /// Closes every idle connection.
    func close() {
        let connections = idle.withLock { idle in
            defer { idle = [] }
            return idle
        }
        for connection in connections { try? connection.close().wait() }
    }
}
