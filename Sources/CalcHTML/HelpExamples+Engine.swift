/// The engine's examples; until `ExpressionEvaluator` lands on `main`, a stand-in that says so.
extension HelpExamples {
    /// Worked examples computed by the calculator engine.
    public static let engine = HelpExamples(
        evaluate: { _ in "(computed when the engine is wired in)" },
        steps: { [$0] }
    )
}
