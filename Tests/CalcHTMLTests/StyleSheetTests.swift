import Testing

@testable import CalcHTML

struct StyleSheetTests {
    @Test(arguments: [
        "min-width: 44px; min-height: 44px;",
        "button:focus-visible",
        "@media (prefers-color-scheme: dark)",
        "#display[data-state=error]",
        ".vh {",
        ".op {",
        ".eq {",
        ".sci { display: none; }",
        ".scientific .sci { display: flex; }",
        "@media (orientation: landscape), (min-width: 48em)",
    ])
    func containsRule(fragment: String) {
        #expect(StyleSheet.css.contains(fragment))
    }

    @Test func loadsNothingExternal() {
        #expect(!StyleSheet.css.contains("url("))
        #expect(!StyleSheet.css.contains("@import"))
    }

    @Test func bracesBalance() {
        #expect(StyleSheet.css.count(of: "{") == StyleSheet.css.count(of: "}"))
    }
}
