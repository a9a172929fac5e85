import CalcEngine
import CalcSessions
import Foundation
import Testing

@testable import CalcStore

/// The compact encoding of stored states: every state round-trips, rows written as JSON by earlier
/// releases are still read, and damaged bytes are refused, never trapped on.
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
            let row = StoredState(seq: 1, lastUsed: 0, stateVersion: CalculatorState.currentVersion, state: Data(damaged))
            do {
                _ = try row.record()
            } catch {
                #expect(error == .corruptRecord("the calculator state does not decode (\(damaged.count) bytes)"))
                refused += 1
            }
        }
        #expect(refused > 0)
    }
}
