import Synchronization

/// A token bucket per client address: each request takes a token; tokens come back at a steady
/// rate up to a burst size. An address with an empty bucket gets 429 until a token returns.
final class RateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    private final class Shard: Sendable {
        let buckets = Mutex<[String: Bucket]>([:])
    }

    private let limit: RateLimit
    private let shards: [Shard]
    /// The most addresses one shard tracks before it forgets the ones whose buckets are full again.
    private let addressesPerShard = 4_096

    /// Makes a limiter with `limit`; a limit of 0 requests per second disables it.
    init(limit: RateLimit) {
        self.limit = limit
        shards = (0..<16).map { _ in Shard() }
    }

    /// Takes one token for `address`; `false` means the request should be refused with 429.
    func allow(_ address: String, now: ContinuousClock.Instant = .now) -> Bool {
        guard limit.isEnabled else { return true }
        let shard = shards[Int(truncatingIfNeeded: UInt(bitPattern: address.hashValue) & 15)]
        return shard.buckets.withLock { buckets in
            if buckets.count >= addressesPerShard, buckets[address] == nil { forgetIdle(&buckets, now: now) }
            var bucket = buckets[address] ?? Bucket(tokens: limit.burst, updated: now)
            bucket.tokens = min(limit.burst, bucket.tokens + limit.requestsPerSecond * (now - bucket.updated).seconds)
            bucket.updated = now
            let allowed = bucket.tokens >= 1
            if allowed { bucket.tokens -= 1 }
            buckets[address] = bucket
            return allowed
        }
    }

    /// Whole seconds until an empty bucket holds a token again, for `Retry-After` (at least 1).
    var secondsUntilNextRequest: Int {
        limit.isEnabled ? max(1, Int((1 / limit.requestsPerSecond).rounded(.up))) : 1
    }

    /// Drops the buckets that have refilled completely: those addresses are no different from new ones.
    private func forgetIdle(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant) {
        let refill = limit.burst / limit.requestsPerSecond
        buckets = buckets.filter { (now - $0.value.updated).seconds < refill }
    }

}

/// How many requests one client address may make: a steady rate and a burst allowance.
public struct RateLimit: Sendable, Equatable {
    /// Tokens returned per second; 0 turns the limit off.
    public var requestsPerSecond: Double
    /// The bucket size: how many requests may come at once after a quiet spell.
    public var burst: Double

    /// Makes a limit of `requestsPerSecond` with bursts of up to `burst` requests.
    public init(requestsPerSecond: Double, burst: Double) {
        self.requestsPerSecond = requestsPerSecond
        self.burst = burst
    }

    /// The default: 50 requests a second after a burst of 200, generous enough that people and
    /// tests never meet it.
    public static let standard = RateLimit(requestsPerSecond: 50, burst: 200)

    /// No limit at all (benchmarks).
    public static let unlimited = RateLimit(requestsPerSecond: 0, burst: 0)

    /// Whether requests are limited.
    var isEnabled: Bool { requestsPerSecond > 0 && burst > 0 }
}
