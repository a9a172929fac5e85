/// A way to show the displayed value other than the display's 15 digits, until the next key.
public enum DisplayForm: String, Codable, Sendable {
    /// `frac`: an exact value as a fraction (`17/6`).
    case fraction
    /// `digits`: every digit the value holds (`BigDecimal.longText`).
    case digits
}

extension CalculatorState {
    /// The `#notice` of `frac` on a value that was rounded.
    public static let roundedNotice =
        "frac: this value was rounded (a root, π, a function…), so it has no exact fraction."
    /// The `#notice` of `frac` on an exact value whose fraction would pass the 100-digit bound.
    public static let longFractionNotice = "frac: this value’s fraction would pass 100 digits."
    /// The `#notice` of `digits` when the display already shows every digit.
    public static let allDigitsNotice = "digits: the display already shows every digit of this value."

    /// `frac` (S⇔D): shows the displayed value as a fraction until the next key (`frac` again
    /// shows the decimal). Integers stay as they are; a rounded value stays decimal, with a notice.
    mutating func showFraction() {
        guard let value = displayedValue, !value.isInteger else { return }
        if value.ratio != nil {
            displayForm = .fraction
        } else {
            notice = value.precision == nil ? Self.longFractionNotice : Self.roundedNotice
        }
    }

    /// The number on the display of the current mode, when it shows one.
    var displayedValue: BigDecimal? {
        mode == .rpn ? rpn.displayedValue : infix.displayedValue
    }

    /// `digits`: shows every digit of the displayed value until the next key (`digits` again
    /// shows the 15 digits): all of an exact decimal or integer, and of a rounded value the digits
    /// it is trusted to, at least 40 (a fraction's decimal, π to 50, 100! to 100).
    mutating func showDigits() {
        guard let value = displayedValue else { return }
        if value.longText != value.displayString {
            displayForm = .digits
        } else {
            notice = Self.allDigitsNotice
        }
    }

    /// The display text while `frac` or `digits` shows the value another way (`17/6`, `0.3333…`).
    var formDisplay: String? {
        switch displayForm {
        case nil: nil
        case .fraction: displayedValue?.fractionText
        case .digits: displayedValue?.longText
        }
    }
}
