/// The help page's sections on the worksheet and on dates (SPEC 10.4), in English.
extension HelpText {
    /// What `/sheet` is, a worked sheet, its rules, and the list functions.
    static let worksheet: HTML = """
        <h2 id="worksheet">Worksheet</h2>
        <p>The <a href="/sheet">worksheet</a> (linked at the foot of every page) is a page of lines computed in \
        order and kept in your session. A worked sheet:</p>
        <table class="sheet">
        <tr><td><code># a quote</code></td><td></td></tr>
        <tr><td><code>price = 12.50</code></td><td><samp>12.5</samp></td></tr>
        <tr><td><code>qty = 3</code></td><td><samp>3</samp></td></tr>
        <tr><td><code>net(x) = x * 1.2</code></td><td>defines net(x)</td></tr>
        <tr><td><code>net(price * qty)</code></td><td><samp>45</samp></td></tr>
        <tr><td><code>mean(3, 4, 8)</code></td><td><samp>5</samp></td></tr>
        </table>
        <ul>
        <li>A line is an expression, a variable (<code>name = value</code>), a function (<code>f(x) = …</code>, \
        its parameters separated by <code>,</code> or <code>;</code>), a <code>#</code> comment, or empty.</li>
        <li>Later lines use the names of earlier ones; a name defined again has its new value from that line on. \
        A function’s body sees only earlier lines, so nothing recurses: <code>x = x + 1</code> with no earlier \
        <code>x</code> is refused.</li>
        <li>Built-in names (constants, functions, units such as <code>m</code>, <code>h</code>, <code>d</code>) \
        cannot be defined again, but a function’s parameters may be named like units.</li>
        <li>A line that fails shows its error, and the other lines still compute.</li>
        <li>The sheet’s names work in the calculator’s Expression field; each line links to its steps; \
        “Link to this sheet” carries the sheet in the address, and <a href="/sheet.txt">/sheet.txt</a> downloads \
        it. The first 200 lines and 20,000 characters of a sheet are computed.</li>
        </ul>
        <p>The list functions <code>sum</code>, <code>mean</code>, <code>median</code>, <code>min</code>, \
        <code>max</code>, <code>stdev</code> (the sample standard deviation), <code>nCr</code>, <code>nPr</code>, \
        <code>gcd</code> and <code>lcm</code> work everywhere, not only on the sheet: <code>median(3, 1, 4, 1)</code> \
        is <samp>2</samp>, <code>stdev(2, 4, 4, 4, 5, 5, 7, 9)</code> is <samp>2.1380899352994</samp>, \
        <code>nCr(5, 2)</code> is <samp>10</samp>, <code>lcm(4, 6)</code> is <samp>12</samp>. Their arguments are \
        separated by <code>,</code> or <code>;</code>, and only by <code>;</code> where the decimal mark is a \
        comma (<code>sum(1,5; 2)</code> in German). They are exact where their arguments are: \
        <code>mean(1, 2)</code> is exactly 3/2, which S⇔D shows. <code>min(</code> is the function and \
        <code>5 min</code> five minutes.</p>

        """

    /// ISO dates, date arithmetic, clock durations and `today`.
    static let dates: HTML = """
        <h2 id="dates">Dates</h2>
        <p>A date is typed the ISO way, <code>2025-03-01</code> (years 1 to 9999), and shown with its weekday, \
        as the number format writes a date (ISO in English, 30.05.2025 (Freitag) in German). \
        A duration added to a date gives a date: <code>2025-03-01 + 90 days</code> is \
        <samp>2025-05-30 (Friday)</samp>; two dates subtract to days: <code>2025-12-25 - 2025-01-01</code> is \
        <samp>358 d</samp>.</p>
        <ul>
        <li>Months and years are calendar ones: the day is kept, or clamped to the month’s last day. \
        <code>2024-01-31 + 1 month</code> is <samp>2024-02-29 (Thursday)</samp> and \
        <code>2024-02-29 + 1 year</code> is <samp>2025-02-28 (Friday)</samp>. Other durations must come to whole \
        days: <code>+ 36 h</code> is refused.</li>
        <li><code>H:MM</code> and <code>H:MM:SS</code> are durations: <code>17:10 - 08:45 - 0:30</code> is \
        <samp>7:55</samp>, and <code>7:55 to h</code> is <samp>7.91666666666667 h</samp>.</li>
        <li><code>today</code> is the server’s date in its time zone; the answer names that day and zone.</li>
        <li>Only the full yyyy-mm-dd shape is a date: <code>2025-3-1</code> stays a subtraction.</li>
        <li>Where the number format writes dates with points (German, Polish, Swiss), a date is also typed so, \
        day first with a four-digit year: <code>30.05.2025 + 1 day</code>. A slash or hyphen divides or subtracts.</li>
        </ul>

        """

    /// The expressions the worksheet and dates sections show with their results, as the engine gives
    /// them (a test checks both, and that each language's sections show each result in its format).
    static let sheetFunctionExamples: [(expression: String, result: String)] = [
        ("median(3, 1, 4, 1)", "2"), ("stdev(2, 4, 4, 4, 5, 5, 7, 9)", "2.1380899352994"), ("nCr(5, 2)", "10"),
        ("lcm(4, 6)", "12"),
    ]
    static let dateExamples: [(expression: String, result: String)] = [
        ("2025-03-01 + 90 days", "2025-05-30 (Friday)"), ("2025-12-25 - 2025-01-01", "358 d"),
        ("2024-01-31 + 1 month", "2024-02-29 (Thursday)"), ("2024-02-29 + 1 year", "2025-02-28 (Friday)"),
        ("17:10 - 08:45 - 0:30", "7:55"), ("7:55 to h", "7.91666666666667 h"),
    ]
    /// The worked sheet, and each line's result (nil for a comment or a definition).
    static let sheetExample = "# a quote\nprice = 12.50\nqty = 3\nnet(x) = x * 1.2\nnet(price * qty)\nmean(3, 4, 8)"
    static let sheetResults: [String?] = [nil, "12.5", "3", nil, "45", "5"]
}
