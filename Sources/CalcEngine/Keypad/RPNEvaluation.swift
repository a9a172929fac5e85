/// The stack read as complete expressions, oldest first, each with its value.
///
/// Built in one pass from the bottom and then kept up to date push by push: a node's value is
/// computed from its operands' values when it is pushed, so a key costs the same however deep
/// the stack is. A change of M or of the angle unit re-reads the stack.
struct RPNEvaluation: Sendable {
    /// What a complete expression evaluates to.
    enum Outcome: Sendable {
        case value(BigDecimal)
        case failure(CalculatorError)
        /// A missing operand or an unset M: the display stays empty.
        case incomplete
    }

    /// One complete expression and where its elements begin on the stack.
    struct Node: Sendable {
        var expression: Expression
        var outcome: Outcome
        var start: Int
        /// The nodes this one consumed, so removing its element can give them back.
        var operands: [Node] = []

        /// The node with every start moved by `offset` (after a swap moved its elements).
        func shifted(by offset: Int) -> Node {
            Node(expression: expression, outcome: outcome, start: start + offset, operands: operands.map { $0.shifted(by: offset) })
        }
    }

    private(set) var nodes: [Node] = []
    let angle: AngleUnit
    let variableM: BigDecimal?
    /// What the key being pressed may still spend; an operation beyond it fails with
    /// `CalculatorError.tooComplex`. Renewed for every key (`RPNCalculator.renewBudget()`).
    var budget: WorkBudget

    init(stack: [RPNElement], angle: AngleUnit, variableM: BigDecimal?, budget: WorkBudget = WorkBudget()) {
        self.angle = angle
        self.variableM = variableM
        self.budget = budget
        for (index, element) in stack.enumerated() { apply(element, at: index) }
    }

    /// Adds the element pushed at `index` (constant time).
    mutating func apply(_ element: RPNElement, at index: Int) {
        switch element {
        case .operand(let value):
            nodes.append(Node(expression: .number(value), outcome: .value(value), start: index))
        case .constant(let constant):
            let outcome: Outcome
            if constant == .memory {
                outcome = variableM.map { .value($0) } ?? .incomplete
            } else {
                outcome = Self.outcome { () throws(CalculatorError) in try ExpressionEvaluator().value(of: constant) }
            }
            nodes.append(Node(expression: .constant(constant), outcome: outcome, start: index))
        case .unary(let function):
            let operand = nodes.popLast()
            let inner = operand?.expression ?? .missing
            let expression: Expression = function == .negate ? .negate(inner) : .function(function, inner)
            var budget = self.budget
            let outcome = Self.combine(operand?.outcome ?? .incomplete) { x throws(CalculatorError) in
                try function.apply(x, angle: angle, budget: &budget)
            }
            self.budget = budget
            nodes.append(Node(expression: expression, outcome: outcome, start: operand?.start ?? index, operands: operand.map { [$0] } ?? []))
        case .binary(let op):
            let right = nodes.popLast()
            let left = nodes.popLast()
            var budget = self.budget
            let outcome = Self.combine(left?.outcome ?? .incomplete, right?.outcome ?? .incomplete) { a, b throws(CalculatorError) in
                try op.apply(a, b, budget: &budget)
            }
            self.budget = budget
            nodes.append(Node(
                expression: .binary(op, left?.expression ?? .missing, right?.expression ?? .missing),
                outcome: outcome, start: left?.start ?? right?.start ?? index, operands: [left, right].compactMap { $0 }))
        }
    }

    /// Undoes the newest element (the root of the newest node): its operands come back.
    mutating func removeNewestElement() {
        guard let last = nodes.popLast() else { return }
        nodes.append(contentsOf: last.operands)
    }

    /// Removes the newest complete expression; returns where its elements began.
    mutating func removeNewestExpression() -> Int? {
        nodes.popLast()?.start
    }

    /// Exchanges the two newest complete expressions, as `swap` rearranges their elements.
    mutating func swapNewest(stackCount: Int) {
        guard nodes.count >= 2 else { return }
        let newer = nodes.removeLast(), older = nodes.removeLast()
        let newerLength = stackCount - newer.start
        nodes.append(newer.shifted(by: older.start - newer.start))
        nodes.append(older.shifted(by: newerLength))
    }

    private static func outcome(_ body: () throws(CalculatorError) -> BigDecimal) -> Outcome {
        do {
            return .value(try body())
        } catch {
            return .failure(error)
        }
    }

    private static func combine(_ x: Outcome, _ body: (BigDecimal) throws(CalculatorError) -> BigDecimal) -> Outcome {
        switch x {
        case .value(let v): outcome { () throws(CalculatorError) in try body(v) }
        case .failure, .incomplete: x
        }
    }

    private static func combine(
        _ x: Outcome, _ y: Outcome, _ body: (BigDecimal, BigDecimal) throws(CalculatorError) -> BigDecimal
    ) -> Outcome {
        switch (x, y) {
        case (.value(let a), .value(let b)): outcome { () throws(CalculatorError) in try body(a, b) }
        case (.incomplete, _), (_, .incomplete): .incomplete
        case (.failure, _): x
        default: y
        }
    }
}
