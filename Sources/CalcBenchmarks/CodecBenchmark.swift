import CalcEngine
import CalcStore

/// What the database stores' codec costs a key of the server benchmark's session (`1 2 + 3 =` over
/// and over, a full 50-line history): the state without its history encoded on every key, the
/// history encoded when a calculation ends, and both decoded on a cache miss.
enum CodecBenchmark {
    static func run() {
        let keys = "1 2 + 3 =".split(separator: " ").map { KeyPress(parsing: String($0))! }
        var state = CalculatorState()
        for n in 0..<1_000 { state.press(keys[n % keys.count]) }
        let rest = state.withoutHistory()
        let history = state.storedHistory
        // `calc-bench codec N` runs N times each (fewer, under valgrind).
        let count = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 20_000
        print("the stores' codec, the server benchmark's session (\(count) times each, the mean):")
        report("the state without its history", rest, count: count)
        report("the history", history, count: count)
        // What a store encodes when a calculation ends: the new line, the others copied.
        var next = state
        for key in keys { next.press(key) }
        let lines = next.storedHistory
        guard let added = lines.linesAdded(since: history), let held = try? CompactEncoder().encode(history) else {
            return
        }
        let spliced = seconds(count) {
            _ = try? CompactEncoder().encode(prepending: lines.prefix(added), toFirst: lines.count - added, of: held)
        }
        print("  the history after a calculation ended, \(added) line encoded: \(BudgetBenchmark.micro(spliced))")
    }

    /// Prints what encoding and decoding `value` costs, the mean of `count` runs each.
    static func report<Value: Codable>(_ name: String, _ value: Value, count: Int) {
        guard let bytes = try? CompactEncoder().encode(value) else { return }
        let encode = seconds(count) { _ = try? CompactEncoder().encode(value) }
        let decode = seconds(count) { _ = try? CompactDecoder().decode(Value.self, from: bytes) }
        print(
            "  \(name), \(bytes.count) bytes: encode \(BudgetBenchmark.micro(encode)), "
                + "decode \(BudgetBenchmark.micro(decode))")
    }

    /// The mean seconds `body` takes over `count` runs, after one run to warm the caches.
    static func seconds(_ count: Int, _ body: () -> Void) -> Double {
        body()
        let start = EngineBenchmark.clock.now
        for _ in 0..<count { body() }
        return EngineBenchmark.seconds(EngineBenchmark.clock.now - start) / Double(count)
    }
}
