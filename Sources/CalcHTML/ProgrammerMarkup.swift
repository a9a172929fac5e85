import CalcEngine

/// What programmer mode adds to the calculator page (SPEC 10.5): the value in each base on the
/// screen, the word in the indicators, and the bit grid below the keypad.
enum ProgrammerMarkup {
    /// The word as the indicators name it: `64-bit signed`.
    static func wordName(_ word: WordFormat, language: PageLanguage) -> String {
        language.message(word.signed ? "{1}-bit signed" : "{1}-bit unsigned", String(word.bits))
    }

    /// The names of the bases, as the screen and the base keys show them.
    private static let baseNames: [NumberBase: (short: String, long: String)] = [
        .hexadecimal: ("HEX", "hexadecimal"), .decimal: ("DEC", "decimal"), .octal: ("OCT", "octal"),
        .binary: ("BIN", "binary"),
    ]

    /// The value in hexadecimal, decimal, octal and binary, each line named by its base (the short
    /// name, then the long one for screen readers and text browsers); the input base's line marked.
    static func bases(_ view: ProgrammerView, language: PageLanguage, into page: inout HTML) {
        page.append(literal: "<div class=\"bases\">")
        for (base, digits) in view.bases {
            let names = baseNames[base] ?? ("", "")
            page.append(
                literal: base == view.settings.base ? "<p class=\"in\"><span class=\"b\">" : "<p><span class=\"b\">")
            page.append(escaping: names.short)
            page.append(literal: "<span class=\"vh\"> ")
            page.append(escaping: language(names.long))
            page.append(literal: "</span></span> <span>")
            page.append(escaping: digits)
            page.append(literal: "</span></p>")
        }
        page.append(literal: "</div>\n")
    }

    /// The bit grid: a button per bit of the word (`key=bit-N`), most significant first, sixteen to a
    /// row in groups of four; each named by its index and value. The pressed bit keeps the focus.
    static func bitGrid(_ view: ProgrammerView, context: PageContext, fields: HTML, into page: inout HTML) {
        let language = context.language
        page.append(literal: "<section class=\"bits\" aria-labelledby=\"bits-title\">\n<h2 id=\"bits-title\">")
        page.append(escaping: language("Bits"))
        page.append(literal: "</h2>\n")
        var markup = KeypadMarkup()
        for top in stride(from: view.bits.count - 1, through: 0, by: -16) {
            let bottom = max(0, top - 15)
            let label = language.message("Bits {1} to {2}", String(top), String(bottom))
            markup.append("<div class=\"bitrow\" role=\"group\" aria-label=\"\(label)\">")
            markup.append("<span class=\"bitpos\" aria-hidden=\"true\">\(String(top))</span> ")
            for nibble in stride(from: top, through: bottom, by: -4) {
                markup.append("<span class=\"nibble\">")
                for n in stride(from: nibble, through: max(bottom, nibble - 3), by: -1) {
                    let digit = view.bits[n] ? "1" : "0"
                    let name = language.message("bit {1}: {2}", String(n), digit)
                    markup.append(
                        button: "bit-\(n)",
                        head: """
                            <button name="key" value="bit-\(String(n))" id="k-bit-\(String(n))" class="\(view.bits[n] ? "bit on" : "bit")" \
                            aria-label="\(name)"
                            """,
                        tail: ">\(digit)</button> ")
                }
                markup.append("</span> ")
            }
            markup.append("</div>\n")
        }
        // One form even for lynx: a form per bit would put each of the 64 on a line of its own.
        markup.write(formClass: "bitgrid", fields: fields, focus: context.focus, formPerKey: false, into: &page)
        page.append(literal: "</section>\n")
    }
}
