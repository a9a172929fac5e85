import CalcEngine
import CalcHTML
import Foundation

/// The cost of a full worksheet (SPEC 10.4): 200 lines of variables, functions, list statistics,
/// units and comments, computed and rendered as the sheet page does on every view; beside it, one
/// typed expression and one calculator page, for the ratio. `calc-bench sheet`.
enum SheetBenchmark {
    /// A sheet of `Worksheet.maximumLines` lines that uses every kind of line.
    static let sheet: String = {
        var lines = ["# a bill of materials", "rate = 0.2", "net(x) = x * (1 + rate)", "area(w; h) = w * h"]
        var i = 0
        while lines.count < Worksheet.maximumLines {
            switch i % 5 {
            case 0: lines.append("p\(i) = \(i).25 * 3")
            case 1: lines.append("net(p\(i - 1)) + area(\(i), 2)")
            case 2: lines.append("mean(p\(i - 2), \(i), 7.5; 12)")
            case 3: lines.append("\(i) km + 300 m to mi")
            default: lines.append("stdev(1, 2, \(i), 4)")
            }
            i += 1
        }
        return lines.joined(separator: "\n")
    }()

    static func run() {
        let clock = ContinuousClock()
        var computed = Worksheet(text: sheet)
        let errors = computed.lines.filter { $0.error != nil }.count
        print("worksheet of \(computed.lines.count) lines, \(sheet.count) characters (\(errors) lines failing):")
        let runs = 20
        var elapsed = clock.measure { for _ in 0..<runs { computed = Worksheet(text: sheet) } }
        let perSheet = elapsed / runs
        print("  computed: \(perSheet) per sheet")
        var state = CalculatorState()
        state.calculate(sheet: sheet)
        let view = state.view
        var size = 0
        elapsed = clock.measure {
            for _ in 0..<runs { size = SheetPage.html(view, context: PageContext(seq: 1, sid: "s")).bytes.count }
        }
        print("  page (computed and rendered): \(elapsed / runs), \(size) bytes")
        let typed = clock.measure { for _ in 0..<1_000 { _ = try? ExpressionEvaluator().evaluate("12.25*3*(1+0.2)") } }
        let page = clock.measure {
            for _ in 0..<runs { _ = KeypadPage.html(CalculatorState().view, context: PageContext(seq: 1, sid: "s")) }
        }
        print("  one typed expression: \(typed / 1_000); one fresh calculator page: \(page / runs)")
    }
}
