/// The words of the pages in each language, keyed by their English text (as gettext keys a
/// catalogue by its source text): one table per language (`Catalogue+German.swift`, …), written
/// as a native speaker would. A text is always translated whole, never built from translated
/// fragments; numbers and user text are inserted by the page.
///
/// Translated: the calculator page (labels, key names, accessible names, the title, the notices
/// the server writes, the number-format form, the engine's errors and notices on it through
/// ``messageTemplates``), the steps, converter and error pages, and the footer; the help page's
/// prose is ``HelpWords``.
enum Catalogue {
    /// The translations of every language but English.
    static let translations: [PageLanguage: [String: String]] = [.de: german, .fr: french, .es: spanish]

    /// Every English text the translated pages use: each table translates all of them (a test checks).
    static let englishTexts: [String] = [
        // The calculator page.
        "Calculator", "memory holds a value", "angle unit: radians", "angle unit: degrees", "Display",
        "Stack, newest last", "Expression", "Evaluate", "Standard keys", "Scientific keys", "RPN keys", "Functions",
        "Keypad", "Keypad:", "(current)", "History", "No calculations yet.", KeypadPage.rpnHistoryNote, "Recall",
        "Show steps",
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
        // Programmer mode (SPEC 10.5).
        "Pro\u{AD}gram\u{AD}mer", "Programmer keys", "Base, word and bitwise keys", "Bits", "hexadecimal", "decimal",
        "octal",
        "binary", "bitwise and", "bitwise or", "exclusive or", "not and", "not or", "bitwise not", "shift left",
        "shift right", "rotate left", "rotate right", "Signed", "Unsigned", "signed", "unsigned", "8-bit", "16-bit",
        "32-bit", "64-bit",
        // The steps page.
        "Steps", "Back to the calculator", "Angles in degrees.", "Angles in radians.",
        "Open this calculation in the calculator", StepsPage.allowanceNote,
        // The date page.
        "Dates",
        "Days between two dates",
        "First date",
        "Second date",
        "Day",
        "Month",
        "Year",
        "For example, 27 3 2025",
        "Count the days",
        "A date plus or minus a time",
        "Date",
        "Add or subtract",
        "Add",
        "Subtract",
        "Years",
        "Months",
        "Days",
        "Work out the date",
        "Months and years are calendar months and years: the day of the month stays, or becomes the month’s last day.",
        // The worksheet.
        "Worksheet", "Sheet",
        "One calculation per line: an expression, a name = value, a function such as f(x) = x^2 + 1, or a # comment.",
        "Calculate", "Results", "Names defined here can be used in the calculator’s Expression field.",
        "Link to this sheet", "Download the sheet",
        // The error pages: titles, explanations, and the server's details.
        "Bad Request", "Forbidden", "Not Found", "Method Not Allowed", "Content Too Large", "Unsupported Media Type",
        "Too Many Requests", "Internal Server Error", "Not Implemented", "Service Unavailable",
        "The calculator did not understand that request, so nothing was changed.",
        "The calculator accepts keys only from its own pages, so nothing was changed.",
        "There is no page at this address.", "This address does not accept that kind of request.",
        "The form sent was too large, so nothing was changed.", "The calculator accepts only ordinary HTML form posts.",
        "Too many requests came from your address; wait a moment and try again.",
        "Something went wrong in the calculator; nothing was changed.",
        "The calculator cannot read a request sent that way, so nothing was changed.",
        "The calculator cannot reach its saved sessions right now.",
        "That address is not allowed.", "Open the calculator itself and press the key there.",
        "Try the calculator or the help page instead.", "Type a shorter expression.",
        "Send the form as application/x-www-form-urlencoded.", "Please slow down.",
        "The calculator could not load or save your session; please try again.",
        "Your session could not be loaded or saved just now. Try again in a moment; reload the page to see whether your last key counted.",
        "Your previous key is still being saved, so this one was not applied. Try again in a moment.",
        "The form carried neither a key nor an expression.", "The page’s sequence number is malformed.",
        "Add the expression to the address: /eval?expr=1%2B2",
        "Too many connections from your address are busy just now. Try again in a moment.",
        // The unit converter, and the names of its categories (`UnitCategory.title`).
        "Unit converter", "Value", "From", "To", "Convert", "Swap From and To", "Calculation:", "Use in calculator",
        "How to type units, and every unit by category",
        "Type the value without a unit: choose its unit under From.", "Length", "Area", "Volume", "Weight and mass",
        "Temperature", "Energy", "Speed", "Time", "Power", "Data", "Pressure", "Angle", "Force", "Frequency",
        "Currency",
        // The engine's words in its messages (``valueWords``).
        "a plain number", "a name", "a parameter",
        // The server's notices.
        "That page was out of date; nothing was changed.",
        "Your saved calculator could not be restored; this is a fresh one.",
        "Press Evaluate to calculate the linked expression.",
        "These are the linked worksheet’s results; press Calculate to keep it.",
        // The graph page.
        "Graphs",
        "{1} and {2}",
        "Functions of x",
        "Ranges",
        "Leave ymin and ymax blank to choose them from the values.",
        "Plot",
        "The graph ran out of its work allowance: some values and key points were not computed.",
        "Zoom and pan",
        "Zoom in",
        "Zoom out",
        "Left",
        "Right",
        "Up",
        "Down",
        "Reset",
        "Key points",
        "No zeros, extrema or y-intercept in this range.",
        "Table of values",
        "undefined",
        "not computed",
        "Graphs of functions of x",
        "The graph page draws up to five functions of x, with their key points (zeros, minima, maxima) and a table of values; zoom and pan are links.",
        "Open this graph",
        "Plot this function",
    ]
}
