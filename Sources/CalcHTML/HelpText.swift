/// The fixed prose of the help page, as static markup.
enum HelpText {
    /// How the calculator is used, in any browser.
    static let intro: HTML = """
        <p>This calculator runs on the server: every key is an ordinary form button, so it works in any browser, \
        with JavaScript off, in text browsers such as lynx and w3m, and on kiosks. Each press sends one key and \
        the server answers with the new page. The key you pressed keeps the keyboard focus.</p>
        <p>Until you choose a keypad, a wide or landscape screen shows the scientific keys beside the standard ones \
        and a narrow portrait screen only the standard keys. The <em>Keypad</em> buttons choose: <em>Standard</em> \
        then shows the standard keys alone at every size (text browsers show every key anyway). Standard and \
        scientific are one calculator: switching between them keeps everything. Switching to RPN puts the displayed \
        value on the RPN stack, unless it came from the stack and you left it as it was; switching back makes the \
        RPN display the entry.</p>

        """

    /// The keyboard: what has the focus, and the keys a browser gives every page without JavaScript.
    static let keyboard: HTML = """
        <h2 id="keyboard">Keyboard</h2>
        <ul>
        <li>A fresh page and the page after a typed expression put the focus in the <em>Expression</em> field, empty, with the current expression shown greyed as a placeholder: type a calculation and press <kbd>Enter</kbd>. An expression that fails stays in the field to be corrected (<kbd>End</kbd> takes the caret to its end). Text that starts with an operator continues from the result: <code>2^10</code> <kbd>Enter</kbd> shows 1024, then <code>+1</code> <kbd>Enter</kbd> shows 1025. <kbd>Backspace</kbd> and the arrow keys edit the text as in any field.</li>
        <li>After a keypad key the focus stays on that key, so <kbd>Enter</kbd> or <kbd>Space</kbd> presses it again and <kbd>Tab</kbd> / <kbd>Shift</kbd>+<kbd>Tab</kbd> move to the keys around it.</li>
        <li>The Expression field is the first control of the page (one <kbd>Tab</kbd> from the top) and has the access key <kbd>X</kbd>: <kbd>Alt</kbd>+<kbd>X</kbd> in Chrome and Edge, <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>X</kbd> in Firefox, <kbd>Control</kbd>+<kbd>Option</kbd>+<kbd>X</kbd> in Safari.</li>
        <li>Without JavaScript a page cannot listen to the keyboard, so digits typed while a key has the focus do nothing: type them into the Expression field. <kbd>Escape</kbd> has no meaning here; <code>AC</code> clears.</li>
        <li>Screen readers: the page title starts with the display (“1024 – Calculator”), and the focused key or field is described by the display, so the result is read with the key you pressed.</li>
        </ul>

        """

    /// Precedence, typed expressions, RPN usage and the other rules.
    static let rules: HTML = """
        <h2 id="precedence">Precedence</h2>
        <p>Every typed example on this page starts from a fresh calculator (press AC first): after a result, \
        text that begins with an operator continues from it, so <code>-3^2</code> typed after 64 gives 55 \
        (64 − 9), not −9.</p>
        <ol>
        <li><code>!</code> (factorial, typed expressions only) and a percent sign bind tightest.</li>
        <li><code>^</code> (power) comes next and, like every other operator, is evaluated <strong>left to right</strong>: \
        <code>2^3^2</code> is <code>(2^3)^2 = 64</code>. The source documents of this calculator require it.</li>
        <li>Unary minus is looser than <code>^</code> and tighter than <code>* / %</code>: <code>-3^2 = -9</code>, \
        <code>2^-1 = 0.5</code>, <code>2*-3 = -6</code>.</li>
        <li><code>* / %</code>, left to right.</li>
        <li><code>+ -</code>, left to right: <code>-6-5+4*3^2 = 25</code>.</li>
        </ol>
        <p><code>%</code> between two numbers is the <strong>floored modulus</strong>: the result takes the \
        divisor’s sign, so <code>-7 % 3 = 2</code> and <code>7 % -3 = -2</code>. After a number and before \
        <code>× ÷ ^ )</code>, another <code>%</code> or the end, it is <strong>percent</strong> (see \
        <a href="#percent">Percent and modulus</a>). <code>0^0 = 1</code>; <code>0^-1</code> is \
        <samp>Invalid input</samp>.</p>
        <h2 id="percent">Percent and modulus</h2>
        <p>On the keypad they are two keys: <kbd>%</kbd> (<code>pct</code>) is percent and <kbd>mod</kbd> \
        (<code>%</code>) is the modulus. In a typed expression both are written <code>%</code>; what follows \
        decides (the modulus may also be typed <code>mod</code>: <code>7 mod 3 = 1</code>). Followed by a number, \
        a name, <code>(</code> or a sign it is the modulus, as it always was: \
        <code>7 % 3 = 1</code>, <code>7 % -3 = -2</code>, and also <code>10% + 5 = 0</code> (10 modulo +5). \
        Followed by <code>× ÷ ^ )</code>, another <code>%</code>, <code>!</code> or nothing, it is percent:</p>
        <ul>
        <li><code>b%</code> alone is b/100: <code>50% = 0.5</code>; after <code>×</code> or <code>÷</code> too: \
        <code>48.20 × 15% = 7.23</code> (15% of 48.20), <code>200 ÷ 10% = 2000</code>. <code>of</code> after a \
        percent multiplies: <code>15% of 48.20 = 7.23</code>.</li>
        <li>After <code>+</code> or <code>−</code> it is that share of the number before, as on a shop’s \
        calculator: <code>200 − 10% = 180</code> (200 − 20), <code>200 + 10% = 220</code>. “The number before” \
        is everything before the <code>+</code> or <code>−</code> at the same level: <code>100 + 200 − 10% = 270</code> \
        (300 − 30), <code>2 × 3 + 10% = 6.6</code>, <code>100 + (200 − 10%) = 280</code>. A sign counts with the \
        percent: <code>200 − -10% = 220</code>.</li>
        <li>A percent binds as tightly as <code>!</code>, to the number just before it: <code>2^10%</code> is \
        2^0.1, <code>-10%</code> is -0.1, <code>sin(30)%</code> is sin(30)/100, <code>10%%</code> is 0.001. Inside a \
        product it is b/100: <code>200 − 10% × 2 = 199.8</code>. Parentheses do not change it: \
        <code>200 − (10%)</code> is 180 too.</li>
        <li>To add something after a percent, put the percent in parentheses: <code>(200 − 10%) + 5 = 185</code>; \
        the keypad does this itself when you press <kbd>+</kbd> after <kbd>%</kbd>.</li>
        <li>On the keypad, <kbd>%</kbd> shows the share at once: <code>200 − 10 %</code> shows 20, and \
        <kbd>=</kbd> gives 180. A key that then takes that number (<code>×</code>, <code>x²</code>, …) takes the \
        20 you see, and the line above the display says so (<code>200 − 20 × 3</code>). With nothing pending, \
        <code>50 %</code> shows 0.5; after an operator the displayed number is used (<code>200 + %</code> is \
        200 + 200%). The RPN keypad has no percent key: there <code>y ↲ x × 100 ÷</code> is x% of y.</li>
        <li>Every result is exact: <code>1234.56 − 33.3% = 823.45152</code>. The steps page shows the share: \
        <code>200-10%</code>, then <code>200-20</code>, then 180.</li>
        </ul>
        <h2 id="keypad">Using the keypad</h2>
        <ul>
        <li>The small line above the display describes the calculation; it ends in <code>...</code> while an operation \
        is pending and in <code>=</code> after a result.</li>
        <li>An operator after another operator replaces it (<code>1 + × 3 =</code> is <code>1 × 3</code>), except \
        <code>-</code>, which begins a negative number.</li>
        <li>A function applies at once to the number shown. <code>=</code> pressed again repeats the last operation: \
        <code>2 + 3 = =</code> gives 8.</li>
        <li>⌫ (<code>CE</code>) deletes the last entry; AC (<code>CL</code>) clears the calculation but keeps the memory, \
        the history, the angle unit and the keypad.</li>
        <li>After an error, any key starts a new calculation.</li>
        <li>The history lists past calculations, newest first; press one to use its result as a number.</li>
        </ul>
        <h2 id="typed">Typed expressions</h2>
        <p>The expression field holds the whole calculation as text; edit it and press Enter (or <em>Evaluate</em>). \
        It accepts:</p>
        <ul>
        <li>numbers: <code>12</code>, <code>1.5</code>, <code>.5</code>, <code>1e3</code>, <code>2.5E-4</code>;</li>
        <li>operators <code>+ - * / % ^</code> and the aliases <code>× ÷ −</code> and <code>**</code> (for <code>^</code>); unary <code>+</code> and \
        <code>-</code>; parentheses; postfix <code>!</code> and percent <code>%</code>;</li>
        <li>functions with a parenthesised argument: <code>sqrt cbrt sin cos tan asin acos atan sinh cosh tanh asinh \
        acosh atanh ln log</code> (base 10) <code>log10 log2 exp abs sqr cube fact</code>, \
        <code>floor ceil trunc sign</code> (also <code>sgn</code>) and <code>round</code> (halves away from zero: <code>round(2.5)</code> is 3, \
        <code>round(-2.5)</code> is −3; <code>round(3.14159,2)</code> is 3.14), <code>mod(7,3)</code> (7 mod 3), \
        <code>hypot(3,4)</code> (√(3² + 4²)) and <code>atan2(1,-1)</code> (the angle of the point (−1, 1), in the angle \
        setting), and <code>√</code> and <code>∛</code> as prefixes; names may be written in any case;</li>
        <li>constants <code>pi</code>, <code>π</code>, <code>e</code>; <code>ans</code> (the last result) and \
        <code>M</code> (the memory);</li>
        <li>implied multiplication: a number or <code>)</code> followed by <code>(</code>, a name or <code>√</code> \
        multiplies, so <code>2(3+4)</code> is 14 and <code>2pi</code> is 2π.</li>
        </ul>
        <p>Spaces are ignored, and so is one trailing <code>=</code>. Unbalanced parentheses and dangling operators are syntax errors that name the \
        1-based character position. Expressions longer than 1,000 characters are refused.</p>
        <h2 id="rpn">RPN (reverse Polish notation)</h2>
        <ul>
        <li>Type a number and press ↲ (<code>enter</code>) to push it; an operator or function pressed while typing \
        pushes the number first.</li>
        <li>Operators take the two newest entries: <code>3 ↲ 5 −</code> is <code>3 - 5</code>. Functions take the newest: \
        <code>10 cos</code> is <code>cos(10)</code>.</li>
        <li>The stack lists the values of the complete expressions, newest last; the description line shows them, \
        oldest first, separated by commas, with <code>?</code> for a missing operand.</li>
        <li>± (<code>neg</code>) changes the sign of the number being typed (of its exponent after EE), or \
        negates the newest entry; EE starts the exponent (<code>1 . 5 EE 3</code> is 1500); Rad/Deg switches the \
        angle unit, all on the RPN keypad itself.</li>
        <li><code>M</code> pushes the variable M; →M (<code>toM</code>) sets M to the displayed value. \
        While M is unset, an expression that uses it shows an empty display.</li>
        <li><code>swap</code> exchanges and <code>drop</code> removes the newest expressions; ⌫ deletes the last digit \
        or, when not typing, undoes the newest stack entry. AC empties the stack and unsets M.</li>
        </ul>
        <h2 id="numbers">Numbers</h2>
        <p>Arithmetic is exact in decimal; the display shows at most 15 significant digits, without trailing zeros, \
        and switches to scientific notation (<code>1.84467440737096e19</code>) for magnitudes of 1e16 and above or \
        below 1e-9.</p>
        <p>A quotient that does not end is kept as an exact fraction while its numerator and denominator have at \
        most 100 digits each, so <code>1/3*3</code> is exactly 1 and <code>1/(1/(1/0.2425-4)-8)-12</code> is \
        exactly 0. Roots, π, e and the functions give rounded values (40 or 50 significant digits). \
        S⇔D (<code>frac</code>) shows the displayed exact value as a fraction (<code>1/3</code>, <code>3/10</code>, \
        <code>17/6</code>, never a mixed number) until the next key, and pressed again the decimal; an integer stays \
        as it is, and a rounded value stays decimal with a note saying why. The typed-expression field holds an \
        exact result exactly (<code>1/3</code>), so it can be pasted back. Digits (<code>digits</code>) shows every \
        digit of the displayed value until the next key: all of an exact integer or decimal (up to 100), 40 \
        significant digits of a fraction, and no more of a rounded value than it holds. \
        <code>calculator eval --fraction</code> \
        prints exact results as fractions and <code>calculator eval --digits 40</code> up to 40 significant \
        digits.</p>

        """
}
