extension HelpWords {
    /// German: not yet translated; the English page until it is.
    static let german = HelpWords.english
}
