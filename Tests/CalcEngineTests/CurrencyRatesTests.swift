import BigInt
import CalcEngine
import Testing

/// Currencies from an ECB reference-rates CSV (SPEC 10.3). The expected values are the file's
/// rates worked by hand: 10 USD is 10/1.05 EUR = 200/21.
struct CurrencyRatesTests {
    static let daily = """
        Date, USD, JPY, BGN, GBP, CHF, ISK, 
        25 November 2026, 1.0500, 160.12, 1.9558, 0.8400, 0.9400, N/A, 
        """
    static let history = """
        Date,USD,JPY,GBP,
        2026-11-25,1.05,160.12,0.84,
        2026-11-24,1.04,159.00,0.83,
        """

    @Test func theDailyFileAndTheHistoryReadAlike() throws {
        let daily = try CurrencyRates(ecbCSV: Self.daily, source: "ECB")
        let history = try CurrencyRates(ecbCSV: Self.history, source: "ECB")
        #expect(daily.date == "2026-11-25" && history.date == "2026-11-25")
        #expect(
            daily.perEuro["USD"] == BigDecimal(exactly: "1.05") && history.perEuro["USD"] == BigDecimal(exactly: "1.05")
        )
        #expect(daily.perEuro["ISK"] == nil, "N/A is no rate")
        #expect(daily.perEuro["EUR"] == .one)
    }

    @Test(arguments: [
        ("10 USD to EUR", "200/21"),
        ("100 EUR to GBP", "84"),
        ("1 USD to JPY", "16012/105"),
        ("5 GBP + 1 EUR to GBP", "146/25"),
        ("10 CHF / 4", "5/2"),
    ])
    func conversionsUseTheFilesRates(_ text: String, _ exact: String) throws {
        let units = UnitCatalog.standard.adding(try CurrencyRates(ecbCSV: Self.daily, source: "ECB"))
        let value = try ExpressionEvaluator(units: units).evaluate(text)
        #expect(value.magnitude.fractionText == exact)
        #expect(units.currencyNote(for: value) == "Exchange rates of 2026-11-25, ECB")
        #expect(units.currencyNote(for: try ExpressionEvaluator(units: units).evaluate("5 km")) == nil)
    }

    @Test func withoutRatesACurrencyIsRefusedWithTheReason() {
        #expect(throws: CalculatorError.self) { try ExpressionEvaluator().evaluate("10 USD to EUR") }
        do {
            _ = try ExpressionEvaluator().evaluate("10 USD to EUR")
        } catch {
            #expect(error.description.contains("USD is a currency, and this calculator has no exchange rates"))
        }
    }

    @Test func aTypedCurrencyResultNotesItsRates() throws {
        let units = UnitCatalog.standard.adding(try CurrencyRates(ecbCSV: Self.daily, source: "ECB"))
        var state = CalculatorState()
        state.evaluate(typed: "10 USD to EUR", units: units)
        #expect(state.view.display == "9.52380952380952 EUR")
        #expect(state.view.notice == "Exchange rates of 2026-11-25, ECB")
    }

    @Test(arguments: [
        ("", "line 1: expected a header line and a line of rates"),
        ("Date, USD\n", "line 2: expected a header line and a line of rates"),
        ("Day, USD\n25 November 2026, 1.05\n", "line 1: the first column is not 'Date'"),
        ("Date, USD\nyesterday, 1.05\n", "line 2: 'yesterday' is not a date such as 25 November 2026 or 2026-11-25"),
        ("Date, US Dollar\n2026-11-25, 1.05\n", "line 1: 'US Dollar' is not a currency code"),
        ("Date, USD\n2026-11-25, -1.05\n", "line 2: the rate of USD, '-1.05', is not a positive number"),
        ("Date, USD\n2026-11-25, abc\n", "line 2: the rate of USD, 'abc', is not a positive number"),
        ("Date, USD\n2026-11-25, N/A\n", "line 2: no rates"),
    ])
    func aMalformedFileSaysWhereAndWhy(_ text: String, _ problem: String) {
        #expect(throws: CurrencyRatesError.self) { try CurrencyRates(ecbCSV: text, source: "x") }
        do {
            _ = try CurrencyRates(ecbCSV: text, source: "x")
        } catch {
            #expect(error.description == "The rates file is not an ECB reference-rates CSV: \(problem).")
        }
    }
}
