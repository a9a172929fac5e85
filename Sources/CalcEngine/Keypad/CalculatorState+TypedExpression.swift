/// Typed expressions on the page (SPEC 6, the `expr` field), and how they continue a result.
extension CalculatorState {
    /// The characters that make typed text continue from the displayed value when it begins
    /// with one: the binary operators and their typographic aliases.
    private static let continuingOperators: Set<Character> = ["+", "-", "*", "/", "%", "^", "×", "÷", "−"]

    /// Evaluates a typed expression (the `expr` field) as a new calculation; in RPN mode its
    /// value is pushed onto the stack.
    ///
    /// In standard and scientific mode, text that begins with a binary operator (after spaces)
    /// continues from the displayed value, as in GNOME Calculator: after 1024, `+1` is
    /// `1024 + 1` and `-5` is `1024 − 5`, as `−` after `=` on the keypad continues from the
    /// result. On a fresh calculator or after an error it is a calculation of its own (`-5` is
    /// negative five). A failure keeps its context on the description line: the calculation as
    /// evaluated (`1 ÷ 0 =`), or the text as typed when it does not parse.
    ///
    /// ```swift
    /// var calculator = CalculatorState()
    /// calculator.evaluate(typed: "2^10")
    /// calculator.evaluate(typed: "+1")
    /// calculator.view.display      // "1025"
    /// calculator.view.expression   // "1024 + 1 ="
    /// ```
    ///
    /// Numbers in `text` are read in `format` (a decimal comma in German), or in the engine's own
    /// form; the page shows what was typed, as typed, when it fails.
    ///
    /// Unit names are looked up in `units`; a result in a currency notes the rates' date and source.
    ///
    /// `today` is the day the word `today` means; a calculation that uses it says which day it was.
    public mutating func evaluate(
        typed text: String, format: NumberFormat = .canonical, units: UnitCatalog = .standard, today: Today? = nil
    ) {
        var evaluator = evaluator(units: units)
        evaluator.today = today?.date
        defer { if let today, notice == nil, text.lowercased().contains("today") { notice = today.note } }
        if mode == .rpn {
            evaluateForStack(typed: text, format: format, evaluator: evaluator)
            return
        }
        infixIsRPNHandOver = false
        let left = continuedValue(typed: text)
        let expression: Expression
        do {
            expression = try parse(text, continuing: left, format: format, units: units)
        } catch {
            // The text as typed, so the position in the message points into it; but text beyond
            // the length limit is not echoed (the message gives its length).
            var line = text
            if case .tooLong = error { line = "" }
            infix.show(error: error, line: line, text: text)
            return
        }
        do {
            let value = try evaluator.evaluate(expression)
            record(infix.show(result: value, description: expression))
            notice = units.currencyNote(for: value)
        } catch {
            // A continued calculation is offered for correction whole (`5/0`), as the keypad does.
            infix.show(
                error: error, line: ExpressionPrinter.description(expression) + " =",
                text: left == nil ? text : ExpressionPrinter.ascii(expression))
        }
    }

    /// `text` parsed on its own, or as the continuation of `left` when there is one.
    private func parse(_ text: String, continuing left: Expression?, format: NumberFormat, units: UnitCatalog)
        throws(CalculatorError) -> Expression
    {
        guard let left else {
            return try ExpressionParser.parse(text, format: format, units: units, scope: NameScope(sheetNames))
        }
        return try ExpressionParser.parse(
            text, continuing: left, format: format, units: units, scope: NameScope(sheetNames))
    }

    /// In RPN mode typed text is an operand: its value is pushed (`-5` pushes -5, `+1` pushes 1);
    /// text that fails stays in the field with its error, as in the other modes.
    /// A leading operator does not apply to the stack: operations on the stack are keys, and
    /// reading `-5` as "subtract 5" would make a negative number impossible to type.
    /// The stack holds numbers: a quantity's number is pushed (its unit left out, as the notice
    /// says), and a date, which has no number, is refused where it was typed.
    private mutating func evaluateForStack(typed text: String, format: NumberFormat, evaluator: ExpressionEvaluator) {
        do throws(CalculatorError) {
            let value = try evaluator.evaluate(text, format: format)
            if case .date = value { throw .units(Self.stackRefusesDates) }
            rpn.clearMessage()  // an error shown from text typed before is over: this text is good
            rpn.push(.operand(value.magnitude))
            if case .quantity(let q) = value {
                notice = "The RPN stack holds numbers: \(q.unit.text(symbols: true)) was left out."
            }
        } catch {
            rpn.show(error: error, typed: text)
        }
    }

    /// Why a date typed in RPN mode is not pushed.
    static let stackRefusesDates = "The RPN stack holds numbers, not dates: work out dates on another keypad"

    /// The value typed text continues from: the displayed value (with its unit, after a typed
    /// result that has one) when the text begins with a binary operator and the calculator shows
    /// a value (neither fresh nor an error); else nil.
    private func continuedValue(typed text: String) -> Expression? {
        guard let first = text.first(where: { !$0.isWhitespace }), Self.continuingOperators.contains(first),
            !infix.isFresh
        else { return nil }
        if let quantity = infix.displayedQuantity { return .literal(quantity) }
        return infix.displayedValue.map(Expression.number)
    }

    /// An evaluator with this calculator's angle unit, last result (`ans`) and memory (`M`), and `units`.
    /// In programmer mode, values are held in its word (SPEC 10.5).
    private func evaluator(units: UnitCatalog) -> ExpressionEvaluator {
        var evaluator = ExpressionEvaluator(
            angle: angle, answer: history.first?.value, memory: memory, units: units, scope: NameScope(sheetNames))
        if mode == .programmer { evaluator.word = programmer.word }
        return evaluator
    }
}
