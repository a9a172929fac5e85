/// Currencies as units (SPEC 10.3): known only from an operator's rates file, so that no figure
/// is ever computed from rates nobody supplied. Every result in a currency carries the rates' date
/// and source (``currencyNote(for:)``).
extension UnitCatalog {
    /// The ISO 4217 codes of the currencies the ECB publishes reference rates for, and the euro: the
    /// names that, without a rates file, are refused as currencies rather than as unknown names.
    static let currencyCodes: Set<String> = [
        "EUR", "USD", "JPY", "BGN", "CZK", "DKK", "GBP", "HUF", "PLN", "RON", "SEK", "CHF", "ISK", "NOK", "TRY",
        "AUD", "BRL", "CAD", "CNY", "HKD", "IDR", "ILS", "INR", "KRW", "MXN", "MYR", "NZD", "PHP", "SGD", "THB",
        "ZAR",
    ]

    /// This catalogue with a unit for every currency of `rates` (the euro is the base: 1 USD is
    /// 1/rate EUR), listed as a category.
    public func adding(_ rates: CurrencyRates) -> UnitCatalog {
        var catalog = self
        let money = Dimension(.money)
        for (code, rate) in rates.perEuro {
            guard let factor = try? BigDecimal.one / rate else { continue }
            catalog.define(Unit(symbol: code, dimension: money, factor: factor))
        }
        catalog.rates = rates
        catalog.list(.currency, rates.perEuro.keys.sorted { ($0 != "EUR" ? 1 : 0, $0) < ($1 != "EUR" ? 1 : 0, $1) })
        return catalog
    }

    /// Why `name` is not a unit when it is a currency code and no rates are loaded; else nil.
    func missingCurrency(_ name: String) -> String? {
        guard rates == nil, Self.currencyCodes.contains(name) else { return nil }
        return
            "\(name) is a currency, and this calculator has no exchange rates (its operator can load them with serve --rates FILE)"
    }

    /// For a value in a currency, the date and source of the rates it was converted with.
    public func currencyNote(for value: Value) -> String? {
        guard let rates, value.unit.dimension.exponents[Dimension.Base.money.rawValue] != 0 else { return nil }
        return "Exchange rates of \(rates.date), \(rates.source)"
    }
}
