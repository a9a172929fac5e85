/// Decodes a `Codable` value from ``CompactEncoding`` bytes.
///
/// The bytes are parsed into a small tree first (objects become dictionaries), so keys may be read
/// in any order; malformed bytes throw `DecodingError.dataCorrupted`, never trap.
public struct CompactDecoder {
    /// A decoder.
    public init() {}

    /// The value in `bytes`, which start with ``CompactEncoding/magic``.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        var reader = CompactReader(bytes: bytes)
        guard reader.byte() == CompactEncoding.magic else { throw CompactReader.corrupt("not a compact state") }
        let node = try reader.node(depth: 0)
        guard reader.atEnd else { throw CompactReader.corrupt("bytes after the value") }
        return try T(from: CompactValueDecoder(node: node, codingPath: []))
    }
}

/// One decoded value.
indirect enum CompactNode {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([CompactNode])
    case object([String: CompactNode])
}

/// Reads nodes from the bytes.
struct CompactReader {
    let bytes: [UInt8]
    var offset = 0
    /// Deeper nesting than this is refused (a damaged row must not exhaust the stack).
    static let maximumDepth = 64

    var atEnd: Bool { offset == bytes.count }

    static func corrupt(_ reason: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "compact state: \(reason)"))
    }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
            if shift > 63 { break }
        }
        throw Self.corrupt("a broken number")
    }

    mutating func string() throws -> String {
        String(decoding: bytes[try stringBytes()], as: UTF8.self)
    }

    /// Moves past a string's length and bytes; returns where its bytes are.
    mutating func stringBytes() throws -> Range<Int> {
        let length = try varint()
        guard length <= UInt64(bytes.count - offset) else { throw Self.corrupt("a string past the end") }
        let start = offset
        offset += Int(length)
        return start..<offset
    }

    /// Moves past one value without building it.
    mutating func skip(depth: Int) throws {
        guard depth < Self.maximumDepth else { throw Self.corrupt("nested too deeply") }
        guard let raw = byte(), let tag = CompactEncoding.Tag(rawValue: raw) else {
            throw Self.corrupt("an unknown tag")
        }
        switch tag {
        case .null, .false, .true: return
        case .integer: _ = try varint()
        case .double:
            guard bytes.count - offset >= 8 else { throw Self.corrupt("a number past the end") }
            offset += 8
        case .string: _ = try stringBytes()
        case .array, .object:
            // An object's keys are strings, skipped as values.
            while true {
                guard offset < bytes.count else { throw Self.corrupt("an unended list") }
                if bytes[offset] == CompactEncoding.Tag.end.rawValue {
                    offset += 1
                    return
                }
                try skip(depth: depth + 1)
            }
        case .end: throw Self.corrupt("an end out of place")
        }
    }

    mutating func node(depth: Int) throws -> CompactNode {
        guard depth < Self.maximumDepth else { throw Self.corrupt("nested too deeply") }
        guard let raw = byte(), let tag = CompactEncoding.Tag(rawValue: raw) else { throw Self.corrupt("an unknown tag") }
        switch tag {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .integer:
            let zigzag = try varint()
            return .integer(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
        case .double:
            guard bytes.count - offset >= 8 else { throw Self.corrupt("a number past the end") }
            var bits: UInt64 = 0
            for index in 0..<8 { bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            offset += 8
            return .double(Double(bitPattern: bits))
        case .string: return .string(try string())
        case .array:
            var items: [CompactNode] = []
            while true {
                guard offset < bytes.count else { throw Self.corrupt("an unended list") }
                if bytes[offset] == CompactEncoding.Tag.end.rawValue {
                    offset += 1
                    return .array(items)
                }
                items.append(try node(depth: depth + 1))
            }
        case .object:
            var fields: [String: CompactNode] = [:]
            while true {
                guard let next = byte() else { throw Self.corrupt("an unended object") }
                if next == CompactEncoding.Tag.end.rawValue { return .object(fields) }
                guard next == CompactEncoding.Tag.string.rawValue else { throw Self.corrupt("a key that is not text") }
                let key = try string()
                fields[key] = try node(depth: depth + 1)
            }
        case .end: throw Self.corrupt("an end out of place")
        }
    }
}

/// The decoder one node is handed.
struct CompactValueDecoder: Decoder {
    let node: CompactNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch(_ expected: String) -> DecodingError {
        .typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = node else { throw mismatch("an object") }
        return KeyedDecodingContainer(CompactKeyedDecoding<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node else { throw mismatch("a list") }
        return CompactUnkeyedDecoding(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleDecoding(decoder: self)
    }

    /// The node as `T`: a scalar of the stored kind, or a value decoded from it.
    func value<T: Decodable>(_ type: T.Type) throws -> T {
        switch node {
        case .bool(let value as T): return value
        case .string(let value as T): return value
        case .double(let value):
            if let value = value as? T { return value }
            if T.self == Float.self, let value = Float(value) as? T { return value }
        case .integer(let value):
            if let value = value as? T { return value }
            if let integer = T.self as? any FixedWidthInteger.Type {
                guard let converted = integer.init(exactly: value) else { throw mismatch("a smaller integer") }
                return converted as! T
            }
            if T.self == Double.self { return Double(value) as! T }
        default: break
        }
        if T.self == Bool.self || T.self == String.self || T.self == Double.self || T.self == Float.self
            || T.self is any FixedWidthInteger.Type
        {
            throw mismatch("\(T.self)")
        }
        return try T(from: self)
    }
}

struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [String: CompactNode]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    private func decoder(_ key: Key) throws -> CompactValueDecoder {
        guard let node = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no \(key.stringValue)"))
        }
        return CompactValueDecoder(node: node, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try decoder(key).node { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(key).value(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no super decoder"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no super decoder"))
    }
}

struct CompactUnkeyedDecoding: UnkeyedDecodingContainer {
    let items: [CompactNode]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [CompactNode], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> CompactValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "the list has no more items"))
        }
        defer { currentIndex += 1 }
        return CompactValueDecoder(node: items[currentIndex], codingPath: codingPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next().value(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
    }
}

struct CompactSingleDecoding: SingleValueDecodingContainer {
    let decoder: CompactValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = decoder.node { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.value(type)
    }
}
