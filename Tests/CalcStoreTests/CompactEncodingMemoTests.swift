import CalcEngine
import CalcSessions
import Foundation
import Testing

@testable import CalcStore

/// Encoding with a session's memo: the bytes are always those of an encoding without it, and what
/// did not change since the last encoding is copied, not encoded again.
struct CompactEncodingMemoTests {
    /// Keys of every kind, with the ones that shrink, rewrite or shift arrays (CE, CL, undo, drop,
    /// swap, angle, `=` with a full history) and the `frac`/`digits` display forms.
    static let keys =
        CompactEncodingTests.keys + [
            "frac", "digits", "h1", "h3", "fact", "CE", "CL", "=", "=", "enter", "mode-rpn", "mode-scientific",
            "1", "2", "+", "*", "/", "sqrt", "sin", "e", "rand",
        ]
    static let typed = [
        "1/3", "sqrt(2)", "2^0.5", "3248!%7", "1/7^20", "(1+2)*3", "sin(1)+ln(2)", "+1", "-5", "0.1+0.2",
    ]

    /// Presses `count` random keys (some typed expressions), encoding after each with `memo` as a
    /// store does, and checks the bytes against an encoding without it.
    static func checkRandomSession(
        keys count: Int, memo: CompactEncodingMemo, using generator: inout some RandomNumberGenerator
    )
        throws
    {
        var state = CalculatorState()
        for step in 0..<count {
            if Int.random(in: 0..<12, using: &generator) == 0 {
                state.evaluate(typed: typed.randomElement(using: &generator)!)
            } else if let press = KeyPress(parsing: keys.randomElement(using: &generator)!) {
                state.press(press)
            }
            let fresh = try CompactEncoder().encode(state)
            let memoized = try CompactEncoder(memo: memo).encode(state)
            #expect(memoized == fresh, "step \(step)")
            if memoized != fresh { return }
        }
    }

    @Test func randomSessionsEncodeAsWithoutAMemo() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            try Self.checkRandomSession(
                keys: Int.random(in: 1...400, using: &generator), memo: CompactEncodingMemo(), using: &generator)
        }
    }

    @Test func oneMemoCarriedAcrossUnrelatedStates() throws {
        // A memo that saw another session still gives the right bytes (a cache entry reused).
        var generator = SystemRandomNumberGenerator()
        let memo = CompactEncodingMemo()
        for _ in 0..<10 { try Self.checkRandomSession(keys: 150, memo: memo, using: &generator) }
    }

    /// Presses `cycle` over and over, `count` keys, encoding after each with the memo.
    static func session(_ cycle: String, keys count: Int, mode: String? = nil, memo: CompactEncodingMemo) throws
        -> CalculatorState
    {
        let keys = cycle.split(separator: " ").map { KeyPress(parsing: String($0))! }
        var state = CalculatorState()
        if let mode { state.press(KeyPress(parsing: mode)!) }
        for n in 0..<count {
            state.press(keys[n % keys.count])
            #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state), "key \(n)")
        }
        return state
    }

    @Test func aLongInfixCalculationReusesAllButTheNewKey() throws {
        let memo = CompactEncodingMemo()
        let state = try Self.session("3 2 4 8 fact -", keys: 1_200, memo: memo)
        var next = state
        next.press(KeyPress(parsing: "3")!)
        #expect(try CompactEncoder(memo: memo).encode(next) == CompactEncoder().encode(next))
        // 200 cycles: the tape's 600 entries and its 400 computed values are copied, but the last value.
        #expect(memo.reusedElements >= 999)
        // CE shrinks the tape: all that is left is copied.
        next.press(.key(.clearEntry))
        #expect(try CompactEncoder(memo: memo).encode(next) == CompactEncoder().encode(next))
        #expect(memo.reusedElements >= 990)
    }

    @Test func aFullRPNStackReusesItsElementsAndOutcomes() throws {
        let memo = CompactEncodingMemo()
        var state = try Self.session("3 2 4 8 fact", keys: 1_100, mode: "mode-rpn", memo: memo)
        state.press(KeyPress(parsing: "drop")!)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
        // 220 cycles, 440 elements: the stack and the outcomes of all but the dropped `3248 fact`.
        #expect(memo.reusedElements == 2 * 438)
        state.press(KeyPress(parsing: "angle")!)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
    }

    @Test func aNewHistoryLineAtTheFrontReusesTheOthers() throws {
        let memo = CompactEncodingMemo()
        // 60 calculations: the history fills to 50 lines, then drops its oldest on each `=`.
        var state = try Self.session("1 + 2 * 3 =", keys: 6 * 60, memo: memo)
        for key in ["7", "+", "8"] { state.press(KeyPress(parsing: key)!) }
        _ = try CompactEncoder(memo: memo).encode(state)
        state.press(KeyPress(parsing: "=")!)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
        #expect(memo.reusedElements >= 49)
    }

    @Test func aValueThatDidNotChangeIsCopiedWhole() throws {
        let memo = CompactEncodingMemo()
        // 100 cycles on the RPN stack, then keys on the standard keypad, which leave it as it is.
        var state = try Self.session("3 2 4 8 fact", keys: 500, mode: "mode-rpn", memo: memo)
        for key in ["mode-standard", "7", "+", "8"] {
            state.press(KeyPress(parsing: key)!)
            #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state), "\(key)")
        }
        // The RPN calculator is copied whole, its 200 elements and their outcomes with it.
        #expect(memo.reusedValues >= 1)
        #expect(memo.reusedElements >= 2 * 200)
        // `=` changes the infix calculator and the history, but not the RPN calculator.
        state.press(KeyPress(parsing: "=")!)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
        #expect(memo.reusedElements >= 2 * 200)
    }

    @Test func aSmallStateIsEncodedAfreshAndALargeOneWithTheMemo() throws {
        let memo = CompactEncodingMemo()
        // A few hundred bytes: the memo's bookkeeping would cost more than it saves.
        var state = try Self.session("1 + 2 =", keys: 8, memo: memo)
        #expect(try CompactEncoder().encode(state).count < CompactEncodingMemo.smallestMemoized)
        state.press(KeyPress(parsing: "4")!)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
        #expect(memo.reusedValues == 0 && memo.reusedElements == 0)
        // Grown past the threshold (a long tape), the next keys reuse what did not change.
        state = try Self.session("1 + 2 + 3 +", keys: 400, memo: memo)
        #expect(try CompactEncoder().encode(state).count >= CompactEncodingMemo.smallestMemoized)
        state.press(KeyPress(parsing: "4")!)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
        #expect(memo.reusedElements > 100)
    }

    @Test func aMemoInUseIsNotWaitedFor() throws {
        var state = CalculatorState()
        for key in ["1", "+", "2", "="] { state.press(KeyPress(parsing: key)!) }
        let memo = CompactEncodingMemo()
        _ = try CompactEncoder(memo: memo).encode(state)
        // Another encoding holds it: this one encodes without it, and leaves it as it was.
        let held = memo.acquire()
        #expect(held != nil)
        state.press(KeyPress(parsing: "5")!)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
        #expect(memo.acquire() == nil)
        memo.release(remembering: nil)
        #expect(try CompactEncoder(memo: memo).encode(state) == CompactEncoder().encode(state))
    }

    @Test func aStoredRowWithTheMemoReadsBack() throws {
        let memo = StoredStateMemo()
        var state = CalculatorState()
        for key in ["mode-rpn", "2", "enter", "3", "sqrt", "+", "frac", "mode-standard", "1", "+", "2", "="] {
            state.press(KeyPress(parsing: key)!)
            let record = SessionRecord(state: state, seq: 1, lastUsed: Date(timeIntervalSince1970: 1_000))
            let row = try StoredState(record, memo: memo)
            #expect(row == (try StoredState(record)))
            #expect(try row.record().state == state)
        }
    }
}
