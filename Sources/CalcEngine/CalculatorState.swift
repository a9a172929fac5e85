/// The whole state of one user's calculator: what the server stores per session.
///
/// Standard and scientific are two faces of one infix calculator; the RPN calculator has its
/// own stack. Memory, angle unit and history belong to the whole calculator.
///
/// ```swift
/// var calculator = CalculatorState()
/// for key in ["7", "+", "9", "="] { calculator.press(KeyPress(parsing: key)!) }
/// calculator.view.display   // "16"
/// ```
public struct CalculatorState: Codable, Sendable, Equatable {
    /// The encoding version, so a later release can read (or refuse) what an older one stored.
    public static let currentVersion = 1
    public var version = CalculatorState.currentVersion
    /// The keypad in use.
    public var mode: CalculatorMode = .standard

    /// A fresh calculator: display `0`, standard keypad, radians, empty memory and history.
    public init() {}

    /// Applies one key press. Keys the current mode has no use for change nothing.
    public mutating func press(_ press: KeyPress) {
        // Placeholder until the keypad state machines land.
    }

    /// Evaluates a typed expression (the `expr` field) as a new calculation.
    public mutating func evaluate(typed text: String) {
        // Placeholder until the keypad state machines land.
    }

    /// What the page shows.
    public var view: CalculatorView {
        CalculatorView(mode: mode, display: "0", state: .entry, expression: "", expr: "0")
    }
}
