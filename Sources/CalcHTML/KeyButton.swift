import CalcEngine

/// The markup of one keypad button, prepared once so a page only joins fragments.
///
/// `head` ends just before the place where ` autofocus` may go, `tail` starts with `>`.
struct KeyButton: Sendable {
    /// The ASCII form value the button submits.
    let value: String
    /// `<button name="key" value="…" class="…"` plus the accessible name.
    let head: HTML
    /// `>label<span class="vh"> word</span></button> `; the trailing space keeps w3m from running labels together.
    let tail: HTML

    /// Prepares the button of `key`, with `extraClass` appended to its colour class (e.g. `w2`, two columns wide).
    init(_ key: Key, extraClass: String? = nil) {
        self.init(key, face: KeyFace.of(key), extraClass: extraClass)
    }

    /// The decimal key where numbers are written with a decimal comma: `,`, its value still `.`.
    static let decimalComma = KeyButton(.point, face: .decimalComma)

    private init(_ key: Key, face: KeyFace, extraClass: String? = nil) {
        value = key.rawValue
        var cls = face.kind.rawValue
        if let extraClass { cls += " " + extraClass }
        var head: HTML = "<button name=\"key\" value=\"\(key.rawValue)\" class=\"\(cls)\""
        var tail: HTML = ">\(face.label)"
        if let name = face.name {
            // The hidden word completes the name ("x² square"); a `title` as well would make a screen
            // reader say the word twice, once as the name and once as the description.
            if face.nameReplacesLabel { head.append(" aria-label=\"\(name)\"" as HTML) }
            tail.append("<span class=\"vh\"> \(name)</span>")
        }
        tail.append("</button> ")
        self.head = head
        self.tail = tail
    }

    /// Appends the button to `page`: with `autofocus` when its value is `focus`, and then described by
    /// the expression line and the display, so a screen reader reads what the key did with the key
    /// that keeps the focus (`7 + ...` then `7` after `+`; `7 + 9 =` then `16` after `=`).
    func render(into page: inout HTML, focus: String?) {
        page.append(head)
        if value == focus { page.append(KeyButton.focused) }
        page.append(tail)
    }

    /// What the focused key carries.
    static let focused: HTML = " autofocus aria-describedby=\"expression display\""
}
