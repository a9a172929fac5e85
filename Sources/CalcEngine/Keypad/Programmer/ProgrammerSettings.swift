import BigInt

/// Programmer mode's settings (SPEC 10.5): the word its values are held in and the base digits
/// are typed in. Kept while other keypads are in use, so coming back finds them as they were.
public struct ProgrammerSettings: Hashable, Sendable, Codable {
    /// The word every value is held in; 64 bits signed at first, as Windows Calculator's QWORD.
    public var word = WordFormat()
    /// The base digit keys type in; hexadecimal at first.
    public var base = NumberBase.hexadecimal

    /// The settings of a fresh calculator.
    public init() {}

    /// `value` held in the word: its integer part, wrapped.
    func held(_ value: BigDecimal) -> BigInt {
        word.wrap((try? WordFormat.integerPart(value)) ?? 0)
    }

    /// `value`, held in the word, written in `base`: the word's bits in hexadecimal, octal and
    /// binary (`0xFF` for -1 in 8 bits), the signed or unsigned value in decimal.
    func text(of value: BigDecimal, in base: NumberBase) -> String {
        BaseInteger(held(value), base: base, word: word).text
    }

    /// Whether the word holds the number typed as `text` as it reads: in decimal a value in the
    /// word's range, in the other bases (`0xFF`, `-0x1` after `± 1`) at most the word's bits.
    func holds(_ text: String) -> Bool {
        if let bits = NumberEntry.integerValue(of: text).flatMap({ try? WordFormat.integerPart($0) }) {
            return bits.magnitude < word.modulus
        }
        guard let integer = try? WordFormat.integerPart(NumberEntry.value(of: text)) else { return false }
        return word.wrap(integer) == integer
    }
}

/// What programmer mode shows of the displayed value (SPEC 10.5): the value in each base at once,
/// and its bits for the bit grid.
public struct ProgrammerView: Hashable, Sendable {
    /// The word and the input base.
    public var settings: ProgrammerSettings
    /// The value in hexadecimal, decimal, octal and binary, in that order, without prefixes, the
    /// binary digits in groups of four (`1111 0000`).
    public var bases: [(base: NumberBase, digits: String)]
    /// The word's bits, least significant first.
    public var bits: [Bool]

    /// The view of `value` held in `settings`' word.
    init(value: BigDecimal, settings: ProgrammerSettings) {
        self.settings = settings
        let word = settings.word
        let integer = settings.held(value)
        let pattern = word.pattern(integer)
        bases = [
            (.hexadecimal, String(pattern, radix: 16, uppercase: true)),
            (.decimal, String(integer)),
            (.octal, String(pattern, radix: 8)),
            (.binary, Self.nibbles(String(pattern, radix: 2))),
        ]
        bits = (0..<word.bits).map { (pattern >> $0) & 1 == 1 }
    }

    /// Binary digits in groups of four from the right: `11 0000`.
    static func nibbles(_ digits: String) -> String {
        var groups: [Substring] = []
        var rest = Substring(digits)
        while rest.count > 4 {
            groups.insert(rest.suffix(4), at: 0)
            rest = rest.dropLast(4)
        }
        groups.insert(rest, at: 0)
        return groups.joined(separator: " ")
    }

    public static func == (a: ProgrammerView, b: ProgrammerView) -> Bool {
        a.settings == b.settings && a.bits == b.bits && a.bases.map(\.digits) == b.bases.map(\.digits)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(settings)
        hasher.combine(bits)
    }
}

extension ProgrammerSettings {
    /// Every combination of word size, sign and input base.
    public static let all: [ProgrammerSettings] = WordSize.allCases.flatMap { size in
        [true, false].flatMap { signed in
            NumberBase.allCases.map { base in
                var settings = ProgrammerSettings()
                settings.word = WordFormat(size: size, signed: signed)
                settings.base = base
                return settings
            }
        }
    }
}
