/// One sampled point of a curve: `y` is nil where the function is undefined at `x`.
public struct PlotSample: Sendable, Hashable {
    public let x: Double
    /// The value, when the function has one there.
    public let value: BigDecimal?
    /// The value as a Double, for drawing and comparing only; worked out once, as the range, the
    /// segments and the key points each read it again (a value of thousands of digits takes about
    /// as long to convert as to compute).
    public let y: Double?

    init(x: Double, value: BigDecimal?) {
        self.x = x
        self.value = value
        y = value.map(\.doubleValue).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// A point the key-point search found: a zero, a local minimum or maximum, or the y-intercept.
public struct KeyPoint: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case zero, minimum, maximum, intercept
    }

    public let kind: Kind
    public let x: Double
    public let y: BigDecimal

    /// x to ``KeyPoint/significantDigits`` significant digits, in canonical notation.
    public var xText: String { Plot.text(x) }
    /// y to ``KeyPoint/significantDigits`` significant digits (the intercept exactly as the display shows it).
    public var yText: String {
        kind == .intercept ? y.displayString : y.text(significantDigits: Self.significantDigits)
    }

    /// The precision key points are stated to.
    public static let significantDigits = 6
}

/// A function of `x` as plotted: its samples and key points, or why it has none.
public struct PlotCurve: Sendable {
    /// The function as typed.
    public let text: String
    /// The samples from xmin to xmax (``Plot/samplesPerFunction`` steps); fewer when the page's
    /// budget ran out.
    public internal(set) var samples: [PlotSample] = []
    /// Zeros, extrema and the y-intercept, in that order, each ordered by x.
    public internal(set) var keyPoints: [KeyPoint] = []
    /// Why the function could not be drawn (a syntax error, a quantity): the engine's message.
    public internal(set) var error: CalculatorError?
    /// Whether more zeros or extrema were found than a page lists.
    public internal(set) var keyPointsCut = false

    /// The indices where a line may join sample i-1 to sample i: both defined, and no jump
    /// (see ``Plot/isJump(_:_:yRange:)``).
    public func joins(_ i: Int, yRange: ClosedRange<Double>) -> Bool {
        guard i > 0, i < samples.count, let a = samples[i - 1].y, let b = samples[i].y else { return false }
        return !Plot.isJump(a, b, yRange: yRange)
    }

    /// The drawable runs of samples: broken where a sample is undefined or the curve jumps.
    public func segments(yRange: ClosedRange<Double>) -> [[(x: Double, y: Double)]] {
        var result: [[(x: Double, y: Double)]] = []
        var current: [(x: Double, y: Double)] = []
        for (i, sample) in samples.enumerated() {
            guard let y = sample.y else {
                if !current.isEmpty { result.append(current) }
                current = []
                continue
            }
            if !current.isEmpty, !joins(i, yRange: yRange) {
                result.append(current)
                current = []
            }
            current.append((sample.x, y))
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
