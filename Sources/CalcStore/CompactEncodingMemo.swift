import Foundation
import Synchronization

/// What a session's last encoding wrote for each array of its state, so that the next encoding
/// copies the bytes of the elements that did not change instead of encoding them again.
///
/// A database store keeps one beside each cached session (``SessionCache``) and hands it to
/// ``CompactEncoder/init(memo:)`` for every commit: a key changes a few elements of a state that
/// holds up to 1,000 (the tape and its values, the RPN stack and its outcomes, 50 history lines),
/// so a key's encoding costs what changed, not the whole state. The bytes are identical to an
/// encoding without a memo (the tests compare them after random keys), so rows and decoding are
/// unchanged.
///
/// An element is reused only when its representation is bit for bit the one remembered, so it holds
/// the very same values and the same (immutable, shared) storage, which the memo keeps alive by
/// holding the array; numeric equality is not enough (`BigDecimal`'s `==` ignores the precision
/// its text carries). The arrays of the state must therefore have value semantics and an encoding
/// that depends only on their value, as the calculator's do.
///
/// Memory: the memo holds the last encoding's bytes (the row's size, 48 KB at 1,000 entries), 4
/// bytes per array element, and the state's arrays, which it shares with the cached session except
/// for those the state builds when it is encoded (the RPN outcomes, one per stack element).
///
/// Safe to share: one encoding at a time uses it (a session is encoded under its lock); an encoding
/// that finds it in use encodes without it.
public final class CompactEncodingMemo: @unchecked Sendable {
    /// One array as last encoded.
    struct Entry {
        /// `ObjectIdentifier` of the element type.
        var elementType: ObjectIdentifier
        /// The array itself (`[Element]`), kept so that the storage its elements share stays alive.
        var array: Any
        /// Offset in ``Previous/bytes`` of the first element's bytes.
        var start: Int
        /// Offset in ``Previous/bytes`` just past each element's bytes.
        var ends: [UInt32]
    }

    /// The last encoding: its bytes and its arrays in the order they were written.
    struct Previous {
        var bytes: [UInt8]
        var entries: [Entry]
        /// How many elements that encoding copied rather than encoded (for tests and measurements).
        var reused = 0
    }

    /// Set while an encoding uses ``previous``; only that encoding reads or writes it (the invariant
    /// that makes the class `Sendable`).
    private let busy = Atomic<Bool>(false)
    private var previous: Previous?

    /// An empty memo: the first encoding with it writes everything.
    public init() {}

    /// Takes the memo for one encoding; `nil` when another encoding holds it.
    func acquire() -> Previous?? {
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { return nil }
        return .some(previous)
    }

    /// Gives the memo back after ``acquire()`` succeeded, with what the encoding wrote (`nil`: keep the old).
    func release(remembering next: Previous?) {
        if let next { previous = next }
        busy.store(false, ordering: .releasing)
    }

    /// How many array elements the last encoding copied from the one before rather than encoded.
    public var reusedElements: Int {
        guard let taken = acquire() else { return 0 }
        defer { release(remembering: nil) }
        return taken?.reused ?? 0
    }
}

extension CompactSink {
    /// Writes the whole encoding of `value` with `previous`, what `memo` (acquired) held, and gives
    /// `memo` back with this encoding (or, when it fails, with what it held).
    func write(
        _ value: some Encodable, remembering previous: CompactEncodingMemo.Previous?, in memo: CompactEncodingMemo
    )
        throws -> [UInt8]
    {
        var next: CompactEncodingMemo.Previous?
        defer { memo.release(remembering: next) }
        self.previous = previous
        remembered = []
        bytes.reserveCapacity(max(4096, (previous?.bytes.count ?? 0) + 1024))
        bytes.append(CompactEncoding.magic)
        try write(value)
        next = CompactEncodingMemo.Previous(bytes: bytes, entries: remembered ?? [], reused: reused)
        return bytes
    }

    /// The remembered array written at the same position as the next one, else the first of
    /// `elementType`, with the bytes its offsets are in.
    func rememberedEntry(of elementType: ObjectIdentifier) -> (entry: CompactEncodingMemo.Entry, bytes: [UInt8])? {
        guard let previous, let position = remembered?.count else { return nil }
        if position < previous.entries.count, previous.entries[position].elementType == elementType {
            return (previous.entries[position], previous.bytes)
        }
        guard let entry = previous.entries.first(where: { $0.elementType == elementType }) else { return nil }
        return (entry, previous.bytes)
    }

    /// Notes an array just written, for the next encoding.
    func remember(_ entry: CompactEncodingMemo.Entry) {
        remembered?.append(entry)
    }
}

/// An array whose encoding a ``CompactEncodingMemo`` remembers element by element.
protocol MemoizableArray {
    /// Writes the array as `Array.encode(to:)` would, copying what `sink`'s memo remembers.
    func writeMemoized(to sink: CompactSink) throws
}

extension Array: MemoizableArray where Element: Encodable {
    func writeMemoized(to sink: CompactSink) throws {
        let elementType = ObjectIdentifier(Element.self)
        let old = sink.rememberedEntry(of: elementType)
        let base = sink.depth
        sink.tag(.array)
        sink.depth += 1
        let start = sink.bytes.count
        var ends: [UInt32] = []
        ends.reserveCapacity(count)
        sink.insideMemoizedArray = true
        defer { sink.insideMemoizedArray = false }
        try withUnsafeBufferPointer { new in
            if let old, let oldArray = old.entry.array as? [Element] {
                try oldArray.withUnsafeBufferPointer { remembered in
                    try Self.write(new, reusing: remembered, entry: old.entry, bytes: old.bytes, to: sink, ends: &ends)
                }
            } else {
                for element in new {
                    try sink.write(element)
                    ends.append(UInt32(sink.bytes.count))
                }
            }
        }
        sink.close(to: base)
        sink.remember(.init(elementType: elementType, array: self, start: start, ends: ends))
    }

    /// Writes the elements of `new`, copying the bytes of runs of elements found unchanged in
    /// `old`: a common prefix, elements added or removed at the end, elements inserted (the newest
    /// history line at the front), one removed or replaced; anything else is encoded.
    private static func write(
        _ new: UnsafeBufferPointer<Element>, reusing old: UnsafeBufferPointer<Element>,
        entry: CompactEncodingMemo.Entry, bytes: [UInt8], to sink: CompactSink, ends: inout [UInt32]
    ) throws {
        let n = new.count
        let m = old.count
        // The same storage, held by the memo so it was not freed and reused: nothing changed.
        if n == m, n > 0, new.baseAddress == old.baseAddress {
            copy(0..<m, of: entry, bytes: bytes, to: sink, ends: &ends)
            return
        }
        let scratch = UnsafeMutablePointer<Element>.allocate(capacity: 1)
        defer { scratch.deallocate() }
        func same(_ i: Int, _ j: Int) -> Bool {
            sameRepresentation(new.baseAddress! + i, old.baseAddress! + j, scratch: scratch)
        }
        var i = 0
        var j = 0
        while i < n {
            var matched = j < m && same(i, j)
            if !matched, j + 1 < m, same(i, j + 1) {
                // `old[j]` was removed, or replaced by the element written before.
                j += 1
                matched = true
            }
            if matched {
                let first = j
                i += 1
                j += 1
                while i < n, j < m, same(i, j) {
                    i += 1
                    j += 1
                }
                copy(first..<j, of: entry, bytes: bytes, to: sink, ends: &ends)
            } else {
                try sink.write(new[i])
                ends.append(UInt32(sink.bytes.count))
                i += 1
            }
        }
    }

    /// Copies the remembered bytes of the elements `range` and notes where each now ends.
    private static func copy(
        _ range: Range<Int>, of entry: CompactEncodingMemo.Entry, bytes: [UInt8], to sink: CompactSink,
        ends: inout [UInt32]
    ) {
        let from = range.lowerBound == 0 ? entry.start : Int(entry.ends[range.lowerBound - 1])
        let to = Int(entry.ends[range.upperBound - 1])
        let shift = sink.bytes.count - from
        bytes.withUnsafeBufferPointer { sink.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[from..<to])) }
        for k in range { ends.append(UInt32(Int(entry.ends[k]) + shift)) }
        sink.reused += range.count
    }

    /// Whether `a` and `b` hold the same representation, so they encode to the same bytes.
    ///
    /// The padding between a struct's fields is not copied with it (a history line copied into a
    /// new array keeps its fields, not its padding), so when the raw bytes differ, `a` is copied
    /// over a raw copy of `b` and compared again: equal, that copy of `a` is `b`'s very bytes.
    private static func sameRepresentation(
        _ a: UnsafePointer<Element>, _ b: UnsafePointer<Element>, scratch: UnsafeMutablePointer<Element>
    ) -> Bool {
        let size = MemoryLayout<Element>.size
        if memcmp(a, b, size) == 0 { return true }
        UnsafeMutableRawPointer(scratch).copyMemory(from: b, byteCount: size)
        scratch.initialize(from: a, count: 1)
        let same = memcmp(scratch, b, size) == 0
        scratch.deinitialize(count: 1)
        return same
    }
}
