extension UserFunction {
    /// The function as a typed expression of `x` that `/plot` draws on its own (SPEC 10.6): its
    /// body with its parameter written `x`, each worksheet variable it uses written as its number,
    /// and each worksheet function it calls written out in full. Nil when it takes other than one
    /// argument, uses a name whose value is not a plain number (a quantity, a date), or comes out
    /// longer than a typed expression may be, so that the graph draws what the worksheet computes.
    ///
    /// ```swift
    /// // a = 2; f(t) = a*t^2 + 1
    /// f.plotExpression(in: sheet.definitions)   // "2*x^2+1"
    /// ```
    public func plotExpression(in definitions: Definitions) -> String? {
        guard parameters.count == 1 else { return nil }
        var depth = 0
        let variable = Expression.variable(ExpressionEvaluator.plotVariable)
        guard
            let expression = Self.inlined(
                body, bindings: [parameters[0]: variable], definitions: definitions, line: line, depth: &depth)
        else { return nil }
        // Printed up to the limit only: `f1(x) = f0(f0(x))`, `f2(x) = f1(f1(x))`, … doubles the
        // text at every line, and `f5` would print 2³² characters.
        let maximum = ExpressionParser.maximumLength
        guard let text = ExpressionPrinter.ascii(expression, limit: 4 * maximum), text.count <= maximum else {
            return nil
        }
        return text
    }

    /// The most functions written out into one graph's expression (each a worksheet line).
    static let maximumInlined = 200

    /// `expression` with `bindings` put for its parameters, numbers for worksheet variables and
    /// bodies for worksheet calls, as the lines before `line` define them; nil when something
    /// cannot be written so.
    private static func inlined(
        _ expression: Expression, bindings: [String: Expression], definitions: Definitions, line: Int,
        depth: inout Int
    ) -> Expression? {
        func inner(_ e: Expression) -> Expression? {
            inlined(e, bindings: bindings, definitions: definitions, line: line, depth: &depth)
        }
        switch expression {
        case .number, .constant, .missing, .quantity, .unit, .date, .integer:
            return expression
        case .inBase(let a, let base):
            return inner(a).map { .inBase($0, base) }
        case .negate(let a):
            return inner(a).map { .negate($0) }
        case .binary(let op, let a, let b):
            guard let a = inner(a), let b = inner(b) else { return nil }
            return .binary(op, a, b)
        case .function(let f, let a):
            return inner(a).map { .function(f, $0) }
        case .convert(let a, let unit):
            return inner(a).map { .convert($0, unit) }
        case .list(let f, let arguments):
            let values = arguments.compactMap(inner)
            return values.count == arguments.count ? .list(f, values) : nil
        case .variable(let name):
            if let bound = bindings[name] { return bound }
            guard case .number(let n)? = definitions.variable(name, before: line) else { return nil }
            return .number(n)
        case .call(let name, let arguments):
            depth += 1
            let values = arguments.compactMap(inner)
            guard depth <= maximumInlined, values.count == arguments.count,
                let function = definitions.function(name, before: line), function.parameters.count == values.count
            else { return nil }
            let inside = Dictionary(zip(function.parameters, values), uniquingKeysWith: { first, _ in first })
            guard
                let body = inlined(
                    function.body, bindings: inside, definitions: definitions, line: function.line, depth: &depth)
            else { return nil }
            // Parenthesised by the printer where its place needs it: it is a subtree like any other.
            return body
        }
    }
}
