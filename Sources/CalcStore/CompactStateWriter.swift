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
        bytes.appendCompact(stringBytes: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    mutating func string(_ value: String) {
        bytes.appendCompact(string: value)
    }

    mutating func integer(_ value: Int) {
        bytes.appendCompact(integer: Int64(value))
    }

    mutating func bool(_ value: Bool) {
        bytes.append((value ? CompactEncoding.Tag.true : CompactEncoding.Tag.false).rawValue)
    }

    mutating func null() {
        bytes.append(CompactEncoding.Tag.null.rawValue)
    }
}
