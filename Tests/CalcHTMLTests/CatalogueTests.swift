import CalcEngine
import Testing

@testable import CalcHTML

/// The pages' words in each language (issue 30, item 4): every catalogue translates every text the
/// translated pages use, and a page in a language shows none of the English ones it translates.
struct CatalogueTests {
    @Test(arguments: PageLanguage.allCases.filter { $0 != .en })
    func everyCatalogueTranslatesEveryText(_ language: PageLanguage) throws {
        let table = try #require(Catalogue.translations[language])
        #expect(Set(table.keys) == Set(Catalogue.englishTexts), "missing: \(Set(Catalogue.englishTexts).subtracting(table.keys))")
        #expect(Catalogue.englishTexts.count == Set(Catalogue.englishTexts).count, "a text listed twice")
        #expect(table.values.allSatisfy { !$0.isEmpty })
    }

    /// Each mode's page in each language: `<html lang>`, and no English text the catalogue translates
    /// left as element text or an attribute value.
    @Test(arguments: PageLanguage.allCases.filter { $0 != .en }, CalculatorMode.allCases)
    func aPageInALanguageShowsItsWords(_ language: PageLanguage, _ mode: CalculatorMode) throws {
        var view = CalculatorState().view
        view.mode = mode
        view.memory = true
        view.stack = ["2"]
        view.history = [HistoryLine(expression: "1 + 2", result: "3")]
        view.expression = "1 + 2 ="
        var context = PageContext(seq: 1, sid: "abc", notice: "That page was out of date; nothing was changed.")
        context.language = language
        let page = KeypadPage.render(view, context: context)
        #expect(page.contains("<html lang=\"\(language.tag)\">"))
        let table = try #require(Catalogue.translations[language])
        for english in Catalogue.englishTexts where table[english] != english && english.count > 4 {
            for form in [
                ">\(english)<", "> \(english)<", ">\(english) <", "aria-label=\"\(english)\"", "title=\"\(english)\"",
            ] {
                #expect(!page.contains(form), "\(language.tag) \(mode): English “\(english)” left as \(form)")
            }
        }
        #expect(page.contains(table["That page was out of date; nothing was changed."]!))
    }

    /// The language of a number format: its own where there is a catalogue, else English.
    @Test func aNumberFormatsLanguage() {
        #expect(PageLanguage(.de) == .de)
        #expect(PageLanguage(.enIN) == .en)
        #expect(PageLanguage(.it) == .en)
        #expect(PageLanguage.fr("Evaluate") == "Calculer")
        #expect(PageLanguage.fr("a text no catalogue has") == "a text no catalogue has")
    }
}
