extension CalculatorState {
    /// The `#notice` of `frac` on a value that was rounded.
    public static let roundedNotice = "frac: this value was rounded (a root, π, a function…), so it has no exact fraction."
    /// The `#notice` of `frac` on an exact value whose fraction would pass the 100-digit bound.
    public static let longFractionNotice = "frac: this value’s fraction would pass 100 digits."

    /// `frac` (S⇔D): shows the displayed value as a fraction until the next key (`frac` again
    /// shows the decimal). Integers stay as they are; a rounded value stays decimal, with a notice.
    mutating func showFraction() {
        guard let value = displayedValue, !value.isInteger else { return }
        if value.ratio != nil {
            showsFraction = true
        } else {
            notice = value.precision == nil ? Self.longFractionNotice : Self.roundedNotice
        }
    }

    /// The number on the display of the current mode, when it shows one.
    var displayedValue: BigDecimal? {
        mode == .rpn ? rpn.displayedValue : infix.displayedValue
    }

    /// The display text while `frac` shows a fraction (`17/6`, `-1/3`).
    var fractionDisplay: String? {
        guard showsFraction else { return nil }
        return displayedValue?.fractionText
    }
}
