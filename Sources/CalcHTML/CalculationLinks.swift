import Foundation

/// The addresses that carry a calculation: its working (`/steps?expr=`) and a link that opens it
/// in the calculator (`/?expr=`), for the calculator page and the help page.
enum CalculationLinks {
    /// Characters left as they are in a query value: RFC 3986's unreserved set.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `/steps?expr=…` for `expression`.
    static func steps(_ expression: String) -> String {
        "/steps?expr=" + encoded(expression)
    }

    /// `/?expr=…` for `expression`.
    static func calculator(_ expression: String) -> String {
        "/?expr=" + encoded(expression)
    }

    /// The calculation a description line describes, ready to type back (`7 + 9 =` → `7 + 9`);
    /// `nil` while it is unfinished (`7 + ...`) or empty.
    static func calculation(describedBy line: String) -> String? {
        guard line.hasSuffix(" =") else { return nil }
        let calculation = String(line.dropLast(2))
        return calculation.isEmpty ? nil : calculation
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
