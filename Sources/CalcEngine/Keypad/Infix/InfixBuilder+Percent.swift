/// The percent key in a running calculation (SPEC 10.2): right of `+` or `−` a percent shows the
/// share it is of the left operand (`200 − 10%` shows 20), as phone and desktop calculators do.
extension InfixBuilder {
    /// The innermost frame's last operand as the display shows it: a percent right of `+` or `−`
    /// as its share of the left operand.
    var shownOperand: BigDecimal? {
        guard let node = top.values.last else { return nil }
        if let base = percentBase(), let share = try? base * node.value { return share }
        return operandSign != nil ? -node.value : node.value
    }

    /// The tape index of a sign typed before the innermost frame's last operand, when it applies
    /// to it (`- pi`, `2 × - 5 fact`): the operand is shown, stored and replaced with its sign.
    var operandSign: Int? {
        guard !top.expectsOperand, let last = top.ops.last, case .minus = last.kind,
            last.valuesBefore == top.values.count - 1
        else { return nil }
        return last.index
    }

    /// The left operand's value when the innermost frame's last operand is a percent (signs
    /// included) right of `+` or `−`: what that percent is a share of; nil otherwise.
    func percentBase() -> BigDecimal? {
        let frame = top
        guard !frame.expectsOperand, frame.values.count >= 2, let node = frame.values.last, node.description.isPercent
        else { return nil }
        for pending in frame.ops.reversed() {
            switch pending.kind {
            case .minus:
                continue
            case .binary(let op):
                guard op.takesPercent, pending.valuesBefore == frame.values.count - 1 else { return nil }
                return frame.values[frame.values.count - 2].value
            }
        }
        return nil
    }
}
