/// The engine's messages (errors and notices), and the pages' texts with values in them, in the catalogue: written by the engine in English
/// with values in them (`Syntax error at 3: unexpected character '$'`), they are translated whole
/// through templates whose `{1}`, `{2}`, … stand for those values, matched against the English
/// text; each table translates each template, values kept.
extension Catalogue {
    /// The English message templates: the engine's fixed messages, and each syntax error whole.
    static let messageTemplates: [String] = [
        "Cannot divide by zero", "Result is undefined", "Invalid input", "Overflow", "Calculation is too complex",
        "{1} has no value yet", "Needs more than {1} significant digits",
        "Expression too long: {1} characters (at most {2})",
        "Syntax error at {1}: “{2}” could be {3} or {4}: type the one you mean",
        "Syntax error at {1}: expected ')' to close '(' at {2}", "Syntax error at {1}: expected '(' after {2}",
        "Syntax error at {1}: too deeply nested (at most {2} levels)",
        "Syntax error at {1}: unexpected ')' without a matching '('",
        "Syntax error at {1}: unexpected character '{2}'", "Syntax error at {1}: unexpected '{2}' in a number",
        "Syntax error at {1}: unknown name '{2}'; for degrees {3}, write {4} or {5}",
        "Syntax error at {1}: {2} takes one value; for a logarithm to base b, write ln(x)/ln(b)",
        "Syntax error at {1}: {2} takes one value",
        "Syntax error at {1}: {2} takes one or two values",
        "{1} needs two values, {2} and {3}",
        "{1} needs a number, not a date",
        "round needs a value and its decimal places",
        "round’s decimal places must be a whole number from {1} to {2}",
        "Syntax error at {1}: unknown name '{2}'", "Syntax error at {1}: unknown unit '{2}'",
        "Syntax error at {1}: a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59",
        "Syntax error at {1}: expected a number", "Defines {1}.",
        // Dates, currencies, lists and names that are not there.
        "{1} is a currency, and this calculator has no exchange rates (its operator can load them with serve --rates FILE)",
        "A date takes only + and − a duration (90 days, 1 month), or − a date",
        "A date moves by a duration, not by {1}",
        "A date moves by whole months and years",
        "A date moves by whole days: {1} is not",
        "Two dates do not add: subtract them for the days between",
        "A date does not convert to a unit",
        "today is not known here",
        "{1} is not defined here",
        "stdev needs at least two values",
        "{1} needs at least one value",
        "{1} needs whole numbers of 0 or more",
        "{1} needs whole numbers, not {2}",
        "Syntax error at {1}: {2} is not a date of the calendar",
        "Syntax error at {1}: {2} is not a number; a date is written {3}",
        "Syntax error at {1}: at most {2} values",
        "A unit's power must lie between -{1} and {2}",
        "The RPN stack holds numbers, not dates: work out dates on another keypad",
        // The worksheet's names.
        "Syntax error at {1}: {2} is a constant and cannot be redefined",
        "Syntax error at {1}: {2} is a function and cannot be redefined",
        "Syntax error at {1}: {2} is the conversion word and cannot be redefined",
        "Syntax error at {1}: {2} is a unit: choose another name, such as {3}",
        "Syntax error at {1}: {2} has no value: its definition on line {3} failed",
        "Syntax error at {1}: {2} cannot refer to itself: a line uses the names of earlier lines",
        "Syntax error at {1}: {2} names a parameter twice",
        "Syntax error at {1}: {2} has an empty parameter: separate names by ',' as in f(x, y)",
        "Syntax error at {1}: {2}() has no parameter: write {3} = … or {4}(x) = …",
        "Syntax error at {1}: '{2}' is not {3}: use letters, then letters or digits",
        "From {1} to {2}: {3}.",
        "That is {1} and {2}, or {3} on the calendar.",
        "{1}, {2} and {3}",
        "{1} day", "{1} days", "{1} week", "{1} weeks", "{1} month", "{1} months", "{1} year", "{1} years",
        "{1} becomes {2}.",
        "{1} is missing",
        "{1} must be a whole number",
        "{1} must have {2} digits, for example {3}",
        "{1} must be {2} to {3}",
        "Day must be 1 to {1} in that month",
        "Dates run from 0001-01-01 to 9999-12-31",
        "Syntax error at {1}: expected an operator", "Syntax error at {1}: expected an expression",
        "Syntax error at {1}: expected an operator; values are separated by ';' where ',' is the decimal mark",
        "Syntax error at {1}: expected a digit", "Syntax error at {1}: a number has one decimal point",
        "Syntax error at {1}: a number has one decimal comma",
        "frac: this value was rounded (a root, π, a function…), so it has no exact fraction.",
        "frac: this value’s fraction would pass 100 digits.",
        "digits: the display already shows every digit of this value.",
        // The engine's messages about units (more specific templates first: each is tried in order).
        "Units do not match at {1}: {2} and {3}; a date is written {4}",
        "Units do not match: {1} and {2}; a date is written {3}",
        "Units do not match at {1}: {2} and {3}", "Units do not match: {1} and {2}", "Cannot convert {1} to {2}",
        "{1} and {2}: a temperature and a difference of temperatures do not convert",
        "{1} is below absolute zero",
        "Cannot divide by a temperature in {1}: convert it to K first",
        "Cannot combine a temperature in {1} with another unit: convert it to K first",
        "Cannot raise a temperature in {1} to a power: convert it to K first",
        "Two temperatures do not add: add a difference, such as 5 {1}",
        "Two temperatures do not divide: add a difference, such as 5 {1}",
        "An exponent must be a plain number, not {1}", "{1} to the power {2} is not a unit",
        "{1} needs a plain number or an angle, not {2}", "{1} needs a plain number, not {2}",
        "{1} of a temperature in {2}: convert it to K first", "{1} of {2} is not a unit",
        "Syntax error at {1}: expected a unit after 'to'",
        // The engine's messages about integers (SPEC 10.5).
        "Syntax error at {1}: '{2}' is not a digit of base {3}", "{1} works on integers only",
        "{1} needs a word size: 8, 16, 32 or 64 bits", "Cannot shift by a negative count",
        "Syntax error at {1}: {2} and {3} measure the same thing: write one unit",
        "Syntax error at {1}: 'in' is the inch here; to convert, write 'to'",
        // The error pages' details.
        "This address accepts {1}.", "There is no key “{1}”.", "There is no number format “{1}”.",
        "There is no number format “{1}”; there are {2}.",
        // The converter's.
        "Exactly {1}", "The value is too long: {1} characters (at most {2})",
        "The unit is too long: {1} characters (at most {2})", "“{1}” is not a unit",
        // The steps page's.
        "Steps: {1}", "{1} stays an exact fraction (≈ {2})", "{1} of {2} = {3}",
        "rounded to {1} significant digits, shown to {2}",
        "… {1} more step, not shown: a page shows at most {2} steps and {3} characters of working.",
        "… {1} more steps, not shown: a page shows at most {2} steps and {3} characters of working.",
        // The graph page's.
        "Graph of {1}",
        "Plot {1}",
        "At most 5 functions can be plotted at once, not {1}.",
        "{1} must be a number, not “{2}”.",
        "{1} must lie between -1e9 and 1e9.",
        "{1} must be less than {2}.",
        "The sheet has {1} lines: the first {2} are computed.",
        "The sheet has {1} characters: the lines within the first {2} are computed.",
        "The {1} range is too narrow to draw; make it wider.",
        "f{1}(x) =",
        "x from {1} to {2}, y from {3} to {4}. Key points and a table of values follow the graph.",
        "Found numerically from the samples: x and y to {1} significant digits; the y-intercept as the display shows it.",
        "Zero at x = {1}",
        "Minimum at x = {1}, y = {2}",
        "Maximum at x = {1}, y = {2}",
        "y-intercept: y = {1}",
        "More zeros or extrema lie in this range; the first {1} of each are listed.",
        "{1} of the {2} samples, to {3} significant digits.",
        "plot needs plain numbers",
        "x from {1} to {2}, y from {3} to {4}.",
        // Programmer mode's.
        "{1}-bit signed", "{1}-bit unsigned", "Bits {1} to {2}", "bit {1}: {2}",
        "{1} became {2} (integers of {3} bits).", "In integers of {1} bits, {2}.",
        "There is no word “{1}”: use 8s, 8u, 16s, 16u, 32s, 32u, 64s or 64u.",
        // The keypad's.
        "This calculation is full ({1} entries): press = to finish it, or CE.",
    ]

    /// `english` translated by `table`: the text itself, or the first template it matches with its
    /// values put into the template's translation; nil when neither is there.
    static func message(_ english: String, in table: [String: String]) -> String? {
        if let whole = table[english] { return whole }
        for (template, literals) in templateLiterals {
            guard let values = values(of: english, between: literals), let translated = table[template] else {
                continue
            }
            return fill(translated, with: values.map { valueWords.contains($0) ? table[$0] ?? $0 : $0 })
        }
        return nil
    }

    /// The words the engine puts into a message as a value (`Cannot convert a plain number to mi`):
    /// translated with the message; every other value (a number, a unit, a name) stays as it is.
    static let valueWords: Set<String> = ["a plain number", "a name", "a parameter"]

    /// `template` with each `{1}`, `{2}`, … replaced by that value of `values`, in one pass (a value
    /// that itself contains `{2}` stays as it is).
    static func fill(_ template: String, with values: [String]) -> String {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}"),
            let number = Int(rest[rest.index(after: open)..<close]), values.indices.contains(number - 1)
        {
            text += rest[..<open]
            text += values[number - 1]
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// Each template with values, and its literal parts: the text around its `{1}`, `{2}`, …
    private static let templateLiterals: [(template: String, literals: [Substring])] =
        messageTemplates.filter { $0.contains("{") }.map { template in
            var literals: [Substring] = []
            var rest = Substring(template)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                literals.append(rest[..<open])
                rest = rest[rest.index(after: close)...]
            }
            literals.append(rest)
            return (template, literals)
        }

    /// The values of `text` between a template's `literals`, in order; nil when it does not match.
    /// Each value is the shortest text before the next literal part (the last runs to the end,
    /// before the final literal part).
    private static func values(of text: String, between literals: [Substring]) -> [String]? {
        let first = literals[0]
        let last = literals[literals.count - 1]
        guard text.count >= first.count + last.count, text.hasPrefix(first), text.hasSuffix(last) else { return nil }
        // Between the first and the last literal part: values separated by the middle ones.
        var remaining = Substring(text).dropFirst(first.count).dropLast(last.count)
        var values: [String] = []
        for literal in literals.dropFirst().dropLast() {
            guard let found = remaining.firstRange(of: literal), found.lowerBound > remaining.startIndex else {
                return nil
            }
            values.append(String(remaining[..<found.lowerBound]))
            remaining = remaining[found.upperBound...]
        }
        guard !remaining.isEmpty else { return nil }
        values.append(String(remaining))
        return values.count == literals.count - 1 ? values : nil
    }
}
