/// The words of the pages in each language, keyed by their English text (as gettext keys a
/// catalogue by its source text): one table per language (`Catalogue+German.swift`, …), written
/// as a native speaker would. A text is always translated whole, never built from translated
/// fragments; numbers and user text are inserted by the page.
///
/// Translated today: the calculator page (labels, key names, accessible names, the title, the
/// notices the server writes, the number-format form, the engine's errors and notices on it
/// through ``messageTemplates``) and the footer. Not yet: the help page, the steps and error pages.
enum Catalogue {
    /// The translations of every language but English.
    static let translations: [PageLanguage: [String: String]] = [.de: german, .fr: french, .es: spanish]

    /// Every English text the translated pages use: each table translates all of them (a test checks).
    static let englishTexts: [String] = [
        // The calculator page.
        "Calculator", "memory holds a value", "angle unit: radians", "angle unit: degrees", "Display",
        "Stack, newest last", "Expression", "Evaluate", "Standard keys", "Scientific keys", "RPN keys", "Functions",
        "Keypad", "Keypad:", "(current)", "History", "No calculations yet.", "Recall", "Show steps",
        "Link to this calculation", "Download history", "Number format", "From your browser", "Apply",
        "Help: keys, rules and examples",
        // Key labels that are words, and the keys' names.
        "Standard", "Scientific", "Digits", "comma", "point", "plus", "minus", "multiply", "divide", "modulus",
        "percent", "power", "open parenthesis", "close parenthesis", "equals", "delete", "clear all", "change sign",
        "square root", "cube root", "square", "cube", "reciprocal", "factorial", "e to the power", "ten to the power",
        "natural logarithm", "logarithm base 10", "logarithm base 2", "sine", "cosine", "tangent", "arcsine",
        "arccosine", "arctangent", "hyperbolic sine", "hyperbolic cosine", "hyperbolic tangent",
        "inverse hyperbolic sine", "inverse hyperbolic cosine", "inverse hyperbolic tangent", "pi", "Euler’s number",
        "random number", "exponent", "switch angle unit", "memory clear", "memory add", "memory subtract",
        "memory recall", "enter", "variable M", "set M", "exchange the two newest", "remove the newest",
        "fraction or decimal", "all digits", "reverse Polish notation",
        // The steps page.
        "Steps", "Back to the calculator", "Angles in degrees.", "Angles in radians.",
        "Open this calculation in the calculator", StepsPage.allowanceNote,
        // The server's notices.
        "That page was out of date; nothing was changed.",
        "Your saved calculator could not be restored; this is a fresh one.",
        "Press Evaluate to calculate the linked expression.",
    ]
}
