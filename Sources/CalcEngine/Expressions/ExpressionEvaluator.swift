import BigInt

/// Evaluates typed expressions (SPEC 6) with exact decimal arithmetic.
///
/// ```swift
/// let evaluator = ExpressionEvaluator()
/// let value = try evaluator.evaluate("-6-5+4*3^2")   // 25
/// print(value.displayString)                          // "25"
/// ```
public struct ExpressionEvaluator: Sendable {
    /// The unit of the circular functions and their inverses.
    public var angle: AngleUnit
    /// The value of `ans` (the last result); `ans` is `Invalid input` while there is none.
    public var answer: Value?
    /// The value of `M` (the memory); `M` is `Invalid input` while it is empty.
    public var memory: BigDecimal?
    /// The units typed text may name: the standard catalogue, with currencies when rates are loaded.
    public var units: UnitCatalog
    /// The day `today` is (SPEC 10.7); nil where no day is set.
    public var today: CalendarDate?
    /// The worksheet's names (SPEC 10.4), as of ``NameScope/line``.
    public var scope: NameScope
    /// The word every value is held in (programmer mode, SPEC 10.5); nil for exact numbers of any size.
    public var word: WordFormat?
    /// The values of a function's parameters while its body is evaluated.
    var bindings: [String: Value] = [:]

    /// An evaluator with the given angle unit, last result and memory.
    public init(
        angle: AngleUnit = .radians, answer: Value? = nil, memory: BigDecimal? = nil, units: UnitCatalog = .standard,
        scope: NameScope = .none, today: CalendarDate? = nil, word: WordFormat? = nil
    ) {
        self.today = today
        self.word = word
        self.units = units
        self.scope = scope
        self.angle = angle
        self.answer = answer
        self.memory = memory
    }

    /// Parses and evaluates `text`, whose numbers are written in `format`.
    /// - Throws: `CalculatorError` with the message the display shows.
    public func evaluate(_ text: String, format: NumberFormat = .canonical) throws(CalculatorError) -> Value {
        try evaluate(try ExpressionParser.parse(text, format: format, units: units, scope: scope))
    }

    /// Evaluates a parsed expression within one ``WorkBudget``.
    /// - Throws: `CalculatorError.tooComplex` when its estimated work exceeds the budget.
    public func evaluate(_ expression: Expression) throws(CalculatorError) -> Value {
        var budget = WorkBudget()
        return try evaluate(expression, budget: &budget)
    }

    /// Evaluates a parsed expression, paying for each operation from `budget` before it runs.
    public func evaluate(_ expression: Expression, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        switch expression {
        case .number(let value):
            return try held(.number(value))
        case .integer(let integer):
            return try held(.integer(integer))
        case .inBase(let inner, let base):
            return try shown(inner, in: base, budget: &budget)
        case .quantity(let magnitude, let unit):
            return try held(Value(magnitude, unit: unit))
        case .unit(let unit):
            return try held(Value(.one, unit: unit))
        case .constant(let constant):
            return try held(try value(of: constant))
        case .negate(let inner):
            return try negated(inner, budget: &budget)
        case .binary(let op, let left, let right):
            if let word { return try binary(op, left, right, in: word, budget: &budget) }
            let a = try evaluate(left, budget: &budget)
            let b = try evaluate(right, budget: &budget)
            return try op.apply(a, b, percent: right.isPercent, budget: &budget)
        case .function(let function, let argument):
            return try held(try function.apply(try evaluate(argument, budget: &budget), angle: angle, budget: &budget))
        case .date(let date):
            return try held(.date(date))
        case .convert(let inner, let unit):
            return try convert(inner, to: unit, budget: &budget)
        case .variable(let name):
            guard let value = bindings[name] ?? scope.definitions.variable(name, before: scope.line) else {
                throw .units("\(name) is not defined here")
            }
            return value
        case .call(let name, let arguments):
            return try call(name, arguments, budget: &budget)
        case .list(let function, let arguments):
            return try list(function, arguments, budget: &budget)
        case .missing:
            throw .invalidInput
        }
    }

    // The cases below are functions of their own, not inline in `evaluate(_:budget:)`: that function
    // recurses once per level of the tree, and its frame is as large as its largest case.

    /// A call of a worksheet's function: its body evaluated with the arguments' values.
    @inline(never)
    private func call(_ name: String, _ arguments: [Expression], budget: inout WorkBudget) throws(CalculatorError)
        -> Value
    {
        guard let function = scope.definitions.function(name, before: scope.line) else {
            throw .units("\(name) is not defined here")
        }
        var inner = self
        inner.bindings = [:]
        for (parameter, argument) in zip(function.parameters, arguments) {
            inner.bindings[parameter] = try evaluate(argument, budget: &budget)
        }
        // Each call is paid for, so that functions calling functions twice over run out of budget, never hang.
        try budget.spend(1)
        inner.scope.line = function.line
        return try inner.evaluate(function.body, budget: &budget)
    }

    /// A list function of its arguments' values; in a word, its result as the word holds it, and
    /// `mod(a, b)` the word's `a % b` (the remainder with the dividend's sign, as typed `%` there).
    @inline(never)
    private func list(_ function: ListFunction, _ arguments: [Expression], budget: inout WorkBudget)
        throws(CalculatorError) -> Value
    {
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument, budget: &budget)) }
        if function == .mod, let word, values.count == 2 {
            return try word.apply(.modulus, values[0], values[1], budget: &budget)
        }
        return try held(try function.apply(values, angle: angle, budget: &budget))
    }

    /// `-inner`; a date has no sign (`-2025-01-01` is refused, not the date itself). Apart, so that
    /// the error path takes no room in every level of `evaluate`'s recursion.
    @inline(never)
    private func negated(_ inner: Expression, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        let value = try evaluate(inner, budget: &budget)
        if case .date = value { throw BinaryOperator.dateRefusal }
        return try held(-value)
    }

    /// `left op right` in `word`. A count (`200` in `1 << 200`, ``BinaryOperator/takesCount``)
    /// counts places or factors and is no value of the word: it is computed in
    /// ``WordFormat/countingWord``, integer arithmetic as the keypad's but not cut to a narrow word.
    /// Apart, as ``negated(_:budget:)``.
    @inline(never)
    private func binary(
        _ op: BinaryOperator, _ left: Expression, _ right: Expression, in word: WordFormat, budget: inout WorkBudget
    ) throws(CalculatorError) -> Value {
        let a = try evaluate(left, budget: &budget)
        guard op.takesCount else { return try word.apply(op, a, try evaluate(right, budget: &budget), budget: &budget) }
        var counting = self
        counting.word = word.countingWord
        return try word.apply(op, a, try counting.evaluate(right, budget: &budget), budget: &budget)
    }

    /// `inner to unit`.
    @inline(never)
    private func convert(_ inner: Expression, to unit: UnitProduct, budget: inout WorkBudget) throws(CalculatorError)
        -> Value
    {
        let value = try evaluate(inner, budget: &budget)
        if case .date = value { throw .units("A date does not convert to a unit") }
        return .quantity(try value.asQuantity.converted(to: unit, budget: &budget))
    }

    /// `value` as the word holds it, when there is one (see ``word``).
    private func held(_ value: Value) throws(CalculatorError) -> Value {
        guard let word else { return value }
        return try word.holding(value)
    }

    /// `inner to base`: the integer shown in `base`; in a word, its bits (`-1 to hex` is `0xFF` in 8 bits).
    @inline(never)
    private func shown(_ inner: Expression, in base: NumberBase, budget: inout WorkBudget) throws(CalculatorError)
        -> Value
    {
        let number = try evaluate(inner, budget: &budget).number
        if let number { try budget.spend(WorkCost.integerConversion(digits: max(0, number.magnitude10) + 1)) }
        guard let number, var integer = try number.wholeNumber() else {
            throw .integersOnly("to \(base.name)")
        }
        guard base != .decimal else { return .number(BigDecimal(significand: integer)) }
        if let word { integer = word.wrap(integer) }
        return .integer(BaseInteger(integer, base: base, word: word))
    }

    /// The value of a named constant.
    public func value(of constant: Constant) throws(CalculatorError) -> Value {
        switch constant {
        case .pi:
            return .number(MathConstants.pi(digits: BigDecimal.quotientDigits).approximate(BigDecimal.quotientDigits))
        case .e:
            return .number(
                MathConstants.e.rounded(toDigits: BigDecimal.quotientDigits).approximate(BigDecimal.quotientDigits))
        case .answer:
            guard let answer else { throw .noValue("ans") }
            return answer
        case .memory:
            guard let memory else { throw .noValue("M") }
            return .number(memory)
        case .today:
            guard let today else { throw .units("today is not known here") }
            return .date(today)
        }
    }

    /// The lines of reducing `text` one operation at a time, as ASCII text: `-6-5+4*3^2`,
    /// `-6-5+4*9`, `-6-5+36`, `-11+36`, `25` (see ``Reduction``). For the help page.
    public func reductionSteps(_ text: String) throws(CalculatorError) -> [String] {
        let working = Reduction(of: text, evaluator: self)
        if let error = working.error { throw error }
        return working.lines
    }
}
