import CalcEngine
import CalcHTML
import Foundation

/// The cost of the graph page (SPEC 10.6): five functions sampled, their key points found and the
/// page rendered, as `GET /plot` does on every view; beside it, one fresh calculator page, for the
/// ratio, and the work units a page spends (what the rate limiter charges). `calc-bench plot`.
enum PlotBenchmark {
    static let functions = ["tan(x)", "1/x", "sqrt(x)", "sin(x)", "x^3-x"]

    static func run() {
        let clock = ContinuousClock()
        let runs = 5
        // A calculator page answering one typed expression: the calculation and the page.
        let calculatorPage = {
            var state = CalculatorState()
            state.evaluate(typed: "sin(1)+2^10")
            _ = KeypadPage.html(state.view, context: PageContext(seq: 1, sid: "s"))
        }
        for _ in 0..<50 { calculatorPage() }
        let page = clock.measure { for _ in 0..<200 { calculatorPage() } } / 200
        print("a calculator page answering sin(1)+2^10: \(page)")
        for set in [functions, ["x^2-2", "sin(x)"]] {
            var size = 0
            var units = 0
            var ranOut = false
            let elapsed = clock.measure {
                for _ in 0..<runs {
                    let (plot, spent) = WorkMeter.measuring { try? Plot.make(functions: set, x: -5...5) }
                    units = spent
                    ranOut = plot?.ranOut ?? true
                    let query = PlotPage.Query(functions: set)
                    size = PlotPage.render(plot.map { .success($0) }, query: query).utf8.count
                }
            }
            print("graph page of \(set.count) functions (\(set.joined(separator: ", ")), x from -5 to 5):")
            print("  \(elapsed / runs) per page, \(size) bytes, \(units) work units\(ranOut ? " (ran out)" : "")")
            print("  \(Int(((elapsed / runs) / page).rounded()))× a calculator page")
        }
    }
}
