/// The moment by which the request a thread works for must be answered: every store call made for
/// it waits at most until then (issue 27, item 5).
///
/// A request's deadline starts when it arrives (``SessionDefaults/storeTimeout`` later), not when a
/// thread takes it up, so a request that waited in a queue has that much less left for the store.
/// The server binds it around the work of one request (``during(_:_:)``); a store bounds each of its
/// own waits (a free connection, a connection attempt, a query, a commit) by ``limit(_:)`` and sends
/// nothing once it has passed (``hasPassed``), so that an answer of 503 after the deadline means,
/// for a write that was never sent, that nothing was applied.
///
/// It is a task-local value, which outside a task is bound to the calling thread: the server's
/// worker threads and the store's writer threads bind it for the work they do, and a call made with
/// none bound keeps the store's own timeouts.
///
/// ```swift
/// let deadline = ContinuousClock.now + SessionDefaults.storeTimeout
/// let record = try StoreDeadline.during(deadline) { () throws(SessionStoreError) in try store.load(id) }
/// ```
public enum StoreDeadline {
    /// The deadline bound to this thread (or task), if any.
    @TaskLocal public static var current: ContinuousClock.Instant?

    /// Runs `body` with `deadline` bound, or the one already bound when that is earlier.
    public static func during<T, E: Error>(_ deadline: ContinuousClock.Instant, _ body: () throws(E) -> T) throws(E)
        -> T
    {
        let earliest = current.map { min($0, deadline) } ?? deadline
        let result = $current.withValue(earliest) { Result { () throws(E) in try body() } }
        return try result.get()
    }

    /// `timeout`, or less when the bound deadline comes sooner; zero once it has passed.
    public static func limit(_ timeout: Duration) -> Duration {
        guard let current else { return timeout }
        return max(.zero, min(timeout, current - .now))
    }

    /// Whether a deadline is bound and has passed: nothing more may be sent for the request.
    public static var hasPassed: Bool {
        current.map { $0 <= .now } ?? false
    }
}
