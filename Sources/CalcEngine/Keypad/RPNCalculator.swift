/// One element of the RPN stack (seed 001): operands, constants, the variable M and operations.
enum RPNElement: Codable, Hashable, Sendable {
    case operand(BigDecimal)
    /// π, e, or M (`Constant.memory`, the RPN variable).
    case constant(Constant)
    /// A function; the circular ones use the calculator's angle unit when the stack is evaluated.
    case unary(MathFunction)
    case binary(BinaryOperator)
}

/// The RPN calculator (SPEC 5): a stack of operands, variables and operations evaluated from the top.
struct RPNCalculator: Sendable {
    /// The most elements the stack holds; pushes beyond are ignored (keeps every key cheap).
    static let maximumElements = 1_000

    private(set) var stack: [RPNElement] = []
    /// The stack read as complete expressions; kept up to date as elements are pushed.
    private(set) var evaluation = RPNEvaluation(stack: [], angle: .radians, variableM: nil)
    /// The number being typed, as typed.
    private(set) var typing: String?
    /// The variable M; nil when unset.
    private(set) var variableM: BigDecimal? {
        didSet { evaluation.update(stack: stack, angle: angle, variableM: variableM) }
    }
    /// The angle unit the circular functions on the stack use (the calculator's).
    var angle: AngleUnit = .radians {
        didSet { evaluation.update(stack: stack, angle: angle, variableM: variableM) }
    }
    /// An error from a typed expression, shown until the next key.
    var message: String?
    /// The typed expression that failed, offered again in the field for correction, and where in it
    /// the error is (1-based); both only with a ``message``.
    var failedText: String?
    var failedPosition: Int?

    /// Shows the error of the typed expression `text`, until the next key.
    mutating func show(error: CalculatorError, typed text: String) {
        message = error.description
        failedText = text
        failedPosition = error.position
    }

    /// Ends the error shown, if any: the next key starts from the stack as it was.
    mutating func clearMessage() {
        message = nil
        failedText = nil
        failedPosition = nil
    }

    /// Gives the key about to be pressed a full ``WorkBudget``.
    mutating func renewBudget() {
        evaluation.budget = WorkBudget()
    }

    // MARK: - Number entry

    mutating func press(digit: Int) {
        typing = typing.map { NumberEntry.appending(digit: digit, to: $0) } ?? String(digit)
    }

    mutating func pressPoint() {
        typing = typing.map { NumberEntry.appendingPoint(to: $0) } ?? "0."
    }

    mutating func pressExponent() {
        if let text = typing { typing = NumberEntry.appendingExponent(to: text) }
    }

    /// `enter` (↲): pushes the number being typed.
    mutating func enter() {
        guard let text = typing else { return }
        typing = nil
        push(.operand(NumberEntry.value(of: text)))
    }

    // MARK: - Operations

    /// Pushes an element, entering the number being typed first (auto-enter).
    mutating func push(_ element: RPNElement) {
        if typing != nil { enter() }
        guard stack.count < Self.maximumElements else { return }
        stack.append(element)
        evaluation.apply(element, at: stack.count - 1)
    }

    mutating func negate() {
        if let text = typing {
            typing = NumberEntry.negating(text)
        } else {
            push(.unary(.negate))
        }
    }

    /// `toM`: sets M to the display value without pushing anything, and ends typing.
    mutating func storeM() {
        if let text = typing {
            variableM = NumberEntry.value(of: text)
            typing = nil
        } else if let value = topValue {
            variableM = value
        }
    }

    /// `CE`: deletes the last digit while typing, otherwise removes the newest element (undo).
    mutating func clearEntry() {
        if let text = typing {
            typing = NumberEntry.deletingLast(from: text)
        } else if !stack.isEmpty {
            stack.removeLast()
            evaluation.removeNewestElement()
        }
    }

    /// `CL`: empties the stack and unsets M.
    mutating func clearAll() {
        stack = []
        evaluation = RPNEvaluation(stack: [], angle: angle, variableM: nil, budget: evaluation.budget)
        typing = nil
        variableM = nil
    }

    /// `swap`: exchanges the two newest complete expressions.
    mutating func swap() {
        if typing != nil { enter() }
        let nodes = evaluation.nodes
        guard nodes.count >= 2 else { return }
        let older = nodes[nodes.count - 2].start
        let newer = nodes[nodes.count - 1].start
        let incomplete = nodes.suffix(2).contains { if case .incomplete = $0.outcome { true } else { false } }
        let kept = incomplete ? Array(evaluation.outcomes(stackCount: stack.count)[..<older]) : []
        stack = Array(stack[..<older]) + Array(stack[newer...]) + Array(stack[older..<newer])
        if incomplete {
            // An operation missing an operand reads differently in its new place (it may take the
            // other expression as its operand): read the moved elements again, as a stored
            // session would be read.
            evaluation = RPNEvaluation(
                stack: stack, outcomes: kept, angle: angle, variableM: variableM, budget: evaluation.budget)
        } else {
            evaluation.swapNewest(stackCount: stack.count)
        }
    }

    /// `drop`: removes the newest complete expression (or the number being typed).
    mutating func drop() {
        if typing != nil {
            typing = nil
            return
        }
        guard let start = evaluation.removeNewestExpression() else { return }
        stack.removeSubrange(start...)
    }

    // MARK: - Reading

    /// The value of the newest complete expression; nil when it cannot be computed.
    var topValue: BigDecimal? {
        guard case .value(let value)? = evaluation.nodes.last?.outcome else { return nil }
        return value
    }
}

extension RPNCalculator: Codable, Hashable {
    private enum CodingKeys: String, CodingKey {
        case stack, outcomes, typing, variableM, message, angle
        case failedText = "failed"
        case failedPosition = "at"
    }

    /// Decodes the stack and reads its expressions again, with the values stored beside it (none
    /// is computed again).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stack = try container.decode([RPNElement].self, forKey: .stack)
        typing = try container.decodeIfPresent(String.self, forKey: .typing)
        variableM = try container.decodeIfPresent(BigDecimal.self, forKey: .variableM)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        // Absent from states stored before a failed text was kept, and whenever there is none.
        failedText = try container.decodeIfPresent(String.self, forKey: .failedText)
        failedPosition = try container.decodeIfPresent(Int.self, forKey: .failedPosition)
        angle = try container.decodeIfPresent(AngleUnit.self, forKey: .angle) ?? .radians
        let outcomes = try container.decodeIfPresent([RPNEvaluation.Outcome].self, forKey: .outcomes)
        evaluation = RPNEvaluation(
            stack: stack, outcomes: outcomes, angle: angle, variableM: variableM, budget: .unlimited)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stack, forKey: .stack)
        try container.encode(evaluation.outcomes(stackCount: stack.count), forKey: .outcomes)
        try container.encodeIfPresent(typing, forKey: .typing)
        try container.encodeIfPresent(variableM, forKey: .variableM)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encodeIfPresent(failedText, forKey: .failedText)
        try container.encodeIfPresent(failedPosition, forKey: .failedPosition)
        try container.encode(angle, forKey: .angle)
    }

    static func == (a: RPNCalculator, b: RPNCalculator) -> Bool {
        a.stack == b.stack && a.typing == b.typing && a.variableM == b.variableM && a.message == b.message
            && a.failedText == b.failedText && a.failedPosition == b.failedPosition && a.angle == b.angle
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(stack)
        hasher.combine(typing)
        hasher.combine(variableM)
    }
}
