import Synchronization

/// Page-sized body buffers that libmicrohttpd gave back once their response was sent, for the next
/// pages to be written into.
///
/// A calculator page is about 14 KB: taking a buffer that size from `malloc` and freeing it again
/// on every request went through glibc's slow path (merging its free lists) each time. A handler
/// takes an empty buffer from ``shared``, writes its body into it and answers with it; the server
/// gives the body back when libmicrohttpd frees the response. A body still shared with other code
/// when it comes back (a cached file) is never written over: `take` then makes a new buffer, as
/// arrays do.
public final class ResponseBuffers: Sendable {
    /// The buffers of the server's responses.
    public static let shared = ResponseBuffers()

    /// The most buffers kept at once; more are freed.
    let limit: Int
    /// The capacities kept: pages, not short answers nor large files.
    let keptCapacities: ClosedRange<Int>
    private let kept = Mutex<[[UInt8]]>([])

    /// A pool keeping at most `limit` buffers whose capacity is in `keptCapacities`.
    init(limit: Int = 64, keptCapacities: ClosedRange<Int> = 4 * 1024...128 * 1024) {
        self.limit = limit
        self.keptCapacities = keptCapacities
    }

    /// An empty buffer with room for at least `capacity` bytes, one given back before if there is one.
    public func take(capacity: Int) -> [UInt8] {
        var bytes = kept.withLock { $0.popLast() } ?? []
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(capacity)
        return bytes
    }

    /// Keeps the body of a sent response for a later ``take(capacity:)``, if it is page-sized and
    /// there is room.
    func giveBack(_ bytes: [UInt8]) {
        guard keptCapacities.contains(bytes.capacity) else { return }
        kept.withLock { kept in
            if kept.count < limit { kept.append(bytes) }
        }
    }

    /// How many buffers are kept now.
    var count: Int { kept.withLock { $0.count } }
}
