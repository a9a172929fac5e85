import CalcEngine

/// Writes a calculator state in ``CompactEncoding`` through the state's own walk
/// (``CalculatorState/write(to:includingHistory:)``): the bytes `CompactEncoder` writes for it,
/// without an `Encoder`'s container per nested value.
struct CompactStateWriter: StateWriter {
    private(set) var bytes: [UInt8]

    /// A writer whose buffer has room for `capacity` bytes, the magic byte written.
    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes.append(CompactEncoding.magic)
    }

    mutating func beginObject() {
        bytes.append(CompactEncoding.Tag.object.rawValue)
    }

    mutating func beginArray() {
        bytes.append(CompactEncoding.Tag.array.rawValue)
    }

    mutating func end() {
        bytes.append(CompactEncoding.Tag.end.rawValue)
    }

    mutating func key(_ name: StaticString) {
        bytes.append(CompactEncoding.Tag.string.rawValue)
        varint(UInt64(name.utf8CodeUnitCount))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    mutating func string(_ value: String) {
        bytes.append(CompactEncoding.Tag.string.rawValue)
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func integer(_ value: Int) {
        bytes.append(CompactEncoding.Tag.integer.rawValue)
        let wide = Int64(value)
        varint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func bool(_ value: Bool) {
        bytes.append((value ? CompactEncoding.Tag.true : CompactEncoding.Tag.false).rawValue)
    }

    mutating func null() {
        bytes.append(CompactEncoding.Tag.null.rawValue)
    }

    private mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}
