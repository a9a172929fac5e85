import CalcEngine
import Foundation
import TestSupport
import Testing

@testable import CalcStore

/// The state's own walk (``CalculatorState/write(to:includingHistory:)`` into
/// ``CompactStateWriter``) writes the very bytes of its `Codable` encoding, which stays the
/// format's definition and the way rows are read: for every kind of key, number, error and
/// stack element, with and without the history.
struct CompactStateWriterTests {
    /// Checks `state` both ways, with its history and without; returns whether they matched.
    @discardableResult
    static func check(_ state: CalculatorState, _ comment: Comment) throws -> Bool {
        let written = try CompactEncoder().encode(state, includingHistory: true)
        let encoded = try CompactEncoder().encode(state)
        #expect(written == encoded, comment)
        let writtenBare = try CompactEncoder().encode(state, includingHistory: false)
        let encodedBare = try CompactEncoder().encode(state.withoutHistory())
        #expect(writtenBare == encodedBare, comment)
        #expect(try CompactDecoder().decode(CalculatorState.self, from: written) == state, comment)
        return written == encoded && writtenBare == encodedBare
    }

    /// States that reach every case the state's encoding has: infix entries (digits, a leading
    /// minus, operands from constants, recalls and results, operators, `(` with and without an
    /// implied `×`, `)` and functions with an implied operand), the phases (editing, result, each
    /// error), a repeated `=`, memory, `frac` and its notice, and on the RPN stack operands,
    /// constants, M, functions, operators, incomplete and failed outcomes and a number being typed.
    static let keySequences = [
        "", "1 2 . 5", "- 5 +", "( - 2 ) ^ 2", "pi + e =", "7 + 9 = sqrt", "7 + 9 = history-0 *", "2 ( 3 + 4 ) =",
        "2 + ) =", "2 + sin =", "mode-scientific angle 3 0 sin =", "2 + 3 = = =", "7 m+ mr * mr =", "1 / 3 = frac",
        "2 sqrt = frac", "2 sqrt = digits", "1 / 0 =", "0 / 0 =", "2 neg sqrt =", "1 EE 9 9 9 9 ^ 2 =",
        "1 / 0 = 5", "mode-rpn 3 enter 4 + 5 enter 6", "mode-rpn pi e M toM sqrt sin * 2 /",
        "mode-rpn 1 enter 0 /", "mode-rpn 0 enter 0 /", "mode-rpn 1 EE 9 9 9 9 enter 2 ^", "mode-rpn 5 toM",
        "mode-rpn 2 neg sqrt", "mode-rpn +", "mode-rpn 1 2 . 5 EE",
        "mode-rpn 3 enter 4 swap drop angle", "3 fact fact", "1 + 2 = 3 + 4 = history-1 - history-0 =", "CL",
        "9 CE 8 CE CE",
    ]

    static func pressed(_ keys: String) throws -> CalculatorState {
        var state = CalculatorState()
        for key in keys.split(separator: " ") { state.press(try #require(KeyPress(parsing: String(key)))) }
        return state
    }

    static func typed(_ expression: String) -> CalculatorState {
        var state = CalculatorState()
        state.evaluate(typed: expression)
        return state
    }

    @Test(arguments: keySequences)
    func everyKindOfStateIsWrittenAsItIsEncoded(keys: String) throws {
        try Self.check(try Self.pressed(keys), "keys \(keys)")
    }

    static let expressions = [
        "1+", "(1+2", "1/0", "0/0", "sqrt(-1)", "10^10000*10^10000", "1/3", "sqrt(2)", "sin(1)+ln(2)",
        String(repeating: "1+", count: 600) + "1", String(repeating: "3248!%7+", count: 40) + "1", "2^0.5", "-5",
    ]

    @Test(arguments: expressions)
    func typedExpressionsAndTheirErrorsAreWrittenAsEncoded(expression: String) throws {
        var state = Self.typed(expression)
        try Self.check(state, "typed \(expression.prefix(40))")
        state.press(.key(.add))
        try Self.check(state, "typed \(expression.prefix(40)) then +")
    }

    /// Every case but those no stored state holds: a typed text's syntax and length errors are kept
    /// as the phase's strings, and an RPN failure comes from arithmetic, never from parsing.
    @Test func theStatesAboveReachEveryCaseOfTheEncoding() throws {
        var written: [UInt8] = []
        for keys in Self.keySequences {
            written += try CompactEncoder().encode(try Self.pressed(keys), includingHistory: true)
        }
        for expression in Self.expressions {
            written += try CompactEncoder().encode(Self.typed(expression), includingHistory: true)
        }
        let text = String(decoding: written, as: UTF8.self)
        let names = [
            "digits", "minus", "operand", "\u{02}op", "open", "impliedMultiply", "close", "implied", "apply",
            "repeatOperation", "editing", "result", "error", "number", "constant", "negate", "binary", "function",
            "unary", "failure", "divisionByZero", "undefined", "invalidInput", "overflow", "variableM", "typing",
            "message", "memory", "form", "notice", "~",
        ]
        let missing = names.filter { !text.contains($0) }
        #expect(missing.isEmpty, "no state above writes \(missing)")
    }

    @Test func theConformanceTablesStatesAreWrittenAsEncoded() throws {
        for row in try ConformanceRow.committed() {
            var state = CalculatorState()
            if row.mode == "rpn" { state.press(.key(.modeRPN)) }
            if row.mode == "scientific" { state.press(.key(.modeScientific)) }
            for key in row.keys {
                guard let press = KeyPress(parsing: key) else { continue }
                state.press(press)
            }
            try Self.check(state, "\(row)")
        }
    }

    @Test func randomSessionsAreWrittenAsEncodedAfterEveryKey() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<30 {
            var state = CalculatorState()
            for step in 0..<Int.random(in: 1...300, using: &generator) {
                if Int.random(in: 0..<12, using: &generator) == 0 {
                    state.evaluate(typed: CompactEncodingMemoTests.typed.randomElement(using: &generator)!)
                } else if let press = KeyPress(parsing: CompactEncodingMemoTests.keys.randomElement(using: &generator)!)
                {
                    state.press(press)
                }
                guard try Self.check(state, "step \(step)") else { return }
            }
        }
    }

    @Test func aSessionsMemoWritesSmallStatesByTheirWalkAndLargeOnesWithTheMemo() throws {
        // The same bytes either way, key after key, while the state grows past the memo's threshold.
        let memo = CompactEncodingMemo()
        var state = CalculatorState()
        for n in 0..<600 {
            state.press(try #require(KeyPress(parsing: ["1", "+"][n % 2])))
            let stored = try CompactEncoder(memo: memo).encode(state, includingHistory: false)
            #expect(stored == (try CompactEncoder().encode(state.withoutHistory())), "key \(n)")
        }
        #expect(memo.lastEncodingSize >= CompactEncodingMemo.smallestMemoized)
    }
}
