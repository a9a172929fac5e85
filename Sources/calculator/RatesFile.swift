import CalcEngine
import Foundation

/// `--rates FILE` and `--rates-max-age DAYS` (SPEC 10.3): the standard units with the currencies
/// of an operator's ECB reference-rates CSV, refused with a clear message when the file cannot be
/// read, is not such a CSV, or is older than the age allowed, so that no figure is silently wrong.
enum RatesFile {
    /// The oldest, in days, rates may be by default: the ECB publishes on working days, so a week
    /// covers holidays and a long weekend.
    static let defaultMaximumAge = 7

    /// The units for `path`, or the standard ones when there is no path.
    static func units(path: String?, maximumAge: Int, now: Date = Date()) throws(RatesFileError) -> UnitCatalog {
        guard let path else { return .standard }
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let rates: CurrencyRates
        do {
            rates = try CurrencyRates(ecbCSV: text, source: "European Central Bank reference rates (\(name))")
        } catch {
            throw .malformed(path: path, error)
        }
        let age = days(from: rates.date, to: now)
        guard age <= maximumAge else { throw .stale(path: path, date: rates.date, age: age, maximum: maximumAge) }
        return UnitCatalog.standard.adding(rates)
    }

    /// Whole days from the start of `isoDate` (UTC) to `now`.
    static func days(from isoDate: String, to now: Date) -> Int {
        let parts = isoDate.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard parts.count == 3,
            let day = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        else { return .max }
        return Int(now.timeIntervalSince(day) / 86_400)
    }
}

/// Why a rates file was refused.
enum RatesFileError: Error, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case malformed(path: String, CurrencyRatesError)
    case stale(path: String, date: String, age: Int, maximum: Int)

    var description: String {
        switch self {
        case .unreadable(let path, let reason): "--rates \(path) cannot be read: \(reason)"
        case .malformed(let path, let error): "--rates \(path): \(error)"
        case .stale(let path, let date, let age, let maximum):
            "--rates \(path) holds the rates of \(date), \(age) \(age == 1 ? "day" : "days") old: older than --rates-max-age \(maximum). "
                + "Download fresh ones (https://www.ecb.europa.eu/stats/eurofxref/eurofxref.zip) or raise --rates-max-age."
        }
    }
}
