import CalcEngine
import Foundation
import PropertyBased
import Testing

/// Presses space-separated keys on `state`.
private func press(_ keys: String, on state: inout CalculatorState) {
    for key in keys.split(separator: " ") { state.press(KeyPress(parsing: String(key))!) }
}

/// The state's JSON with its keys sorted, to compare two states' encodings.
private func encoded(_ state: CalculatorState) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try? encoder.encode(state)
}

/// The state as a store writes it and reads it back.
private func roundTrip(_ state: CalculatorState) throws -> CalculatorState {
    try JSONDecoder().decode(CalculatorState.self, from: JSONEncoder().encode(state))
}

/// A stored session holds the values of its calculation, so reading it back computes nothing and
/// every key costs the same however long the session (issue 13, item 3).
struct StoredCalculationTests {
    /// `3 2 4 8 fact -` again and again in one infix calculation, and `3 2 4 8 fact` on the RPN
    /// stack: ten of them computed again on a read would not fit in one key's budget.
    static func deepInfix() -> CalculatorState {
        var state = CalculatorState()
        for _ in 0..<10 { press("3 2 4 8 fact -", on: &state) }
        press("( 2 sqrt", on: &state)
        return state
    }

    static func deepRPN() -> CalculatorState {
        var state = CalculatorState()
        press("mode-rpn", on: &state)
        for _ in 0..<10 { press("3 2 4 8 fact", on: &state) }
        press("2 enter 3 0 sin +", on: &state)
        return state
    }

    @Test(arguments: [deepInfix(), deepRPN()])
    func aDeepSessionReadBackShowsTheSameAndContinuesTheSame(_ state: CalculatorState) throws {
        let copy = try roundTrip(state)
        #expect(copy == state)
        #expect(copy.view == state.view)
        for keys in ["=", "CE", "angle", "swap", "drop", "+", "CE CE CE"] {
            var a = copy
            var b = state
            press(keys, on: &a)
            press(keys, on: &b)
            #expect(a.view == b.view, "after \(keys)")
            #expect(encoded(a) == encoded(b), "after \(keys)")
        }
    }

    @Test func readingBackTakesTheStoredValuesInsteadOfComputing() throws {
        // A stored value changed on purpose shows through: nothing was computed again.
        var infix = CalculatorState()
        press("2 sqrt + 1", on: &infix)
        let infixText = String(decoding: try JSONEncoder().encode(infix), as: UTF8.self)
        #expect(infixText.contains("1.41421356237309504880168872420969807857"))
        let changed = infixText.replacingOccurrences(of: "1.41421356237309504880168872420969807857", with: "5")
        var copy = try JSONDecoder().decode(CalculatorState.self, from: Data(changed.utf8))
        press("=", on: &copy)
        #expect(copy.view.display == "6")

        var rpn = CalculatorState()
        press("mode-rpn 2 sqrt", on: &rpn)
        let rpnText = String(decoding: try JSONEncoder().encode(rpn), as: UTF8.self)
        let rpnChanged = rpnText.replacingOccurrences(of: "1.41421356237309504880168872420969807857", with: "5")
        #expect(rpnChanged != rpnText)
        let rpnCopy = try JSONDecoder().decode(CalculatorState.self, from: Data(rpnChanged.utf8))
        #expect(rpnCopy.view.display == "5")
    }

    @Test func clearEntryReusesTheValuesOfTheKeysBefore() {
        // Six of the largest factorial fit in no one key's budget: CE computes none again.
        var state = CalculatorState()
        for _ in 0..<6 { press("3 2 4 8 fact +", on: &state) }
        press("1 CE CE 2 =", on: &state)
        #expect(state.view.display == "1.18418055185163e9998")
    }

    @Test func angleComputesAgainOnlyWhatReadsIt() {
        // Factorials that do not read the angle unit: `angle` computes none of them again
        // (six would not fit in its budget).
        var state = CalculatorState()
        press("mode-rpn", on: &state)
        for _ in 0..<6 { press("3 2 4 8 fact", on: &state) }
        press("3 0 sin", on: &state)
        #expect(state.view.display == "-0.988031624092862")
        press("angle", on: &state)
        #expect(state.view.display == "0.5")
        #expect(state.view.stack.filter { $0 == "1.97363425308604e9997" }.count == 6)
        press("angle", on: &state)
        #expect(state.view.display == "-0.988031624092862")
    }

    @Test func angleOnAStackTooCostlyToComputeAgainShowsTheNewestFirst() throws {
        // Each of these reads the angle unit and costs a Γ: one key's budget cannot redo them all.
        var state = CalculatorState()
        press("mode-rpn", on: &state)
        for _ in 0..<60 { press("1 sin 3 0 0 0 + fact", on: &state) }
        press("angle", on: &state)
        let inDegrees = try ExpressionEvaluator(angle: .degrees).evaluate("(sin(1)+3000)!")
        #expect(state.view.display == inDegrees.displayString)
        var dropped = state
        for _ in 0..<59 { press("drop", on: &dropped) }
        #expect(dropped.view.display == "Calculation is too complex")
    }

    @Test func decodingThenPressingEqualsPressing() async throws {
        let keys: [Key] = [
            .digit1, .digit2, .digit3, .digit5, .digit9, .point, .add, .subtract, .multiply, .divide, .modulus,
            .power, .equals, .openParen, .closeParen, .clearEntry, .sqrt, .sin, .fact, .negate, .angle,
            .memoryAdd, .memoryRecall, .pi, .modeRPN, .modeScientific, .enter, .swap, .drop, .variableM, .storeM,
        ]
        await propertyCheck(count: 200, input: Gen.element(of: keys).array(of: 1...30)) { keys in
            var state = CalculatorState()
            for case let key? in keys {
                guard var copy = try? roundTrip(state) else {
                    Issue.record("does not read back after \(keys.compactMap { $0?.rawValue })")
                    return
                }
                copy.press(.key(key))
                state.press(.key(key))
                #expect(copy.view == state.view, "\(keys.compactMap { $0?.rawValue })")
                #expect(encoded(copy) == encoded(state))
            }
        }
    }

    /// Keys that edit an infix calculation often (CE, the operator autocorrect, `( ^`, signs), and
    /// keys that build, rearrange and take apart an RPN stack.
    static let editingKeys: [(mode: Key, keys: [Key])] = [
        (
            .modeScientific,
            [
                .digit1, .digit2, .digit7, .point, .exponentEntry, .add, .subtract, .subtract, .multiply, .divide,
                .modulus, .power, .openParen, .openParen, .closeParen, .clearEntry, .clearEntry, .equals, .negate,
                .sqrt, .fact, .sq, .inv, .pi, .memoryAdd, .memoryRecall, .fraction,
            ]
        ),
        (
            .modeRPN,
            [
                .digit1, .digit2, .digit7, .point, .enter, .enter, .add, .subtract, .multiply, .divide, .power,
                .negate, .sqrt, .sin, .fact, .pi, .swap, .drop, .clearEntry, .variableM, .storeM, .angle, .fraction,
            ]
        ),
    ]

    @Test(arguments: 0..<editingKeys.count)
    func aCalculationBuiltKeyByKeyShowsWhatItsStateReadBackShows(_ set: Int) async throws {
        // The live calculator prints each operand from its operands' printed forms (and the infix
        // one takes back its last entries from kept states); one read back is built from its
        // stored tape or stack and prints what it shows whole.
        let (mode, keys) = Self.editingKeys[set]
        await propertyCheck(count: 300, input: Gen.element(of: keys).array(of: 1...80)) { keys in
            var state = CalculatorState()
            state.press(.key(mode))
            for case let key? in keys {
                state.press(.key(key))
                guard let copy = try? roundTrip(state) else {
                    Issue.record("does not read back after \(keys.compactMap { $0?.rawValue })")
                    return
                }
                #expect(copy.view == state.view, "\(keys.compactMap { $0?.rawValue })")
                #expect(encoded(copy) == encoded(state), "\(keys.compactMap { $0?.rawValue })")
            }
        }
    }
}
