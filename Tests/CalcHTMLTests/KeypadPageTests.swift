import CalcEngine
import Testing

@testable import CalcHTML

struct KeypadPageTests {
    static let hostile = #"<script>&"'"#

    static func view(_ mode: CalculatorMode) -> CalculatorView {
        CalculatorView(
            mode: mode, display: "16", state: .result, expression: "7 + 9 =", expr: "16", stack: ["3", "16"],
            memory: true, angle: .degrees,
            history: [HistoryLine(expression: "7 + 9", result: "16"), HistoryLine(expression: "2 × 3", result: "6")])
    }

    static func page(_ mode: CalculatorMode, focus: String? = "=") -> String {
        KeypadPage.render(view(mode), context: PageContext(seq: 41, sid: "s1d", notice: "Out of date", focus: focus))
    }

    // MARK: exact fragments, each next to its escaping twin

    @Test func displayCarriesState() {
        #expect(Self.page(.standard).contains(#"<output id="display" data-state="result" data-length="8">16</output>"#))
    }

    @Test func displayIsEscaped() {
        var view = Self.view(.standard)
        view.display = Self.hostile
        view.state = .error
        let page = KeypadPage.render(view, context: .fresh)
        #expect(
            page.contains(
                #"<output id="display" data-state="error" data-length="11">&lt;script&gt;&amp;&quot;&#39;</output>"#))
        #expect(page.contains("<title>&lt;script&gt;&amp;&quot;&#39; – Calculator</title>"))
    }

    @Test func emptyDisplayIsEmpty() {
        var view = Self.view(.rpn)
        view.display = ""
        let page = KeypadPage.render(view, context: .fresh)
        #expect(page.contains(#"<output id="display" data-state="result" data-length="8"></output>"#))
        #expect(page.contains("<title>Calculator</title>"))
    }

    /// The description line's text is in a span, which the stylesheet cuts at the left behind an
    /// ellipsis when the line is too long; an empty line has none.
    @Test func expressionLine() {
        #expect(Self.page(.standard).contains(#"<p id="expression"><span>7 + 9 =</span></p>"#))
        var view = Self.view(.standard)
        view.expression = ""
        #expect(KeypadPage.render(view, context: .fresh).contains(#"<p id="expression"></p>"#))
    }

    @Test func expressionLineIsEscaped() {
        var view = Self.view(.standard)
        view.expression = Self.hostile
        #expect(
            KeypadPage.render(view, context: .fresh).contains(
                #"<p id="expression"><span>&lt;script&gt;&amp;&quot;&#39;</span></p>"#)
        )
    }

    /// The screen holds the display in its box, then the notice: the notice is the screen's last line
    /// and covers neither the indicators nor the description line (issue 28, item 9).
    @Test func noticeIsTheScreensLastLine() {
        #expect(
            Self.page(.standard).contains(
                #"<div class="fit"><output id="display" data-state="result" data-length="8">16</output></div>"#
                    + "\n" + #"<p id="notice" role="status">Out of date</p>"# + "\n</div>\n"))
    }

    /// After a typed expression that failed at a position, the description line is the text with a
    /// caret line under the position, the character there marked (issue 28, item 4).
    @Test func aSyntaxErrorPointsAtItsPosition() {
        var view = Self.view(.standard)
        view.state = .error
        view.display = "Syntax error at 3: expected a number"
        view.expression = "1+)"
        view.expr = "1+)"
        view.errorPosition = 3
        #expect(
            KeypadPage.render(view, context: .fresh).contains(
                "<pre id=\"expression\" class=\"pointer\">1+<mark>)</mark>\n"
                    + #"<span class="caret" aria-hidden="true">  ^</span></pre>"#))
        // Past the end (a missing `)`): the caret stands after the text.
        view.expr = "2*(3+4"
        view.errorPosition = 7
        #expect(
            KeypadPage.render(view, context: .fresh).contains(
                "<pre id=\"expression\" class=\"pointer\">2*(3+4 \n"
                    + #"<span class="caret" aria-hidden="true">      ^</span></pre>"#))
        // An error without a position (1 ÷ 0) keeps its description line.
        view.errorPosition = nil
        view.expression = "1 ÷ 0 ="
        #expect(KeypadPage.render(view, context: .fresh).contains(#"<p id="expression"><span>1 ÷ 0 =</span></p>"#))
    }

    @Test func thePointedTextIsEscaped() {
        var view = Self.view(.standard)
        view.state = .error
        view.expr = "<&>\"'"
        view.errorPosition = 1
        #expect(
            KeypadPage.render(view, context: .fresh).contains(
                "<pre id=\"expression\" class=\"pointer\"><mark>&lt;</mark>&amp;&gt;&quot;&#39;\n"))
    }

    @Test func exprFieldAfterAKeyHoldsTheExpression() {
        #expect(Self.page(.standard).contains(#"<input id="expr" name="expr" value="16" required accesskey="x" "#))
    }

    @Test func exprFieldAfterAKeyIsEscaped() {
        var view = Self.view(.standard)
        view.expr = Self.hostile
        let page = KeypadPage.render(view, context: PageContext(seq: 1, sid: "", focus: "7"))
        #expect(page.contains(#"name="expr" value="&lt;script&gt;&amp;&quot;&#39;""#))
    }

    @Test(arguments: [nil, "expr"])
    func focusedExprFieldIsEmptyWithTheExpressionAsPlaceholder(focus: String?) {
        let page = KeypadPage.render(Self.view(.standard), context: PageContext(seq: 1, sid: "", focus: focus))
        #expect(
            page.contains(
                #"<input id="expr" name="expr" value="" placeholder="16" required accesskey="x" autocomplete="off" autocapitalize="off" spellcheck="false" autofocus aria-describedby="expression display">"#
            ))
    }

    @Test func pendingExpressionIsTheFocusedFieldsValue() {
        let context = PageContext(seq: 1, sid: "", focus: "expr", expressionIsPending: true)
        #expect(
            KeypadPage.render(Self.view(.standard), context: context).contains(
                #"<input id="expr" name="expr" value="16" required accesskey="x" autocomplete="off" autocapitalize="off" spellcheck="false" autofocus aria-describedby="expression display">"#
            ))
    }

    /// An expression that failed stays in the field, escaped, marked invalid and described by the
    /// display that names the error, whether the field has the focus or not (issue 28).
    @Test func aFailedExpressionStaysInTheField() {
        var view = Self.view(.standard)
        view.state = .error
        view.display = "Syntax error at 7: expected ')'"
        view.expr = "2*(3+4<"
        let focused = KeypadPage.render(view, context: PageContext(seq: 1, sid: "", focus: "expr"))
        #expect(
            focused.contains(
                #"<input id="expr" name="expr" value="2*(3+4&lt;" required accesskey="x" autocomplete="off" autocapitalize="off" spellcheck="false" aria-invalid="true" autofocus aria-describedby="expression display">"#
            ), "\(focused)")
        let unfocused = KeypadPage.render(view, context: PageContext(seq: 1, sid: "", focus: "7"))
        #expect(unfocused.contains(#"spellcheck="false" aria-invalid="true" aria-describedby="display">"#))
        // A result is not an error: the field is emptied for the next expression, as before.
        view.state = .result
        #expect(!KeypadPage.render(view, context: .fresh).contains("aria-invalid"))
    }

    @Test func placeholderIsEscaped() {
        var view = Self.view(.standard)
        view.expr = Self.hostile
        #expect(
            KeypadPage.render(view, context: .fresh).contains(#"value="" placeholder="&lt;script&gt;&amp;&quot;&#39;""#)
        )
    }

    @Test func pressedKeyIsDescribedByTheDisplay() {
        #expect(
            Self.page(.standard).contains(
                #"<button name="key" value="=" id="k-equals" class="eq" aria-label="equals" autofocus aria-describedby="expression display">=<span class="vh"> equals</span></button>"#
            ))
    }

    @Test(arguments: [
        ("0", 8), ("12345678", 8), ("123456789", 11), ("0.142857142857143", 17),
        ("-1.84467440737096e-19", 21), ("Cannot divide by zero", 21), (String(repeating: "x", count: 27), 40),
        (String(repeating: "x", count: 60), 60), (String(repeating: "x", count: 61), 75),
        (String(repeating: "x", count: 99), 110), (String(repeating: "x", count: 111), 140),
        (String(repeating: "x", count: 141), 175), (String(repeating: "x", count: 300), 210),
    ])
    func displaySizeClass(text: String, expected: Int) {
        #expect(KeypadPage.lengthClass(text) == expected)
    }

    @Test func notice() {
        #expect(Self.page(.standard).contains(#"<p id="notice" role="status">Out of date</p>"#))
        #expect(
            KeypadPage.render(Self.view(.standard), context: .fresh).contains(#"<p id="notice" role="status"></p>"#))
    }

    @Test func noticeIsEscaped() {
        let page = KeypadPage.render(Self.view(.standard), context: PageContext(seq: 1, sid: "", notice: Self.hostile))
        #expect(page.contains(#"<p id="notice" role="status">&lt;script&gt;&amp;&quot;&#39;</p>"#))
    }

    @Test func historyLine() {
        #expect(
            Self.page(.standard).contains(
                #"<li><button name="key" value="history-0" id="k-history-0"><span class="vh">Recall </span>7 + 9 = 16</button></li>"#
            ))
        #expect(
            Self.page(.standard).contains(
                #"<li><button name="key" value="history-1" id="k-history-1"><span class="vh">Recall </span>2 × 3 = 6</button></li>"#
            ))
    }

    @Test func historyLineIsEscaped() {
        var view = Self.view(.standard)
        view.history = [HistoryLine(expression: Self.hostile, result: "<b>")]
        #expect(
            KeypadPage.render(view, context: .fresh).contains(
                #"value="history-0" id="k-history-0"><span class="vh">Recall </span>&lt;script&gt;&amp;&quot;&#39; = &lt;b&gt;</button>"#
            ))
    }

    /// An empty history says on the RPN keypad why its results are missing (only `=` adds a line),
    /// and only there.
    @Test func anEmptyHistoryOnTheRPNKeypadSaysWhy() {
        var view = Self.view(.rpn)
        view.history = []
        #expect(KeypadPage.render(view, context: .fresh).contains("No calculations yet. RPN results are not kept here"))
        view.mode = .standard
        let standard = KeypadPage.render(view, context: .fresh)
        #expect(standard.contains("No calculations yet.") && !standard.contains("RPN results"))
    }

    /// Each page's history list is its own lines' markup, whatever was rendered in between for the
    /// same session or others (the kept lists are used again only for equal lines), and a focused
    /// line gets its `autofocus`.
    @Test func historyListsRenderedBeforeAreTheirOwn() {
        let lists = (0..<300).map { n in
            (0..<(n % 7 + 1)).map { HistoryLine(expression: "\(n) + \($0)", result: "\(n + $0)") }
        }
        for round in 0..<3 {
            for (n, lines) in (round == 1 ? lists.reversed() : lists).enumerated() {
                #expect(Self.historyItems(lines) == Self.expectedHistoryItems(lines)[...])
                #expect(Self.historyItems(lines) == Self.expectedHistoryItems(lines)[...], "kept")
                #expect(Self.historyItems(lines, session: "s\(n % 3)") == Self.expectedHistoryItems(lines)[...])
            }
        }
        _ = Self.historyItems(lists[5])
        let focused = Self.historyItems(lists[5], focus: "history-1")
        #expect(focused == Self.expectedHistoryItems(lists[5], focus: 1)[...])
    }

    /// A calculation puts a new line first: every item is under its new place's button, and a list
    /// whose second line is another list's newest but whose later lines differ shows its own lines.
    @Test func historyListsGrownByACalculation() {
        func render(_ lines: [HistoryLine]) -> Substring { Self.historyItems(lines) }
        func expected(_ lines: [HistoryLine]) -> String { Self.expectedHistoryItems(lines) }
        var lines: [HistoryLine] = []
        for n in 0..<120 {
            let line = HistoryLine(expression: "<\(n) + \(n % 3)", result: "\(n + n % 3)")
            lines = Array(([line] + lines).prefix(CalculatorState.historyLimit))
            #expect(render(lines) == expected(lines)[...])
        }
        // The same newest-but-one line, other lines after it: not the list rendered before.
        var other = lines
        other[2] = HistoryLine(expression: "1 + 1", result: "2")
        other.insert(HistoryLine(expression: "9 × 9", result: "81"), at: 0)
        #expect(render(other) == expected(other)[...])
        // A list longer than the one before it by more than its new line.
        let longer = [HistoryLine(expression: "2 + 2", result: "4")] + lines + lines.prefix(3)
        #expect(render(longer) == expected(longer)[...])
    }

    /// A page is written into one buffer reserved up front, which never has to grow (a copy of all
    /// written so far each time): every mode's page in every language, with a full history of long
    /// lines and a deep stack, fits the room reserved for it.
    @Test func aPageFitsTheRoomReservedForIt() {
        var programmer = CalculatorState()
        programmer.press(KeyPress(parsing: "mode-programmer")!)
        let line = HistoryLine(expression: "123456.789 × (2 ÷ 3) + sin(45) − 1e+20", result: "-99999999999999999619.99")
        for mode in CalculatorMode.allCases {
            let bare = mode == .programmer ? programmer.view : Self.view(mode)
            var full = bare
            full.history = Array(repeating: line, count: CalculatorState.historyLimit)
            full.stack = Array(repeating: "-1.2345678901234567e+300", count: 40)
            full.expression = line.expression + " ="
            for view in [bare, full] {
                for language in PageLanguage.allCases {
                    for format in [NumberLocale.fallback.format, NumberLocale.de.format] {
                        let context = PageContext(
                            seq: 1_234_567, sid: "s1", notice: "Out of date", focus: "history-3", numberFormat: format,
                            language: language)
                        let page = KeypadPage.html(view, context: context)
                        #expect(page.count <= KeypadPage.capacity(for: view), "\(mode) \(language)")
                    }
                }
            }
        }
    }

    /// The `<li>` items of the history list on the page of `lines` of `session`, rendered with
    /// `focus`: one session for every list by default, so that the list kept for it (``HistoryMarkup``)
    /// must never answer for other lines.
    static func historyItems(_ lines: [HistoryLine], focus: String? = nil, session: String = "s1") -> Substring {
        var view = Self.view(.standard)
        view.history = lines
        let html = KeypadPage.render(view, context: PageContext(seq: 1, sid: session, focus: focus))
        let start = html.range(of: #"<ol id="history">"#)!.upperBound
        return html[start..<html.range(of: "</ol>", range: start..<html.endIndex)!.lowerBound]
    }

    /// The items `lines` must render to (line `focus` focused), written out independently of the renderer.
    static func expectedHistoryItems(_ lines: [HistoryLine], focus: Int? = nil) -> String {
        lines.enumerated().map { index, line in
            #"<li><button name="key" value="history-\#(index)" id="k-history-\#(index)""#
                + (index == focus ? #" autofocus aria-describedby="expression display""# : "")
                + #"><span class="vh">Recall </span>"# + line.expression.replacing("<", with: "&lt;")
                + " = " + line.result + "</button></li>"
        }.joined()
    }

    @Test func stackLists() {
        #expect(
            Self.page(.rpn).contains(
                #"<div class="stack" role="region" aria-label="Stack, newest last" tabindex="0"><ol id="stack"><li>3</li><li>16</li></ol></div>"#
            ))
        #expect(!Self.page(.standard).contains(#"id="stack""#))
    }

    @Test func stackIsEscaped() {
        var view = Self.view(.rpn)
        view.stack = [Self.hostile]
        #expect(KeypadPage.render(view, context: .fresh).contains("<li>&lt;script&gt;&amp;&quot;&#39;</li>"))
    }

    @Test func sidIsEscaped() {
        let page = KeypadPage.render(Self.view(.standard), context: PageContext(seq: 1, sid: Self.hostile))
        #expect(page.contains(#"<input type="hidden" name="sid" value="&lt;script&gt;&amp;&quot;&#39;">"#))
    }

    @Test func symbolButtonHasAccessibleNameAndHiddenWord() {
        #expect(
            Self.page(.standard).contains(
                #"<button name="key" value="*" id="k-times" class="op" aria-label="multiply">×<span class="vh"> multiply</span></button>"#
            ))
        #expect(
            Self.page(.standard).contains(
                #"<button name="key" value="ln" id="k-ln" class="fn">ln<span class="vh"> natural logarithm</span></button>"#
            ))
        #expect(Self.page(.standard).contains(#"<button name="key" value="7" id="k-7" class="d">7</button>"#))
    }

    /// SPEC 10.2: the percent key shows `%` and is named "percent"; the modulus key stays `mod`.
    @Test(arguments: [CalculatorMode.standard, .scientific])
    func percentKeyIsNamedPercentAndModulusStaysMod(_ mode: CalculatorMode) {
        let page = Self.page(mode, focus: nil)
        #expect(
            page.contains(
                #"<button name="key" value="pct" id="k-pct" class="fn" aria-label="percent">%<span class="vh"> percent</span></button>"#
            ))
        #expect(
            page.contains(
                #"<button name="key" value="%" id="k-mod" class="fn">mod<span class="vh"> modulus</span></button>"#
            ))
        #expect(page.components(separatedBy: #"value="pct""#).count == 2)
        #expect(!Self.page(.rpn, focus: nil).contains(#"value="pct""#))
    }

    @Test func percentKeyKeepsTheFocus() {
        #expect(
            Self.page(.standard, focus: "pct").contains(
                #"<button name="key" value="pct" id="k-pct" class="fn" aria-label="percent" autofocus aria-describedby="expression display">%<span class="vh"> percent</span></button>"#
            ))
    }

    /// WCAG 2.5.3: a label with letters or digits is the start of the accessible name, never replaced by it.
    @Test func labelWithLettersIsTheStartOfTheName() {
        let page = Self.page(.scientific)
        #expect(
            page.contains(
                #"<button name="key" value="sq" id="k-sq" class="fn">x²<span class="vh"> square</span></button>"#))
        #expect(
            page.contains(
                #"value="log10" id="k-log10" class="fn">log₁₀<span class="vh"> logarithm base 10</span>"#))
        #expect(page.contains(#"value="asinh" id="k-asinh" class="fn">sinh⁻¹<span class="vh">"#))
        for key in Key.allCases where KeyFace.of(key).nameReplacesLabel {
            #expect(!KeyFace.of(key).label.contains { $0.isLetter || $0.isNumber }, "\(key)")
        }
    }

    @Test func onlyTheFourOperatorsAndEqualsStandOut() {
        let page = Self.page(.standard)
        let coloured = Keypad.standard.joined().filter {
            let head = $0.markup(in: .en, decimalMark: ".").head.markup
            return head.contains(#"class="op"#) || head.contains(#"class="eq"#)
        }
        #expect(coloured.map(\.value) == ["/", "*", "-", "+", "="])
        #expect(page.contains(#"value="^" id="k-power" class="fn""#))
    }

    @Test func scientificRowsAreFull() {
        let span = { (button: KeyButton) in
            button.extraClass == "w3" ? 3 : button.extraClass == "w2" ? 2 : 1
        }
        for row in Keypad.scientific + Keypad.rpnFunctions { #expect(row.map(span).reduce(0, +) == 6) }
        for row in Keypad.standard + Keypad.rpn { #expect(row.map(span).reduce(0, +) == 4) }
    }

    /// After an operator the display still shows the operand: the title says what is pending.
    @Test func theTitleCarriesThePendingExpressionAfterAnOperator() {
        var view = Self.view(.standard)
        view.display = "7"
        view.expression = "7 + ..."
        #expect(KeypadPage.render(view, context: .fresh).contains("<title>7 (7 + ...) – Calculator</title>"))
        view.expression = "7 + 9 ="
        view.display = "16"
        #expect(KeypadPage.render(view, context: .fresh).contains("<title>16 – Calculator</title>"))
    }

    /// A key's hidden word completes its name; no `title` repeats it as a description.
    @Test func keysDoNotRepeatTheirHiddenWord() {
        let page = Self.page(.scientific)
        #expect(
            page.contains(#"value="log10" id="k-log10" class="fn">log₁₀<span class="vh"> logarithm base 10</span>"#))
        #expect(
            !page.contains(
                #"<button name="key" value="log10" id="k-log10" class="fn"<div class="screen" role="group" aria-label="Display">"#
            ))
    }

    /// SPEC 5's change sign, exponent entry and angle unit are on the RPN keypad itself.
    @Test func theRPNKeypadHasChangeSignExponentEntryAndAngle() {
        let page = Self.page(.rpn)
        for value in ["neg", "EE", "angle"] {
            #expect(Keypad.rpnValues.contains(value), "\(value)")
            #expect(page.contains(#"name="key" value="\#(value)""#), "\(value)")
        }
    }

    /// A keypad chosen with its mode key is marked, so the style sheet shows it alone at every size.
    @Test func aChosenKeypadIsMarked() {
        var view = Self.view(.standard)
        #expect(KeypadPage.render(view, context: .fresh).contains(#"<main class="calc standard">"#))
        view.modeIsChosen = true
        #expect(KeypadPage.render(view, context: .fresh).contains(#"<main class="calc standard chosen">"#))
        #expect(StyleSheet.css.contains(".standard.chosen .sci { display: none; }"))
    }

    @Test func memoryShowsItsValue() {
        var view = Self.view(.rpn)
        view.memoryValue = "12.5"
        #expect(
            KeypadPage.render(view, context: .fresh).contains(
                #"<span id="memory"><abbr title="memory holds a value">M</abbr> = 12.5</span>"#))
    }

    @Test func memoryValueIsEscaped() {
        var view = Self.view(.rpn)
        view.memoryValue = Self.hostile
        #expect(KeypadPage.render(view, context: .fresh).contains("</abbr> = &lt;script&gt;&amp;&quot;&#39;</span>"))
    }

    @Test func indicators() {
        let page = Self.page(.scientific)
        #expect(page.contains(#"<span id="memory"><abbr title="memory holds a value">M</abbr></span>"#))
        #expect(page.contains(#"<span id="angle"><abbr title="angle unit: degrees">DEG</abbr></span>"#))
        var view = Self.view(.scientific)
        view.memory = false
        view.angle = .radians
        let plain = KeypadPage.render(view, context: .fresh)
        #expect(plain.contains(#"<span id="memory"></span>"#))
        #expect(plain.contains(">RAD</abbr>"))
    }

    @Test(arguments: CalculatorMode.allCases)
    func modeSwitchMarksCurrent(mode: CalculatorMode) {
        let page = Self.page(mode)
        #expect(
            page.contains(
                #"value="mode-\#(mode.rawValue)" id="k-mode-\#(mode.rawValue)" class="md" aria-pressed="true">"#))
        // The mode switch: one key pressed, the three others not (programmer mode's setting keys besides).
        let modes = page.components(separatedBy: #"class="row modes""#).last ?? ""
        #expect(modes.count(of: #"aria-pressed="true""#) == 1)
        #expect(modes.count(of: #"aria-pressed="false""#) == 3)
        #expect(page.contains(#"<main class="calc \#(mode.rawValue)">"#))
    }

    @Test func kioskMetaOnlyWhenSet() {
        let off = KeypadPage.render(Self.view(.standard), context: .fresh)
        #expect(!off.contains("http-equiv"))
        let on = KeypadPage.render(Self.view(.standard), context: PageContext(seq: 0, sid: "", kioskIdleSeconds: 120))
        #expect(on.contains(#"<meta http-equiv="refresh" content="120; url=/?fresh">"#))
    }
}

extension String {
    /// How often `needle` occurs.
    func count(of needle: String) -> Int { components(separatedBy: needle).count - 1 }
}

/// The links under the calculator: the working, the calculation itself, the history as text.
struct CalculationLinksTests {
    static func page(expression: String, history: [HistoryLine], mode: CalculatorMode = .standard) -> String {
        let view = CalculatorView(
            mode: mode, display: "16", state: .result, expression: expression, expr: "16", history: history)
        return KeypadPage.render(view, context: PageContext(seq: 1, sid: "abc"))
    }

    @Test func aFinishedCalculationLinksToItsStepsAndItself() {
        let html = Self.page(expression: "√(7 + 9) =", history: [HistoryLine(expression: "√(7 + 9)", result: "4")])
        #expect(
            html.contains(
                #"<p class="links"><a href="/steps?expr=%E2%88%9A%287%20%2B%209%29">Show steps</a> · "#
                    + #"<a href="/?expr=%E2%88%9A%287%20%2B%209%29">Link to this calculation</a> · "#
                    + #"<a href="/history.txt" download>Download history</a></p>"#))
    }

    @Test func anUnfinishedOneOffersOnlyTheHistory() {
        let pending = Self.page(expression: "7 + ...", history: [HistoryLine(expression: "1 + 1", result: "2")])
        #expect(pending.contains(#"<p class="links"><a href="/history.txt" download>Download history</a></p>"#))
        #expect(!Self.page(expression: "", history: []).contains(#"class="links""#))
        #expect(!Self.page(expression: "3, 5 + =", history: [], mode: .rpn).contains("Show steps"))
    }

    @Test func linkTextIsEncodedAndEscaped() {
        let html = Self.page(expression: "\"<a>\" & 'b' =", history: [])
        #expect(html.contains(#"href="/steps?expr=%22%3Ca%3E%22%20%26%20%27b%27""#))
        #expect(!html.contains("<a>\""))
    }

    /// A typed function of x (it failed: x has no value in the calculator) links to its graph, its
    /// text encoded; text without x, text the graph cannot read, RPN and degrees do not.
    @Test func aTypedFunctionOfXLinksToItsGraph() {
        func page(_ expr: String, mode: CalculatorMode = .standard, angle: AngleUnit = .radians) -> String {
            let view = CalculatorView(
                mode: mode, display: "Syntax error at 1: unknown name 'x'", state: .error, expression: "", expr: expr,
                angle: angle)
            return KeypadPage.render(view, context: PageContext(seq: 1, sid: "abc"))
        }
        #expect(
            page("x^2+1/x").contains(#"<p class="links"><a href="/plot?f=x%5E2%2B1%2Fx">Plot this function</a></p>"#))
        #expect(page("sin(x)&<").contains("Plot this function") == false)
        #expect(!page("2^10").contains("Plot this function"))
        #expect(!page("max(1;2)").contains("Plot this function"))
        #expect(!page("x^2", mode: .rpn).contains("Plot this function"))
        #expect(!page("x^2", angle: .degrees).contains("Plot this function"))
        let german = KeypadPage.render(
            CalculatorView(mode: .standard, display: "", state: .error, expression: "", expr: "x*2"),
            context: PageContext(seq: 1, sid: "abc", language: .de))
        #expect(german.contains(#"<a href="/plot?f=x%2A2">Graph dieser Funktion zeichnen</a>"#))
    }
}

/// The worksheet's functions of one argument link to their graphs, written out on their own.
struct SheetPlotLinksTests {
    static func page(_ sheet: String, angle: AngleUnit = .radians) -> String {
        var view = CalculatorView(mode: .standard, display: "0", state: .entry, expression: "", expr: "", angle: angle)
        view.sheet = sheet
        return String(decoding: SheetPage.html(view, context: PageContext(seq: 1, sid: "abc")).bytes, as: UTF8.self)
    }

    @Test func aFunctionOfOneArgumentLinksToItsGraph() {
        let html = Self.page("k = 0.5\nf(x) = x^2 + 1\nq(t) = k*t^2\nbump(t) = f(t) - q(t)\npair(a, b) = a + b")
        #expect(
            html.contains(
                #"<span class="gives">Defines f(x).</span> <a href="/plot?f=x%5E2%2B1">Plot f</a></li>"#))
        #expect(html.contains(#"<a href="/plot?f=0.5%2Ax%5E2">Plot q</a>"#))
        #expect(html.contains(#"<a href="/plot?f=x%5E2%2B1-0.5%2Ax%5E2">Plot bump</a>"#))
        #expect(!html.contains("Plot pair"))
    }

    @Test func aFunctionOfANameThatIsNoNumberOrInDegreesHasNoGraph() {
        #expect(!Self.page("start = 2025-03-01\nf(x) = x + 1 + 0*(start - start)").contains("Plot f"))
        #expect(!Self.page("f(x) = x^2", angle: .degrees).contains("Plot f"))
    }
}

/// Every button that posts a key has an id a fragment can name (`#k-7`, issue 28): one per page,
/// made of letters, digits and `-`, and no two differing only in case.
struct KeyAnchorTests {
    @Test func eachKeyHasItsOwnPlainID() {
        let ids = Key.allCases.map { KeyAnchor.id(of: $0.rawValue) }
        #expect(Set(ids.map { $0.lowercased() }).count == ids.count)
        for id in ids {
            #expect(
                id.hasPrefix("k-") && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }, "\(id)"
            )
        }
        #expect(KeyAnchor.id(of: "7") == "k-7")
        #expect(KeyAnchor.id(of: "+") == "k-plus")
        #expect(KeyAnchor.id(of: "bit-5") == "k-bit-5")
    }

    @Test(arguments: [Key.modeStandard, .modeScientific, .modeRPN, .modeProgrammer])
    func everyKeyButtonOnAPageHasAUniqueID(mode: Key) throws {
        var state = CalculatorState()
        for key in [Key.digit7, .add, .digit9, .equals, mode] { state.press(.key(key)) }
        let page = KeypadPage.render(state.view, context: PageContext(seq: 5, sid: "s1d"))
        let buttons = page.components(separatedBy: #"<button name="key" value=""#).dropFirst()
        #expect(buttons.count > 20)
        var ids: [String] = []
        for button in buttons {
            let value = String(button.prefix { $0 != "\"" })
            #expect(button.dropFirst(value.count).hasPrefix(#"" id="\#(KeyAnchor.id(of: value))""#), "\(value)")
            ids.append(KeyAnchor.id(of: value))
        }
        let all = page.components(separatedBy: #" id=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(all).count == all.count, "\(all)")
        #expect(Set(ids).isSubset(of: all))
    }

    /// For lynx (``PageContext/formPerKey``) each keypad key and mode key is a form of its own posting
    /// to `/#` and the key's id, with the session fields: the same buttons in the same order, the
    /// pressed one focused, and no form inside another. The history and the bit grid stay one form each.
    @Test(arguments: [Key.modeScientific, .modeRPN, .modeProgrammer])
    func aFormPerKeyNamesTheKeyInItsAction(mode: Key) throws {
        var state = CalculatorState()
        for key in [Key.digit7, .add, .digit9, mode] { state.press(.key(key)) }
        let context = PageContext(seq: 5, sid: "s1d", focus: mode.rawValue)
        var lynx = context
        lynx.formPerKey = true
        let (page, perKey) = (
            KeypadPage.render(state.view, context: context), KeypadPage.render(state.view, context: lynx)
        )
        let buttons = { (page: String) in
            page.components(separatedBy: "<button").dropFirst().map { String($0.prefix { $0 != ">" }) }
        }
        #expect(buttons(perKey) == buttons(page))
        let values = perKey.components(separatedBy: #"<button name="key" value=""#).dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }.filter { !$0.hasPrefix("history-") && !$0.hasPrefix("bit-") }
        #expect(values.count > 30)
        let chunks = perKey.components(separatedBy: "<form ").dropFirst()
        // Each form ends before the next begins: none is inside another.
        #expect(chunks.allSatisfy { $0.components(separatedBy: "</form>").count == 2 })
        let forms = chunks.map { $0.components(separatedBy: "</form>")[0] }
        let keyForms = forms.filter { $0.hasPrefix(#"method="post" action="/#"#) }
        #expect(keyForms.count == values.count)
        let fields = #"<input type="hidden" name="seq" value="5"><input type="hidden" name="sid" value="s1d">"# + "\n"
        for (form, value) in zip(keyForms, values) {
            let id = KeyAnchor.id(of: value)
            #expect(
                form.hasPrefix(#"method="post" action="/#\#(id)">\#(fields)<button name="key" value="\#(value)""#),
                "\(form)")
            #expect(form.components(separatedBy: "<button").count == 2, "\(form)")
        }
        // The Expression field's, the history's, the number format's and the bit grid's stay one each.
        #expect(forms.count == keyForms.count + (mode == .modeProgrammer ? 4 : 3))
        #expect(
            perKey.contains(
                #"value="\#(mode.rawValue)" id="\#(KeyAnchor.id(of: mode.rawValue))" class="md" aria-pressed="true" autofocus"#
            ))
        #expect(!page.contains(#"<form method="post" action="/#"#))
    }
}
