import CalcEngine
import TestSupport
import Testing

@testable import CalcHTML

/// The element contract of SPEC sections 4.1, 5 and 8, checked on each mode's page.
struct PageContractTests {
    static func page(_ mode: CalculatorMode, focus: String?) -> PageScraper {
        PageScraper(
            html: KeypadPage.render(KeypadPageTests.view(mode), context: PageContext(seq: 7, sid: "abc", focus: focus)))
    }

    @Test(arguments: CalculatorMode.allCases)
    func documentBasics(mode: CalculatorMode) {
        let html = Self.page(mode, focus: nil).html
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(html.contains(#"<link rel="stylesheet" href="/style.css">"#))
        #expect(html.contains(#"<link rel="icon" href="/favicon.svg" type="image/svg+xml">"#))
        #expect(html.contains(#"<a href="/help.html">"#))
        #expect(html.contains("<title>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("style="))
        #expect(!html.lowercased().contains("<style"))
        for id in ["display", "expression", "expr", "history", "notice", "memory", "angle"] {
            #expect(html.count(of: "id=\"\(id)\"") == 1, "id \(id)")
        }
    }

    @Test(arguments: CalculatorMode.allCases)
    func everyFormPostsToRootWithSessionFields(mode: CalculatorMode) {
        let forms = Self.page(mode, focus: nil).forms
        // The typed expression, the keys, the history and the number format.
        #expect(forms.count == 4)
        for form in forms {
            #expect(form.hasPrefix(#" method="post" action="/""#))
            #expect(form.contains(#"<input type="hidden" name="seq" value="7">"#))
            #expect(form.contains(#"<input type="hidden" name="sid" value="abc">"#))
        }
    }

    @Test(arguments: CalculatorMode.allCases)
    func namesAndValuesAreUniquePerForm(mode: CalculatorMode) {
        for form in Self.page(mode, focus: nil).forms {
            let pairs = PageScraper.pairs(form)
            #expect(Set(pairs).count == pairs.count, "duplicates in \(pairs)")
        }
    }

    @Test(arguments: CalculatorMode.allCases)
    func firstButtonOfExpressionFormEvaluates(mode: CalculatorMode) throws {
        let form = try #require(Self.page(mode, focus: nil).forms.first { $0.contains(#"id="expr""#) })
        let firstButton = try #require(form.components(separatedBy: "<button").dropFirst().first)
        #expect(firstButton.hasPrefix(#" class="eq">Evaluate</button>"#))
        #expect(!form.contains(#"name="key""#))
    }

    @Test(arguments: CalculatorMode.allCases)
    func everyKeyValueIsKnownToTheEngine(mode: CalculatorMode) {
        let keypad = Self.page(mode, focus: nil).forms.first { $0.contains(#"class="keys""#) } ?? ""
        let values = PageScraper.pairs(keypad).filter { $0.hasPrefix("key=") }.map { String($0.dropFirst(4)) }
        #expect(values.count > 20)
        for value in values { #expect(KeyPress(parsing: value) != nil, "\(value)") }
    }

    @Test(arguments: [
        (CalculatorMode.standard, "7"), (.standard, "*"), (.standard, "sin"), (.scientific, "m+"),
        (.rpn, "enter"), (.rpn, "swap"), (.rpn, "mode-rpn"), (.standard, "history-1"), (.scientific, "expr"),
    ])
    func autofocusOnExactlyThePressedKey(mode: CalculatorMode, focus: String) throws {
        let tags = Self.page(mode, focus: focus).autofocusedTags
        try #require(tags.count == 1)
        #expect(tags[0].contains(focus == "expr" ? #"id="expr""# : #"value="\#(focus)""#))
    }

    @Test func withoutAPressedKeyTheExpressionFieldHasTheFocus() throws {
        let tags = Self.page(.standard, focus: nil).autofocusedTags
        try #require(tags.count == 1)
        #expect(tags[0].contains(#"id="expr""#))
    }

    @Test func noAutofocusForAKeyNotOnThePage() {
        #expect(Self.page(.rpn, focus: "(").autofocusedTags.isEmpty)
    }

    /// The expression form comes right after the screen and the notice: one Tab stop from the top.
    @Test(arguments: CalculatorMode.allCases)
    func expressionFormBeforeTheKeypad(mode: CalculatorMode) throws {
        let html = Self.page(mode, focus: nil).html
        let notice = try #require(html.range(of: #"<p id="notice""#))
        let typed = try #require(html.range(of: #"<form method="post" action="/" class="typed">"#))
        let keys = try #require(html.range(of: #"<form method="post" action="/" class="keys">"#))
        #expect(notice.lowerBound < typed.lowerBound && typed.lowerBound < keys.lowerBound)
        #expect(!html[..<typed.lowerBound].contains("<button"))
    }

    @Test func infixPageHasStandardThenScientificKeys() throws {
        let html = Self.page(.standard, focus: nil).html
        let main = try #require(html.range(of: #"<div class="pad main""#))
        let sci = try #require(html.range(of: #"<div class="pad sci""#))
        #expect(main.lowerBound < sci.lowerBound)
        for key in ["0", "9", ".", "+", "-", "*", "/", "%", "pct", "^", "=", "CE", "CL", "neg", "(", ")"] {
            #expect(html.contains(#"value="\#(key)""#), "\(key)")
        }
        for key in ["sqrt", "atanh", "pi", "e", "rand", "EE", "angle", "mc", "m+", "m-", "mr"] {
            #expect(html.contains(#"value="\#(key)""#), "\(key)")
        }
    }

    @Test func rpnPageHasItsKeys() {
        let html = Self.page(.rpn, focus: nil).html
        for key in [
            "0", "9", ".", "enter", "+", "-", "*", "/", "^", "sqrt", "cos", "M", "toM", "CE", "CL", "swap", "drop",
            "neg", "EE", "angle",
        ] {
            #expect(html.contains(#"value="\#(key)""#), "\(key)")
        }
        for key in ["=", "(", "mc"] { #expect(!html.contains(#"value="\#(key)""#), "\(key)") }
    }

    @Test(arguments: CalculatorMode.allCases)
    func keypadRowsAreBlocks(mode: CalculatorMode) {
        let html = Self.page(mode, focus: nil).html
        #expect(!html.contains("<table"))
        #expect(html.count(of: #"<div class="row">"#) >= 10)
    }
}
