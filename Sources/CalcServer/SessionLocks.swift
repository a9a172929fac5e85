import CalcSessions
import Dispatch
import Synchronization

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
    fileprivate final class Stripe: Sendable {
        let semaphore = DispatchSemaphore(value: 1)
    }

    /// A lock taken by ``lockIfFree(for:)``, held until ``release()`` is called from any thread.
    final class Hold: Sendable {
        private let stripe: Stripe
        private let released = Atomic<Bool>(false)

        fileprivate init(_ stripe: Stripe) {
            self.stripe = stripe
        }

        /// Frees the lock; only the first call counts.
        func release() {
            guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
            stripe.semaphore.signal()
        }
    }

    private let stripes: [Stripe]
    /// The longest ``withLock(for:_:)`` waits.
    let timeout: Duration

    /// Makes `count` stripes (rounded up to a power of two, at least 1) whose waits end after `timeout`.
    init(count: Int = SessionDefaults.sessionLockStripes, timeout: Duration = SessionDefaults.lockTimeout) {
        var size = 1
        while size < count { size <<= 1 }
        stripes = (0..<size).map { _ in Stripe() }
        self.timeout = timeout
    }

    /// Takes the lock of `id`'s stripe if it is free now; `nil`, without waiting, when it is not.
    func lockIfFree(for id: SessionID) -> Hold? {
        let stripe = stripes[id.hashValue & (stripes.count - 1)]
        guard stripe.semaphore.wait(timeout: .now()) == .success else { return nil }
        return Hold(stripe)
    }

    /// Runs `body` while holding the lock of `id`'s stripe.
    ///
    /// - Throws: ``CalcServerError/sessionBusy`` when the lock was not free within ``timeout``, or by
    ///   the request's ``CalcSessions/StoreDeadline`` when that comes first (`body` did not run),
    ///   else what `body` throws.
    func withLock<T>(for id: SessionID, _ body: () throws(CalcServerError) -> T) throws(CalcServerError) -> T {
        let stripe = stripes[id.hashValue & (stripes.count - 1)]
        guard stripe.semaphore.wait(timeout: StoreDeadline.limit(timeout).deadlineFromNow) == .success else {
            throw .sessionBusy
        }
        defer { stripe.semaphore.signal() }
        return try body()
    }
}
