import Testing

@testable import CalcHTML

struct StyleSheetTests {
    @Test(arguments: [
        "container-type: inline-size;",
        "#display[data-length=\"17\"] { font-size: min(var(--display-max), 86.9cqh, 8.7cqi); }",
        "flex-direction: column-reverse; height: var(--stack); overflow-y: auto;",
        ".fit { flex: 1 1 0; min-height: 0; container-type: size; }",
        "text-overflow: ellipsis; direction: rtl;",
        "#expression > span { direction: ltr; unicode-bidi: isolate; }",
        "#expression.pointer {",
        "min-height: 100dvh;",
        ".standard #angle { visibility: hidden; }",
        "button:focus-visible",
        "@media (prefers-color-scheme: dark)",
        "#display[data-state=error]",
        ".vh, .modes-label {",
        ".op {",
        ".eq {",
        ".sci { display: none; }",
        ".scientific .sci { display: flex; }",
        "@media (orientation: landscape) and (min-width: 40em), (min-width: 48em)",
    ])
    func containsRule(fragment: String) {
        #expect(StyleSheet.css.contains(fragment))
    }

    /// Every size class the page can name has its rule.
    @Test func everyDisplaySizeClassHasARule() {
        for length in KeypadPage.lengthClasses {
            #expect(StyleSheet.css.contains("#display[data-length=\"\(length)\"]"), "\(length)")
        }
    }

    /// A long text (60 characters: 0.68 em each, lines of 1.15 em) takes the largest type of one
    /// line (2.45cqi wide enough, 86.9cqh high enough), two (4.9cqi, 43.4cqh), … eight.
    @Test func aLongDisplayTakesTheLargestTypeThatFitsSomeNumberOfLines() {
        #expect(
            StyleSheet.css.contains(
                "#display[data-length=\"60\"] { font-size: min(var(--display-max), max(min(2.45cqi, 86.9cqh), "
                    + "min(4.9cqi, 43.4cqh), min(7.35cqi, 28.9cqh), "))
        #expect(StyleSheet.css.contains("min(29.41cqi, 10.8cqh))); }"))  // 40 characters on 8 lines
        #expect(StyleSheet.css.contains("white-space: normal; overflow-wrap: anywhere; text-align: right;"))
    }

    /// A message (140 characters: 0.62 em each, 8 more a line for the breaks between words, lines
    /// of 1.2 em) takes the largest type of one line to four, at most 0.45 of the display's type.
    @Test func aLongMessageTakesTheLargestTypeThatFitsSomeNumberOfLines() {
        #expect(
            StyleSheet.css.contains(
                "#display[data-state=error][data-length=\"140\"] { font-size: min(calc(var(--display-max) * 0.45), "
                    + "max(min(1.08cqi, 83.3cqh), min(2.06cqi, 41.6cqh), min(2.95cqi, 27.7cqh), min(3.75cqi, 20.8cqh))); }"
            ))
        for length in KeypadPage.lengthClasses {
            #expect(StyleSheet.css.contains("#display[data-state=error][data-length=\"\(length)\"]"), "\(length)")
        }
    }

    @Test func loadsNothingExternal() {
        #expect(!StyleSheet.css.contains("url("))
        #expect(!StyleSheet.css.contains("@import"))
    }

    @Test func bracesBalance() {
        #expect(StyleSheet.css.count(of: "{") == StyleSheet.css.count(of: "}"))
    }
}
