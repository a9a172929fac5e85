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
        var multiples: [Int] = []
        var k = first
        while k <= last, multiples.count < 50 {
            multiples.append(Int(k) * mantissa)
            k += 1
        }
        // One notation on an axis: when one label needs scientific notation, all do (0 stays 0),
        // so that 500000000 is not written beside 1e9.
        let plain = multiples.map { Self.plainLabel($0, exponent) }
        let scientific = plain.contains(nil)
        ticks = zip(multiples, plain).map { multiple, plain in
            let label = (scientific && multiple != 0 ? nil : plain) ?? Self.scientificLabel(multiple, exponent)
            return Tick(value: Double(multiple) * Self.power(exponent), label: label)
        }
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

    /// `multiple` × 10^exponent in plain notation (`-0.5`, `2000`); nil beyond nine integer digits
    /// or six zeros after the point.
    static func plainLabel(_ multiple: Int, _ exponent: Int) -> String? {
        if multiple == 0 { return "0" }
        let (sign, digits, exponent) = significant(multiple, exponent)
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
        return nil
    }

    /// `multiple` × 10^exponent in scientific notation (`5e8`, `-1.5e-7`).
    static func scientificLabel(_ multiple: Int, _ exponent: Int) -> String {
        let (sign, digits, exponent) = significant(multiple, exponent)
        let scientificExponent = exponent + digits.count - 1
        let head = digits.count > 1 ? "\(digits.first!).\(digits.dropFirst())" : digits
        return sign + head + "e" + String(scientificExponent)
    }

    /// The sign, the significant digits (no trailing zeros) and the exponent of the last of them.
    private static func significant(_ multiple: Int, _ exponent: Int) -> (String, String, Int) {
        var digits = String(multiple.magnitude)
        var exponent = exponent
        while digits.count > 1, digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        return (multiple < 0 ? "-" : "", digits, exponent)
    }
}

extension Double {
    /// ⌊log10 |self|⌋ for a positive finite value.
    var log10Floor: Double {
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
