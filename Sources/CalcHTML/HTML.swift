/// A fragment of HTML markup whose string literals are markup and whose interpolated strings are escaped text.
///
/// Escaping happens by construction: `"<p>\(userText)</p>" as HTML` escapes `userText`, while an
/// interpolated `HTML` value is inserted as markup. Only `HTML(unescaped:)` inserts a raw string.
///
/// ```swift
/// let fragment: HTML = "<p id=\"notice\">\("<script>")</p>"
/// // fragment.markup == "<p id=\"notice\">&lt;script&gt;</p>"
/// ```
public struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup text, ready to send.
    public private(set) var markup: String

    /// Wraps markup that the caller vouches for (static markup written in this module).
    public init(unescaped markup: String) {
        self.markup = markup
    }

    /// Makes a fragment from literal markup.
    public init(stringLiteral value: String) {
        markup = value
    }

    /// Makes a fragment from an interpolated literal: literal parts are markup, `String` parts are escaped.
    public init(stringInterpolation: StringInterpolation) {
        markup = stringInterpolation.markup
    }

    /// An empty fragment with room for `capacity` bytes, to build a page without regrowing.
    init(capacity: Int) {
        markup = ""
        markup.reserveCapacity(capacity)
    }

    /// The markup text.
    public var description: String { markup }

    /// Appends another fragment as markup.
    public mutating func append(_ other: HTML) {
        markup += other.markup
    }

    /// Builds the markup of an interpolated `HTML` literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var markup: String

        /// Reserves room for the literal parts and a guess at the interpolated ones.
        public init(literalCapacity: Int, interpolationCount: Int) {
            markup = ""
            markup.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// Appends a literal part as markup.
        public mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Appends text, escaped for element content and quoted attribute values.
        public mutating func appendInterpolation(_ text: String) {
            markup.appendEscapingHTML(text)
        }

        /// Appends an integer in decimal.
        public mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        /// Appends a fragment as markup.
        public mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }
    }
}

extension String {
    /// Appends `text` with `& < > " '` replaced by character references; copies it whole when none occurs.
    mutating func appendEscapingHTML(_ text: String) {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else {
            self += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": self += "&amp;"
            case "<": self += "&lt;"
            case ">": self += "&gt;"
            case "\"": self += "&quot;"
            case "'": self += "&#39;"
            default: unicodeScalars.append(scalar)
            }
        }
    }
}
