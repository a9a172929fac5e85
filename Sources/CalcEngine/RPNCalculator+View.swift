extension RPNCalculator {
    /// How many of the newest complete expressions `#stack` and `#expression` show (each costs
    /// an evaluation and a print per page).
    static let listedValues = 20

    /// The display, its state, the description line, the typed-expression text and the stack values.
    func view(angle: AngleUnit) -> (display: String, state: DisplayState, expression: String, expr: String, stack: [String]) {
        let nodes = evaluation.nodes
        // The newest expressions only: a line of hundreds is unreadable, and each costs a print.
        var descriptions = nodes.suffix(Self.listedValues).map { ExpressionPrinter.description($0.expression) }
        if nodes.count > Self.listedValues { descriptions.insert("…", at: 0) }
        let expression = descriptions.isEmpty ? "" : descriptions.joined(separator: ", ") + " ="
        let values = nodes.suffix(Self.listedValues).map { shown($0.expression, angle: angle) }
        if let message {
            return (message, .error, expression, "", values)
        }
        if let typing {
            return (typing, .entry, expression, NumberEntry.value(of: typing).exactDescription, values)
        }
        guard let top = nodes.last else { return ("0", .entry, "", "0", values) }
        guard isComplete(top.expression) else { return ("", .result, expression, "", values) }
        do {
            let value = try value(of: top.expression, angle: angle)
            return (value.displayString, .result, expression, value.displayString, values)
        } catch {
            return (error.description, .error, expression, "", values)
        }
    }

    /// An expression's value as the stack list shows it: `?` when it cannot be computed.
    private func shown(_ expression: Expression, angle: AngleUnit) -> String {
        guard isComplete(expression) else { return "?" }
        do {
            return try value(of: expression, angle: angle).displayString
        } catch {
            return error.description
        }
    }
}
