/// The stack read as complete expressions, oldest first, in one pass from the bottom.
struct RPNEvaluation: Sendable {
    /// One complete expression and where its elements begin on the stack.
    struct Node: Sendable {
        var expression: Expression
        var start: Int
    }

    private(set) var nodes: [Node] = []

    init(stack: [RPNElement]) {
        for (index, element) in stack.enumerated() { apply(element, at: index) }
    }

    /// Adds the element pushed at `index` (constant time).
    mutating func apply(_ element: RPNElement, at index: Int) {
            switch element {
            case .operand(let value):
                nodes.append(Node(expression: .number(value), start: index))
            case .constant(let constant):
                nodes.append(Node(expression: .constant(constant), start: index))
            case .unary(let function):
                let operand = nodes.popLast()
                let inner = operand?.expression ?? .missing
                let expression: Expression = function == .negate ? .negate(inner) : .function(function, inner)
                nodes.append(Node(expression: expression, start: operand?.start ?? index))
            case .binary(let op):
                let right = nodes.popLast()
                let left = nodes.popLast()
                nodes.append(Node(
                    expression: .binary(op, left?.expression ?? .missing, right?.expression ?? .missing),
                    start: left?.start ?? right?.start ?? index))
            }
    }
}
