/// The ticks of an axis, at steps of 1, 2 or 5 times a power of ten, with their labels written
/// exactly (a step of 0.2 gives `0.4`, never `0.4000000000000001`).
public struct PlotAxis: Sendable, Hashable {
    /// A tick: where it stands and its label in canonical notation (`-0.5`, `2e-7`).
    public struct Tick: Sendable, Hashable {
        public let value: Double
        public let label: String
    }

    /// The ticks within the range, in increasing order.
    public let ticks: [Tick]

    /// The ticks of `range`, about `target` of them.
    public init(_ range: ClosedRange<Double>, target: Int) {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else {
            ticks = []
            return
        }
        let (mantissa, exponent) = Self.step(span / Double(max(1, target)))
        let step = Double(mantissa) * Self.power(exponent)
        let first = (range.lowerBound / step).rounded(.up)
        let last = (range.upperBound / step).rounded(.down)
        var ticks: [Tick] = []
        var k = first
        while k <= last, ticks.count < 50 {
            let multiple = Int(k) * mantissa
            ticks.append(Tick(value: Double(multiple) * Self.power(exponent), label: Self.label(multiple, exponent)))
            k += 1
        }
        self.ticks = ticks
    }

    /// The nice step at least `raw`: 1, 2 or 5 times 10^exponent.
    static func step(_ raw: Double) -> (mantissa: Int, exponent: Int) {
        var exponent = Int((raw.magnitude).log10Floor)
        while true {
            for m in [1, 2, 5] where Double(m) * power(exponent) >= raw * (1 - 1e-12) { return (m, exponent) }
            exponent += 1
        }
    }

    /// 10^n as a Double.
    static func power(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(n) { result *= 10 }
        return n < 0 ? 1 / result : result
    }

    /// `multiple` × 10^exponent in plain notation, or scientific beyond six places either way.
    static func label(_ multiple: Int, _ exponent: Int) -> String {
        if multiple == 0 { return "0" }
        let sign = multiple < 0 ? "-" : ""
        var digits = String(multiple.magnitude)
        var exponent = exponent
        while digits.count > 1, digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        if exponent >= 0 && exponent + digits.count <= 9 {
            return sign + digits + String(repeating: "0", count: exponent)
        }
        if exponent < 0 && -exponent <= 6 + digits.count {
            let places = -exponent
            if digits.count > places {
                return sign + digits.dropLast(places) + "." + digits.suffix(places)
            }
            return sign + "0." + String(repeating: "0", count: places - digits.count) + digits
        }
        let scientificExponent = exponent + digits.count - 1
        let head = digits.count > 1 ? "\(digits.first!).\(digits.dropFirst())" : digits
        return sign + head + "e" + String(scientificExponent)
    }
}

extension Double {
    /// ⌊log10 |self|⌋ for a positive finite value.
    fileprivate var log10Floor: Double {
        var exponent = 0.0
        var value = self
        while value >= 10 {
            value /= 10
            exponent += 1
        }
        while value < 1, value > 0 {
            value *= 10
            exponent -= 1
        }
        return exponent
    }
}
