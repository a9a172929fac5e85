/// A number format the calculator offers (SPEC 10.1): a language and region whose decimal and
/// grouping marks it follows.
///
/// The marks are CLDR's (Unicode CLDR 46, `numbers/symbols-numberSystem-latn` and the `#,##0.###`
/// decimal patterns with `minimumGroupingDigits`), as Foundation's locale data gives them; a test
/// checks every figure against Foundation and against Python's babel (CLDR), computed apart.
public enum NumberLocale: String, CaseIterable, Sendable, Codable {
    case en
    case enIN = "en-IN"
    case enZA = "en-ZA"
    case de
    case deCH = "de-CH"
    case fr
    case frCA = "fr-CA"
    case es
    case es419 = "es-419"
    case it
    case itCH = "it-CH"
    case pt
    case ptPT = "pt-PT"
    case nl, pl, sv

    /// The format the calculator starts with and falls back to: English (1,234.5).
    public static let fallback = NumberLocale.en

    /// Its BCP 47 tag (`en-IN`).
    public var tag: String { rawValue }

    /// The language's own name for the format, as a settings page lists it.
    public var name: String {
        switch self {
        case .en: "English (1,234.5)"
        case .enIN: "English, India (12,34,567.5)"
        case .de: "Deutsch (1.234,5)"
        case .deCH: "Deutsch, Schweiz (1’234.5)"
        case .fr: "Français (1 234,5)"
        case .frCA: "Français, Canada (1 234,5)"
        case .es: "Español (12.345,5)"
        case .es419: "Español, Latinoamérica (12,345.5)"
        case .it: "Italiano (12.345,5)"
        case .itCH: "Italiano, Svizzera (12’345.5)"
        case .pt: "Português (1.234,5)"
        case .ptPT: "Português, Portugal (12 345,5)"
        case .nl: "Nederlands (1.234,5)"
        case .pl: "Polski (12 345,5)"
        case .sv: "Svenska (1 234,5)"
        case .enZA: "English, South Africa (1 234,5)"
        }
    }

    /// How it writes numbers, and the dates of results (``dateStyle``).
    public var format: NumberFormat { Self.formats[self] ?? .canonical }

    /// Each locale's format, made once.
    private static let formats: [NumberLocale: NumberFormat] = Dictionary(
        uniqueKeysWithValues: allCases.map { locale in
            let marks = locale.marks
            return (
                locale,
                NumberFormat(
                    decimalMark: marks.decimalMark, groupingMark: marks.groupingMark,
                    primaryGroupSize: marks.primaryGroupSize, secondaryGroupSize: marks.secondaryGroupSize,
                    minimumGroupingDigits: marks.minimumGroupingDigits, dates: locale.dateStyle)
            )
        })

    /// Its decimal and grouping marks and group sizes.
    private var marks: NumberFormat {
        switch self {
        case .en: NumberFormat(decimalMark: ".", groupingMark: ",")
        case .enIN: NumberFormat(decimalMark: ".", groupingMark: ",", secondaryGroupSize: 2)
        case .de, .pt, .nl: NumberFormat(decimalMark: ",", groupingMark: ".")
        case .es, .it: NumberFormat(decimalMark: ",", groupingMark: ".", minimumGroupingDigits: 2)
        case .es419: NumberFormat(decimalMark: ".", groupingMark: ",")
        // U+2019 RIGHT SINGLE QUOTATION MARK, CLDR's Swiss apostrophe; a typed ' reads as it too.
        case .deCH: NumberFormat(decimalMark: ".", groupingMark: "\u{2019}")
        case .itCH: NumberFormat(decimalMark: ".", groupingMark: "\u{2019}", minimumGroupingDigits: 2)
        // U+202F NARROW NO-BREAK SPACE.
        case .fr: NumberFormat(decimalMark: ",", groupingMark: "\u{202F}")
        // U+00A0 NO-BREAK SPACE.
        case .pl: NumberFormat(decimalMark: ",", groupingMark: "\u{A0}", minimumGroupingDigits: 2)
        case .sv, .enZA, .frCA: NumberFormat(decimalMark: ",", groupingMark: "\u{A0}")
        case .ptPT: NumberFormat(decimalMark: ",", groupingMark: "\u{A0}", minimumGroupingDigits: 2)
        }
    }

    /// The supported format a language tag asks for: the exact tag (any case, `_` or `-`), else the
    /// format its region shares (``sharedRegionalFormats``: `es-MX` is `es-419`), else its language
    /// alone (`de-AT` is `de`, `en-GB` is `en`); nil when none is supported.
    public init?(matching tag: some StringProtocol) {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = parts.first, !language.isEmpty, language.count <= 8 else { return nil }
        let regional = parts.count > 1 ? "\(language)-\(parts[1])" : nil
        if let regional, let exact = NumberLocale.allCases.first(where: { $0.rawValue.lowercased() == regional }) {
            self = exact
        } else if let regional, let shared = Self.sharedRegionalFormats[regional] {
            self = shared
        } else if let plain = NumberLocale(rawValue: language) {
            self = plain
        } else {
            return nil
        }
    }

    /// The regions that write numbers as a regional format does rather than as their language's:
    /// CLDR 46 gives these Spanish-speaking regions the decimal point and grouping comma of
    /// `es-419` (Mexico, the United States, Central America, the Caribbean, Peru); the others
    /// (Argentina, Colombia, Chile, …) write numbers as Spain does. Liechtenstein writes them as
    /// Switzerland does.
    static let sharedRegionalFormats: [String: NumberLocale] = Dictionary(
        uniqueKeysWithValues: ["mx", "us", "pr", "do", "cu", "gt", "hn", "sv", "ni", "pa", "bz", "pe", "br"].map {
            ("es-\($0)", NumberLocale.es419)
        } + [("de-li", .deCH)])
}
