import HTTPTypes

/// The error pages of SPEC section 8, in the same layout and stylesheet as the calculator.
///
/// ```swift
/// let page = ErrorPage.notFound.render()
/// ```
public struct ErrorPage: Sendable, Hashable {
    /// The HTTP status; its reason phrase is the page's title (e.g. `Not Found`).
    public let status: HTTPResponse.Status
    /// One sentence that says what went wrong and what to do.
    public let explanation: String

    /// 400: an unknown key or a malformed form.
    public static let badRequest = ErrorPage(
        status: .badRequest, explanation: "The calculator did not understand that request, so nothing was changed.")
    /// 403: a form posted from another site.
    public static let forbidden = ErrorPage(
        status: .forbidden, explanation: "The calculator accepts keys only from its own pages, so nothing was changed.")
    /// 404: no such page.
    public static let notFound = ErrorPage(
        status: .notFound, explanation: "There is no page at this address.")
    /// 405: a method other than the ones the path allows.
    public static let methodNotAllowed = ErrorPage(
        status: .methodNotAllowed, explanation: "This address does not accept that kind of request.")
    /// 413: a request body over the limit.
    public static let contentTooLarge = ErrorPage(
        status: .contentTooLarge, explanation: "The form sent was too large, so nothing was changed.")
    /// 415: a body that is not a URL-encoded form.
    public static let unsupportedMediaType = ErrorPage(
        status: .unsupportedMediaType, explanation: "The calculator accepts only ordinary HTML form posts.")
    /// 429: too many requests from one address.
    public static let tooManyRequests = ErrorPage(
        status: .tooManyRequests, explanation: "Too many requests came from your address; wait a moment and try again.")
    /// 500: a fault in the server.
    public static let internalServerError = ErrorPage(
        status: .internalServerError, explanation: "Something went wrong in the calculator; nothing was changed.")

    /// 501: a request body in a transfer coding the server cannot read.
    public static let notImplemented = ErrorPage(
        status: .notImplemented, explanation: "The calculator cannot read a request sent that way, so nothing was changed.")

    /// 503: the session store did not answer in time, or the session was busy; try again.
    public static let serviceUnavailable = ErrorPage(
        status: .serviceUnavailable, explanation: "The calculator cannot reach its saved sessions right now.")

    /// Every error page the site generator writes, by ascending status.
    public static let all: [ErrorPage] = [
        .badRequest, .forbidden, .notFound, .methodNotAllowed, .contentTooLarge, .unsupportedMediaType,
        .tooManyRequests,
        .internalServerError, .notImplemented, .serviceUnavailable,
    ]

    /// The page for `status`, or `nil` when it is not one of `all`.
    public init?(status: HTTPResponse.Status) {
        guard let page = ErrorPage.all.first(where: { $0.status == status }) else { return nil }
        self = page
    }

    private init(status: HTTPResponse.Status, explanation: String) {
        self.status = status
        self.explanation = explanation
    }

    /// The page's title: the status line's reason phrase.
    public var title: String { status.reasonPhrase }

    /// The file name the site generator writes in `language` (`404.html`, `404.de.html`).
    public func fileName(_ language: PageLanguage = .en) -> String {
        language == .en ? "\(status.code).html" : "\(status.code).\(language.tag).html"
    }

    /// Renders the page in `language`; `detail`, when given, is an extra escaped line (e.g. which key
    /// was unknown), translated where the catalogue has it.
    public func render(detail: String? = nil, language: PageLanguage = .en) -> String {
        var page = HTML(capacity: 1_024)
        let heading = "\(status.code) \(language(title))"
        PageLayout.head(title: "\(heading) – \(language("Calculator"))", language: language, into: &page)
        page.append("<main class=\"page error\">\n<h1>\(heading)</h1>\n<p>\(language(explanation))</p>\n")
        if let detail { page.append("<p class=\"detail\">\(language.message(detail))</p>\n") }
        page.append("<p><a href=\"/\">\(language("Back to the calculator"))</a></p>\n</main>\n")
        PageLayout.foot(language: language, into: &page)
        return page.markup
    }
}
