/// What a unit measures, as powers of the base quantities: m/s is length¹·time⁻¹. Two quantities
/// can be added or converted into each other only when their dimensions are equal.
public struct Dimension: Hashable, Sendable, Codable {
    /// The base quantities, in the order of ``exponents``: the SI's seven, then information (the
    /// bit), plane angle (the degree: a dimension of its own here, so that `30 deg to rad` converts
    /// and `sin(30 deg)` knows its unit) and money (currencies, from an operator's rates file).
    public enum Base: Int, CaseIterable, Sendable {
        case length, mass, time, current, temperature, amount, luminosity, information, angle, money
    }

    /// The power of each base quantity, indexed by ``Base``.
    public private(set) var exponents: [Int]

    /// A pure number: every power zero.
    public static let none = Dimension(exponents: Array(repeating: 0, count: Base.allCases.count))

    /// One base quantity to the first power.
    public init(_ base: Base) {
        self = .none
        exponents[base.rawValue] = 1
    }

    private init(exponents: [Int]) { self.exponents = exponents }

    /// Whether it is a pure number.
    public var isNone: Bool { exponents.allSatisfy { $0 == 0 } }

    /// The dimension of a product of quantities of these dimensions.
    public static func * (a: Dimension, b: Dimension) -> Dimension {
        Dimension(exponents: zip(a.exponents, b.exponents).map { $0 + $1 })
    }

    /// Whether a quantity of this dimension converts into `other`: the same dimension, or one
    /// angle more or less (``angleExcess(over:)``).
    public func converts(to other: Dimension) -> Bool {
        self == other || angleExcess(over: other) != nil
    }

    /// The power of the angle by which this dimension exceeds `other` when they differ in one angle
    /// alone, 1 or -1, and what they share is not a pure number: an angular speed (rpm, rad/s) and a
    /// frequency (Hz), where a turn counts as one cycle (`3000 rpm to Hz` is 50 Hz). `nil` otherwise,
    /// and for an angle against a pure number (`1 to deg` stays an error).
    public func angleExcess(over other: Dimension) -> Int? {
        let angle = Base.angle.rawValue
        let excess = exponents[angle] - other.exponents[angle]
        guard excess == 1 || excess == -1 else { return nil }
        var rest = other
        rest.exponents[angle] = 0
        var matched = self
        matched.exponents[angle] = other.exponents[angle]
        return matched == other && !rest.isNone ? excess : nil
    }

    /// The dimension of a quantity of this dimension to the power `n`.
    public func power(_ n: Int) -> Dimension {
        Dimension(exponents: exponents.map { $0 * n })
    }
}
