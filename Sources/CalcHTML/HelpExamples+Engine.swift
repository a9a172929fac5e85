import CalcEngine

/// The help page's examples computed by the calculator engine, so the page cannot drift from it.
extension HelpExamples {
    /// Worked examples computed by `ExpressionEvaluator` in radians: the displayed result, or the error
    /// message; typed one after another, by a `CalculatorState`.
    public static let engine = HelpExamples(
        evaluate: { text in
            do throws(CalculatorError) {
                return try ExpressionEvaluator(angle: .radians).evaluate(text).displayString
            } catch {
                return error.description
            }
        },
        steps: { text in
            do throws(CalculatorError) {
                return try ExpressionEvaluator(angle: .radians).reductionSteps(text)
            } catch {
                return [text, error.description]
            }
        },
        continuing: { previous, text in
            var calculator = CalculatorState()
            calculator.evaluate(typed: previous)
            calculator.evaluate(typed: text)
            return calculator.view.display
        }
    )
}
