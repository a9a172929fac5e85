import CalcEngine
import Testing

@testable import CalcHTML

/// The help page in each language (issue 30, item 4): translated whole, every key and example
/// included, placeholders kept, and the page rendered in its language.
struct HelpWordsTests {
    @Test(arguments: PageLanguage.allCases.filter { $0 != .en })
    func everyHelpPageIsTranslatedWhole(_ language: PageLanguage) {
        let words = HelpWords.of(language)
        let english = HelpWords.english
        let texts: [(String, String, String)] = [
            ("title", words.title, english.title), ("back", words.back, english.back),
            ("heading", words.heading, english.heading), ("intro", words.intro.markup, english.intro.markup),
            ("screenshots", words.screenshots.markup, english.screenshots.markup),
            ("keysHeading", words.keysHeading, english.keysHeading), ("keysIntro", words.keysIntro, english.keysIntro),
            ("standardKeys", words.standardKeys, english.standardKeys),
            ("scientificKeys", words.scientificKeys, english.scientificKeys),
            ("rpnKeys", words.rpnKeys, english.rpnKeys),
            ("keypadSwitch", words.keypadSwitch, english.keypadSwitch),
            ("keyboard", words.keyboard.markup, english.keyboard.markup),
            ("rules", words.rules.markup, english.rules.markup), ("units", words.units.markup, english.units.markup),
            ("unitCategories", words.unitCategories, english.unitCategories),
            ("worksheet", words.worksheet.markup, english.worksheet.markup),
            ("dates", words.dates.markup, english.dates.markup),
            ("programmer", words.programmer.markup, english.programmer.markup),
            ("programmerKeys", words.programmerKeys, english.programmerKeys),
            ("examplesHeading", words.examplesHeading, english.examplesHeading),
            ("examplesIntro", words.examplesIntro, english.examplesIntro),
            ("continuation", words.continuation, english.continuation),
            ("stepByStep", words.stepByStep, english.stepByStep),
            ("closing", words.closing.markup, english.closing.markup),
        ]
        for (field, translated, source) in texts {
            #expect(translated != source, "\(language.tag): \(field) is not translated")
        }
        #expect(Set(words.keyHelp.keys) == Set(Key.allCases), "\(language.tag): keys without help")
        for key in Key.allCases {
            #expect(words.keyHelp[key] != english.keyHelp[key], "\(language.tag): \(key)'s help is not translated")
        }
        #expect(Set(words.exampleNotes.keys) == Set(HelpExamples.cases.map(\.expression)))
        for placeholder in ["{1}", "{2}", "{3}"] { #expect(words.continuation.contains(placeholder)) }
        #expect(words.closing.markup.contains(#"href="{steps}""#))
        // The same ids, so the page's own links (#percent) still land.
        let ids = { (markup: String) in
            markup.components(separatedBy: "id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        }
        #expect(ids(words.rules.markup + words.keyboard.markup) == ids(english.rules.markup + english.keyboard.markup))
        #expect(ids(words.units.markup) == ["units"])
        // The units section shows each example's result in the language's format, and the same links.
        let format = language.numberFormat
        for (expression, result) in HelpText.unitExamples {
            #expect(words.units.markup.contains("<code>\(expression)</code>"), "\(language.tag): \(expression)")
            #expect(words.units.markup.contains("<samp>\(format.grouped(result))</samp>"), "\(language.tag): \(result)")
        }
        let links = { (markup: String) in
            markup.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        }
        #expect(links(words.units.markup) == links(english.units.markup))
        // The worksheet and dates sections likewise: their ids, results in the format, the same links.
        #expect(ids(words.worksheet.markup) == ["worksheet"])
        #expect(ids(words.dates.markup) == ["dates"])
        let sections = [
            (words.worksheet.markup, HelpText.sheetFunctionExamples), (words.dates.markup, HelpText.dateExamples),
        ]
        for (markup, examples) in sections {
            for (expression, result) in examples {
                #expect(markup.contains("<code>\(expression)</code>"), "\(language.tag): \(expression)")
                #expect(markup.contains("<samp>\(format.grouped(result))</samp>"), "\(language.tag): \(result)")
            }
        }
        for result in HelpText.sheetResults.compactMap({ $0 }) {
            #expect(words.worksheet.markup.contains("<td><samp>\(format.grouped(result))</samp></td>"))
        }
        #expect(links(words.worksheet.markup) == links(english.worksheet.markup))
        #expect(links(words.dates.markup) == links(english.dates.markup))
        // The programmer section: its id, and each example with its result, escaped as markup.
        #expect(ids(words.programmer.markup) == ["programmer"])
        for (expression, _, result) in HelpText.programmerExamples {
            let escaped = expression.replacingOccurrences(of: "&", with: "&amp;")
            let code = "<code>\(escaped)</code>"
            #expect(words.programmer.markup.contains(code), "\(language.tag): \(expression)")
            #expect(words.programmer.markup.contains("<samp>\(result)</samp>"), "\(language.tag): \(result)")
        }
    }

    @Test(arguments: PageLanguage.allCases)
    func theHelpPageIsInItsLanguage(_ language: PageLanguage) {
        let page = HelpPage.render(examples: HelpExamples(evaluate: { $0 }, steps: { [$0] }), language: language)
        #expect(page.contains("<html lang=\"\(language.tag)\">"))
        #expect(page.contains("<h1>\(HelpWords.of(language).heading)</h1>"))
        #expect(!page.contains("{1}") && !page.contains("{steps}"))
        #expect(page.contains("href=\"/\(HelpPage.fileName(language))\""), "the footer links to this page")
    }
}
