import CalcEngine
import PropertyBased
import Testing

/// Random key sequences of digits, operators and `=` against the typed-expression evaluator.
struct KeypadPropertyTests {
    private static let keys: [Key] = [
        .digit0, .digit1, .digit2, .digit3, .digit5, .digit7, .digit9, .point,
        .add, .subtract, .multiply, .divide, .modulus, .power, .equals,
    ]

    @Test func resultEqualsEvalOfTheTypedTextAndTheDescriptionReparses() async {
        await propertyCheck(count: 300, input: Gen.element(of: Self.keys).array(of: 1...24)) { keys in
            var state = CalculatorState()
            for case let key? in keys {
                let before = state.view
                state.press(.key(key))
                guard key == .equals, state.view.state != before.state || before.state != .result else { continue }
                let after = state.view
                guard before.state != .result, before.state != .error, after.state == .result else { continue }
                // The result equals the evaluation of what the typed-expression field held before `=`.
                // (A trailing operator takes the exact running total as its operand; the field shows
                // only 15 digits of it, so those cases are left to the example tests.)
                let text = before.expr
                if let last = text.last, "+-*/%^".contains(last) { continue }
                let evaluated = try? ExpressionEvaluator().evaluate(text)
                #expect(evaluated?.displayString == after.display, "\(keys.compactMap { $0?.rawValue }) expr \(text)")
                // The description line re-parses to the same value.
                let line = String(after.expression.dropLast(2))
                let reparsed = try? ExpressionEvaluator().evaluate(line)
                #expect(reparsed?.displayString == after.display, "description \(line)")
            }
        }
    }

    @Test func randomKeysNeverCrashAndAlwaysShowSomething() async {
        let all = Key.allCases
        await propertyCheck(count: 120, input: Gen.element(of: all).array(of: 1...40)) { keys in
            var state = CalculatorState()
            for case let key? in keys {
                state.press(.key(key))
                let view = state.view
                #expect(view.state == .error || view.mode == .rpn || !view.display.isEmpty)
            }
        }
    }
}
