import Testing

/// Keystrokes for a lynx `-cmd_script` (one `key …` line each).
enum LynxKeystrokes {
    /// Presses `keys` with Down or Up Arrow and Enter, `orders[i]` being the controls of the page
    /// the `i`th key is pressed on (``pageControls(_:)``; the last order stands for the rest). A
    /// loaded page starts on its first control, the Expression field; after a key lynx stays on the
    /// key it pressed, whose form names it in its action (`/#k-7`), so each move starts there.
    static func pressing(_ keys: [String], orders: [[String]]) throws -> [String] {
        var lines: [String] = []
        var previous: String?
        for (number, key) in keys.enumerated() {
            let order = orders[min(number, orders.count - 1)]
            let index = try #require(order.firstIndex(of: key), "no button \(key)")
            let from = previous.flatMap { order.firstIndex(of: $0) } ?? 0
            let move = index >= from ? "key Down Arrow" : "key Up Arrow"
            lines += Array(repeating: move, count: abs(index - from)) + ["key ^J"]
            previous = key
        }
        return lines
    }

    /// The arrow presses in `lines`: the cost of reaching the keys.
    static func moves(_ lines: [String]) -> Int {
        lines.filter { $0.hasSuffix(" Arrow") }.count
    }

    /// Steps off the Expression field (where `p` would be typed) onto the next control, prints the
    /// page to the file at `path` (`p`, the first choice, its name typed over the one offered).
    static func saving(to path: String) -> [String] {
        ["key Down Arrow", "key p", "key ^J", "key ^U"] + path.map { "key \($0)" } + ["key ^J"]
    }
}
