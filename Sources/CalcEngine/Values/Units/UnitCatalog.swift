/// The units a typed expression may name, found by symbol (case-sensitive, as in the SI) or by
/// an English name (`inch`, `feet`), with the SI and binary prefixes on the units that take them.
///
/// ```swift
/// UnitCatalog.standard.unit(named: "km")?.factor   // 1000
/// UnitCatalog.standard.unit(named: "KiB")?.factor  // 8192 (bits)
/// ```
public struct UnitCatalog: Sendable {
    /// One unit as the catalogue defines it.
    struct Entry: Sendable {
        var unit: Unit
        var prefixes: UnitPrefix.Family
        var names: [String]
        /// Other symbols the unit is written with, which take its prefixes too (`l` for `L`: `ml`).
        var symbols: [String]
    }

    /// Every unit by its symbol and its names.
    private var entries: [String: Entry] = [:]
    /// The units a converter offers, as typed text (`km/h`, `m^2`), by category.
    public private(set) var categories: [(category: UnitCategory, units: [String])] = []
    /// The most words in one of its names (`US fl oz`: 3), which a parser reads ahead for.
    public private(set) var mostWordsInAName = 1
    /// The exchange rates its currencies come from; nil when it has none (see `UnitCatalog+Currencies.swift`).
    public internal(set) var rates: CurrencyRates?

    /// The units of NIST SP 811 and the SI brochure this calculator knows (see `UnitCatalog+Definitions.swift`).
    public static let standard = UnitCatalog.definitions()

    init() {}

    /// Adds a unit under its symbol and `names`.
    mutating func define(
        _ unit: Unit, prefixes: UnitPrefix.Family = .none, names: [String] = [], symbols: [String] = []
    ) {
        let entry = Entry(unit: unit, prefixes: prefixes, names: names, symbols: symbols)
        for name in [unit.symbol] + symbols + names {
            entries[name] = entry
            mostWordsInAName = max(mostWordsInAName, name.split(separator: " ").count)
        }
    }

    /// Lists `units` (typed text) under `category` for converters and the help page.
    mutating func list(_ category: UnitCategory, _ units: [String]) {
        categories.append((category, units))
    }

    /// The unit `name` names: a symbol (`km`, `°C`), a name (`miles`, `fl oz`), or a prefix and the symbol
    /// of a unit that takes it (`mL`, `GiB`, `µs`); nil when none does.
    public func unit(named name: String) -> Unit? {
        if let entry = entries[name] { return entry.unit }
        for length in [2, 1] where name.count > length {
            let prefix = String(name.prefix(length))
            let rest = String(name.dropFirst(length))
            guard let base = entries[rest], base.unit.symbol == rest || base.symbols.contains(rest),
                let scale = UnitPrefix.prefixes(for: base.prefixes).first(where: { $0.symbol == prefix })
            else { continue }
            var unit = base.unit
            unit.symbol = name
            guard let factor = try? scale.factor * unit.factor else { return nil }
            unit.factor = factor
            return unit
        }
        // A prefix's name before a unit's name (`kilometres`, `millilitre`, `gibibytes`): the
        // prefixed symbol, which is how it is shown (km, mL, GiB).
        for (prefixName, prefix) in UnitPrefix.names where name.hasPrefix(prefixName) {
            let rest = String(name.dropFirst(prefixName.count))
            guard let base = entries[rest], base.names.contains(rest) else { continue }
            return unit(named: prefix + base.unit.symbol)
        }
        return nil
    }

    /// Every name the catalogue answers to, without prefixes: for the help page.
    public var names: [String] { entries.keys.sorted() }
}
