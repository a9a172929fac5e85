/// The evaluation state of an infix tape: a shunting-yard, one frame per open parenthesis.
///
/// Each entry is applied in amortised constant time, so a key press costs the same at the
/// 10,000th key as at the first. The values its operations compute are kept in order
/// (`computed`) and stored with the tape, so a session read back, `CE` and the corrections that
/// rebuild it from the tape take them from there instead of computing them again. Each operand
/// keeps its printed forms, made from its operands' when it is made, so the description line and
/// the typed-expression field are never printed from the start; and the builder keeps its state
/// before each of the last few entries, so taking them back (`CE`, the operator autocorrect)
/// applies nothing again.
struct InfixBuilder: Sendable {
    /// A complete operand with its value and both renderings.
    struct Node: Sendable {
        var value: BigDecimal
        var description: Expression
        var text: Expression
        /// Where on the tape this operand begins (for replacing it).
        var start: Int
        /// `description` and `text` printed (nil while a builder replays a tape: see `init`).
        var printed: Printed?
    }

    /// An operand's description printed with symbols, and its text in ASCII.
    struct Printed: Sendable {
        var symbols: String
        var ascii: String
    }

    /// The builder as it was before one entry was applied, to go back to.
    private struct Snapshot: Sendable {
        var index: Int
        var frames: [Frame]
    }

    /// An operator waiting for its right operand.
    struct Pending: Sendable {
        enum Kind: Sendable {
            case binary(BinaryOperator)
            case minus
        }
        var kind: Kind
        /// How many values the frame held when it was pushed (for printing in order).
        var valuesBefore: Int
        /// Where on the tape it was entered.
        var index: Int

        var precedence: Precedence {
            switch kind {
            case .binary(let op): op.precedence
            case .minus: .unary
            }
        }
    }

    /// One parenthesis level (the outermost is the calculation itself).
    struct Frame: Sendable {
        var values: [Node] = []
        var ops: [Pending] = []
        /// The tape index of its `(` (nil for the outermost frame).
        var openIndex: Int?
        /// Whether the next thing must be an operand (at the start, after an operator or `(`).
        var expectsOperand = true
    }

    /// The deepest parenthesis nesting; further `(` are ignored.
    static let maximumDepth = 64
    /// How many of the last entries can be taken back without applying the tape again.
    static let undoDepth = 4

    private(set) var frames: [Frame] = [Frame()]
    /// The first error met; the builder stops there, holding the calculation that failed (the
    /// operation that failed still pending, a failed function applied to its operand's description).
    private(set) var error: CalculatorError?
    /// What the key being pressed may still spend; an operation beyond it fails with
    /// `CalculatorError.tooComplex`. Renewed for every key (`InfixCalculator.renewBudget()`).
    var budget: WorkBudget
    /// The word every value is held in (programmer mode, SPEC 10.5); nil outside it.
    var word: WordFormat?
    /// The values of the operations and functions applied so far, in the order they were computed.
    private(set) var computed: [BigDecimal] = []
    /// How many values had been computed before each tape entry was applied.
    private var computedBefore: [Int] = []
    /// Values computed before, taken in order instead of computing them again.
    private var replay: ArraySlice<BigDecimal>
    /// Whether new operands are printed as they are made (not while a tape's start is replayed).
    private var printing = true
    /// The state before each of the last `undoDepth` entries, oldest first.
    private var snapshots: [Snapshot] = []

    /// A builder with every entry of `tape` applied, paid for from `budget`; its operations take
    /// their values from `replaying` in order while it lasts (values a builder of the same tape
    /// computed, as `computed(before:)` gives them).
    ///
    /// All but the last `undoDepth` entries are applied without printing, and the operands they
    /// leave are printed once, whole: printing each step would copy the line once per entry.
    init(
        tape: [InfixEntry], replaying: ArraySlice<BigDecimal> = [], budget: WorkBudget = WorkBudget(),
        word: WordFormat? = nil
    ) {
        self.budget = budget
        self.word = word
        replay = replaying
        let undoable = max(0, tape.count - Self.undoDepth)
        printing = false
        for index in 0..<undoable { applyEntry(tape[index], at: index) }
        printing = true
        printOperands()
        for index in undoable..<tape.count { apply(tape[index], at: index) }
        replay = []
    }

    /// Prints the operands left unprinted by a replay.
    private mutating func printOperands() {
        for level in frames.indices {
            for i in frames[level].values.indices where frames[level].values[i].printed == nil {
                frames[level].values[i].printed = Self.printed(frames[level].values[i])
            }
        }
    }

    /// Returns to the state before entry `index` when it is one of the last few applied; false
    /// (and nothing changed) when it is not.
    mutating func restore(before index: Int) -> Bool {
        guard error == nil, let kept = snapshots.lastIndex(where: { $0.index == index }) else { return false }
        frames = snapshots[kept].frames
        snapshots.removeSubrange(kept...)
        computed.removeSubrange(computedBefore[index]...)
        computedBefore.removeSubrange(index...)
        return true
    }

    /// The values computed while the entries before `index` were applied (all of them when
    /// `index` is past the last entry): what a rebuild keeping those entries may replay.
    func computed(before index: Int) -> ArraySlice<BigDecimal> {
        index < computedBefore.count ? computed[..<computedBefore[index]] : computed[...]
    }

    var top: Frame { frames[frames.count - 1] }
    var depth: Int { frames.count - 1 }

    /// The number the display shows while an operand is awaited: the innermost running total.
    var runningTotal: BigDecimal? {
        for frame in frames.reversed() {
            if let node = frame.values.last { return node.value }
        }
        return nil
    }

    /// Applies the entry at `index` of the tape, keeping the state before it to go back to.
    mutating func apply(_ entry: InfixEntry, at index: Int) {
        guard error == nil else { return }
        snapshots.removeAll { $0.index >= index }
        if snapshots.count == Self.undoDepth { snapshots.removeFirst() }
        snapshots.append(Snapshot(index: index, frames: frames))
        applyEntry(entry, at: index)
    }

    private mutating func applyEntry(_ entry: InfixEntry, at index: Int) {
        guard error == nil else { return }
        // Applied again at the same index (`retype`): the marks from there on are replaced.
        if index < computedBefore.count { computedBefore.removeSubrange(index...) }
        computedBefore.append(computed.count)
        switch entry {
        case .digits(let text):
            push(typed(text, at: index))
        case .minus:
            frames[frames.count - 1].ops.append(Pending(kind: .minus, valuesBefore: top.values.count, index: index))
        case .operand(let operand):
            var node = Node(value: operand.value, description: operand.description, text: operand.text, start: index)
            if printing { node.printed = Self.printed(node) }
            push(node)
        case .op(let op):
            if op.precedence > .term { settlePercent() }
            reduce(whileAtLeast: op.precedence)
            guard error == nil else { return }
            frames[frames.count - 1].ops.append(
                Pending(kind: .binary(op), valuesBefore: top.values.count, index: index))
            frames[frames.count - 1].expectsOperand = true
        case .open:
            var frame = Frame()
            frame.openIndex = index
            frames.append(frame)
        case .close(let implied):
            if let implied { push(number(implied, at: index)) }
            guard error == nil else { return }
            guard frames.count > 1, var group = finish() else { return }
            group.start = top.openIndex ?? group.start
            frames.removeLast()
            push(group)
        case .apply(let function, let angle, let implied):
            if let implied { push(number(implied, at: index)) }
            if function != .negate { settlePercent() }
            guard error == nil else { return }
            guard var node = frames[frames.count - 1].values.popLast() else { return }
            let operand = node.value
            node.apply(function, printing: printing)
            do {
                if let known = replay.popFirst() {
                    node.value = known
                } else {
                    node.value = try held(try function.apply(operand, angle: angle, budget: &budget))
                }
                computed.append(node.value)
            } catch {
                // Kept with its operand's value, so the error line shows what failed: `√(-4)`.
                self.error = error
            }
            frames[frames.count - 1].values.append(node)
        }
    }

    /// Before an operator that binds tighter than `+` and `−`, or a function, takes the last
    /// operand: a percent right of `+` or `−` becomes the share the display showed, so that
    /// `200 − 10% ×` goes on as `200 − 20 ×`, and the description says what was used.
    private mutating func settlePercent() {
        guard error == nil, let base = percentBase(), let node = frames[frames.count - 1].values.popLast() else {
            return
        }
        do {
            var share: BigDecimal
            if let known = replay.popFirst() {
                share = known
            } else {
                share = try BinaryOperator.multiply.apply(base, node.value, budget: &budget)
                // A rounded share goes on as the display showed it, as an implied operand does (SPEC 4.4).
                if share.precision != nil, let shown = BigDecimal(exactly: share.displayString) { share = shown }
            }
            computed.append(share)
            frames[frames.count - 1].values.append(number(share, at: node.start))
        } catch {
            frames[frames.count - 1].values.append(node)
            self.error = error
        }
    }

    /// Reduces the innermost frame to one node (for `)` and `=`); nil when it holds no operand.
    mutating func finish() -> Node? {
        reduce(whileAtLeast: .none)
        guard error == nil else { return nil }
        return top.values.last
    }

    private mutating func push(_ node: Node) {
        var node = node
        do {
            node.value = try held(node.value)
            _ = try node.value.checked()
        } catch {
            self.error = error
        }
        frames[frames.count - 1].values.append(node)
        frames[frames.count - 1].expectsOperand = false
    }

    /// Applies pending operators of the innermost frame that bind at least as tightly as `minimum`
    /// (everything is left-associative).
    private mutating func reduce(whileAtLeast minimum: Precedence) {
        var frame = frames[frames.count - 1]
        defer { frames[frames.count - 1] = frame }
        while let pending = frame.ops.last, pending.precedence >= minimum {
            frame.ops.removeLast()
            switch pending.kind {
            case .minus:
                guard var node = frame.values.popLast() else { continue }
                node.value = (try? held(-node.value)) ?? -node.value
                node.negate(printing: printing)
                node.start = min(node.start, pending.index)
                frame.values.append(node)
            case .binary(let op):
                guard frame.values.count >= 2 else { continue }
                let right = frame.values.removeLast()
                let left = frame.values.removeLast()
                do {
                    let value: BigDecimal
                    if let known = replay.popFirst() {
                        value = known
                    } else {
                        value = try operate(op, left.value, right.value, percent: right.description.isPercent)
                    }
                    computed.append(value)
                    frame.values.append(Node(op, left, right, value: value, printing: printing))
                } catch {
                    // Put back as it was, so the error line shows the operation that failed.
                    frame.values.append(contentsOf: [left, right])
                    frame.ops.append(pending)
                    self.error = error
                    return
                }
            }
        }
    }
}

extension InfixBuilder {
    /// `a op b`, held in the word when there is one (see ``WordFormat/apply(_:_:_:budget:)``).
    mutating func operate(_ op: BinaryOperator, _ a: BigDecimal, _ b: BigDecimal, percent: Bool = false)
        throws(CalculatorError) -> BigDecimal
    {
        guard let word else { return try op.apply(a, b, percent: percent, budget: &budget) }
        return try word.apply(op, .number(a), .number(b), budget: &budget).magnitude
    }

    /// `value` held in the word when there is one: its integer part, wrapped.
    func held(_ value: BigDecimal) throws(CalculatorError) -> BigDecimal {
        guard let word else { return value }
        return try word.holding(.number(value)).magnitude
    }

    /// The operand of a number typed as `text`; one typed with a base's prefix (`0x1F`) shows it.
    func typed(_ text: String, at index: Int) -> Node {
        let value = NumberEntry.value(of: text)
        guard let base = NumberEntry.base(of: text), let integer = BaseInteger.of(value, base: base) else {
            return number(value, at: index)
        }
        return Node(value: value, description: .integer(integer), text: .integer(integer), start: index)
    }

    /// Replaces the number being typed (the last operand, entered at `index`) with new text.
    mutating func retype(_ text: String, at index: Int) {
        guard error == nil, !frames[frames.count - 1].values.isEmpty else { return }
        frames[frames.count - 1].values.removeLast()
        // The state before this entry is kept as it was taken when the number was begun.
        applyEntry(.digits(text), at: index)
    }
}
