/// The working of a typed expression: its reduction one operation at a time, as the evaluator
/// itself performs it (highest precedence first, left to right within one precedence), so the
/// steps can never disagree with the result (seed 000: `-6-5+4*3^2` → `-6-5+4*9` → `-6-5+36` →
/// `-11+36` → `25`).
///
/// The working costs what evaluating the expression costs, and its printing too: every step is
/// paid for from one ``WorkBudget`` (its operation, and its text by its length), so showing the
/// steps of an expression is never much more work than evaluating it. At most ``maximumSteps``
/// steps and ``maximumText`` characters of them are shown; the operations past either limit are
/// computed at once, unprinted, and only counted (``omittedSteps``).
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
        /// The value as an exact fraction (`1/3`, `-17/6`) when it is one that no decimal ends;
        /// `nil` for a decimal, an integer or a rounded value.
        public var fraction: String? = nil
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

        /// The characters (UTF-8 bytes) a page shows of it: the whole text, then the operation again.
        var size: Int { before.utf8.count + 2 * operation.utf8.count + after.utf8.count }
    }

    /// A step's text, when it fits, and the work of printing it (paid for whether it fits or not).
    struct PrintedStep {
        var marked: MarkedText?
        /// The budget units printing it took: its nodes (numbers, operators, functions, constants)
        /// and its bytes.
        var cost: Int
    }

    /// The most steps shown; a longer working ends with a note and the result.
    public static let maximumSteps = 200
    /// The most characters of steps shown (each step's expression and its operation again, see
    /// ``MarkedText``); a step that would pass it is left out with all after it, as past
    /// ``maximumSteps``. It bounds the steps page at about 100 KB.
    public static let maximumText = 50_000

    /// The expression as typed (parsed and printed back in ASCII), or the text when it does not parse.
    public private(set) var expression: String
    /// The steps, in order; empty for a lone number or a syntax error.
    public private(set) var steps: [Step] = []
    /// The final value as the display shows it; `nil` after an error.
    public private(set) var result: String?
    /// The final value as an exact fraction when it is one that no decimal ends (`10/21`); else `nil`.
    public private(set) var resultFraction: String?
    /// What went wrong, at the last step (or before any step for a syntax error, or after the
    /// steps shown for an operation left out).
    public private(set) var error: CalculatorError?
    /// The date and source of the exchange rates, when the result is in a currency (SPEC 10.3).
    public private(set) var note: String?
    /// How many operations were left out after ``maximumSteps`` steps or ``maximumText`` characters.
    public private(set) var omittedSteps = 0

    /// Reduces `text` (its numbers written in `format`) with `evaluator` (its angle unit, `ans` and
    /// `M`), within one full ``WorkBudget``.
    public init(
        of text: String, evaluator: ExpressionEvaluator = ExpressionEvaluator(), format: NumberFormat = .canonical
    ) {
        var budget = WorkBudget()
        self.init(of: text, evaluator: evaluator, budget: &budget, format: format)
    }

    /// Reduces `text` with `evaluator`, paying for every operation and every printed step from `budget`.
    public init(
        of text: String, evaluator: ExpressionEvaluator, budget: inout WorkBudget, format: NumberFormat = .canonical
    ) {
        let parsed: Expression
        do {
            parsed = try ExpressionParser.parse(text, format: format, units: evaluator.units)
        } catch {
            expression = text
            self.error = error
            return
        }
        let typed = ExpressionPrinter.ascii(parsed, marking: nil)
        expression = typed.text ?? text
        var room = Self.maximumText
        var current = parsed
        do {
            try budget.spend(WorkCost.printing(characters: typed.bytes, nodes: typed.nodes))
        } catch {
            self.error = error
            return
        }
        while let target = Self.nextOperation(in: current) {
            // A step is printed only if it fits: past the limits the rest is computed unprinted.
            let printed = steps.count < Self.maximumSteps ? Self.mark(target, in: current, within: room) : nil
            guard let printed, let marked = printed.marked else {
                do {
                    try budget.spend(printed?.cost ?? 0)  // the printing that did not fit
                } catch {
                    self.error = error
                    return
                }
                omittedSteps = Self.operations(in: current)
                break
            }
            let base = Self.percentBase(of: target, in: current)
            var baseValue: Value?
            var value: Value
            do {
                try budget.spend(printed.cost)
                if let base { baseValue = try evaluator.evaluate(base, budget: &budget) }
                value = try evaluator.evaluate(target, budget: &budget)
                if let a = baseValue { value = try BinaryOperator.multiply.apply(a, value, budget: &budget) }
            } catch {
                steps.append(Step(marked: marked, value: nil, note: nil, percentOf: baseValue?.displayString))
                self.error = error
                return
            }
            room -= marked.size
            let note = Self.roundingNote(target, value, base: baseValue)
            steps.append(
                Step(
                    marked: marked, value: value.displayString, note: note, percentOf: baseValue?.displayString,
                    fraction: Self.fraction(of: value)))
            current = Self.replacing(target, with: .literal(value), in: current)
        }
        do {
            let value = try evaluator.evaluate(current, budget: &budget)
            result = value.displayString
            resultFraction = Self.fraction(of: value)
            note = evaluator.units.currencyNote(for: value)
        } catch {
            self.error = error
        }
    }

    /// `n/d` for a value held as an exact fraction (one that no decimal ends), else nil.
    private static func fraction(of value: Value) -> String? {
        value.magnitude.fraction == nil ? nil : value.fractionText
    }

    /// The steps' expressions as ASCII text, then the result: the lines of seed 000's example.
    public var lines: [String] {
        steps.map(\.marked.text) + (result.map { [$0] } ?? [])
    }

    /// The operation reduced next, as a person works it out: the leftmost parenthesised group (or
    /// function argument) that is not yet a number first, innermost first; within one level, the
    /// highest precedence, then the leftmost. `nil` once the expression is a number.
    static func nextOperation(in expression: Expression) -> Expression? {
        var groups: [Expression] = []
        collectGroups(in: expression, into: &groups)
        for group in groups {
            if let inner = nextOperation(in: group) { return inner }
        }
        var candidates: [Expression] = []
        collectReducible(expression, into: &candidates)
        guard let highest = candidates.map(\.precedence).max() else { return nil }
        return candidates.first { $0.precedence == highest }
    }

    /// Appends the parenthesised parts of `expression` at its own level, left to right: function
    /// arguments and operands the printer puts in parentheses.
    private static func collectGroups(in expression: Expression, into groups: inout [Expression]) {
        switch expression {
        case .number, .constant, .missing, .quantity, .unit, .date, .integer: return
        case .convert(let inner, _), .inBase(let inner, _): collectGroups(in: inner, into: &groups)
        case .variable: return
        case .call(_, let arguments), .list(_, let arguments): groups.append(contentsOf: arguments)
        case .function(_, let argument): groups.append(argument)
        case .negate(let inner):
            if ExpressionPrinter.negatedNeedsParentheses(inner) {
                groups.append(inner)
            } else {
                collectGroups(in: inner, into: &groups)
            }
        case .binary(let op, let left, let right):
            if ExpressionPrinter.leftNeedsParentheses(left, of: op) {
                groups.append(left)
            } else {
                collectGroups(in: left, into: &groups)
            }
            if ExpressionPrinter.needsParentheses(right: right, of: op) {
                groups.append(right)
            } else {
                collectGroups(in: right, into: &groups)
            }
        }
    }

    /// Appends the nodes whose operands are all numbers, left to right.
    private static func collectReducible(_ expression: Expression, into candidates: inout [Expression]) {
        switch expression {
        case .number, .missing, .quantity, .unit, .date, .integer: return
        case .constant, .variable: candidates.append(expression)
        case .call(_, let arguments), .list(_, let arguments):
            let before = candidates.count
            for argument in arguments { collectReducible(argument, into: &candidates) }
            if candidates.count == before { candidates.append(expression) }
        case .negate(let inner):
            // A negative number (`-6`, `-5 km`) is already a literal.
            if case .number = inner { return }
            if case .quantity = inner { return }
            if case .integer = inner { return }
            collectReducible(inner, into: &candidates)
        case .convert(let inner, _), .inBase(let inner, _):
            let before = candidates.count
            collectReducible(inner, into: &candidates)
            if candidates.count == before { candidates.append(expression) }
        case .binary(let op, let left, let right):
            let before = candidates.count
            collectReducible(left, into: &candidates)
            let leftFound = candidates.count > before
            let middle = candidates.count
            collectReducible(right, into: &candidates)
            // A percent of the left operand waits for that operand's value: `100+200-10%` adds first.
            if op.takesPercent, leftFound, let percent = right.percentNode {
                candidates.replaceSubrange(middle..., with: candidates[middle...].filter { $0 != percent })
            }
            if candidates.count == before { candidates.append(expression) }
        case .function(_, let argument):
            let before = candidates.count
            collectReducible(argument, into: &candidates)
            if candidates.count == before { candidates.append(expression) }
        }
    }

    /// How many steps reducing `expression` takes: its operations and constants (a negation of a
    /// number is a literal, not a step).
    static func operations(in expression: Expression) -> Int {
        switch expression {
        case .number, .missing, .quantity, .unit, .date, .integer: 0
        case .constant, .variable: 1
        case .call(_, let arguments), .list(_, let arguments): arguments.reduce(1) { $0 + operations(in: $1) }
        case .negate(let inner): operations(in: inner)
        case .convert(let inner, _), .inBase(let inner, _): 1 + operations(in: inner)
        case .binary(_, let left, let right): 1 + operations(in: left) + operations(in: right)
        case .function(_, let argument): 1 + operations(in: argument)
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
        case .number, .constant, .missing, .quantity, .unit, .variable, .date, .integer: return expression
        case .call(let name, let arguments):
            return .call(name, arguments.map { replacing(target, with: replacement, in: $0, done: &done) })
        case .list(let function, let arguments):
            return .list(function, arguments.map { replacing(target, with: replacement, in: $0, done: &done) })
        case .negate(let inner): return .negate(replacing(target, with: replacement, in: inner, done: &done))
        case .convert(let inner, let unit):
            return .convert(replacing(target, with: replacement, in: inner, done: &done), unit)
        case .inBase(let inner, let base):
            return .inBase(replacing(target, with: replacement, in: inner, done: &done), base)
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
        case .number, .constant, .missing, .quantity, .unit, .variable, .date, .integer: return (false, nil)
        case .call(_, let arguments), .list(_, let arguments):
            for argument in arguments {
                let found = search(target, in: argument)
                if found.found { return found }
            }
            return (false, nil)
        case .negate(let inner), .convert(let inner, _), .inBase(let inner, _): return search(target, in: inner)
        case .function(_, let argument): return search(target, in: argument)
        case .binary(let op, let left, let right):
            let inLeft = search(target, in: left)
            if inLeft.found { return inLeft }
            if op.takesPercent, right.percentNode == target { return (true, left) }
            return search(target, in: right)
        }
    }

    /// The expression printed in ASCII with the first occurrence of `target` marked; `nil` when
    /// its ``MarkedText/size`` would pass `room` (printing stops there).
    static func mark(_ target: Expression, in expression: Expression, within room: Int = .max) -> PrintedStep {
        let printed = ExpressionPrinter.ascii(expression, marking: target, limit: room)
        let cost = WorkCost.printing(characters: printed.bytes, nodes: printed.nodes)
        guard let text = printed.text else { return PrintedStep(marked: nil, cost: cost) }
        guard let marked = printed.marked else {
            return PrintedStep(marked: MarkedText(before: "", operation: text, after: ""), cost: cost)
        }
        let bytes = text.utf8
        let start = bytes.index(bytes.startIndex, offsetBy: marked.lowerBound)
        let end = bytes.index(bytes.startIndex, offsetBy: marked.upperBound)
        let parts = MarkedText(
            before: String(text[..<start]), operation: String(text[start..<end]), after: String(text[end...]))
        return PrintedStep(marked: parts.size <= room ? parts : nil, cost: cost)
    }

    /// "rounded to N significant digits, shown to 15" where this step made an exact value
    /// approximate: the next steps compute with all N, the page writes 15.
    private static func roundingNote(_ operation: Expression, _ value: Value, base: Value?) -> String? {
        guard let digits = value.magnitude.precision, base?.magnitude.precision == nil else { return nil }
        let operandsExact: Bool
        switch operation {
        case .binary(_, let a, let b): operandsExact = a.isExactLiteral && b.isExactLiteral
        case .function(_, let a), .negate(let a), .convert(let a, _): operandsExact = a.isExactLiteral
        case .constant: operandsExact = true
        default: operandsExact = false
        }
        return operandsExact
            ? "rounded to \(digits) significant digits, shown to \(BigDecimal.displayDigits)" : nil
    }
}

extension Expression {
    /// Whether it is a number or a quantity held exactly (not rounded), or a unit.
    var isExactLiteral: Bool {
        switch self {
        case .number(let n), .quantity(let n, _): n.precision == nil
        case .unit, .date, .integer: true
        default: false
        }
    }
}
