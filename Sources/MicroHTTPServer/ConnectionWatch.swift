import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Drops connections that take too long to deliver a request: a client that trickles its header
/// or body a byte at a time stays "active" for libmicrohttpd's inactivity timeout forever, and a
/// few thousand of them would hold every connection slot.
///
/// A connection is watched while the server waits for a request from it (from accept, or from the
/// end of the previous response) until the request has fully arrived. A watchdog thread shuts down
/// (`shutdown(2)`, not `close`) the socket of any connection watched longer than the deadline;
/// libmicrohttpd then sees the socket fail and closes it. Entries are removed under the same lock
/// by the connection-closed notification, which libmicrohttpd sends before it closes the socket,
/// so a socket number is never shut down after it was reused.
final class ConnectionWatch: Sendable {
    private struct Entry {
        var socket: Int32
        /// When the wait for a request began; `nil` while a request is being answered.
        var since: ContinuousClock.Instant?
    }

    private let entries = Mutex<[UInt: Entry]>([:])
    private let deadline: Duration
    private let running = Atomic<Bool>(true)
    /// Connections dropped for being too slow, for tests and logs.
    let dropped = Atomic<Int>(0)

    /// Starts the watchdog; `deadline` is how long one request may take to arrive.
    init(deadline: Duration) {
        self.deadline = deadline
        Self.detach { [self] in run() }
    }

    /// A new connection, waiting for its first request.
    func opened(_ connection: UInt, socket: Int32) {
        entries.withLock { $0[connection] = Entry(socket: socket, since: .now) }
    }

    /// The request has fully arrived; it is the handler's now.
    func received(_ connection: UInt) {
        entries.withLock { $0[connection]?.since = nil }
    }

    /// The response was sent; the connection waits for the next request (keep-alive).
    func answered(_ connection: UInt) {
        entries.withLock { $0[connection]?.since = .now }
    }

    /// The connection is closing; its socket may be reused after this returns.
    func closed(_ connection: UInt) {
        _ = entries.withLock { $0.removeValue(forKey: connection) }
    }

    /// Stops the watchdog thread (within one tick).
    func stop() {
        running.store(false, ordering: .relaxed)
    }

    private func run() {
        let tick = min(deadline / 4, .milliseconds(500))
        while running.load(ordering: .relaxed) {
            let now = ContinuousClock.now
            entries.withLock { entries in
                for (key, entry) in entries {
                    guard let since = entry.since, now - since > deadline else { continue }
                    // shutdown(2): "causes all or part of a full-duplex connection on the socket to be
                    // shut down"; the descriptor stays open until libmicrohttpd closes it.
                    _ = shutdown(entry.socket, Int32(SHUT_RDWR))
                    entries[key]?.since = nil
                    dropped.add(1, ordering: .relaxed)
                }
            }
            let (seconds, attoseconds) = tick.components
            usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        }
    }

    /// Runs `body` on a new detached POSIX thread.
    private static func detach(_ body: @escaping @Sendable () -> Void) {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, box)
        if created == 0 { pthread_detach(thread) } else { Unmanaged<Box>.fromOpaque(box).release() }
    }
}
