import CalcEngine
import CalcSessions
import Foundation
import Testing

@testable import CalcStore

/// The compact encoding of stored states: every state round-trips, its bytes follow the documented
/// layout, rows written as JSON by earlier releases are still read, and damaged bytes are refused,
/// never trapped on.
struct CompactEncodingTests {
    /// Keys of every kind, modes and memory included.
    static let keys = [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", ".", "+", "-", "*", "/", "=", "(", ")", "sqrt", "sin",
        "pi", "m+", "mr", "mc", "CE", "CL", "neg", "EE", "%", "^", "fact", "mode-scientific", "mode-rpn",
        "mode-standard", "enter", "swap", "drop", "angle", "h0", "undo", "M", "toM", "ln",
    ]

    /// A state after `count` keys drawn with `generator`.
    static func state(keys count: Int, using generator: inout some RandomNumberGenerator) -> CalculatorState {
        var state = CalculatorState()
        for _ in 0..<count {
            if let press = KeyPress(parsing: keys.randomElement(using: &generator)!) { state.press(press) }
        }
        return state
    }

    @Test func randomStatesRoundTripExactly() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let state = Self.state(keys: Int.random(in: 0...200, using: &generator), using: &generator)
            let bytes = try CompactEncoder().encode(state)
            #expect(bytes.first == CompactEncoding.magic)
            let decoded = try CompactDecoder().decode(CalculatorState.self, from: bytes)
            #expect(decoded == state, "round \(round)")
            #expect(decoded.view == state.view)
        }
    }

    /// An item of every kind the encoding has: null, booleans, integers, doubles, text, lists, objects.
    struct Item: Codable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var flag: Bool
        var missing: Int?
        var nested: [[String: Int]]
    }

    @Test func aListWithItemsPrependedIsTheWholeListEncoded() throws {
        let items = (0..<8).map { index in
            Item(
                name: String(repeating: "é", count: index), count: index * -300, ratio: Double(index) / 3,
                flag: index.isMultiple(of: 2), missing: index == 3 ? 7 : nil,
                nested: [["a": index], [:], ["b": 1, "c": -index]])
        }
        let previous = try CompactEncoder().encode(Array(items[2...]))
        for added in 0...2 {
            for kept in 0...6 {
                let bytes = try CompactEncoder().encode(
                    prepending: Array(items[(2 - added)..<2]), toFirst: kept, of: previous)
                #expect(bytes == (try CompactEncoder().encode(Array(items[(2 - added)..<(2 + kept)]))))
            }
        }
        // More items kept than the previous list holds, or a previous value that is not a list.
        #expect(throws: DecodingError.self) {
            try CompactEncoder().encode(prepending: [items[0]], toFirst: 7, of: previous)
        }
        #expect(throws: DecodingError.self) {
            try CompactEncoder().encode(prepending: [items[0]], toFirst: 1, of: try CompactEncoder().encode(items[1]))
        }
        #expect(throws: DecodingError.self) {
            try CompactEncoder().encode(prepending: items[0], toFirst: 1, of: previous)
        }
        #expect(throws: DecodingError.self) {
            try CompactEncoder().encode(prepending: [items[0]], toFirst: 1, of: Array(previous.prefix(9)))
        }
    }

    @Test func aRowWrittenAsJSONIsStillRead() throws {
        var state = CalculatorState()
        for key in ["7", "+", "8", "=", "m+", "mode-rpn", "2", "enter"] { state.press(KeyPress(parsing: key)!) }
        let json = try JSONEncoder().encode(state)
        let row = StoredState(seq: 8, lastUsed: 1_000, stateVersion: CalculatorState.currentVersion, state: json)
        #expect(try row.record().state == state)
        // And written back compact, it reads the same.
        let rewritten = try StoredState(try row.record())
        #expect(rewritten.state.first == CompactEncoding.magic)
        #expect(rewritten.state.count < json.count)
        #expect(try rewritten.record().state == state)
    }

    @Test func damagedBytesAreRefusedNotTrappedOn() throws {
        var generator = SystemRandomNumberGenerator()
        let state = Self.state(keys: 120, using: &generator)
        let bytes = try CompactEncoder().encode(state)
        var refused = 0
        for _ in 0..<2_000 {
            var damaged = bytes
            switch Int.random(in: 0..<3) {
            case 0: damaged[Int.random(in: 0..<damaged.count)] = UInt8.random(in: 0...255)
            case 1: damaged.removeLast(Int.random(in: 1...damaged.count - 1))
            default: damaged.insert(UInt8.random(in: 0...255), at: Int.random(in: 1..<damaged.count))
            }
            let row = StoredState(
                seq: 1, lastUsed: 0, stateVersion: CalculatorState.currentVersion, state: Data(damaged))
            do {
                _ = try row.record()
            } catch {
                #expect(error == .corruptRecord("the calculator state does not decode (\(damaged.count) bytes)"))
                refused += 1
            }
        }
        #expect(refused > 0)
    }

    /// A state's bytes, read by a parser of the layout ``CompactEncoding`` documents (written here, not
    /// the store's decoder), hold the tree Foundation's JSONEncoder makes of the same state.
    @Test func theBytesFollowTheDocumentedLayout() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<100 {
            let state = Self.state(keys: Int.random(in: 0...200, using: &generator), using: &generator)
            let bytes = try CompactEncoder().encode(state)
            var reader = LayoutReader(bytes: bytes)
            #expect(reader.byte() == 0xC1, "the magic byte")
            let tree = reader.value()
            #expect(tree != nil, "round \(round)")
            #expect(reader.offset == bytes.count, "nothing after the value")
            #expect(tree == (try JSONDecoder().decode(Tree.self, from: JSONEncoder().encode(state))), "round \(round)")
        }
    }

    /// What the synthesized code never does, laid out by hand: a value that encodes nothing is a
    /// null, and a second request for a value's container is the container it opened.
    @Test func aValueThatEncodesNothingIsNullAndAskingTwiceGivesOneContainer() throws {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        struct Twice: Encodable {
            enum Key: CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var first = encoder.container(keyedBy: Key.self)
                try first.encode([-1], forKey: .a)
                var second = encoder.container(keyedBy: Key.self)
                try second.encode(Nothing(), forKey: .b)
            }
        }
        let twice: [UInt8] = [7, 5, 1, 0x61, 6, 3, 1, 8, 5, 1, 0x62, 0, 8]  // {"a": [-1], "b": null}
        #expect(try CompactEncoder().encode([Twice(), Twice()]) == [0xC1, 6] + twice + twice + [8])
        #expect(try CompactEncoder().encode(Nothing()) == [0xC1, 0])
    }

    /// A value in either encoding: numbers as doubles (JSON writes `1.0` as `1`).
    indirect enum Tree: Equatable, Decodable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Tree])
        case object([String: Tree])

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else if let string = try? single.decode(String.self) {
                self = .string(string)
            } else if let array = try? single.decode([Tree].self) {
                self = .array(array)
            } else {
                self = .object(try single.decode([String: Tree].self))
            }
        }
    }

    /// Reads the layout: a tag byte (null 0, false 1, true 2, integer 3, double 4, string 5, array 6,
    /// object 7, end 8) and its payload; integers as zigzag varints, doubles as 8 little-endian bytes.
    struct LayoutReader {
        let bytes: [UInt8]
        var offset = 0

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func varint() -> UInt64? {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 7) {
                guard let byte = byte() else { return nil }
                value |= UInt64(byte & 0x7F) << UInt64(shift)
                if byte < 0x80 { return value }
            }
            return nil
        }

        mutating func string() -> String? {
            guard byte() == 5, let count = varint().map(Int.init), offset + count <= bytes.count else { return nil }
            defer { offset += count }
            return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        }

        /// The next value, or nil where the bytes break the layout (an `end` is not a value).
        mutating func value() -> Tree? {
            guard let tag = byte() else { return nil }
            switch tag {
            case 0: return .null
            case 1: return .bool(false)
            case 2: return .bool(true)
            case 3:
                guard let zigzag = varint() else { return nil }
                return .number(Double(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)))
            case 4:
                guard offset + 8 <= bytes.count else { return nil }
                let pattern = bytes[offset..<offset + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                offset += 8
                return .number(Double(bitPattern: pattern))
            case 5:
                offset -= 1
                return string().map(Tree.string)
            case 6:
                var items: [Tree] = []
                while offset < bytes.count, bytes[offset] != 8 {
                    guard let item = value() else { return nil }
                    items.append(item)
                }
                return byte() == 8 ? .array(items) : nil
            case 7:
                var members: [String: Tree] = [:]
                while offset < bytes.count, bytes[offset] != 8 {
                    guard let key = string(), let member = value() else { return nil }
                    members[key] = member
                }
                return byte() == 8 ? .object(members) : nil
            default: return nil
            }
        }
    }
}
