import CalcEngine
import CalcStore
import Foundation

/// What one key costs a stored session as it grows: a database store presses the key on its cached
/// session, renders its view and encodes the state for the commit on every request (decoding only
/// when the session is not cached), so this measures those steps at key 1, 10, 100 and 1,000 of the
/// sessions issue 13 measured (`3 2 4 8 fact -` in one infix calculation, `3 2 4 8 fact` on the RPN
/// stack), and `angle` on a full RPN stack in memory.
enum SessionBenchmark {
    static let checkpoints = [1, 10, 100, 1_000]

    static func run() {
        print(
            "stored sessions (key + view + encode, as a database store does per request; decode on a cache miss):")
        measure("infix, 3 2 4 8 fact - …", cycle: "3 2 4 8 fact -")
        measure("rpn, 3 2 4 8 fact …", cycle: "3 2 4 8 fact", mode: "mode-rpn")
        // The keys of `Tests/Benchmarks/server-keypress.sh`: a full history from key 250 on.
        measure("infix, 1 2 + 3 = … (the server benchmark's keys)", cycle: "1 2 + 3 =")
        steadyKeys(cycle: "1 2 + 3 =")
        angleOnAFullStack()
    }

    /// Builds the session key by key in memory; at each checkpoint, times a request's steps for the next key.
    static func measure(_ name: String, cycle: String, mode: String? = nil) {
        let keys = cycle.split(separator: " ").map { KeyPress(parsing: String($0))! }
        var state = CalculatorState()
        if let mode { state.press(KeyPress(parsing: mode)!) }
        var pressed = 0
        print("  \(name):")
        var first: Double?
        for checkpoint in checkpoints {
            while pressed < checkpoint - 1 {
                state.press(keys[pressed % keys.count])
                pressed += 1
            }
            guard let data = try? CompactEncoder().encode(state) else { return }
            let next = keys[pressed % keys.count]
            var decode = 0.0
            var press = 0.0
            var encode = 0.0
            let repeats = 3
            // One round more, first, to warm the caches; it is not counted.
            for round in 0...repeats {
                let t0 = EngineBenchmark.clock.now
                guard (try? CompactDecoder().decode(CalculatorState.self, from: data)) != nil else { return }
                let t1 = EngineBenchmark.clock.now
                // As a store does: the key on the cached session, then its encoding for the commit.
                var copy = state
                copy.press(next)
                _ = copy.view
                let t2 = EngineBenchmark.clock.now
                _ = try? CompactEncoder().encode(copy)
                let t3 = EngineBenchmark.clock.now
                if round == 0 { continue }
                decode += EngineBenchmark.seconds(t1 - t0)
                press += EngineBenchmark.seconds(t2 - t1)
                encode += EngineBenchmark.seconds(t3 - t2)
            }
            let n = Double(repeats)
            let cycle = (0..<keys.count).map { keys[(pressed + $0) % keys.count] }
            let each = keyCosts(after: state, pressing: cycle).map(BudgetBenchmark.micro).joined(separator: ", ")
            let cycleKeys = cycle.map(\.value).joined(separator: " ")
            let takeBack = keyCosts(after: state, pressing: [.key(.clearEntry)])[0]
            let total = (press + encode) / n
            if first == nil { first = total }
            let ratio = total / (first ?? total)
            print(
                "    key \(checkpoint): key + view \(BudgetBenchmark.micro(press / n)), "
                    + "encode \(BudgetBenchmark.micro(encode / n)); "
                    + "key + view + encode \(BudgetBenchmark.micro(total)) (×\(BudgetBenchmark.fixed(ratio)) key 1), "
                    + "\(data.count) bytes; decode on a cache miss \(BudgetBenchmark.micro(decode / n)); "
                    + "key + view of the next \(cycleKeys): \(each); "
                    + "CE + view \(BudgetBenchmark.micro(takeBack))")
        }
    }

    /// Key after key in one session, each encoded, as a store's commits do under
    /// load: the mean cost of the key and its encoding (the caches warm, unlike at the checkpoints),
    /// the whole state in one encoding (as before the history was kept apart) and as the stores
    /// encode it now: the state without its history, and the history only when a calculation ended.
    static func steadyKeys(cycle: String) {
        let keys = cycle.split(separator: " ").map { KeyPress(parsing: String($0))! }
        var start = CalculatorState()
        for n in 0..<1_000 { start.press(keys[n % keys.count]) }
        let count = 200_000
        for historyApart in [false, true] {
            var state = start
            var bytes = 0
            let t0 = EngineBenchmark.clock.now
            for n in 0..<count {
                let before = state
                state.press(keys[n % keys.count])
                guard historyApart else {
                    bytes += (try? CompactEncoder().encode(state))?.count ?? 0
                    continue
                }
                bytes += (try? CompactEncoder().encode(state.withoutHistory()))?.count ?? 0
                if !state.hasSameHistory(as: before) {
                    bytes += (try? CompactEncoder().encode(state.storedHistory))?.count ?? 0
                }
            }
            let each = EngineBenchmark.seconds(EngineBenchmark.clock.now - t0) / Double(count)
            print(
                "  \(cycle) …, the \(count) keys after the 1,000th one after another, each encoded"
                    + (historyApart ? ", the history apart (written when it changed)" : ", the whole state")
                    + ": \(BudgetBenchmark.micro(each)) a key with its encoding (\(bytes / count) bytes a key)")
        }
    }

    /// What each of `keys`, pressed one after another on a copy of `state`, costs with its view
    /// (the mean of three runs, after one to warm the caches).
    static func keyCosts(after state: CalculatorState, pressing keys: [KeyPress]) -> [Double] {
        var spent = [Double](repeating: 0, count: keys.count)
        let runs = 3
        for run in 0...runs {
            var copy = state
            for (i, key) in keys.enumerated() {
                let t0 = EngineBenchmark.clock.now
                copy.press(key)
                _ = copy.view
                if run > 0 { spent[i] += EngineBenchmark.seconds(EngineBenchmark.clock.now - t0) }
            }
        }
        return spent.map { $0 / Double(runs) }
    }

    /// `angle` on a full RPN stack (999 elements): 111 × `3248! + 1`, and 111 × `(sin 1 + 3000)!`,
    /// which read the angle unit.
    static func angleOnAFullStack() {
        var state = CalculatorState()
        state.press(.key(.modeRPN))
        for i in 0..<222 {
            let keys = i % 2 == 0 ? "3 2 4 8 fact 1 +" : "1 sin 3 0 0 0 + fact"
            for key in keys.split(separator: " ") { state.press(KeyPress(parsing: String(key))!) }
        }
        var slowest = 0.0
        for _ in 0..<4 {
            let t0 = EngineBenchmark.clock.now
            state.press(.key(.angle))
            _ = state.view
            slowest = max(slowest, EngineBenchmark.seconds(EngineBenchmark.clock.now - t0))
        }
        let complex = state.view.stack.filter { $0 == CalculatorError.tooComplex.description }.count
        print(
            "  angle on a full RPN stack (999 elements: 111 × 3248! + 1, 111 × (sin 1 + 3000)!): "
                + "\(BudgetBenchmark.micro(slowest)) (slowest of 4); \(complex) of the 20 listed values too complex")
    }
}
