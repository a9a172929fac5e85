/// A unit of measurement: its symbol, what it measures, and its size in the base unit of that
/// dimension (the SI's coherent unit; the bit for data, the degree for angles).
///
/// A unit is known by its symbol: two units with one symbol are one unit. Every field is stored
/// with a value that carries it, so a stored quantity reads back whatever the catalogue says later.
public struct Unit: Hashable, Sendable, Codable {
    /// The symbol, case-sensitive as in the SI: `m`, `km`, `°C`, `B`, `b`.
    public var symbol: String
    /// What it measures.
    public var dimension: Dimension
    /// How many base units one of it is, exactly where the definition is exact (`in`: 0.0254).
    public var factor: BigDecimal
    /// For a temperature scale whose zero is not absolute zero, what to add to a reading before
    /// scaling it by `factor` to get kelvins: 273.15 for °C, 459.67 for °F; nil for every other unit.
    public var offset: BigDecimal?
    /// For a temperature scale with an offset, the symbol of its difference unit (`Δ°C`): what the
    /// difference of two readings is measured in.
    public var difference: String?
    /// Whether it measures a difference of temperatures (`Δ°C`), which no offset applies to.
    public var isDifference = false

    /// Whether converting into or from it adds an offset (°C, °F).
    var hasOffset: Bool { offset != nil }

    public static func == (a: Unit, b: Unit) -> Bool { a.symbol == b.symbol }
    public func hash(into hasher: inout Hasher) { hasher.combine(symbol) }
}
