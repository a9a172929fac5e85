/// Exchange rates an operator supplies (`serve --rates FILE`): how many units of each currency
/// one euro buys on one date, read from the European Central Bank's reference-rates CSV
/// (`eurofxref.csv`, or the history `eurofxref-hist.csv`, whose first row is the newest).
///
/// ```text
/// Date, USD, JPY, GBP, …
/// 25 November 2026, 1.0523, 161.25, 0.8321, …
/// ```
public struct CurrencyRates: Sendable, Equatable {
    /// The day the rates are of, as `yyyy-mm-dd`.
    public var date: String
    /// Where they come from, as the page names it.
    public var source: String
    /// Units of each currency (ISO 4217 code) per euro; the euro itself is 1.
    public var perEuro: [String: BigDecimal]

    /// The rates of the newest row of an ECB reference-rates CSV.
    /// - Throws: ``CurrencyRatesError`` naming the line and what is wrong with it.
    public init(ecbCSV text: String, source: String) throws(CurrencyRatesError) {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
        guard lines.count >= 2 else {
            throw .malformed(line: lines.count + 1, "expected a header line and a line of rates")
        }
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
        guard header.first == "Date" else { throw .malformed(line: 1, "the first column is not 'Date'") }
        let row = lines[1].split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
        guard let date = Self.isoDate(row[0]) else {
            throw .malformed(line: 2, "'\(row[0])' is not a date such as 25 November 2026 or 2026-11-25")
        }
        var rates: [String: BigDecimal] = ["EUR": .one]
        for (column, code) in header.enumerated().dropFirst() where !code.isEmpty {
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                throw .malformed(line: 1, "'\(code)' is not a currency code")
            }
            let text = column < row.count ? row[column] : ""
            if text.isEmpty || text == "N/A" { continue }
            guard let rate = BigDecimal(exactly: text), !rate.isNegative, !rate.isZero else {
                throw .malformed(line: 2, "the rate of \(code), '\(text)', is not a positive number")
            }
            rates[code] = rate
        }
        guard rates.count > 1 else { throw .malformed(line: 2, "no rates") }
        self.date = date
        self.source = source
        perEuro = rates
    }

    /// `yyyy-mm-dd` for `25 November 2026` or `2026-11-25`; nil for anything else.
    static func isoDate(_ text: String) -> String? {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let parts = text.split(separator: " ")
        if parts.count == 3, let day = Int(parts[0]), let month = months.firstIndex(of: String(parts[1])),
            let year = Int(parts[2]), (1...31).contains(day), (1000...9999).contains(year)
        {
            return "\(year)-\(month < 9 ? "0" : "")\(month + 1)-\(day < 10 ? "0" : "")\(day)"
        }
        let numbers = text.split(separator: "-")
        guard numbers.count == 3, numbers[0].count == 4, numbers[1].count == 2, numbers[2].count == 2,
            let year = Int(numbers[0]), let month = Int(numbers[1]), let day = Int(numbers[2]),
            year >= 1000, (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return text
    }
}

/// A rates file this release cannot use, with what to fix.
public enum CurrencyRatesError: Error, Equatable, CustomStringConvertible {
    /// The file is not an ECB reference-rates CSV: the line and what is wrong there.
    case malformed(line: Int, String)

    public var description: String {
        switch self {
        case .malformed(let line, let problem):
            "The rates file is not an ECB reference-rates CSV: line \(line): \(problem)."
        }
    }
}
