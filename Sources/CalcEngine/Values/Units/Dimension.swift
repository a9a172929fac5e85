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

    /// The dimension of a quantity of this dimension to the power `n`.
    public func power(_ n: Int) -> Dimension {
        Dimension(exponents: exponents.map { $0 * n })
    }
}
