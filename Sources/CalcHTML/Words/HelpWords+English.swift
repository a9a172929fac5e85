import CalcEngine

extension HelpWords {
    /// English, the source of every translation.
    static let english = HelpWords(
        title: "Help – Calculator", back: "← Back to the calculator", heading: "Calculator help",
        intro: HelpText.intro,
        screenshots: """
            <div class="shots">
            <p class="shot"><img src="/screenshots/portrait.png" width="195" height="422" alt="The calculator on a phone held upright: the display on top, the standard keys filling the lower two-thirds."><br>Phone, upright: the standard keys.</p>
            <p class="shot"><img src="/screenshots/dark.png" width="195" height="422" alt="The RPN calculator in dark colours, its stack above the display."><br>RPN, dark colours.</p>
            <p class="shot"><img src="/screenshots/landscape.png" width="422" height="195" alt="The calculator on a phone held sideways: the scientific keys beside the standard ones."><br>Phone, sideways: the scientific keys beside them.</p>
            <p class="shot"><img src="/screenshots/desktop.png" width="480" height="300" alt="The calculator on a desktop screen."><br>Desktop.</p>
            <p class="shot"><img src="/screenshots/kiosk.png" width="480" height="270" alt="The calculator filling a 1920 by 1080 kiosk screen."><br>Kiosk, 1920×1080.</p>
            </div>

            """,
        keysHeading: "Keys",
        keysIntro:
            "Each key is a button; its value (what a text browser shows in parentheses) is what the server receives.",
        standardKeys: "Standard keys", scientificKeys: "Scientific keys",
        rpnKeys: "RPN keys (besides digits, operators and functions)", keypadSwitch: "Keypad switch",
        keyHelp: Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0, KeyFace.of($0).help) }),
        keyboard: HelpText.keyboard, rules: HelpText.rules, units: HelpText.units, unitCategories: "Units by category",
        worksheet: HelpText.worksheet, dates: HelpText.dates, programmer: HelpText.programmer,
        programmerKeys: "Programmer keys",
        examplesHeading: "Worked examples",
        examplesIntro: """
            Computed by the calculator itself when this page was generated. Type any of them into the \
            Expression field of a fresh calculator (press AC first). Text that begins with an operator \
            continues from the result shown: the examples that begin with one say what they give typed \
            right after the example above.
            """,
        exampleNotes: Dictionary(uniqueKeysWithValues: HelpExamples.cases.map { ($0.expression, $0.note) }),
        continuation: "{1}; on a fresh calculator: typed after the {2} above, it continues from it and gives {3}",
        stepsLink: "steps", stepByStep: "Step by step:",
        closing: """
            <p>The same working for any expression: <a href="{steps}">/steps?expr=…</a>, or “Show steps” under \
            the calculator. Scripts get a plain answer from <code>/eval?expr=…</code> (JSON with \
            <code>Accept: application/json</code>), for example <code>curl 'http://HOST/eval?expr=1%2B2'</code>.</p>

            """)
}
