import Foundation
import Synchronization

/// What a session's last encoding wrote for each value and array of its state, so that the next
/// encoding copies the bytes of what did not change instead of encoding it again.
///
/// A database store keeps one beside each cached session (``SessionCache``) and hands it to
/// ``CompactEncoder/init(memo:)`` for every commit: a key changes a few parts of a state that
/// holds up to 1,000 array elements (the tape and its values, the RPN stack and its outcomes, 50
/// history lines) and a dozen nested values (the infix and RPN calculators, the pending
/// operation, …), so a key's encoding costs what changed, not the whole state: a value found
/// unchanged is copied whole, with everything in it; an array that changed is written element by
/// element, copying the elements found unchanged. The bytes are identical to an encoding without a
/// memo (the tests compare them after random keys), so rows and decoding are unchanged.
///
/// A value or element is reused only when its representation is bit for bit the one remembered, so
/// it holds the very same values and the same (immutable, shared) storage, which the memo keeps
/// alive by holding it; numeric equality is not enough (`BigDecimal`'s `==` ignores the precision
/// its text carries). The state must therefore have value semantics and an encoding that depends
/// only on its value, as the calculator's has (its one class, `Fraction`, is immutable).
///
/// Memory: the memo holds the last encoding's bytes (the row's size, 48 KB at 1,000 entries), 4
/// bytes per array element, and the state it encoded, which it shares with the cached session
/// except for the arrays the state builds when it is encoded (the RPN outcomes, one per stack
/// element).
///
/// A value whose last encoding took fewer than ``smallestMemoized`` bytes is encoded afresh: looking
/// up and remembering its parts would cost more than writing them (a state without its history, a
/// few hundred bytes, took 15% longer with the memo), so the memo then holds only that size, and
/// uses it again after an encoding that was larger.
///
/// Safe to share: one encoding at a time uses it (a session is encoded under its lock); an encoding
/// that finds it in use encodes without it.
public final class CompactEncodingMemo: @unchecked Sendable {
    /// The size of a last encoding from which the next one uses the memo.
    static let smallestMemoized = 1024
    /// The most a buffer for a small encoding reserves: below glibc's 1 KB large-request threshold,
    /// with room for the array's header.
    static let smallBuffer = 960
    /// The size an encoding without a memo expects (the states of most sessions are a few hundred bytes).
    static let unknownSize = 512

    /// One value or array as last encoded.
    struct Entry {
        /// `ObjectIdentifier` of the value's type (an array's is `[Element]`).
        var type: ObjectIdentifier
        /// The value itself (an array is a value too), kept so that the storage it shares stays alive.
        var held: AnyObject
        /// Offset in ``Previous/bytes`` of the value's first byte (an array's first element's).
        var start: Int
        /// Offset in ``Previous/bytes`` just past the value's bytes.
        var end: Int
        /// An array's elements: where each one's bytes end, as an offset from ``start``.
        var ends: [UInt32] = []
        /// A value's: how many entries after this one were written inside it.
        var inside = 0
    }

    /// The last encoding: its bytes and its arrays in the order they were written.
    struct Previous {
        var bytes: [UInt8]
        var entries: [Entry]
        /// How many elements that encoding copied rather than encoded (for tests and measurements).
        var reused = 0
        /// How many nested values that encoding copied whole.
        var reusedValues = 0
    }

    /// Set while an encoding uses ``previous``; only that encoding reads or writes it (the invariant
    /// that makes the class `Sendable`).
    private let busy = Atomic<Bool>(false)
    private var previous: Previous?
    /// The size of the last encoding, with the memo or without (see ``smallestMemoized``).
    private var lastSize = 0

    /// An empty memo: the first encoding with it writes everything.
    public init() {}

    /// Takes the memo for one encoding; `nil` when another encoding holds it.
    func acquire() -> Previous?? {
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { return nil }
        return .some(previous)
    }

    /// Gives the memo back after ``acquire()`` succeeded, with what the encoding wrote (`nil`: keep the old).
    func release(remembering next: Previous?) {
        if let next {
            previous = next
            lastSize = next.bytes.count
        }
        busy.store(false, ordering: .releasing)
    }

    /// The size of the last encoding (0 before the first); read by the encoding that acquired the memo.
    var lastEncodingSize: Int { lastSize }

    /// Whether the encoding that acquired the memo is to use it: the first one (its size unknown,
    /// it fills the memo for the next) and any after an encoding that was not small.
    var isWorthUsing: Bool { lastSize == 0 || lastSize >= Self.smallestMemoized }

    /// Gives the memo back after ``acquire()`` succeeded and the value was encoded afresh into
    /// `size` bytes: it forgets the encoding before (the next one starts afresh or from nothing).
    func release(afterEncodingAfresh size: Int) {
        previous = nil
        lastSize = size
        busy.store(false, ordering: .releasing)
    }

    /// How many array elements the last encoding copied from the one before rather than encoded.
    public var reusedElements: Int {
        guard let taken = acquire() else { return 0 }
        defer { release(remembering: nil) }
        return taken?.reused ?? 0
    }

    /// How many nested values (a calculator, a pending operation, …) the last encoding copied whole
    /// from the one before rather than encoded.
    public var reusedValues: Int {
        guard let taken = acquire() else { return 0 }
        defer { release(remembering: nil) }
        return taken?.reusedValues ?? 0
    }
}

extension CompactEncodingMemo {
    /// A value kept by an ``Entry``.
    final class RememberedValue<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// What an ``Entry`` holds while its value is being written.
    static let placeholder = RememberedValue(())
}

extension CompactEncodingMemo.RememberedValue: Sendable where Value: Sendable {}

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
        // Room for a little growth: a state without its history takes a few hundred bytes, and an
        // allocation of 1 KB or more costs glibc a sweep of its fast bins (`malloc_consolidate`).
        bytes.reserveCapacity(previous.map { $0.bytes.count + $0.bytes.count / 8 + 64 } ?? 1024)
        bytes.append(CompactEncoding.magic)
        try write(value)
        next = CompactEncodingMemo.Previous(
            bytes: bytes, entries: remembered ?? [], reused: reused, reusedValues: reusedValues)
        return bytes
    }

    /// The index of the remembered entry written at the same position as the next one, else of the
    /// first of `type`.
    func rememberedEntry(of type: ObjectIdentifier) -> Int? {
        guard let previous, let position = remembered?.count else { return nil }
        if position < previous.entries.count, previous.entries[position].type == type { return position }
        return previous.entries.firstIndex { $0.type == type }
    }

    /// Notes a value or array just written, for the next encoding.
    func remember(_ entry: CompactEncodingMemo.Entry) {
        remembered?.append(entry)
    }

    /// Writes `value`, copying its bytes when it is the one a remembered entry holds, and remembers it.
    func writeMemoized<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
        let type = ObjectIdentifier(Value.self)
        if let index = rememberedEntry(of: type), let previous,
            let old = previous.entries[index].held as? CompactEncodingMemo.RememberedValue<Value>,
            sameRepresentation(value, old.value)
        {
            copy(entryAt: index, of: previous)
            return
        }
        let index = remembered?.count ?? 0
        let start = bytes.count
        remember(.init(type: type, held: CompactEncodingMemo.placeholder, start: start, end: start))
        try writeEncoding(value, codingPath: codingPath)
        let inside = (remembered?.count ?? index + 1) - index - 1
        remembered?[index] = .init(
            type: type, held: CompactEncodingMemo.RememberedValue(value), start: start, end: bytes.count,
            inside: inside)
    }

    /// Copies the bytes of `previous`' entry at `index`, with the entries written inside it (moved
    /// to where they now are).
    private func copy(entryAt index: Int, of previous: CompactEncodingMemo.Previous) {
        let entry = previous.entries[index]
        let shift = bytes.count - entry.start
        reusedValues += 1
        previous.bytes.withUnsafeBufferPointer {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[entry.start..<entry.end]))
        }
        for var copied in previous.entries[index...(index + entry.inside)] {
            copied.start += shift
            copied.end += shift
            reused += copied.ends.count
            remember(copied)
        }
    }
}

/// Whether `a` and `b` hold the same representation, so they encode to the same bytes.
///
/// The padding between a struct's fields is not copied with it (a history line copied into a new
/// array keeps its fields, not its padding), so when the raw bytes differ, `a` is copied over a raw
/// copy of `b` and compared again: equal, that copy of `a` is `b`'s very bytes.
func sameRepresentation<Value>(_ a: Value, _ b: Value) -> Bool {
    withUnsafePointer(to: a) { a in
        withUnsafePointer(to: b) { b in
            // The common case first, with no scratch to allocate.
            if memcmp(a, b, MemoryLayout<Value>.size) == 0 { return true }
            let scratch = UnsafeMutablePointer<Value>.allocate(capacity: 1)
            defer { scratch.deallocate() }
            return sameRepresentation(a, b, scratch: scratch)
        }
    }
}

/// ``sameRepresentation(_:_:)`` of the values at `a` and `b`, with `scratch` to compare in.
func sameRepresentation<Value>(
    _ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>, scratch: UnsafeMutablePointer<Value>
) -> Bool {
    let size = MemoryLayout<Value>.size
    if memcmp(a, b, size) == 0 { return true }
    UnsafeMutableRawPointer(scratch).copyMemory(from: b, byteCount: size)
    scratch.initialize(from: a, count: 1)
    let same = memcmp(scratch, b, size) == 0
    scratch.deinitialize(count: 1)
    return same
}

/// An array whose encoding a ``CompactEncodingMemo`` remembers element by element.
protocol MemoizableArray {
    /// Writes the array as `Array.encode(to:)` would, copying what `sink`'s memo remembers.
    func writeMemoized(to sink: CompactSink) throws
}

extension Array: MemoizableArray where Element: Encodable {
    func writeMemoized(to sink: CompactSink) throws {
        let type = ObjectIdentifier(Self.self)
        let old = sink.rememberedEntry(of: type).flatMap { index in sink.previous.map { ($0.entries[index], $0.bytes) }
        }
        let base = sink.depth
        sink.tag(.array)
        sink.depth += 1
        let start = sink.bytes.count
        var ends: [UInt32] = []
        ends.reserveCapacity(count)
        sink.insideMemoizedArray = true
        defer { sink.insideMemoizedArray = false }
        try withUnsafeBufferPointer { new in
            if let old, let oldArray = old.0.held as? CompactEncodingMemo.RememberedValue<[Element]> {
                try oldArray.value.withUnsafeBufferPointer { remembered in
                    try Self.write(
                        new, reusing: remembered, entry: old.0, bytes: old.1, to: sink, at: start, ends: &ends)
                }
            } else {
                for element in new {
                    try sink.write(element)
                    ends.append(UInt32(sink.bytes.count - start))
                }
            }
        }
        sink.close(to: base)
        sink.remember(
            .init(
                type: type, held: CompactEncodingMemo.RememberedValue(self), start: start, end: sink.bytes.count,
                ends: ends))
    }

    /// Writes the elements of `new`, copying the bytes of runs of elements found unchanged in
    /// `old`: a common prefix, elements added or removed at the end, elements inserted (the newest
    /// history line at the front), one removed or replaced; anything else is encoded.
    private static func write(
        _ new: UnsafeBufferPointer<Element>, reusing old: UnsafeBufferPointer<Element>,
        entry: CompactEncodingMemo.Entry, bytes: [UInt8], to sink: CompactSink, at start: Int,
        ends: inout [UInt32]
    ) throws {
        let n = new.count
        let m = old.count
        // The same storage, held by the memo so it was not freed and reused: nothing changed.
        if n == m, n > 0, new.baseAddress == old.baseAddress {
            copy(0..<m, of: entry, bytes: bytes, to: sink, at: start, ends: &ends)
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
                copy(first..<j, of: entry, bytes: bytes, to: sink, at: start, ends: &ends)
            } else {
                try sink.write(new[i])
                ends.append(UInt32(sink.bytes.count - start))
                i += 1
            }
        }
    }

    /// Copies the remembered bytes of the elements `range` into the array written from `start`,
    /// and notes where each now ends.
    private static func copy(
        _ range: Range<Int>, of entry: CompactEncodingMemo.Entry, bytes: [UInt8], to sink: CompactSink,
        at start: Int, ends: inout [UInt32]
    ) {
        let from = range.lowerBound == 0 ? 0 : Int(entry.ends[range.lowerBound - 1])
        let to = Int(entry.ends[range.upperBound - 1])
        let shift = sink.bytes.count - start - from
        bytes.withUnsafeBufferPointer {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[(entry.start + from)..<(entry.start + to)]))
        }
        for k in range { ends.append(UInt32(Int(entry.ends[k]) + shift)) }
        sink.reused += range.count
    }
}
