import CalcEngine

/// What a calculator page shows besides the calculator view: the session fields, a notice and focus.
public struct PageContext: Sendable, Hashable {
    /// The exactly-once sequence number, sent back in the hidden `seq` field of every form.
    public var seq: Int
    /// The session id, sent back in the hidden `sid` field (empty for "no session yet").
    public var sid: String
    /// A short message for `#notice` (e.g. "That page was out of date; nothing was changed.").
    public var notice: String?
    /// The `key` value of the pressed button, which gets `autofocus`; `"expr"` focuses the expression field.
    public var focus: String?
    /// When set, a meta refresh brings an idle kiosk back to a fresh calculator after this many seconds.
    public var kioskIdleSeconds: Int?
    /// Whether the view's `expr` waits in the focused Expression field to be evaluated (a linked
    /// expression): it is then the field's value, not a placeholder.
    public var expressionIsPending: Bool
    /// How the page writes numbers (the visitor's locale); the keypad's decimal key shows its mark.
    public var numberFormat: NumberFormat
    /// The language of the page's words.
    public var language: PageLanguage
    /// Whether each keypad key is a form of its own whose action names the key (`/#k-7`), for lynx:
    /// it puts its cursor on the fragment of the address it posted to, and a form has one address.
    /// lynx starts a line at each form, so its keypad reads one key a line.
    public var formPerKey: Bool

    /// Makes a context; every field but `seq` and `sid` is optional.
    public init(
        seq: Int, sid: String, notice: String? = nil, focus: String? = nil, kioskIdleSeconds: Int? = nil,
        expressionIsPending: Bool = false, numberFormat: NumberFormat = NumberLocale.fallback.format,
        language: PageLanguage = .en, formPerKey: Bool = false
    ) {
        self.formPerKey = formPerKey
        self.numberFormat = numberFormat
        self.language = language
        self.expressionIsPending = expressionIsPending
        self.seq = seq
        self.sid = sid
        self.notice = notice
        self.focus = focus
        self.kioskIdleSeconds = kioskIdleSeconds
    }

    /// The context of the static `index.html`: `seq` 0 and an empty `sid`, which the server reads as a new session.
    public static let fresh = PageContext(seq: 0, sid: "")
}
