import Synchronization

/// A token bucket per client address: each request takes a token, and then as many more as the
/// work it cost (``charge(_:units:now:)``); tokens come back at a steady rate up to a burst size.
/// An address with an empty bucket gets 429 until a token returns. So an address is limited by what
/// its requests cost, not only by how many it sends: one that sends only the costliest calculations
/// gets about a twentieth of the requests through, and no more than its share of the CPU.
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
        return withBucket(of: address, now: now) { bucket in
            let allowed = bucket.tokens >= 1
            if allowed { bucket.tokens -= 1 }
            return allowed
        }
    }

    /// Takes the tokens `units` of ``WorkBudget`` work cost from `address`'s bucket after its request
    /// was answered: one per ``RateLimit/workPerRequest`` units. The bucket may go below empty (to
    /// minus the burst at most), and the address then waits until it has paid.
    func charge(_ address: String, units: Int, now: ContinuousClock.Instant = .now) {
        guard limit.isEnabled, units > 0 else { return }
        withBucket(of: address, now: now) { bucket in
            bucket.tokens = max(-limit.burst, bucket.tokens - Double(units) / Double(limit.workPerRequest))
        }
    }

    /// Runs `body` on `address`'s bucket, refilled up to `now`, under its shard's lock.
    private func withBucket<T>(
        of address: String, now: ContinuousClock.Instant, _ body: (inout Bucket) -> T
    ) -> T {
        let shard = shards[Int(truncatingIfNeeded: UInt(bitPattern: address.hashValue) & 15)]
        return shard.buckets.withLock { buckets in
            if buckets.count >= addressesPerShard, buckets[address] == nil { forgetIdle(&buckets, now: now) }
            var bucket = buckets[address] ?? Bucket(tokens: limit.burst, updated: now)
            bucket.tokens = refilled(bucket, now: now)
            bucket.updated = now
            let value = body(&bucket)
            buckets[address] = bucket
            return value
        }
    }

    /// The tokens `bucket` holds at `now`: what it held, plus what came back since, up to the burst.
    private func refilled(_ bucket: Bucket, now: ContinuousClock.Instant) -> Double {
        min(limit.burst, bucket.tokens + limit.requestsPerSecond * (now - bucket.updated).seconds)
    }

    /// Whole seconds until an empty bucket holds a token again, for `Retry-After` (at least 1).
    var secondsUntilNextRequest: Int {
        limit.isEnabled ? max(1, Int((1 / limit.requestsPerSecond).rounded(.up))) : 1
    }

    /// Drops the buckets that have refilled completely: those addresses are no different from new
    /// ones. (One charged below empty takes longer to refill than one merely emptied.)
    private func forgetIdle(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant) {
        buckets = buckets.filter { refilled($0.value, now: now) < limit.burst }
    }

}

/// How many requests one client address may make: a steady rate and a burst allowance.
public struct RateLimit: Sendable, Equatable {
    /// Tokens returned per second; 0 turns the limit off.
    public var requestsPerSecond: Double
    /// The bucket size: how many requests may come at once after a quiet spell.
    public var burst: Double
    /// The ``WorkBudget`` units of calculation that cost as much as one request: 1,000, about a
    /// millisecond of CPU, so a calculation that spends its whole budget (20,000) costs 20 requests
    /// more, and an address at the default limit gets at most 50 ms of calculation a second.
    public var workPerRequest: Int

    /// Makes a limit of `requestsPerSecond` with bursts of up to `burst` requests, each costing one
    /// more per `workPerRequest` units of calculation.
    public init(requestsPerSecond: Double, burst: Double, workPerRequest: Int = RateLimit.defaultWorkPerRequest) {
        self.requestsPerSecond = requestsPerSecond
        self.burst = burst
        self.workPerRequest = max(1, workPerRequest)
    }

    /// The units of calculation that cost as much as one request, unless a limit says otherwise.
    public static let defaultWorkPerRequest = 1_000

    /// The default: 50 requests a second after a burst of 200, generous enough that people and
    /// tests never meet it.
    public static let standard = RateLimit(requestsPerSecond: 50, burst: 200)

    /// No limit at all (benchmarks).
    public static let unlimited = RateLimit(requestsPerSecond: 0, burst: 0)

    /// Whether requests are limited.
    var isEnabled: Bool { requestsPerSecond > 0 && burst > 0 }
}
