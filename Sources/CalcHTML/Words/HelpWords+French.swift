extension HelpWords {
    /// French: not yet translated; the English page until it is.
    static let french = HelpWords.english
}
