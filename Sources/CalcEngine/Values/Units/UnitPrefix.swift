import BigInt

/// A prefix that scales a unit: the SI's decimal prefixes (SI Brochure, 9th edition, table 7)
/// and the IEC's binary ones (IEC 80000-13: Ki = 2¹⁰, Mi = 2²⁰, …).
struct UnitPrefix: Sendable {
    /// Which prefixes a unit takes.
    enum Family: Sendable {
        /// None (the inch, the hour, the degree Celsius).
        case none
        /// Every SI prefix, from quecto to quetta (the metre, the gram, the joule).
        case decimal
        /// The SI prefixes from kilo up and the binary ones (the byte and the bit: no millibyte).
        case data
    }

    var symbol: String
    /// The factor it multiplies the unit by.
    var factor: BigDecimal
    /// Whether it is one of the SI's submultiples (d, c, m, µ, …), which data units do not take.
    var isSubmultiple: Bool

    /// The English names of the prefixes in everyday use, and their symbols (SI Brochure, 9th ed.,
    /// Table 7; IEC 80000-13 for the binary ones): `kilometre` is km.
    static let names: [(name: String, symbol: String)] = [
        ("kilo", "k"), ("mega", "M"), ("giga", "G"), ("tera", "T"), ("peta", "P"), ("hecto", "h"), ("deca", "da"),
        ("deka", "da"), ("deci", "d"), ("centi", "c"), ("milli", "m"), ("micro", "µ"), ("nano", "n"), ("pico", "p"),
        ("kibi", "Ki"), ("mebi", "Mi"), ("gibi", "Gi"), ("tebi", "Ti"),
    ]

    /// The decimal prefixes: `u` is accepted for `µ` (and the Greek `μ`), as typed on keyboards without it.
    static let decimal: [UnitPrefix] = {
        let powers: [(String, Int)] = [
            ("Q", 30), ("R", 27), ("Y", 24), ("Z", 21), ("E", 18), ("P", 15), ("T", 12), ("G", 9), ("M", 6),
            ("k", 3), ("h", 2), ("da", 1), ("d", -1), ("c", -2), ("m", -3), ("µ", -6), ("μ", -6), ("u", -6),
            ("n", -9), ("p", -12), ("f", -15), ("a", -18), ("z", -21), ("y", -24), ("r", -27), ("q", -30),
        ]
        return powers.map {
            UnitPrefix(symbol: $0, factor: BigDecimal(significand: 1, exponent: $1), isSubmultiple: $1 < 0)
        }
    }()

    /// The binary prefixes.
    static let binary: [UnitPrefix] = ["Ki", "Mi", "Gi", "Ti", "Pi", "Ei", "Zi", "Yi"].enumerated().map {
        index, symbol in
        UnitPrefix(
            symbol: symbol, factor: BigDecimal(significand: BigInt(1) << (10 * (index + 1))), isSubmultiple: false)
    }

    /// The prefixes a unit of `family` takes, two-letter ones first (so `da` is not read as `d`).
    static func prefixes(for family: Family) -> [UnitPrefix] {
        switch family {
        case .none: []
        case .decimal: decimal.sorted { $0.symbol.count > $1.symbol.count }
        case .data: (binary + decimal.filter { !$0.isSubmultiple && $0.symbol != "h" && $0.symbol != "da" })
        }
    }
}
