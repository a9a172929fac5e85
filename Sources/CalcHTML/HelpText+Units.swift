/// The help page's section on units (SPEC 10.3), in English; the list of units by category under
/// it is made from the catalogue (``HelpPage``).
extension HelpText {
    /// How to type units, convert, and what the converter is.
    static let units: HTML = """
        <h2 id="units">Units and conversion</h2>
        <p>A number may carry a unit, written after it: <code>5 km</code>, <code>2 m^2</code> (or \
        <code>2 m²</code>), <code>60 km/h</code>. Arithmetic keeps the units: <code>3 ft + 4 in</code> is \
        <samp>3.33333333333333 ft</samp> (a sum takes the unit on its left) and <code>60 km/h * 2 h</code> is \
        <samp>120 km</samp>. <code>to</code> converts what is before it into the unit after it: \
        <code>5 km to mi</code> is <samp>3.10685596118667 mi</samp>, <code>100 °F to °C</code> is \
        <samp>37.7777777777778 °C</samp>, <code>1 GiB to MB</code> is <samp>1073.741824 MB</samp>; \
        <code>-&gt;</code> and <code>→</code> do the same. Where the units’ definitions are exact (1 in = \
        0.0254 m, 1 lb = 0.45359237 kg), so is the result: <code>5 km to mi</code> is exactly 78125/25146 mi, \
        which S⇔D shows.</p>
        <ul>
        <li>A measure in descending units is one value, the sum of its parts: <code>5 ft 11 in to cm</code> is \
        <samp>180.34 cm</samp>, <code>1 h 30 min to min</code> is <samp>90 min</samp>.</li>
        <li>Symbols are case-sensitive, as in the SI: <code>m</code> is the metre and <code>M</code> the \
        memory, <code>mm</code> a millimetre and <code>Mm</code> a megametre, <code>B</code> a byte and \
        <code>b</code> a bit. The SI prefixes work on the SI units (<code>µm</code>, also typed <code>um</code>, \
        <code>kJ</code>, <code>GW</code>, <code>hPa</code>), the binary ones on bytes and bits (<code>KiB</code>, \
        <code>Gibit</code>). Many units may be written as English words too: <code>5 miles to km</code> is \
        <samp>8.04672 km</samp>, and a few as two or three (<code>fl oz</code>, <code>US gal</code>, \
        <code>imp pt</code>, <code>long ton</code>): <code>12 fl oz to mL</code> is <samp>354.88235475 mL</samp>.</li>
        <li>A power may be typed without <code>^</code>, or as a word: <code>5 m2 to ft2</code> is \
        <samp>53.8195520835486 ft²</samp>, and <code>sq ft</code>, <code>cubic feet</code> work too.</li>
        <li><code>in</code> is the inch, never a word: <code>5 ft to in</code> is <samp>60 in</samp>; \
        <code>1 mile in km</code> is refused with a pointer to <code>to</code>.</li>
        <li>Temperatures: <code>°C</code> and <code>°F</code> are readings, as on a thermometer; \
        <code>Δ°C</code> and <code>Δ°F</code> are differences of temperature. <code>10 °C to °F</code> is \
        <samp>50 °F</samp>, but <code>10 Δ°C to Δ°F</code> is <samp>18 Δ°F</samp>. Two readings subtract to a \
        difference (<code>30 °C - 20 °C</code> is <samp>10 Δ°C</samp>), and a reading plus a difference is a \
        reading (<code>20 °C + 5 Δ°C</code> is <samp>25 °C</samp>); two readings do not add. Without the degree \
        sign, write <code>degC</code> and <code>degF</code>: a lone <code>C</code> or <code>F</code> is refused with that hint.</li>
        <li>Only units that measure the same thing add or convert: <code>1 m + 1 s</code> is an error that \
        names the position of the <code>+</code>.</li>
        <li>A unit belongs to the number just before it: <code>1/3 m</code> is 1 ÷ (3 m), \
        <samp>0.333333333333333 m⁻¹</samp>. For a third of a metre, write <code>(1/3) m</code>.</li>
        </ul>
        <p>The <a href="/convert">unit converter</a> does the same with a form: a value, the unit it is in and \
        the unit wanted. Each answer is a link, such as \
        <a href="/convert?value=5&amp;from=km&amp;to=mi">/convert?value=5&amp;from=km&amp;to=mi</a>, and opens \
        its calculation in the calculator or its steps.</p>
        <p class="shot"><img src="/screenshots/converter-phone.png" width="195" height="422" alt="The unit \
        converter on a phone: 5 km = 3.10685596118667 mi above the Value, From and To fields."></p>

        """

    /// The expressions the units section shows with their results, as the engine gives them (a
    /// test checks both, and that each language's section shows each result in its format).
    static let unitExamples: [(expression: String, result: String)] = [
        ("3 ft + 4 in", "3.33333333333333 ft"), ("60 km/h * 2 h", "120 km"), ("5 km to mi", "3.10685596118667 mi"),
        ("100 °F to °C", "37.7777777777778 °C"), ("1 GiB to MB", "1073.741824 MB"), ("5 miles to km", "8.04672 km"),
        ("5 ft to in", "60 in"), ("10 °C to °F", "50 °F"), ("10 Δ°C to Δ°F", "18 Δ°F"),
        ("30 °C - 20 °C", "10 Δ°C"), ("20 °C + 5 Δ°C", "25 °C"), ("1/3 m", "0.333333333333333 m⁻¹"),
        ("5 ft 11 in to cm", "180.34 cm"), ("1 h 30 min to min", "90 min"), ("12 fl oz to mL", "354.88235475 mL"),
        ("5 m2 to ft2", "53.8195520835486 ft²"),
    ]
}
