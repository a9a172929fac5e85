import CalcEngine
import CalcSessions
import Foundation

extension CalculatorApp {
    /// The application's settings; the defaults suit a LAN calculator.
    public struct Configuration: Sendable {
        /// The folder whose files are served as they are (`style.css`, `help.html`, images).
        public var publicDirectory: URL
        /// When set, pages refresh to a fresh calculator after this many idle seconds (kiosks).
        public var kioskIdleSeconds: Int?
        /// Seconds a session may stay unused before it is forgotten.
        public var sessionTTL: Int
        /// The most sessions the store keeps; the least recently used go first.
        public var maxSessions: Int
        /// The request allowance per client address.
        public var rateLimit: RateLimit
        /// Whether the session cookie is always marked `Secure` (it is anyway for a request that came
        /// over HTTPS, directly or through a trusted proxy).
        public var secureCookies: Bool
        /// Seconds of `Strict-Transport-Security` sent with every answer over HTTPS; 0 sends none.
        public var hstsMaxAge: Int
        /// The reverse proxies whose `Forwarded`/`X-Forwarded-*` headers are believed.
        public var trustedProxies: [AddressRange]
        /// The longest a request waits for its session's lock before it is answered 503.
        public var lockTimeout: Duration
        /// How long after it arrives a request that needs a durable store is answered, 503 if the
        /// store has not answered by then (see ``CalcSessions/StoreDeadline``).
        public var storeDeadline: Duration
        /// The longest `/readyz` waits for the store.
        public var readinessTimeout: Duration
        /// `scheme://host[:port]` that redirects point to (`serve --public-url`); without it, the
        /// request's `Host` when it names this server (see ``listenHost``), else a relative `Location`.
        public var publicOrigin: String?
        /// The address the server listens on, which tells the `Host` names that are this server's.
        public var listenHost: String
        /// The number format of every visitor who has not chosen one (`serve --locale`, a kiosk's
        /// country); nil: each browser's `Accept-Language` decides.
        public var locale: NumberLocale?
        /// The units typed text may name: the standard catalogue, with the currencies of the
        /// operator's rates file (`serve --rates`) when there is one.
        public var units: UnitCatalog
        /// The time zone whose day `today` is (`serve --time-zone`; default: this machine's).
        public var timeZone: TimeZone
        /// The current time, for session expiry; tests may substitute their own.
        public var now: @Sendable () -> Date

        /// The origin (`scheme://host[:port]`) of a public URL such as `https://calc.example.org/`, or
        /// `nil` when it is not an http(s) URL with a host and no more than `/` after it.
        public static func origin(ofPublicURL url: String) -> String? {
            RedirectOrigin.publicOrigin(url)
        }

        /// The day `today` is now.
        public func today() -> Today { Today.local(now: now(), zone: timeZone) }

        /// The default HSTS lifetime: one year, as browsers' preload lists expect.
        public static let defaultHSTSMaxAge = 31_536_000

        /// Makes a configuration; everything but the public folder has a default.
        public init(
            publicDirectory: URL,
            kioskIdleSeconds: Int? = nil,
            sessionTTL: Int = SessionDefaults.lifetime,
            maxSessions: Int = SessionDefaults.maxSessions,
            rateLimit: RateLimit = .standard,
            secureCookies: Bool = false,
            trustedProxies: [AddressRange] = [],
            hstsMaxAge: Int = Configuration.defaultHSTSMaxAge,
            lockTimeout: Duration = SessionDefaults.lockTimeout,
            storeDeadline: Duration = SessionDefaults.storeTimeout,
            readinessTimeout: Duration = SessionDefaults.readinessTimeout,
            publicOrigin: String? = nil,
            listenHost: String = "127.0.0.1",
            locale: NumberLocale? = nil,
            units: UnitCatalog = .standard,
            timeZone: TimeZone = .current,
            now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.publicDirectory = publicDirectory
            self.kioskIdleSeconds = kioskIdleSeconds
            self.sessionTTL = sessionTTL
            self.maxSessions = maxSessions
            self.rateLimit = rateLimit
            self.secureCookies = secureCookies
            self.trustedProxies = trustedProxies
            self.hstsMaxAge = hstsMaxAge
            self.lockTimeout = lockTimeout
            self.storeDeadline = storeDeadline
            self.readinessTimeout = readinessTimeout
            self.publicOrigin = publicOrigin
            self.listenHost = listenHost
            self.locale = locale
            self.units = units
            self.timeZone = timeZone
            self.now = now
        }
    }
}
