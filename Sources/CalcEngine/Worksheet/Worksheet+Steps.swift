/// A worksheet line's working (SPEC 10.4): `/steps` knows no sheet, so a line links to its
/// expression with each name replaced by its value as of that line (`price * qty` → `12.5*3`), and
/// each call of a sheet's function by its body applied to the arguments (`f(3)` → `3^2+1`), or by
/// the value it gave when the body written out would pass ``maximumInlinedNodes``.
extension Worksheet {
    /// The line's expression as typed text that `/steps` reads on its own; nil for a line that
    /// computes nothing (a comment, a function, an error).
    public func stepsText(of line: WorksheetLine, units: UnitCatalog = .standard, angle: AngleUnit = .radians)
        -> String?
    {
        guard let value = line.value, let expression = line.expression else { return nil }
        let evaluator = ExpressionEvaluator(
            angle: angle, units: units, scope: NameScope(definitions, line: line.number), today: today)
        var room = Self.maximumInlinedNodes
        // Written out within what `/steps` reads and one evaluation's budget (a parameter used twice
        // doubles its argument at each level); else the line's value alone.
        let substituted = try? Self.substitutingNames(in: expression, with: evaluator, bindings: [:], room: &room)
        return substituted.flatMap {
            ExpressionPrinter.ascii($0, marking: nil, limit: ExpressionParser.maximumLength).text
        } ?? ExpressionPrinter.ascii(.literal(value))
    }

    /// The most nodes calls written out add to a line's working; past it, a call is its value.
    static let maximumInlinedNodes = 400

    /// `expression` with every variable and call replaced by its value.
    private static func substitutingNames(
        in expression: Expression, with evaluator: ExpressionEvaluator, bindings: [String: Expression],
        room: inout Int
    ) throws(CalculatorError) -> Expression {
        func inner(_ e: Expression) throws(CalculatorError) -> Expression {
            try substitutingNames(in: e, with: evaluator, bindings: bindings, room: &room)
        }
        switch expression {
        case .variable(let name):
            if let bound = bindings[name] { return bound }
            return .literal(try evaluator.evaluate(expression))
        case .call(let name, let arguments):
            var values: [Expression] = []
            for argument in arguments { values.append(try inner(argument)) }
            guard let function = evaluator.scope.definitions.function(name, before: evaluator.scope.line),
                room >= Self.nodes(in: function.body)
            else {
                return .literal(try evaluator.evaluate(.call(name, values)))
            }
            room -= Self.nodes(in: function.body)
            var body = evaluator
            body.scope.line = function.line
            return try substitutingNames(
                in: function.body, with: body,
                bindings: Dictionary(uniqueKeysWithValues: zip(function.parameters, values)), room: &room)
        case .number, .constant, .missing, .quantity, .unit, .date, .integer:
            return expression
        case .negate(let operand):
            return .negate(try inner(operand))
        case .binary(let op, let left, let right):
            return .binary(op, try inner(left), try inner(right))
        case .function(let function, let argument):
            return .function(function, try inner(argument))
        case .convert(let operand, let unit):
            return .convert(try inner(operand), unit)
        case .inBase(let operand, let base):
            return .inBase(try inner(operand), base)
        case .list(let function, let arguments):
            var substituted: [Expression] = []
            for argument in arguments { substituted.append(try inner(argument)) }
            return .list(function, substituted)
        }
    }

    /// How many nodes `expression` has.
    static func nodes(in expression: Expression) -> Int {
        expression.children.reduce(1) { $0 + nodes(in: $1) }
    }

    /// The sheet as a text file: each line, and after a line that gives a value `  → value`, after a
    /// failing one `  ! error`; past the bounds, the lines as typed and a last `# ` line saying so.
    /// Lines and values have their numbers in `format` (``WorksheetLine/shownText(in:)``); messages
    /// are in the words `words` gives for the English ones (the page's language), numbers as they are.
    public func download(in format: NumberFormat = .canonical, words: (String) -> String = { $0 }) -> String {
        var rows = lines.map { line in
            let text = line.shownText(in: format)
            if let result = line.result, line.kind != .comment { return "\(text)  → \(format.grouped(result))" }
            if let error = line.error { return "\(text)  ! \(words(error.description))" }
            return text
        }
        if let cut {
            let typed = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            rows += typed.dropFirst(lines.count).map(String.init) + ["# \(words(cut.description))"]
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
