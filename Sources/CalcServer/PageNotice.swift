/// The short messages a calculator page may show in `#notice`, named so that a redirect can carry one.
public enum PageNotice: String, Sendable, CaseIterable {
    /// A post from an out-of-date page: nothing was changed.
    case stale
    /// The stored session could not be read, so the calculator starts afresh.
    case restored
    /// Another site linked an expression: it waits in the Expression field, not yet evaluated.
    case linked
    /// A link to a worksheet: its results are shown, and Calculate keeps it in the session.
    case linkedSheet

    /// The sentence shown to the person at the browser.
    public var text: String {
        switch self {
        case .stale: "That page was out of date; nothing was changed."
        case .restored: "Your saved calculator could not be restored; this is a fresh one."
        case .linked: "Press Evaluate to calculate the linked expression."
        case .linkedSheet: "These are the linked worksheet’s results; press Calculate to keep it."
        }
    }
}
