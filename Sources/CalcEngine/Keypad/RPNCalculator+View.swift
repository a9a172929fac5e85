extension RPNCalculator {
    /// How many of the newest complete expressions `#stack` and `#expression` show (each costs
    /// an evaluation and a print per page).
    static let listedValues = 20

    /// The display, its state, the description line, the typed-expression text (after a typed
    /// expression that failed, that text) and the stack values.
    var view: (display: String, state: DisplayState, expression: String, expr: String, stack: [String]) {
        let nodes = evaluation.nodes
        // The newest expressions only: a line of hundreds is unreadable, and each costs a print.
        var descriptions = nodes.suffix(Self.listedValues).map(\.description)
        if nodes.count > Self.listedValues { descriptions.insert("…", at: 0) }
        let expression = descriptions.isEmpty ? "" : descriptions.joined(separator: ", ") + " ="
        let values = nodes.suffix(Self.listedValues).map(\.listed)
        if let message {
            return (message, .error, expression, failedText ?? "", values)
        }
        if let typing {
            return (typing, .entry, expression, NumberEntry.value(of: typing).exactDescription, values)
        }
        guard let top = nodes.last else { return ("0", .entry, "", "0", values) }
        switch top.outcome {
        case .value(let value): return (value.displayString, .result, expression, value.typedText, values)
        case .failure(let error): return (error.description, .error, expression, "", values)
        case .incomplete: return ("", .result, expression, "", values)
        }
    }

    /// The value on the display, when it shows one (not while typing, nor an error or `?`).
    var displayedValue: BigDecimal? {
        guard message == nil, typing == nil, case .value(let value)? = evaluation.nodes.last?.outcome else {
            return nil
        }
        return value
    }
}
