/// The working of a typed expression: its reduction one operation at a time, as the evaluator
/// itself performs it (highest precedence first, left to right within one precedence), so the
/// steps can never disagree with the result (seed 000: `-6-5+4*3^2` → `-6-5+4*9` → `-6-5+36` →
/// `-11+36` → `25`).
///
/// ```swift
/// let working = Reduction(of: "1/(2-2)")
/// working.steps.map(\.marked.operation)  // ["2-2", "1/0"]
/// working.error                           // .divisionByZero
/// ```
public struct Reduction: Sendable, Equatable {
    /// One step: the expression before it with the operation it reduces marked, and what that gave.
    public struct Step: Sendable, Equatable {
        /// The expression as ASCII text in three parts: before the operation, the operation, after it.
        public var marked: MarkedText
        /// The operation's value as the display shows it; `nil` when the step failed.
        public var value: String?
        /// A plain note, such as where a value was rounded.
        public var note: String?
        /// For a percent right of `+` or `−`, the operand it is a share of, as the display shows it:
        /// `200-10%` reduces `10%` of 200 to 20 (SPEC 10.2).
        public var percentOf: String? = nil
    }

    /// Text with one marked part.
    public struct MarkedText: Sendable, Equatable {
        /// The text before the marked part.
        public var before: String
        /// The marked part: the operation reduced in this step.
        public var operation: String
        /// The text after it.
        public var after: String

        /// The whole text, unmarked.
        public var text: String { before + operation + after }
    }

    /// The most steps shown; a longer working ends with a note and the result.
    public static let maximumSteps = 200

    /// The expression as typed (parsed and printed back in ASCII), or the text when it does not parse.
    public private(set) var expression: String
    /// The steps, in order; empty for a lone number or a syntax error.
    public private(set) var steps: [Step] = []
    /// The final value as the display shows it; `nil` after an error.
    public private(set) var result: String?
    /// What went wrong, at the last step (or before any step for a syntax error).
    public private(set) var error: CalculatorError?
    /// How many steps were left out after ``maximumSteps``.
    public private(set) var omittedSteps = 0

    /// Reduces `text` with `evaluator` (its angle unit, `ans` and `M`).
    public init(of text: String, evaluator: ExpressionEvaluator = ExpressionEvaluator()) {
        let parsed: Expression
        do {
            parsed = try ExpressionParser.parse(text)
        } catch {
            expression = text
            self.error = error
            return
        }
        expression = ExpressionPrinter.ascii(parsed)
        // One budget for the whole working, as for evaluating the expression at once.
        var budget = WorkBudget()
        var current = parsed
        while let target = Self.nextOperation(in: current) {
            let marked = Self.mark(target, in: current)
            let base = Self.percentBase(of: target, in: current)
            var baseValue: BigDecimal?
            var value: BigDecimal
            do {
                if let base { baseValue = try evaluator.evaluate(base, budget: &budget) }
                value = try evaluator.evaluate(target, budget: &budget)
                if let a = baseValue { value = try BinaryOperator.multiply.apply(a, value, budget: &budget) }
            } catch {
                steps.append(Step(marked: marked, value: nil, note: nil, percentOf: baseValue?.displayString))
                self.error = error
                return
            }
            if steps.count < Self.maximumSteps {
                let note = Self.roundingNote(target, value, base: baseValue)
                steps.append(
                    Step(marked: marked, value: value.displayString, note: note, percentOf: baseValue?.displayString))
            } else {
                omittedSteps += 1
            }
            current = Self.replacing(target, with: .number(value), in: current)
        }
        do {
            result = try evaluator.evaluate(current, budget: &budget).displayString
        } catch {
            self.error = error
        }
    }

    /// The steps' expressions as ASCII text, then the result: the lines of seed 000's example.
    public var lines: [String] {
        steps.map(\.marked.text) + (result.map { [$0] } ?? [])
    }

    /// The operation reduced next, as a person works it out: the leftmost parenthesised group (or
    /// function argument) that is not yet a number first, innermost first; within one level, the
    /// highest precedence, then the leftmost. `nil` once the expression is a number.
    static func nextOperation(in expression: Expression) -> Expression? {
        for group in groups(in: expression) {
            if let inner = nextOperation(in: group) { return inner }
        }
        let candidates = reducible(expression)
        guard let highest = candidates.map(\.precedence).max() else { return nil }
        return candidates.first { $0.precedence == highest }
    }

    /// The parenthesised parts of `expression` at its own level, left to right: function
    /// arguments and operands the printer puts in parentheses.
    private static func groups(in expression: Expression) -> [Expression] {
        switch expression {
        case .number, .constant, .missing: return []
        case .function(_, let argument): return [argument]
        case .negate(let inner): return inner.precedence < .power ? [inner] : groups(in: inner)
        case .binary(let op, let left, let right):
            let leftGroups = left.precedence < op.precedence ? [left] : groups(in: left)
            let rightGroups = ExpressionPrinter.needsParentheses(right: right, of: op) ? [right] : groups(in: right)
            return leftGroups + rightGroups
        }
    }

    /// Nodes whose operands are all numbers, left to right.
    private static func reducible(_ expression: Expression) -> [Expression] {
        switch expression {
        case .number, .missing: return []
        case .constant: return [expression]
        case .negate(let inner):
            // A negative number (`-6`) is already a literal.
            if case .number = inner { return [] }
            return reducible(inner)
        case .binary(let op, let left, let right):
            let leftInner = reducible(left)
            var rightInner = reducible(right)
            // A percent of the left operand waits for that operand's value: `100+200-10%` adds first.
            if op.takesPercent, let percent = right.percentNode, !leftInner.isEmpty {
                rightInner.removeAll { $0 == percent }
            }
            let inner = leftInner + rightInner
            return inner.isEmpty ? [expression] : inner
        case .function(_, let argument):
            let inner = reducible(argument)
            return inner.isEmpty ? [expression] : inner
        }
    }

    /// `expression` with its first (leftmost) occurrence of `target` replaced.
    static func replacing(_ target: Expression, with replacement: Expression, in expression: Expression) -> Expression {
        var done = false
        return replacing(target, with: replacement, in: expression, done: &done)
    }

    private static func replacing(
        _ target: Expression, with replacement: Expression, in expression: Expression, done: inout Bool
    ) -> Expression {
        if done { return expression }
        if expression == target {
            done = true
            return replacement
        }
        switch expression {
        case .number, .constant, .missing: return expression
        case .negate(let inner): return .negate(replacing(target, with: replacement, in: inner, done: &done))
        case .binary(let op, let left, let right):
            let newLeft = replacing(target, with: replacement, in: left, done: &done)
            return .binary(op, newLeft, replacing(target, with: replacement, in: right, done: &done))
        case .function(let function, let argument):
            return .function(function, replacing(target, with: replacement, in: argument, done: &done))
        }
    }

    /// The left operand that the first occurrence of `target` (as `replacing` finds it) is a percent
    /// of, when it is one: the right operand of `+` or `−`, through signs (SPEC 10.2); else nil.
    static func percentBase(of target: Expression, in expression: Expression) -> Expression? {
        guard case .function(.percent, _) = target else { return nil }
        return search(target, in: expression).base
    }

    /// Whether `target` occurs in `expression`, and the left operand its first occurrence is a percent of.
    private static func search(_ target: Expression, in expression: Expression) -> (found: Bool, base: Expression?) {
        if expression == target { return (true, nil) }
        switch expression {
        case .number, .constant, .missing: return (false, nil)
        case .negate(let inner): return search(target, in: inner)
        case .function(_, let argument): return search(target, in: argument)
        case .binary(let op, let left, let right):
            let inLeft = search(target, in: left)
            if inLeft.found { return inLeft }
            if op.takesPercent, right.percentNode == target { return (true, left) }
            return search(target, in: right)
        }
    }

    /// The expression printed in ASCII with the first occurrence of `target` marked.
    static func mark(_ target: Expression, in expression: Expression) -> MarkedText {
        let (open, close) = ("\u{E000}", "\u{E001}")
        let printed = ExpressionPrinter.ascii(expression, marking: target, open: open, close: close)
        guard let start = printed.range(of: open), let end = printed.range(of: close) else {
            return MarkedText(before: "", operation: printed, after: "")
        }
        return MarkedText(
            before: String(printed[..<start.lowerBound]), operation: String(printed[start.upperBound..<end.lowerBound]),
            after: String(printed[end.upperBound...]))
    }

    /// "rounded to N significant digits" where this step made an exact value approximate.
    private static func roundingNote(_ operation: Expression, _ value: BigDecimal, base: BigDecimal?) -> String? {
        guard let digits = value.precision, base?.precision == nil else { return nil }
        let operandsExact: Bool
        switch operation {
        case .binary(_, .number(let a), .number(let b)): operandsExact = a.precision == nil && b.precision == nil
        case .function(_, .number(let a)), .negate(.number(let a)): operandsExact = a.precision == nil
        case .constant: operandsExact = true
        default: operandsExact = false
        }
        return operandsExact ? "rounded to \(digits) significant digits" : nil
    }
}
