/// The stack read as complete expressions, oldest first, each with its value.
///
/// Built in one pass from the bottom and then kept up to date push by push: a node's value is
/// computed from its operands' values when it is pushed, so a key costs the same however deep
/// the stack is. The values are stored with the stack (`outcomes`), so a session read back is
/// rebuilt without computing any of them again. A change of M or of the angle unit computes
/// again only the expressions that read it, newest first, within the key's ``WorkBudget``; any
/// the budget does not reach show "Calculation is too complex". Each node keeps its description
/// and its value as the page lists them, printed from its operands' when it is pushed.
struct RPNEvaluation: Sendable {
    /// What a complete expression evaluates to.
    enum Outcome: Sendable {
        case value(BigDecimal)
        case failure(CalculatorError)
        /// A missing operand or an unset M: the display stays empty.
        case incomplete

        /// The outcome as the stack list shows it: `?` when it cannot be computed.
        var shown: String {
            switch self {
            case .value(let value): value.displayString
            case .failure(let error): error.description
            case .incomplete: "?"
            }
        }
    }

    /// One complete expression and where its elements begin on the stack.
    struct Node: Sendable {
        var expression: Expression
        var outcome: Outcome
        var start: Int
        /// The stack index of its own element (the operation, or the operand itself).
        var root: Int
        /// Whether its value depends on the angle unit (it holds a circular function).
        var readsAngle = false
        /// Whether its value depends on M.
        var readsMemory = false
        /// The nodes this one consumed, so removing its element can give them back.
        var operands: [Node] = []
        /// `expression` as the description line prints it (nil when pushed by a replay: see `init`).
        var printed: String?
        /// `outcome.shown`, kept with the outcome (nil when pushed by a replay).
        var shown: String?

        /// The description line's form of `expression`.
        var description: String { printed ?? ExpressionPrinter.description(expression) }
        /// The stack list's form of `outcome`.
        var listed: String { shown ?? outcome.shown }

        /// The node with every index moved by `offset` (after a swap moved its elements).
        func shifted(by offset: Int) -> Node {
            var node = self
            node.start += offset
            node.root += offset
            node.operands = operands.map { $0.shifted(by: offset) }
            return node
        }

        /// Calls `body` with this node and every node inside it.
        func forEachNode(_ body: (Node) -> Void) {
            body(self)
            for operand in operands { operand.forEachNode(body) }
        }
    }

    private(set) var nodes: [Node] = []
    private(set) var angle: AngleUnit
    private(set) var variableM: BigDecimal?
    /// What the key being pressed may still spend; an operation beyond it fails with
    /// `CalculatorError.tooComplex`. Renewed for every key (`RPNCalculator.renewBudget()`).
    var budget: WorkBudget
    /// Whether pushed nodes are printed (not while `init` replays a stack).
    private var printing = true

    /// The stack's expressions, the values of its first elements taken from `outcomes` (one per
    /// element, as `outcomes(stackCount:)` gives them) and those of the rest computed.
    ///
    /// Only the newest ``RPNCalculator/listedValues`` expressions are printed, once and whole (a page
    /// shows no more); an older one is printed when it is shown.
    init(
        stack: [RPNElement], outcomes: [Outcome]? = nil, angle: AngleUnit, variableM: BigDecimal?,
        budget: WorkBudget = WorkBudget()
    ) {
        self.angle = angle
        self.variableM = variableM
        self.budget = budget
        let known = outcomes ?? []
        printing = false
        for (index, element) in stack.enumerated() {
            apply(element, at: index, known: index < known.count ? known[index] : nil)
        }
        printing = true
        for index in nodes.indices.suffix(RPNCalculator.listedValues) {
            nodes[index].printed = nodes[index].description
            nodes[index].shown = nodes[index].outcome.shown
        }
    }

    /// The outcome of each stack element's node, in stack order (what a stored session keeps).
    func outcomes(stackCount: Int) -> [Outcome] {
        var outcomes = [Outcome](repeating: .incomplete, count: stackCount)
        for node in nodes {
            node.forEachNode { if $0.root < stackCount { outcomes[$0.root] = $0.outcome } }
        }
        return outcomes
    }

    /// Adds the element pushed at `index` (constant time); `known` is its outcome when already computed.
    mutating func apply(_ element: RPNElement, at index: Int, known: Outcome? = nil) {
        var operands: [Node] = []
        switch element {
        case .operand, .constant:
            break
        case .unary:
            if let operand = nodes.popLast() { operands = [operand] }
        case .binary:
            let right = nodes.popLast()
            let left = nodes.popLast()
            operands = [left, right].compactMap { $0 }
        }
        var node = Node(
            expression: Self.expression(of: element, operands: operands), outcome: .incomplete,
            start: operands.first?.start ?? index, root: index, operands: operands)
        node.readsAngle = Self.readsAngle(element) || operands.contains { $0.readsAngle }
        node.readsMemory = element == .constant(.memory) || operands.contains { $0.readsMemory }
        node.outcome = known ?? outcome(of: element, operands: operands)
        if printing {
            node.printed = Self.printed(element, operands: operands)
            node.shown = node.outcome.shown
        }
        nodes.append(node)
    }

    /// Sets the angle unit and M, and computes again the expressions that read what changed,
    /// newest first, each operation paid for from the key's budget.
    mutating func update(stack: [RPNElement], angle: AngleUnit, variableM: BigDecimal?) {
        let angleChanged = angle != self.angle
        let memoryChanged = variableM != self.variableM
        self.angle = angle
        self.variableM = variableM
        guard angleChanged || memoryChanged else { return }
        for index in nodes.indices.reversed() {
            nodes[index] = reevaluated(nodes[index], stack: stack, angle: angleChanged, memory: memoryChanged)
        }
    }

    private mutating func reevaluated(_ node: Node, stack: [RPNElement], angle: Bool, memory: Bool) -> Node {
        guard (angle && node.readsAngle) || (memory && node.readsMemory), node.root < stack.count else { return node }
        var node = node
        node.operands = node.operands.map { reevaluated($0, stack: stack, angle: angle, memory: memory) }
        node.outcome = outcome(of: stack[node.root], operands: node.operands)
        node.shown = node.outcome.shown
        return node
    }

    /// The value of `element` applied to its operands' values (an operation paid for from the budget).
    private mutating func outcome(of element: RPNElement, operands: [Node]) -> Outcome {
        switch element {
        case .operand(let value):
            return .value(value)
        case .constant(.memory):
            return variableM.map { .value($0) } ?? .incomplete
        case .constant(let constant):
            return Self.outcome { () throws(CalculatorError) in try ExpressionEvaluator().value(of: constant).magnitude }
        case .unary(let function):
            guard operands.count == 1 else { return .incomplete }
            var budget = self.budget
            let angle = self.angle
            defer { self.budget = budget }
            return Self.combine(operands[0].outcome) { x throws(CalculatorError) in
                try function.apply(x, angle: angle, budget: &budget)
            }
        case .binary(let op):
            guard operands.count == 2 else { return .incomplete }
            var budget = self.budget
            defer { self.budget = budget }
            return Self.combine(operands[0].outcome, operands[1].outcome) { a, b throws(CalculatorError) in
                try op.apply(a, b, budget: &budget)
            }
        }
    }

    private static func expression(of element: RPNElement, operands: [Node]) -> Expression {
        switch element {
        case .operand(let value): .number(value)
        case .constant(let constant): .constant(constant)
        case .unary(let function):
            function == .negate
                ? .negate(operands.first?.expression ?? .missing)
                : .function(function, operands.first?.expression ?? .missing)
        case .binary(let op):
            // With one operand, it is the right one (the left is missing).
            operands.count == 2
                ? .binary(op, operands[0].expression, operands[1].expression)
                : .binary(op, .missing, operands.first?.expression ?? .missing)
        }
    }

    /// `expression(of:operands:)` as the description line prints it, from the operands' printed
    /// forms; nil when an operand has none.
    private static func printed(_ element: RPNElement, operands: [Node]) -> String? {
        let missing = (expression: Expression.missing, printed: "?")
        var parts: [(expression: Expression, printed: String)] = []
        for operand in operands {
            guard let printed = operand.printed else { return nil }
            parts.append((operand.expression, printed))
        }
        switch element {
        case .operand(let value):
            return ExpressionPrinter.number(value, symbols: true)
        case .constant(let constant):
            return constant.symbol
        case .unary(let function):
            let operand = parts.first ?? missing
            return function == .negate
                ? ExpressionPrinter.negated(operand.expression, printed: operand.printed)
                : ExpressionPrinter.applied(function, printed: operand.printed, symbols: true)
        case .binary(let op):
            // With one operand, it is the right one (the left is missing).
            let (left, right) = parts.count == 2 ? (parts[0], parts[1]) : (missing, parts.first ?? missing)
            return ExpressionPrinter.binary(
                op, left.expression, printed: left.printed, right.expression, printed: right.printed, symbols: true)
        }
    }

    /// Whether the element itself reads the angle unit (the circular functions and their inverses).
    private static func readsAngle(_ element: RPNElement) -> Bool {
        guard case .unary(let function) = element else { return false }
        switch function {
        case .sin, .cos, .tan, .asin, .acos, .atan: return true
        default: return false
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
        let newer = nodes.removeLast()
        let older = nodes.removeLast()
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

extension RPNEvaluation.Outcome: Codable {
    private enum CodingKeys: String, CodingKey {
        case failure
    }

    /// A value as its text, `null` when incomplete, `{"failure": …}` for an error.
    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .incomplete
        } else if let value = try? single.decode(BigDecimal.self) {
            self = .value(value)
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = .failure(try container.decode(CalculatorError.self, forKey: .failure))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .value(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .incomplete:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .failure(let error):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(error, forKey: .failure)
        }
    }
}
