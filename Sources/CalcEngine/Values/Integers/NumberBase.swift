import BigInt

/// A base integers are written in (SPEC 10.5): `0x1F`, `31`, `0o37`, `0b11111`.
public enum NumberBase: Int, CaseIterable, Sendable, Codable {
    case binary = 2
    case octal = 8
    case decimal = 10
    case hexadecimal = 16

    /// The prefix of a literal in this base (`0x`); none for decimal.
    public var prefix: String {
        switch self {
        case .binary: "0b"
        case .octal: "0o"
        case .decimal: ""
        case .hexadecimal: "0x"
        }
    }

    /// The name `to` converts to (`255 to hex`), and the short name a page shows (`HEX` upper-cased).
    public var name: String {
        switch self {
        case .binary: "bin"
        case .octal: "oct"
        case .decimal: "dec"
        case .hexadecimal: "hex"
        }
    }

    /// The base a literal's prefix letter names (`x`, `o`, `b`, either case); nil for any other letter.
    static func named(prefixLetter letter: Character) -> NumberBase? {
        switch letter {
        case "x", "X": .hexadecimal
        case "o", "O": .octal
        case "b", "B": .binary
        default: nil
        }
    }

    /// The base `to` names (`hex`, `dec`, `oct`, `bin`, any case); nil for any other word.
    static func named(_ word: String) -> NumberBase? {
        allCases.first { $0.name == word.lowercased() }
    }

    /// The value of `digit` in this base; nil when it is not one of its digits.
    func value(ofDigit digit: Character) -> Int? {
        guard let value = digit.hexDigitValue, value < rawValue else { return nil }
        return value
    }

    /// The digits of a non-negative integer in this base, upper-case (`1F`).
    func digits(of magnitude: BigUInt) -> String {
        String(magnitude, radix: rawValue, uppercase: true)
    }
}
