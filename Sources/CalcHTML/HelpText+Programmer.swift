/// The help page's section on programmer mode and integers in bases (SPEC 10.5), in English.
extension HelpText {
    /// The word, the bases, the bit grid, the operators and typed integers.
    static let programmer: HTML = """
        <h2 id="programmer">Programmer mode</h2>
        <p>The Programmer keypad works on integers of a word: 8, 16, 32 or 64 bits (64 at first), signed (two’s \
        complement, at first) or unsigned. The screen shows the value in hexadecimal, decimal, octal and binary at \
        once. Digits are typed in the input base chosen with HEX, DEC, OCT and BIN (hexadecimal at first); the \
        keys of digits beyond it cannot be pressed. Below the keypad, the bit grid has a button for each bit of the \
        word: pressing one flips that bit of the displayed value, which becomes the number being typed.</p>
        <ul>
        <li>Values wrap as a processor’s do: in 8 bits signed, <code>127 + 1</code> is <samp>-128</samp>; \
        unsigned, <code>0 - 1</code> is <samp>255</samp>.</li>
        <li>÷ cuts toward zero and mod is its remainder: <code>-7 / 2</code> is <samp>-3</samp> and \
        <code>-7 % 2</code> is <samp>-1</samp> (elsewhere <code>%</code> is the floored modulus).</li>
        <li>and, or, xor, nand, nor and not work bit by bit; shl and shr shift by the next number of places (shr \
        keeps the sign of a signed word), rol and ror rotate within the word.</li>
        <li>A smaller word keeps the lowest bits of the value and the notice says what it became; the sign keys \
        keep the bits (0xFF is -1 signed, 255 unsigned). The value’s integer part goes into programmer mode, and \
        the integer comes back out of it. The history shows each result in the input base.</li>
        </ul>
        <p>Typed text works in every mode: <code>0x1F</code>, <code>0o17</code> and <code>0b101</code> are integers \
        in a base, and a result keeps its left operand’s base: <code>0xFF &amp; 0x0F</code> is <samp>0xF</samp>. \
        The operators <code>&amp;</code> (and), <code>|</code> (or), <code>xor</code>, <code>nand</code>, \
        <code>nor</code>, <code>~</code> (not), <code>&lt;&lt;</code> (shl), <code>&gt;&gt;</code> (shr), \
        <code>rol</code> and <code>ror</code> bind as in C and Python, below <code>+</code> and <code>-</code>; \
        <code>^</code> stays the power, and <code>255 to bin</code> is <samp>0b11111111</samp>. Outside \
        programmer mode integers have any size, as Python’s: <code>~5</code> is <samp>-6</samp>, and rol and ror, \
        which need a word, are refused. In it, typed text is held in the word, and the links and steps of a \
        calculation carry the word (<code>word=8s</code>), as <code>calculator eval --word 8s</code> and \
        <code>/eval?word=8s</code> take it.</p>

        """

    /// The examples the section shows with their results, each with the word it is computed in (nil:
    /// integers of any size), as the engine gives them (a test checks both).
    static let programmerExamples: [(expression: String, word: String?, result: String)] = [
        ("127 + 1", "8s", "-128"), ("0 - 1", "8u", "255"), ("-7 / 2", "64s", "-3"), ("-7 % 2", "64s", "-1"),
        ("0xFF & 0x0F", nil, "0xF"), ("255 to bin", nil, "0b11111111"), ("~5", nil, "-6"),
    ]
}
