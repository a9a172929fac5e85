import CalcEngine
import CalcHTML
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Measures the engine: typed-expression evaluations per second, key presses per second over a
/// 10,000-key session with the cost per key near key 100 and near key 10,000, page rendering and
/// the work budget and stored sessions. Run it through `Tests/Benchmarks/run.sh` (a release
/// build); `run.sh budget` or `run.sh sessions` runs only that part.
@main
enum EngineBenchmark {
    static let clock = ContinuousClock()

    static func main() {
        // `calc-bench budget` runs only the work budget's calibration, `calc-bench sessions` only
        // the cost of a key to a stored session as it grows, `calc-bench app` only a keypress
        // request to the app, `calc-bench browser` only a key as a browser sends it (POST + GET),
        // `calc-bench codec` only the database stores' encoding of a state.
        switch CommandLine.arguments.dropFirst().first {
        case "budget":
            BudgetBenchmark.run()
            return
        case "sessions":
            SessionBenchmark.run()
            return
        case "app":
            AppBenchmark.run()
            return
        case "browser":
            BrowserBenchmark.run()
            return
        case "sheet":
            SheetBenchmark.run()
            return
        case "plot":
            PlotBenchmark.run()
            return
        case "codec":
            CodecBenchmark.run()
            return
        default:
            break
        }
        let short = "-6-5+4*3^2+sqrt(16)/2-7%3"  // 20 tokens
        var long = short
        while tokenCount(long) < 200 { long += "+(1.5*2^3-4/8)%3" }
        print("typed expressions (evaluations per second):")
        for (name, text) in [("20 tokens", short), ("\(tokenCount(long)) tokens", long)] {
            let rate = perSecond(seconds: 1.0) { _ = try? ExpressionEvaluator().evaluate(text) }
            print("  \(name): \(Int(rate)) /s")
        }
        // Exact fractions (issue 12): a quotient chain, and a sum whose denominators grow.
        let harmonic = (2...20).map { "1/\($0)" }.joined(separator: "+")
        for (name, text) in [
            ("sin(1)+ln(2)+sqrt(3)", "sin(1)+ln(2)+sqrt(3)"), ("0.5!", "0.5!"),
            ("1/(1/(1/0.2425-4)-8)-12", "1/(1/(1/0.2425-4)-8)-12"), ("1/2+1/3+…+1/20", harmonic),
        ] {
            let rate = perSecond(seconds: 1.0) { _ = try? ExpressionEvaluator().evaluate(text) }
            print("  \(name): \(Int(rate)) /s")
        }
        keypadSession()
        pageRendering()
        BudgetBenchmark.run()
        SessionBenchmark.run()
    }

    /// Rendering the page of a busy calculator (scientific, full history) and of a fresh one.
    static func pageRendering() {
        var busy = CalculatorState()
        busy.press(.key(.modeScientific))
        for i in 0..<60 {
            for key in ["1", "2", "+", "\(i % 10)", "="] { busy.press(KeyPress(parsing: key)!) }
        }
        for key in ["7", "+", "9", "sqrt", "m+"] { busy.press(KeyPress(parsing: key)!) }
        print("page rendering (pages per second):")
        for (name, state) in [("fresh", CalculatorState()), ("busy, 50 history lines", busy)] {
            let view = state.view
            let context = PageContext(seq: 42, sid: "0123456789abcdef0123456789abcdef", focus: "sqrt")
            var bytes = 0
            let rate = perSecond(seconds: 1.0) { bytes = KeypadPage.render(view, context: context).utf8.count }
            print("  \(name): \(Int(rate)) /s, \(bytes) bytes")
        }
    }

    /// A 10,000-key session of everyday keys: digits, operators, functions, parentheses, `=`, CE.
    static func keypadSession() {
        let cycle = "1 2 + 3 4 * ( 5 6 - 7 ) = sqrt + 8 . 5 / 2 = CE 9 ^ 2 - 1 0 % 3 = neg m+ 4 5 * mr ="
            .split(separator: " ").map { KeyPress(parsing: String($0))! }
        let total = 10_000
        // Warm up: the first functions compute their constants (π, ln 10) once per process.
        var warm = CalculatorState()
        for key in cycle { warm.press(key) }
        var state = CalculatorState()
        var costs: [Duration] = []
        costs.reserveCapacity(total)
        let start = clock.now
        for i in 0..<total {
            let key = cycle[i % cycle.count]
            let t0 = clock.now
            state.press(key)
            _ = state.view
            costs.append(clock.now - t0)
        }
        let elapsed = clock.now - start
        print(
            "keypad session: \(total) keys (press + view) in \(format(elapsed)), \(Int(Double(total) / seconds(elapsed))) keys/s"
        )
        for around in [100, 1_000, 10_000] {
            let window = costs[max(0, around - 100)..<min(total, around)]
            let mean = window.reduce(Duration.zero, +) / window.count
            print("  mean cost per key, keys \(around - 99)…\(around): \(format(mean))")
        }
        if let data = try? JSONEncoder().encode(state) {
            print("  the session's state after \(total) keys encodes to \(data.count) bytes of JSON (50 history lines)")
        }
        var typical = CalculatorState()
        for key in "1 2 + 3 4 * 5 = sqrt m+ 7 / ( 2 - 9".split(separator: " ") {
            typical.press(KeyPress(parsing: String(key))!)
        }
        if let data = try? JSONEncoder().encode(typical) {
            print("  a typical session (one calculation done, one pending, memory set) encodes to \(data.count) bytes")
        }
        let rpnCycle = "3 enter 4 + 5 * sqrt swap drop 2 ^ 7 CE 1 enter".split(separator: " ").map {
            KeyPress(parsing: String($0))!
        }
        var rpn = CalculatorState()
        rpn.press(.key(.modeRPN))
        let rpnStart = clock.now
        for i in 0..<total {
            rpn.press(rpnCycle[i % rpnCycle.count])
            _ = rpn.view
        }
        let rpnElapsed = clock.now - rpnStart
        print(
            "rpn session: \(total) keys in \(format(rpnElapsed)), \(Int(Double(total) / seconds(rpnElapsed))) keys/s (stack capped at 1,000 elements)"
        )
    }

    static func perSecond(seconds limit: Double, _ body: () -> Void) -> Double {
        var count = 0
        let start = clock.now
        while seconds(clock.now - start) < limit {
            body()
            count += 1
        }
        return Double(count) / seconds(clock.now - start)
    }

    /// Tokens as the parser sees them: numbers, names and single-character operators.
    static func tokenCount(_ text: String) -> Int {
        var count = 0
        var previous: Character = " "
        for c in text {
            let continues =
                (c.isNumber || c == ".") && (previous.isNumber || previous == ".")
                || c.isLetter && previous.isLetter
            if !continues { count += 1 }
            previous = c
        }
        return count
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func format(_ d: Duration) -> String {
        let s = seconds(d)
        if s >= 1 { return String(Int(s * 1000)) + " ms" }
        if s >= 1e-3 { return String(Int(s * 1e6)) + " µs" }
        return String(Int(s * 1e9)) + " ns"
    }
}
