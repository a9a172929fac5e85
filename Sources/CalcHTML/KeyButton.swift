import CalcEngine

/// One keypad button: its key and layout class, written in a language (``markup(in:decimalMark:)``).
struct KeyButton: Sendable {
    /// The key.
    let key: Key
    /// A class added to its colour class (`w2`: two columns wide).
    let extraClass: String?
    /// For a key that chooses a setting (programmer mode's word and base), whether it is the one chosen.
    var pressed: Bool?
    /// Whether it cannot be pressed now (a digit beyond programmer mode's input base).
    var disabled = false

    /// The button of `key`, with `extraClass` appended to its colour class.
    init(_ key: Key, extraClass: String? = nil) {
        self.key = key
        self.extraClass = extraClass
    }

    /// How many grid columns it spans.
    var span: Int {
        switch extraClass {
        case "w2": 2
        case "w3": 3
        default: 1
        }
    }

    /// The ASCII form value the button submits.
    var value: String { key.rawValue }

    /// The button's markup in `language`, the decimal key showing `decimalMark`: `head`
    /// (`<button name="key" value="…" id="k-…" class="…"` plus the accessible name) ends just before the
    /// place where ` autofocus` may go, `tail` (`>label<span class="vh"> word</span></button> `) starts
    /// with `>`; the trailing space keeps w3m from running labels together.
    func markup(in language: PageLanguage, decimalMark: Character) -> (head: HTML, tail: HTML) {
        let face = key == .point && decimalMark == "," ? KeyFace.decimalComma : KeyFace.of(key)
        let label = language(face.label)
        var cls = face.kind.rawValue
        if let extraClass { cls += " " + extraClass }
        // A word with a soft hyphen (French "Chif-fres") may break there rather than be cut.
        if label.contains("\u{AD}") { cls += " hy" }
        var head: HTML =
            "<button name=\"key\" value=\"\(key.rawValue)\" id=\"\(KeyAnchor.id(of: key.rawValue))\" class=\"\(cls)\""
        if let pressed { head.append(pressed ? " aria-pressed=\"true\"" : " aria-pressed=\"false\"") }
        if disabled { head.append(" disabled") }
        var tail: HTML = ">\(label)"
        if let english = face.name {
            let name = language(english)
            // The hidden word completes the name ("x² square"); a `title` as well would make a screen
            // reader say the word twice, once as the name and once as the description.
            if face.nameReplacesLabel { head.append(" aria-label=\"\(name)\"" as HTML) }
            tail.append("<span class=\"vh\"> \(name)</span>")
        }
        // The chosen setting says so in words, as the current mode's key does (text browsers show no state).
        if pressed == true { tail.append("<span class=\"vh\"> \(language("(current)"))</span>") }
        tail.append("</button> ")
        return (head, tail)
    }

    /// What the focused key carries: `autofocus`, and then a description by the expression line and
    /// the display, so a screen reader reads what the key did with the key that keeps the focus
    /// (`7 + ...` then `7` after `+`; `7 + 9 =` then `16` after `=`).
    static let focused: HTML = " autofocus aria-describedby=\"expression display\""
}

/// A keypad's markup, made once, and where in it each key's ` autofocus` goes: a page copies it
/// with the focus inserted, instead of one copy of ~80 buttons per key that may have the focus.
struct KeypadMarkup: Sendable {
    /// The markup without any focus.
    private(set) var html = HTML(capacity: 8_000)
    /// Each button in order: its value, and the byte offsets in ``html`` where it starts, where
    /// ` autofocus` goes (just after its head) and where it ends.
    private var buttons: [(value: String, start: Int, focus: Int, end: Int)] = []
    /// For each key value, its index in ``buttons``.
    private var indexes: [String: Int] = [:]

    /// Appends a button's `head`, notes the focus place of `value`, then appends `tail`.
    mutating func append(button value: String, head: HTML, tail: HTML) {
        let start = html.bytes.count
        html.append(head)
        let focus = html.bytes.count
        html.append(tail)
        indexes[value] = buttons.count
        buttons.append((value, start, focus, html.bytes.count))
    }

    /// Appends other markup.
    mutating func append(_ markup: HTML) {
        html.append(markup)
    }

    /// Appends the markup to `page` inside a form of `formClass` posting to `/` with `fields`, the
    /// button of `focus` (if here) focused. With `formPerKey` each button is a form of its own
    /// instead, whose action's fragment names the button (`/#k-7`), in a `div` of `formClass`:
    /// lynx, answered with the page itself, puts its cursor on the key it pressed
    /// (``PageContext/formPerKey``).
    func write(formClass: String, fields: HTML, focus: String?, formPerKey: Bool, into page: inout HTML) {
        page.append(literal: formPerKey ? "<div class=\"" : "<form method=\"post\" action=\"/\" class=\"")
        page.append(escaping: formClass)
        page.append(literal: "\">\n")
        if !formPerKey { page.append(fields) }
        var written = 0
        func copy(upTo offset: Int) {
            page.withBytes { $0.append(contentsOf: html.bytes[written..<offset]) }
            written = offset
        }
        let focused = focus.flatMap { indexes[$0] }
        for (index, button) in buttons.enumerated() where formPerKey || index == focused {
            if formPerKey {
                copy(upTo: button.start)
                page.append(literal: "<form method=\"post\" action=\"/#")
                page.append(escaping: KeyAnchor.id(of: button.value))
                page.append(literal: "\">")
                page.append(fields)
            }
            if index == focused {
                copy(upTo: button.focus)
                page.append(KeyButton.focused)
            }
            if formPerKey {
                copy(upTo: button.end)
                page.append(literal: "</form>")
            }
        }
        copy(upTo: html.bytes.count)
        page.append(literal: formPerKey ? "</div>\n" : "</form>\n")
    }
}
