import CalcEngine
import PropertyBased
import Testing

/// Random key sequences of digits, operators, percent and `=` against the typed-expression evaluator.
struct KeypadPropertyTests {
    private static let keys: [Key] = [
        .digit0, .digit1, .digit2, .digit3, .digit5, .digit7, .digit9, .point,
        .add, .subtract, .multiply, .divide, .modulus, .percent, .power, .equals,
    ]

    @Test func resultEqualsEvalOfTheTypedTextAndTheDescriptionReparses() async {
        await propertyCheck(count: 300, input: Gen.element(of: Self.keys).array(of: 1...24)) { keys in
            var state = CalculatorState()
            // A repeated `=` shows its left operand as displayed (`5 + 3 =`), 15 digits of it, so
            // descriptions that continue from one are not exact; they are left to the example tests.
            var repeated = false
            var previous: Key?
            for case let key? in keys {
                let before = state.view
                let pressedBefore = previous
                previous = key
                state.press(.key(key))
                if key == .equals && before.state == .result { repeated = true }
                // So does any percent whose share the display shows rounded (`27 ^ = − 7 pct`).
                if key == .percent, Self.mayBeRounded(state.view.display) { repeated = true }
                // So does an implied operand (`=` right after an operator): the number as held, which
                // the line writes with the display's 15 digits (`9 ^ 55 + =`).
                if key == .equals || key == .closeParen, let op = pressedBefore,
                    [.add, .subtract, .multiply, .divide, .modulus, .power].contains(op),
                    Self.mayBeRounded(before.display)
                {
                    repeated = true
                }
                // So does a percent of the displayed number after an operator (`5 ÷ 7 + pct`): its share
                // is a computed value, shown in the line as displayed.
                if key == .percent, let op = pressedBefore,
                    [.add, .subtract, .multiply, .divide, .modulus, .power]
                        .contains(op)
                {
                    repeated = true
                }
                guard key == .equals, state.view.state != before.state || before.state != .result else { continue }
                let after = state.view
                guard before.state != .result, before.state != .error, after.state == .result else { continue }
                // The result equals the evaluation of what the typed-expression field held before `=`
                // (a trailing operator takes the displayed number as its right operand, SPEC 4.4).
                // (A lone sign before `=` is dropped — its case is in the example tests.) A `%` that
                // `pct` wrote is a percent sign, not an operator awaiting its operand.
                if before.display == "-0" { continue }
                var text = before.expr
                if let last = text.last, "+-*/%^".contains(last), pressedBefore != .percent {
                    // The implied operand is the displayed number as held; 15 digits may be rounded.
                    if Self.mayBeRounded(before.display) { continue }
                    text += "(\(before.display))"
                }
                let evaluated = try? ExpressionEvaluator().evaluate(text)
                #expect(evaluated?.displayString == after.display, "\(keys.compactMap { $0?.rawValue }) expr \(text)")
                // The description line re-parses to the same value.
                if repeated { continue }
                let line = String(after.expression.dropLast(2))
                let reparsed = try? ExpressionEvaluator().evaluate(line)
                #expect(reparsed?.displayString == after.display, "description \(line)")
            }
        }
    }

    /// Whether a display may show its number rounded: scientific notation (past 15 integer digits,
    /// or below 1e-9), or many significant digits (15 shown, fewer when the rounding ended in zeros).
    private static func mayBeRounded(_ display: String) -> Bool {
        display.contains("e") || display.filter(\.isNumber).drop { $0 == "0" }.count >= 10
    }

    /// A function written as an operator keeps its meaning as a right operand: `6 ÷ 3 inv` was
    /// written `6/1/(3)`, which reads back as 2 where `=` gives 18 (found by a helper's audit).
    @Test(arguments: [
        ("6 / 3 inv =", "18"), ("8 ^ 3 inv =", "2"), ("2 ^ 3 pow10 =", "1.07150860718627e301"),
        ("3 inv ^ 2 =", "0.111111111111111"), ("7 % 3 inv =", "0"), ("2 * 3 inv =", "0.666666666666667"),
    ])
    func aFunctionWrittenAsAnOperatorKeepsItsMeaning(_ keys: String, _ shown: String) throws {
        let before = pressed(String(keys.dropLast(2)), mode: .scientific)
        let typed = before.expr
        let after = pressed(keys, mode: .scientific)
        #expect(after.display == shown)
        #expect(try ExpressionEvaluator().evaluate(typed).displayString == shown, "\(typed)")
        let line = String(after.expression.dropLast(2))
        #expect(try ExpressionEvaluator().evaluate(line).displayString == shown, "\(line)")
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
