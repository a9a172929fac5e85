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
    /// One watched connection: its socket, and when the wait for its request began.
    ///
    /// The connection's own thread sets `since` without the watch's lock (at the start and the
    /// end of every request); only opening and closing a connection take the lock.
    final class Entry: Sendable {
        let socket: Int32
        /// Nanoseconds on the monotonic clock, or `ConnectionWatch.answering` while a request is
        /// being answered.
        let since: Atomic<Int64>

        init(socket: Int32) {
            self.socket = socket
            since = Atomic(ConnectionWatch.now())
        }
    }

    /// `since` while the handler has the request: not waiting for the client.
    static let answering = Int64.min

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])
    private let deadline: Int64
    private let tick: Duration
    private let running = Atomic<Bool>(true)
    /// Connections dropped for being too slow, for tests and logs.
    let dropped = Atomic<Int>(0)

    /// Starts the watchdog; `deadline` is how long one request may take to arrive.
    init(deadline: Duration) {
        let (seconds, attoseconds) = deadline.components
        self.deadline = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        tick = min(deadline / 4, .milliseconds(500))
        Self.detach { [self] in run() }
    }

    /// The monotonic clock in nanoseconds (`clock_gettime`, no allocation).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// A new connection, waiting for its first request.
    func opened(socket: Int32) -> Entry {
        let entry = Entry(socket: socket)
        entries.withLock { $0[ObjectIdentifier(entry)] = entry }
        return entry
    }

    /// The request has fully arrived; it is the handler's now.
    func received(_ entry: Entry) {
        entry.since.store(Self.answering, ordering: .relaxed)
    }

    /// The response was sent; the connection waits for the next request (keep-alive).
    func answered(_ entry: Entry) {
        entry.since.store(Self.now(), ordering: .relaxed)
    }

    /// The connection is closing; its socket may be reused after this returns.
    func closed(_ entry: Entry) {
        _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(entry)) }
    }

    /// Stops the watchdog thread (within one tick).
    func stop() {
        running.store(false, ordering: .relaxed)
    }

    private func run() {
        while running.load(ordering: .relaxed) {
            let now = Self.now()
            entries.withLock { entries in
                for entry in entries.values {
                    let since = entry.since.load(ordering: .relaxed)
                    guard since != Self.answering, now - since > deadline else { continue }
                    // Only if the request did not arrive meanwhile (its thread set `answering`).
                    guard
                        entry.since.compareExchange(expected: since, desired: Self.answering, ordering: .relaxed)
                            .exchanged
                    else { continue }
                    // shutdown(2): "causes all or part of a full-duplex connection on the socket to be
                    // shut down"; the descriptor stays open until libmicrohttpd closes it.
                    _ = shutdown(entry.socket, Int32(SHUT_RDWR))
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
