/// A fragment of HTML markup, as UTF-8 bytes, whose string literals are markup and whose
/// interpolated strings are escaped text.
///
/// Escaping happens by construction: `"<p>\(userText)</p>" as HTML` escapes `userText`, while an
/// interpolated `HTML` value is inserted as markup. Only string literals make markup, so only text
/// written in the source is taken as markup; only `HTML(unescaped:)` inserts a raw string.
///
/// ```swift
/// let fragment: HTML = "<p id=\"notice\">\("<script>")</p>"
/// // fragment.markup == "<p id=\"notice\">&lt;script&gt;</p>"
/// ```
public struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup as UTF-8 bytes, ready to send.
    public private(set) var bytes: [UInt8]

    /// Wraps markup that the caller vouches for (static markup written in this module).
    public init(unescaped markup: String) {
        bytes = Array(markup.utf8)
    }

    /// Makes a fragment from literal markup.
    public init(stringLiteral value: String) {
        bytes = Array(value.utf8)
    }

    /// Makes a fragment from an interpolated literal: literal parts are markup, `String` parts are escaped.
    public init(stringInterpolation: StringInterpolation) {
        bytes = stringInterpolation.bytes
    }

    /// An empty fragment with room for `capacity` bytes, to build a page without regrowing.
    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The markup text.
    public var markup: String { String(decoding: bytes, as: UTF8.self) }

    /// The markup text.
    public var description: String { markup }

    /// Appends another fragment as markup.
    public mutating func append(_ other: HTML) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends the part `range` (byte offsets) of another fragment as markup.
    mutating func append(_ other: HTML, range: Range<Int>) {
        bytes.append(contentsOf: other.bytes[range])
    }

    /// The markup's length in bytes.
    var count: Int { bytes.count }

    /// Lets `body` append bytes the caller vouches for as markup (an encoding with nothing to escape).
    mutating func withBytes(_ body: (inout [UInt8]) -> Void) {
        body(&bytes)
    }

    /// Appends literal markup: text written in the source.
    mutating func append(literal: MarkupLiteral) {
        bytes.append(literal: literal)
    }

    /// Appends `text` escaped for element content and quoted attribute values.
    mutating func append(escaping text: String) {
        bytes.appendEscapingHTML(text)
    }

    /// Appends an integer in decimal.
    mutating func append(_ number: Int) {
        bytes.appendDecimal(number)
    }

    /// Builds the markup of an interpolated `HTML` literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var bytes: [UInt8]

        /// Reserves room for the literal parts and a guess at the interpolated ones.
        public init(literalCapacity: Int, interpolationCount: Int) {
            bytes = []
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// Appends a literal part as markup.
        public mutating func appendLiteral(_ literal: String) {
            bytes.append(contentsOf: literal.utf8)
        }

        /// Appends text, escaped for element content and quoted attribute values.
        public mutating func appendInterpolation(_ text: String) {
            bytes.appendEscapingHTML(text)
        }

        /// Appends an integer in decimal.
        public mutating func appendInterpolation(_ number: Int) {
            bytes.appendDecimal(number)
        }

        /// Appends a fragment as markup.
        public mutating func appendInterpolation(_ html: HTML) {
            bytes.append(contentsOf: html.bytes)
        }
    }
}
