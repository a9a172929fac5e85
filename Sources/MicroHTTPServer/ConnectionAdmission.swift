import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Decides, as each connection opens, whether the server takes it or answers its request 503, and
/// makes room first by closing connections that only idle between requests.
///
/// libmicrohttpd's own per-address cap closes the 65th connection from an address without a word
/// (a reset for the browser), and it counts connections that merely wait for their next request,
/// as a keep-alive pool or a client that half-closed does: 64 of them lock their address out.
/// Here instead:
/// - an address the configuration exempts (a trusted reverse proxy, which carries everyone's
///   connections) is never capped per address;
/// - when an address already holds its limit, or the server its total, the longest-idle of its
///   keep-alive connections (one that was answered and has waited for its next request at least
///   `minimumIdleTime`, with nothing arrived on it) is shut down to make room, as an idle timeout
///   would. The minimum spares the connections a proxy's keep-alive pool is reusing: a request
///   sent on one the instant it is shut down would meet a closed connection, which nginx counts
///   as the server failing (and, at `max_fails=1`, stops using it for 10 s);
/// - only when nothing idles is a connection refused, and a refused connection is still answered:
///   its first request gets `503` with `Retry-After` and `Connection: close` (see
///   `HTTPServer.Configuration.tooManyConnectionsResponse`);
/// - refused connections waiting for their request are bounded too, to an eighth of the total
///   (the descriptors kept free beyond it): past that, a new refused connection is shut down at
///   once, as libmicrohttpd would, so that refused connections never used cannot take the
///   server's last descriptors. The bound is not per address: a proxy that is not trusted may
///   well have hundreds refused at once, each answered within moments, and one connection shut
///   down unanswered is a failure nginx counts against the server.
final class ConnectionAdmission: Sendable {
    /// One open connection as the admission sees it.
    final class Entry: Sendable {
        /// The connection's socket, shut down to reclaim it.
        let socket: Int32
        /// The address it counts against, or `nil` when it is not capped per address.
        let address: String?
        /// Whether it was taken; a refused one gets a 503 for its first request and closes.
        var admitted: Bool { verdict == .admitted }
        /// What became of it when it opened.
        let verdict: Verdict
        /// Monotonic nanoseconds since it idles between requests; `busy` while it is not idle (a
        /// request arriving or being answered), `reclaimed` once it was shut down to make room.
        let idleSince: Atomic<Int64>

        init(socket: Int32, address: String?, verdict: Verdict) {
            self.socket = socket
            self.address = address
            self.verdict = verdict
            idleSince = Atomic(ConnectionAdmission.busy)
        }
    }

    /// What became of a connection when it opened.
    enum Verdict: Sendable {
        /// Taken: counted against its address and the total until it closes.
        case admitted
        /// Refused: its first request is answered 503, then it closes.
        case refused
        /// Shut down at once: too many refused connections were waiting already.
        case dropped
    }

    /// `idleSince` of a connection that is not idle.
    static let busy: Int64 = 0
    /// `idleSince` of a connection shut down to make room; it no longer counts.
    static let reclaimed: Int64 = -1

    /// The admitted connections, all of them and by address, and how many of each were reclaimed
    /// but not yet closed (they no longer count).
    private struct Table {
        var all: [ObjectIdentifier: Entry] = [:]
        var byAddress: [String: [ObjectIdentifier: Entry]] = [:]
        var reclaimedTotal = 0
        var reclaimedByAddress: [String: Int] = [:]
        /// Refused connections not yet closed (waiting for the request their 503 answers).
        var refusedTotal = 0

        func live(_ address: String) -> Int {
            (byAddress[address]?.count ?? 0) - (reclaimedByAddress[address] ?? 0)
        }

        var liveTotal: Int { all.count - reclaimedTotal }
    }

    private let table = Mutex(Table())
    private let perAddressLimit: Int
    private let totalLimit: Int
    private let isExempt: @Sendable (String) -> Bool
    private let hasPendingInput: @Sendable (Int32) -> Bool
    /// Nanoseconds a connection must have idled to be reclaimed.
    private let minimumIdleTime: Int64
    /// Connections shut down to make room for a new one, for tests and logs.
    let reclaimedCount = Atomic<Int>(0)
    /// Connections answered 503 because nothing could be reclaimed, for tests and logs.
    let refusedCount = Atomic<Int>(0)
    /// Connections shut down at once because too many refused ones were waiting.
    let droppedCount = Atomic<Int>(0)

    /// - Parameters:
    ///   - perAddressLimit: most connections from one address; 0 = no per-address limit.
    ///   - totalLimit: most connections in all, below libmicrohttpd's own hard cap.
    ///   - minimumIdleTime: how long a connection must have idled to be reclaimed.
    ///   - isExempt: whether an address is not capped per address (a trusted proxy).
    ///   - hasPendingInput: whether bytes or an end of file wait on a socket: such a connection is
    ///     not idle any more and is never reclaimed.
    init(
        perAddressLimit: Int, totalLimit: Int, minimumIdleTime: Duration,
        isExempt: @escaping @Sendable (String) -> Bool,
        hasPendingInput: @escaping @Sendable (Int32) -> Bool
    ) {
        self.perAddressLimit = max(0, perAddressLimit)
        self.totalLimit = max(1, totalLimit)
        self.isExempt = isExempt
        let (seconds, attoseconds) = minimumIdleTime.components
        self.minimumIdleTime = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        self.hasPendingInput = hasPendingInput
    }

    /// A new connection from `address`: taken (after reclaiming an idle one if its address or the
    /// server is full) or refused.
    func opened(socket: Int32, address: String) -> Entry {
        let capped = perAddressLimit > 0 && !isExempt(address)
        return table.withLock { table in
            var admitted = true
            if capped, table.live(address) >= perAddressLimit {
                admitted = reclaimOne(from: table.byAddress[address]?.values, in: &table)
            }
            if admitted, table.liveTotal >= totalLimit {
                admitted = reclaimOne(from: table.all.values, in: &table)
            }
            let counted = capped ? address : nil
            guard admitted else {
                if table.refusedTotal >= max(1, totalLimit / 8) {
                    _ = shutdown(socket, Int32(SHUT_RDWR))
                    droppedCount.add(1, ordering: .relaxed)
                    return Entry(socket: socket, address: counted, verdict: .dropped)
                }
                table.refusedTotal += 1
                refusedCount.add(1, ordering: .relaxed)
                return Entry(socket: socket, address: counted, verdict: .refused)
            }
            let entry = Entry(socket: socket, address: counted, verdict: .admitted)
            let key = ObjectIdentifier(entry)
            table.all[key] = entry
            if let address = entry.address { table.byAddress[address, default: [:]][key] = entry }
            return entry
        }
    }

    /// A request began to arrive on the connection (its head is complete): it is not idle.
    func began(_ entry: Entry) {
        let since = entry.idleSince.load(ordering: .relaxed)
        guard since != Self.reclaimed else { return }
        _ = entry.idleSince.compareExchange(expected: since, desired: Self.busy, ordering: .relaxed)
    }

    /// The answer was sent and the connection stays open for the next request: it idles.
    func answered(_ entry: Entry) {
        let since = entry.idleSince.load(ordering: .relaxed)
        guard since == Self.busy else { return }
        _ = entry.idleSince.compareExchange(
            expected: since, desired: max(1, ConnectionWatch.now()), ordering: .relaxed)
    }

    /// The connection is closing; its socket may be reused after this returns.
    func closed(_ entry: Entry) {
        if entry.verdict == .dropped { return }
        table.withLock { table in
            guard entry.admitted else {
                table.refusedTotal -= 1
                return
            }
            let key = ObjectIdentifier(entry)
            guard table.all.removeValue(forKey: key) != nil else { return }
            let wasReclaimed = entry.idleSince.load(ordering: .relaxed) == Self.reclaimed
            if wasReclaimed { table.reclaimedTotal -= 1 }
            guard let address = entry.address else { return }
            table.byAddress[address]?.removeValue(forKey: key)
            if table.byAddress[address]?.isEmpty == true { table.byAddress[address] = nil }
            if wasReclaimed {
                table.reclaimedByAddress[address, default: 0] -= 1
                if table.reclaimedByAddress[address] == 0 { table.reclaimedByAddress[address] = nil }
            }
        }
    }

    /// Shuts down the longest-idle connection among `candidates` (under the table's lock, so that
    /// its socket is still open); false when none idles.
    private func reclaimOne(from candidates: Dictionary<ObjectIdentifier, Entry>.Values?, in table: inout Table)
        -> Bool
    {
        guard let candidates else { return false }
        let idledBefore = ConnectionWatch.now() - minimumIdleTime
        let idle = candidates.compactMap { entry -> (Entry, Int64)? in
            let since = entry.idleSince.load(ordering: .relaxed)
            return since > Self.busy && since <= idledBefore ? (entry, since) : nil
        }
        // The longest-idle one, found without sorting (the table may hold thousands); the others
        // in order only if it cannot be taken.
        guard let longest = idle.min(by: { $0.1 < $1.1 }) else { return false }
        if reclaim(longest.0, idleSince: longest.1, in: &table) { return true }
        for (entry, since) in idle.sorted(by: { $0.1 < $1.1 }) where entry !== longest.0 {
            if reclaim(entry, idleSince: since, in: &table) { return true }
        }
        return false
    }

    /// Shuts down `entry` if nothing arrived on it and no request began on it since it went idle.
    private func reclaim(_ entry: Entry, idleSince since: Int64, in table: inout Table) -> Bool {
        guard !hasPendingInput(entry.socket) else { return false }
        // Only if no request began on it meanwhile (its thread set `busy`).
        guard entry.idleSince.compareExchange(expected: since, desired: Self.reclaimed, ordering: .relaxed).exchanged
        else { return false }
        // shutdown(2), as the slow-client watch does: libmicrohttpd sees the socket end and
        // closes it; the descriptor stays valid until then.
        _ = shutdown(entry.socket, Int32(SHUT_RDWR))
        table.reclaimedTotal += 1
        if let address = entry.address { table.reclaimedByAddress[address, default: 0] += 1 }
        reclaimedCount.add(1, ordering: .relaxed)
        return true
    }
}
