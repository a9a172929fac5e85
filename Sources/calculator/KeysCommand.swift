import ArgumentParser
import CalcEngine
import Foundation

/// `calculator keys [--mode M] [--json] [--] KEY...`: presses keys on a fresh calculator and prints the display.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Press keys on a fresh calculator and print what it shows.",
        discussion: """
            Keys are the values of the web page's buttons: 0-9 . + - * / % ^ ( ) = CE CL neg sqrt \
            sin pi EE angle frac digits mc m+ m- mr enter M toM swap drop mode-rpn history-0 … (typographic \
            aliases such as × ÷ − √ π, and the labels mod and ±, are accepted). Useful for scripts and for reproducing a bug report.
            """
    )

    @Option(help: "The keypad to start in: standard, scientific, rpn or programmer.")
    var mode: CalculatorMode = .standard

    @Option(help: "Print numbers in this format: \(NumberLocale.tagsInWords).")
    var locale: NumberLocale?

    @Flag(help: "Print display, state, expression, expr, stack, memory, angle, mode (and notice, when set) as JSON.")
    var json = false

    // `.allUnrecognized`, so `-` needs no `--`; it keeps `--` itself, which `operands` drops.
    @Argument(parsing: .allUnrecognized, help: "The keys, in order.")
    var keys: [String] = []

    /// The key that brings a fresh calculator to each keypad but the standard one.
    private static let modeKeys: [CalculatorMode: Key] = [
        .scientific: .modeScientific, .rpn: .modeRPN, .programmer: .modeProgrammer,
    ]

    mutating func run() throws {
        var state = CalculatorState()
        if let key = Self.modeKeys[mode] { state.press(.key(key)) }
        for key in keys.operands {
            guard let press = KeyPress(parsing: key) else {
                throw ValidationError("'\(key)' is not a calculator key.")
            }
            state.press(press)
        }
        let view = state.view
        let format = locale?.format ?? .canonical
        if json {
            print(try KeysOutput(view, format: format).jsonText())
        } else {
            print(view.display(in: format))
        }
    }
}

/// The `--json` form of a view.
private struct KeysOutput: Encodable {
    var display: String
    var state: DisplayState
    var expression: String
    var expr: String
    var stack: [String]
    var memory: Bool
    var angle: AngleUnit
    var mode: CalculatorMode
    var notice: String?
    /// Programmer mode: the value in each base (`hex`, `dec`, `oct`, `bin`).
    var bases: [String: String]?

    /// The view's numbers written in `format` (an error message as it is; `expr` ungrouped, to type again).
    init(_ view: CalculatorView, format: NumberFormat) {
        display = view.display(in: format)
        state = view.state
        expression = format.grouped(view.expression)
        expr = view.expr(in: format)
        stack = view.stack.map(format.grouped)
        memory = view.memory
        angle = view.angle
        mode = view.mode
        notice = view.notice
        bases = view.programmer.map { programmer in
            Dictionary(uniqueKeysWithValues: programmer.bases.map { ($0.base.name, $0.digits) })
        }
    }

    func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension CalculatorMode: ExpressibleByArgument {}
