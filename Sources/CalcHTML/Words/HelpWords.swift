import CalcEngine

/// The help page's words in one language: its prose as markup, its headings and captions as text,
/// a sentence for each key, a note for each worked example. ``english`` is the source; each other
/// language is a translation of it, whole (`HelpWords+German.swift`, …). In the prose, `<code>`,
/// `<kbd>` and `<samp>` hold what is typed, pressed or shown, as it is in every language.
struct HelpWords: Sendable {
    /// The page title.
    var title: String
    /// The link back to the calculator.
    var back: String
    /// The page heading.
    var heading: String
    /// How the calculator is used, in any browser (markup).
    var intro: HTML
    /// The screenshots with their text alternatives and captions (markup).
    var screenshots: HTML
    /// The keys' heading and the sentence under it.
    var keysHeading: String
    var keysIntro: String
    /// The captions of the key lists: standard, scientific, RPN, keypad switch.
    var standardKeys: String
    var scientificKeys: String
    var rpnKeys: String
    var keypadSwitch: String
    /// What each key does, one sentence each.
    var keyHelp: [Key: String]
    /// The keyboard section (markup).
    var keyboard: HTML
    /// Precedence, percent, the keypad, typed expressions, RPN and numbers (markup).
    var rules: HTML
    /// Units and conversion (markup), and the heading of the list of units by category under it.
    var units: HTML
    var unitCategories: String
    /// The worksheet and its list functions (markup).
    var worksheet: HTML
    /// Dates, date arithmetic and clock durations (markup).
    var dates: HTML
    /// Programmer mode and integers in bases (markup).
    var programmer: HTML
    /// The caption of the programmer keys' list.
    var programmerKeys: String
    /// The worked examples' heading and the paragraph under it.
    var examplesHeading: String
    var examplesIntro: String
    /// Why each worked example is worth showing, by its expression (``HelpExamples/cases``).
    var exampleNotes: [String: String]
    /// What an example that continues from a result gives: `{1}` the note, `{2}` the result it is
    /// typed after, `{3}` what it gives.
    var continuation: String
    /// The link text to an example's steps.
    var stepsLink: String
    /// The heading of the step-by-step reduction, before the expression.
    var stepByStep: String
    /// The last paragraph (markup); `{steps}` stands for the address of the reduction's steps page.
    var closing: HTML

    /// The words of `language`: its translation, or English.
    static func of(_ language: PageLanguage) -> HelpWords {
        switch language {
        case .en: english
        case .de: german
        case .fr: french
        case .es: spanish
        }
    }
}
