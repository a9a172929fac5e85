extension Plot {
    /// Whether `text`, typed in `format`, is a function of `x` that a graph can draw: it parses
    /// with `x` as its variable (and no other name the worksheet defines), and uses `x`. The
    /// calculator page offers a "Plot this function" link for such text.
    ///
    /// ```swift
    /// Plot.isFunctionOfX("x^2-2")   // true
    /// Plot.isFunctionOfX("2^10")    // false: no x
    /// ```
    public static func isFunctionOfX(
        _ text: String, format: NumberFormat = .canonical, units: UnitCatalog = .standard
    ) -> Bool {
        guard text.contains(Character(ExpressionEvaluator.plotVariable)) else { return false }
        let scope = NameScope(parameters: [ExpressionEvaluator.plotVariable])
        guard let expression = try? ExpressionParser.parse(text, format: format, units: units, scope: scope) else {
            return false
        }
        return expression.uses(variable: ExpressionEvaluator.plotVariable)
    }
}

extension Expression {
    /// Whether the variable `name` occurs anywhere in the expression.
    func uses(variable name: String) -> Bool {
        if case .variable(let v) = self { return v == name }
        return children.contains { $0.uses(variable: name) }
    }
}
