import ArgumentParser
import CalcEngine
import CalcServer
import Foundation

/// `calculator eval [EXPR …]`: evaluates typed expressions, one result line each.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate expressions and print each result on its own line.",
        discussion: """
            With no arguments, reads one expression per line from standard input. A line that \
            fails prints 'Error: <message>'; the exit status is 1 when any line failed. Each \
            result is 'ans' in the lines after it. --fraction prints exact results as fractions \
            (1/3, 3/10; integers as integers) and rounded ones as decimals; --digits N prints up to \
            N significant digits instead of the display's 15 (never more than a rounded value holds). \
            --locale TAG reads and prints numbers as that language writes them (de: 1.234,5); \
            without it, with a decimal point and no grouping, as scripts expect.
            """
    )

    // `.allUnrecognized`, so `-3^2` needs no `--`; it keeps `--` itself, which `operands` drops.
    @Argument(parsing: .allUnrecognized, help: "Expressions such as '-6-5+4*3^2' or 'sqrt(2)'.")
    var expressions: [String] = []

    @Option(help: "The angle unit of the circular functions: radians or degrees.")
    var angle: AngleUnit = .radians

    @Flag(help: "Print exact results as fractions (1/3; integers as integers), rounded ones as decimals.")
    var fraction = false

    @Option(help: "Print up to this many significant digits (1 to 1000) instead of 15.")
    var digits: Int?

    @Option(help: "Currency units from this ECB reference-rates CSV (eurofxref.csv).")
    var rates: String?

    @Option(help: "Refuse a --rates file whose rates are older than this many days.")
    var ratesMaxAge = RatesFile.defaultMaximumAge

    @Option(help: "Read and print numbers in this format: \(NumberLocale.tagsInWords).")
    var locale: NumberLocale?

    @Option(help: "Hold every value in this word, as programmer mode does: 8s, 8u, 16s, 16u, 32s, 32u, 64s or 64u.")
    var word: WordFormat?

    mutating func validate() throws {
        if let digits, !(1...1_000).contains(digits) {
            throw ValidationError("--digits must be from 1 to 1000.")
        }
    }

    /// The format numbers are read and printed in.
    private var format: NumberFormat { locale?.format ?? .canonical }

    mutating func run() throws {
        let units: UnitCatalog
        do {
            units = try RatesFile.units(path: rates, maximumAge: ratesMaxAge)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        var evaluator = ExpressionEvaluator(angle: angle, units: units, today: Today.local().date, word: word)
        var failed = false
        let given = expressions.operands
        let lines: AnySequence<String> =
            given.isEmpty ? AnySequence(sequence(state: ()) { _ in readLine() }) : AnySequence(given)
        for line in lines {
            do {
                let value = try evaluator.evaluate(line, format: format)
                evaluator.answer = value
                print(format.grouped(text(of: value)) + (units.currencyNote(for: value).map { " (\($0))" } ?? ""))
            } catch {
                failed = true
                print("Error: \(error)")
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// A result as the flags ask: a fraction, N digits, or the display's form.
    private func text(of value: Value) -> String {
        if fraction, let exact = value.fractionText { return exact }
        if let digits { return value.text(significantDigits: digits) }
        // A word's integers are exact and at most 20 digits: all of them, as the programmer keypad shows.
        if word != nil, case .number(let n) = value, n.isInteger { return n.exactDescription }
        return value.displayString
    }
}

extension AngleUnit: ExpressibleByArgument {}

extension NumberLocale: ExpressibleByArgument {
    /// A tag as `--locale` takes it: any case, `-` or `_` (`en_IN`), a region the calculator has no
    /// format for falling back to its language (`de-AT` is `de`).
    public init?(argument: String) {
        self.init(matching: argument)
    }

    /// Every format's tag, for the options' help: `en, en-IN, …, pl or sv`.
    static let tagsInWords: String = {
        let tags = allCases.map(\.tag)
        return tags.dropLast().joined(separator: ", ") + " or " + (tags.last ?? "")
    }()
}

extension WordFormat: ExpressibleByArgument {
    /// A word named as `--word` takes it: `8u`, `64s`.
    public init?(argument: String) { self.init(code: argument) }
}
