import CalcSessions
import Synchronization

/// A fixed set of locks, one chosen per session id, so that two requests of one session never
/// interleave while different sessions (almost always on different locks) run in parallel.
///
/// Striping keeps memory constant: there is no per-session lock to create or clean up. Two
/// sessions that share a stripe merely wait for each other for the microseconds a key takes.
final class SessionLocks: Sendable {
    private final class Stripe: Sendable {
        let mutex = Mutex<Void>(())
    }

    private let stripes: [Stripe]

    /// Makes `count` stripes (rounded up to a power of two, at least 1).
    init(count: Int = 256) {
        var size = 1
        while size < count { size <<= 1 }
        stripes = (0..<size).map { _ in Stripe() }
    }

    /// Runs `body` while holding the lock of `id`'s stripe.
    func withLock<T, E: Error>(for id: SessionID, _ body: () throws(E) -> T) throws(E) -> T {
        let stripe = stripes[id.hashValue & (stripes.count - 1)]
        return try stripe.mutex.withLock { (_: inout Void) throws(E) -> T in try body() }
    }
}
