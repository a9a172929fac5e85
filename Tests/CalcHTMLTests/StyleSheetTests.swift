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

    @Test func loadsNothingExternal() {
        #expect(!StyleSheet.css.contains("url("))
        #expect(!StyleSheet.css.contains("@import"))
    }

    @Test func bracesBalance() {
        #expect(StyleSheet.css.count(of: "{") == StyleSheet.css.count(of: "}"))
    }
}
