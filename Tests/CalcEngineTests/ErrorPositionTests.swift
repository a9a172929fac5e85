import CalcEngine
import Foundation
import Testing

/// A typed expression that failed stays in the field, and the view says where in it the error is,
/// so that the page can point at it (issue 28, item 4).
struct ErrorPositionTests {
    /// The text typed, then the field's text and the position the view names.
    @Test(
        arguments: [
            ("2*(3+4", 7), ("1+)", 3), ("2 +* 3", 4), ("3 4", 3), ("", 1),
            // one trailing `=` is not part of the error
            ("1+=", 3),
            // the first character past the 1,000 allowed
            (String(repeating: "1+", count: 600), 1_001),
        ] as [(String, Int)])
    func aTypedErrorKeepsItsTextAndPosition(text: String, position: Int) {
        for mode in [CalculatorMode.standard, .rpn] {
            var state = CalculatorState()
            if mode == .rpn { state.press(.key(.modeRPN)) }
            state.evaluate(typed: text)
            #expect(state.view.state == .error, "\(mode)")
            #expect(state.view.expr == text, "\(mode)")
            #expect(state.view.errorPosition == position, "\(mode)")
        }
    }

    /// An error that is not in the text (a division by zero) has no position; nor has a keypad error.
    @Test func otherErrorsHaveNoPosition() {
        var state = CalculatorState()
        state.evaluate(typed: "1/0")
        #expect(state.view.state == .error)
        #expect(state.view.errorPosition == nil)
        #expect(pressed("1 / 0 =").errorPosition == nil)
        #expect(CalculatorError.divisionByZero.position == nil)
        #expect(CalculatorError.syntax(position: 4, message: "").position == 4)
        #expect(CalculatorError.tooLong(length: 2_000).position == 1_001)
    }

    /// RPN keeps the failed text for correction until the next key, as the other modes do; the
    /// stack is as it was.
    @Test func rpnKeepsTheFailedTextUntilTheNextKey() {
        var state = CalculatorState()
        for key in ["mode-rpn", "3", "enter"] { state.press(KeyPress(parsing: key)!) }
        state.evaluate(typed: "2*(3+4")
        #expect(state.view.display == "Syntax error at 7: expected ')' to close '(' at 3")
        #expect(state.view.stack == ["3"])
        state.press(KeyPress(parsing: "frac")!)
        #expect(state.view.state != .error)
        #expect(state.view.expr == "3")
        #expect(state.view.errorPosition == nil)
    }

    /// The position is stored with the session, and a state stored before it existed still reads
    /// (without a position).
    @Test func thePositionIsStoredAndOldStatesStillRead() throws {
        for mode in ["mode-standard", "mode-rpn"] {
            var state = CalculatorState()
            state.press(KeyPress(parsing: mode)!)
            state.evaluate(typed: "1+)")
            let data = try JSONEncoder().encode(state)
            let copy = try JSONDecoder().decode(CalculatorState.self, from: data)
            #expect(copy == state)
            #expect(copy.view.errorPosition == 3)
            // As stored before: no position, and in RPN no failed text either.
            let stored = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let old = try JSONSerialization.data(
                withJSONObject: Self.removing(["position", "at", "failed"], from: stored))
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains(mode == "mode-rpn" ? #""at":3"# : #""position":3"#), "\(text)")
            let oldCopy = try JSONDecoder().decode(CalculatorState.self, from: old)
            #expect(oldCopy.view.state == .error)
            #expect(oldCopy.view.errorPosition == nil)
        }
    }

    /// `value` with every object's `keys` left out, at any depth.
    static func removing(_ keys: Set<String>, from value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { !keys.contains($0.key) }.mapValues { removing(keys, from: $0) }
        }
        if let array = value as? [Any] { return array.map { removing(keys, from: $0) } }
        return value
    }
}
