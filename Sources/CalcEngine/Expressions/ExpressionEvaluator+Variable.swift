extension ExpressionEvaluator {
    /// The name of the variable a plotted function is written in (`x^2 - 2`).
    public static let plotVariable = "x"

    /// Evaluates `expression`, parsed with a scope naming the parameter `x`, at the value `x`,
    /// paying for each operation from `budget`.
    ///
    /// ```swift
    /// let f = try ExpressionParser.parse("x^2-2", scope: NameScope(parameters: ["x"]))
    /// var budget = WorkBudget()
    /// let y = try ExpressionEvaluator().evaluate(f, x: .number(BigDecimal(3)), budget: &budget)   // 7
    /// ```
    public func evaluate(_ expression: Expression, x: Value, budget: inout WorkBudget) throws(CalculatorError) -> Value
    {
        var inner = self
        inner.bindings[Self.plotVariable] = x
        return try inner.evaluate(expression, budget: &budget)
    }
}
