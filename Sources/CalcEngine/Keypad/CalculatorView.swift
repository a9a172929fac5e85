/// The keypad a page shows (SPEC section 2).
public enum CalculatorMode: String, CaseIterable, Sendable, Codable {
    case standard, scientific, rpn
    /// Integers of a word size in four bases at once, the bitwise keys and a bit grid (SPEC 10.5).
    case programmer
}

/// What the big display line shows, carried as `data-state` on `#display`.
public enum DisplayState: String, Sendable, Codable {
    /// A number being typed.
    case entry
    /// A running total or an operand's value while a calculation is pending.
    case total
    /// The result after `=` (or the evaluated RPN stack).
    case result
    /// An error message instead of a number.
    case error
}

/// The unit the circular functions use.
public enum AngleUnit: String, Sendable, Codable {
    case radians, degrees
}

/// One line of the history: the description of a calculation and its displayed result.
public struct HistoryLine: Hashable, Sendable, Codable {
    /// The description, without the trailing ` =` (for example `7 + 9`).
    public var expression: String
    /// The result as displayed (for example `16`).
    public var result: String

    /// A history line from its description and displayed result.
    public init(expression: String, result: String) {
        self.expression = expression
        self.result = result
    }
}

/// Everything a page shows of a calculator: what the HTML layer renders, and all it may read.
public struct CalculatorView: Hashable, Sendable {
    /// The keypad in use.
    public var mode: CalculatorMode
    /// Whether the visitor chose the keypad (a mode key): shown as chosen at every screen size.
    public var modeIsChosen: Bool
    /// The big line (`#display`); empty when the RPN stack top cannot be evaluated.
    public var display: String
    /// The kind of value on the display.
    public var state: DisplayState
    /// The small description line (`#expression`), ending in ` ...` or ` =`, or empty.
    public var expression: String
    /// The whole expression as ASCII text, pre-filled into `input#expr`.
    public var expr: String
    /// RPN: the values of the newest complete expressions on the stack (at most 20), newest last; empty in infix modes.
    public var stack: [String]
    /// Whether the memory holds a value (the page shows `M`).
    public var memory: Bool
    /// What the memory holds, formatted as the display formats a number: the memory of
    /// `m+ m- mr mc` in standard and scientific mode, the variable M (`toM`) in RPN; nil when
    /// empty or unset.
    public var memoryValue: String?
    /// The angle unit of the circular functions.
    public var angle: AngleUnit
    /// Past calculations, newest first.
    public var history: [HistoryLine]
    /// A short message about the last key for `#notice` (`frac` on a rounded value), or nil.
    public var notice: String?
    /// After a typed expression that failed, where in ``expr`` (its text) the error is, 1-based: a
    /// syntax error's position, or the first character past the length limit; nil otherwise.
    public var errorPosition: Int?
    /// The number format the visitor chose; nil while the browser's language decides.
    public var numberLocale: NumberLocale?
    /// The worksheet's text (SPEC 10.4), as last calculated; empty when there is none.
    public var sheet = ""
    /// Programmer mode's value in each base, its bits and its settings (SPEC 10.5); nil in the other modes.
    public var programmer: ProgrammerView?

    /// A view with every part given (the engine makes them; tests and the HTML layer may too).
    public init(
        mode: CalculatorMode, display: String, state: DisplayState, expression: String, expr: String,
        stack: [String] = [], memory: Bool = false, memoryValue: String? = nil, angle: AngleUnit = .radians,
        history: [HistoryLine] = [], notice: String? = nil, modeIsChosen: Bool = false, errorPosition: Int? = nil
    ) {
        self.mode = mode
        self.modeIsChosen = modeIsChosen
        self.display = display
        self.state = state
        self.expression = expression
        self.expr = expr
        self.stack = stack
        self.memory = memory
        self.memoryValue = memoryValue
        self.angle = angle
        self.history = history
        self.notice = notice
        self.errorPosition = errorPosition
    }
}
