/// The `id` of each button that posts a key, so that an address can name it: w3m puts its cursor on
/// the element a redirect's fragment names (`/?focus=7#k-7`), and lynx on the one named by the
/// fragment of the form's action it posted to (`/#k-7`, ``PageContext/formPerKey``); each so stays
/// on the key just pressed.
///
/// A key's value is its id after `k-`, when that is letters, digits and `-`; the values made of
/// symbols (`+`, `(`, `m+`, …) are named in words, since `%` and `^` may not stand in a fragment as
/// they are. The constant `e` is `k-euler`, so that no two ids differ only in case (programmer
/// mode's digit `E` is `k-E`). The bit grid's and the history's buttons are `k-bit-N` and
/// `k-history-N`.
public enum KeyAnchor {
    /// The names of the values that are not letters, digits and `-` alone.
    private static let names: [String: String] = [
        ".": "point", "+": "plus", "-": "minus", "*": "times", "/": "divide", "%": "mod", "^": "power",
        "(": "open", ")": "close", "=": "equals", "m+": "m-plus", "m-": "m-minus", "e": "euler",
    ]

    /// The id of the button that posts `value` (a key's value, `bit-N` or `history-N`).
    public static func id(of value: String) -> String {
        "k-" + (names[value] ?? value)
    }
}
