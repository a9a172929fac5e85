import CalcEngine
import MicroHTTPServer

/// The number format a browser's `Accept-Language` asks for (RFC 9110 §12.5.4): the supported
/// format of the most preferred tag, by quality value (`q`), the header's order breaking ties;
/// tags no format matches, `*` and `q=0` are passed over.
enum AcceptLanguage {
    /// The longest header read; a longer one is not read at all (the fallback format), so a huge
    /// header costs no more than this.
    static let maximumLength = 1_024
    /// The most language ranges read from one header.
    static let maximumRanges = 32

    /// The format `request`'s `Accept-Language` picks, or nil when it picks none.
    static func locale(of request: HTTPRequest) -> NumberLocale? {
        let values = request.headers.values(for: "Accept-Language")
        return values.isEmpty ? nil : locale(values.joined(separator: ","))
    }

    /// The format `header` picks, or nil when it picks none (or is malformed, or too long).
    static func locale(_ header: String) -> NumberLocale? {
        guard header.utf8.count <= maximumLength else { return nil }
        var best: (locale: NumberLocale, quality: Double)?
        for range in header.split(separator: ",").prefix(maximumRanges) {
            let parts = range.split(separator: ";")
            guard let tag = parts.first?.trimmingSpaces, tag != "*",
                let locale = NumberLocale(matching: tag)
            else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map(\.trimmingSpaces)
                if pair.count == 2, pair[0].lowercased() == "q" {
                    quality = Double(pair[1]).flatMap { (0...1).contains($0) ? $0 : nil } ?? 0
                }
            }
            if quality > 0, quality > best?.quality ?? 0 { best = (locale, quality) }
        }
        return best?.locale
    }
}
