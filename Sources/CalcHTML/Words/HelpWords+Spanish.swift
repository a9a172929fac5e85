extension HelpWords {
    /// Spanish: not yet translated; the English page until it is.
    static let spanish = HelpWords.english
}
