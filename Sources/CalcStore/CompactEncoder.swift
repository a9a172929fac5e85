import CalcEngine

/// The stored form of a calculator state: a compact binary encoding of any `Codable` value, written
/// in one pass with no intermediate tree (Foundation's `JSONEncoder` took half the CPU of a key on
/// a database store).
///
/// Layout: the first byte is ``magic`` (a JSON text never starts with it, so rows written as JSON by
/// earlier releases are still told apart and read); then one value. A value is a tag byte and its
/// payload: ``Tag/null``, ``Tag/false``, ``Tag/true``; ``Tag/integer`` with a zigzag varint;
/// ``Tag/double`` with 8 little-endian bytes; ``Tag/string`` with a varint length and UTF-8 bytes;
/// ``Tag/array`` then its values then ``Tag/end``; ``Tag/object`` then (key string, value) pairs
/// then ``Tag/end``.
///
/// Containers do not extend their coding path (an allocation per value; the only error the encoder
/// raises, an integer beyond 64 bits, is rare enough to go without one). The encoder streams, so it
/// needs the order the synthesized `Codable` code (and this project's
/// own `encode(to:)` methods) keep: a nested container is filled before its parent writes on, and
/// `superEncoder` is not used. A container ends when its parent writes its next item, or when the
/// value that opened it is done.
enum CompactEncoding {
    /// The first byte of every compact state.
    static let magic: UInt8 = 0xC1

    enum Tag: UInt8 {
        case null = 0, `false`, `true`, integer, double, string, array, object, end
    }
}

/// Encodes a `Codable` value in the compact binary form the database stores keep states in.
public struct CompactEncoder {
    /// The size most states encode to (a few hundred bytes): the room reserved before writing.
    static let expectedSize = 512

    /// An encoder.
    public init() {}

    /// The bytes of `value`, starting with ``CompactEncoding/magic``.
    public func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = CompactSink()
        sink.bytes.reserveCapacity(Self.expectedSize)
        sink.bytes.append(CompactEncoding.magic)
        try sink.write(value)
        return sink.bytes
    }

    /// The bytes of the list that starts with the items of the list `added` and goes on with the
    /// first `kept` items of the list `previous` holds: the bytes that encoding that whole list
    /// gives, with the kept items copied rather than encoded again (a history that gained a line).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when `added` is not a list, or `previous` does not hold
    ///   a list of at least `kept` items.
    public func encode(prepending added: some Encodable, toFirst kept: Int, of previous: [UInt8]) throws -> [UInt8] {
        var bytes = try encode(added)
        guard bytes.count >= 3, bytes[1] == CompactEncoding.Tag.array.rawValue,
            bytes.last == CompactEncoding.Tag.end.rawValue
        else { throw CompactReader.corrupt("the added items are not a list") }
        var reader = CompactReader(bytes: previous)
        guard reader.byte() == CompactEncoding.magic, reader.byte() == CompactEncoding.Tag.array.rawValue else {
            throw CompactReader.corrupt("the previous items are not a list")
        }
        let start = reader.offset
        for _ in 0..<max(0, kept) { try reader.skip(depth: 1) }
        bytes.removeLast()
        bytes.append(contentsOf: previous[start..<reader.offset])
        bytes.append(CompactEncoding.Tag.end.rawValue)
        return bytes
    }
}

/// The bytes being written, shared by every container of one encoding; one encoding uses a sink,
/// on one thread.
final class CompactSink {
    /// Unchecked: every byte written is an access, and a class's run-time exclusivity check on each
    /// took a quarter of an encoding's time; the sink never escapes its one encoding.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// Containers opened and not yet ended.
    @exclusivity(unchecked) var depth = 0

    /// Ends the containers nested deeper than `level`.
    func close(to level: Int) {
        while depth > level {
            tag(.end)
            depth -= 1
        }
    }

    /// Starts a container inside the one at `level`; returns the new container's level.
    func open(_ kind: CompactEncoding.Tag, inside level: Int) -> Int {
        close(to: level)
        tag(kind)
        depth += 1
        return depth
    }

    func tag(_ tag: CompactEncoding.Tag) {
        bytes.append(tag.rawValue)
    }

    func integer(_ value: Int64) {
        bytes.appendCompact(integer: value)
    }

    func string(_ value: String) {
        bytes.appendCompact(string: value)
    }

    func double(_ value: Double) {
        tag(.double)
        let pattern = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: pattern >> shift)) }
    }

    /// Writes `value` by encoding it: whatever container it opens, closed once its `encode(to:)`
    /// returned; a value that encodes nothing is written as null.
    func write(_ value: some Encodable) throws {
        let base = depth
        let start = bytes.count
        try value.encode(to: CompactValueEncoder(sink: self, level: base))
        if bytes.count == start { tag(.null) }
        close(to: base)
    }
}

/// The encoder one value is handed: a value (no allocation per value encoded) that finds its
/// container in the sink, where a container deeper than its level, while it is being encoded, is the
/// one it opened.
struct CompactValueEncoder: Encoder {
    let sink: CompactSink
    /// The level of the container this value is written in.
    let level: Int
    /// Never extended (see ``CompactEncoding``).
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The level of this value's container, opened with `kind` on first use.
    private func containerLevel(_ kind: CompactEncoding.Tag) -> Int {
        sink.depth > level ? level + 1 : sink.open(kind, inside: level)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedContainer<Key>(sink: sink, level: containerLevel(.object)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedContainer(sink: sink, level: containerLevel(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleContainer(sink: sink, level: level)
    }
}

/// The values every container kind writes the same way.
protocol CompactWriting {
    var sink: CompactSink { get }
    /// The container's level: writing in it first ends the containers nested in it.
    var level: Int { get }
}

extension CompactWriting {
    func writeNil() {
        sink.close(to: level)
        sink.tag(.null)
    }
    func writeBool(_ value: Bool) {
        sink.close(to: level)
        sink.tag(value ? .true : .false)
    }
    func writeString(_ value: String) {
        sink.close(to: level)
        sink.string(value)
    }
    func writeDouble(_ value: Double) {
        sink.close(to: level)
        sink.double(value)
    }
    func writeInteger(_ value: some BinaryInteger) throws {
        guard let wide = Int64(exactly: value) else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "an integer beyond 64 bits"))
        }
        sink.close(to: level)
        sink.integer(wide)
    }
    func writeValue(_ value: some Encodable) throws {
        sink.close(to: level)
        try sink.write(value)
    }
}

struct CompactKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, CompactWriting {
    let sink: CompactSink
    let level: Int
    var codingPath: [any CodingKey] { [] }

    private func key(_ key: Key) {
        sink.close(to: level)
        sink.string(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        self.key(key)
        writeNil()
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        self.key(key)
        writeBool(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        self.key(key)
        writeString(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        self.key(key)
        writeDouble(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        self.key(key)
        writeDouble(Double(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        self.key(key)
        try writeInteger(value)
    }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        self.key(key)
        try writeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        self.key(key)
        let nested = sink.open(.object, inside: level)
        return KeyedEncodingContainer(
            CompactKeyedContainer<NestedKey>(sink: sink, level: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        self.key(key)
        return CompactUnkeyedContainer(sink: sink, level: sink.open(.array, inside: level))
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("CompactEncoder does not support superEncoder")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        preconditionFailure("CompactEncoder does not support superEncoder")
    }
}

/// Three words (no codingPath kept), so that the `any UnkeyedEncodingContainer` holding it needs no
/// allocation.
struct CompactUnkeyedContainer: UnkeyedEncodingContainer, CompactWriting {
    let sink: CompactSink
    let level: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(sink: CompactSink, level: Int) {
        self.sink = sink
        self.level = level
    }

    mutating func encodeNil() throws {
        count += 1
        writeNil()
    }
    mutating func encode(_ value: Bool) throws {
        count += 1
        writeBool(value)
    }
    mutating func encode(_ value: String) throws {
        count += 1
        writeString(value)
    }
    mutating func encode(_ value: Double) throws {
        count += 1
        writeDouble(value)
    }
    mutating func encode(_ value: Float) throws {
        count += 1
        writeDouble(Double(value))
    }
    mutating func encode(_ value: Int) throws {
        count += 1
        try writeInteger(value)
    }
    mutating func encode(_ value: Int64) throws {
        count += 1
        try writeInteger(value)
    }
    mutating func encode(_ value: UInt64) throws {
        count += 1
        try writeInteger(value)
    }
    mutating func encode(_ value: some Encodable) throws {
        count += 1
        try writeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        count += 1
        let nested = sink.open(.object, inside: level)
        return KeyedEncodingContainer(
            CompactKeyedContainer<NestedKey>(sink: sink, level: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return CompactUnkeyedContainer(sink: sink, level: sink.open(.array, inside: level))
    }

    mutating func superEncoder() -> any Encoder {
        preconditionFailure("CompactEncoder does not support superEncoder")
    }
}

struct CompactSingleContainer: SingleValueEncodingContainer, CompactWriting {
    let sink: CompactSink
    let level: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { writeNil() }
    mutating func encode(_ value: Bool) throws { writeBool(value) }
    mutating func encode(_ value: String) throws { writeString(value) }
    mutating func encode(_ value: Double) throws { writeDouble(value) }
    mutating func encode(_ value: Float) throws { writeDouble(Double(value)) }
    mutating func encode(_ value: Int) throws { try writeInteger(value) }
    mutating func encode(_ value: Int8) throws { try writeInteger(value) }
    mutating func encode(_ value: Int16) throws { try writeInteger(value) }
    mutating func encode(_ value: Int32) throws { try writeInteger(value) }
    mutating func encode(_ value: Int64) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try writeInteger(value) }
    mutating func encode(_ value: some Encodable) throws { try writeValue(value) }
}

/// The scalars of ``CompactEncoding`` as bytes.
extension [UInt8] {
    /// ``CompactEncoding/Tag/integer`` and the zigzag varint of `value`.
    mutating func appendCompact(integer value: Int64) {
        append(CompactEncoding.Tag.integer.rawValue)
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// ``CompactEncoding/Tag/string``, the varint length and the UTF-8 bytes of `value`.
    mutating func appendCompact(string value: String) {
        append(CompactEncoding.Tag.string.rawValue)
        appendVarint(UInt64(value.utf8.count))
        append(contentsOf: value.utf8)
    }

    /// `value` in 7-bit groups, lowest first, the high bit set on all but the last.
    private mutating func appendVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        append(UInt8(value))
    }
}
