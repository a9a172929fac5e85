import CalcSessions
import Dispatch

/// A fixed set of locks, one chosen per session id, so that two requests of one session never
/// interleave while different sessions (almost always on different locks) run in parallel.
///
/// Striping keeps memory constant: there is no per-session lock to create or clean up. Two
/// sessions that share a stripe merely wait for each other for the microseconds a key takes.
/// Every wait has a deadline: a request that cannot get its lock in time (the request ahead of it
/// is stuck on the store) gives up with ``CalcServerError/sessionBusy`` rather than holding its
/// handler thread.
final class SessionLocks: Sendable {
    /// A binary semaphore: unlike `Mutex`, it can be waited for with a deadline.
    private final class Stripe: Sendable {
        let semaphore = DispatchSemaphore(value: 1)
    }

    private let stripes: [Stripe]
    /// The longest ``withLock(for:_:)`` waits.
    let timeout: Duration

    /// Makes `count` stripes (rounded up to a power of two, at least 1) whose waits end after `timeout`.
    init(count: Int = 256, timeout: Duration = SessionDefaults.lockTimeout) {
        var size = 1
        while size < count { size <<= 1 }
        stripes = (0..<size).map { _ in Stripe() }
        self.timeout = timeout
    }

    /// Runs `body` while holding the lock of `id`'s stripe.
    ///
    /// - Throws: ``CalcServerError/sessionBusy`` when the lock was not free within ``timeout``
    ///   (`body` did not run), else what `body` throws.
    func withLock<T>(for id: SessionID, _ body: () throws(CalcServerError) -> T) throws(CalcServerError) -> T {
        let stripe = stripes[id.hashValue & (stripes.count - 1)]
        guard stripe.semaphore.wait(timeout: timeout.deadlineFromNow) == .success else {
            throw .sessionBusy
        }
        defer { stripe.semaphore.signal() }
        return try body()
    }
}
