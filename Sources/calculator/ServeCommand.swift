import ArgumentParser
import CalcEngine
import CalcServer
import CalcSessions
import CalcStore
import Foundation
import Logging
import MicroHTTPServer

/// `calculator serve`: the web calculator over HTTP, until SIGINT or SIGTERM.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the calculator over HTTP (no JavaScript needed by the pages)."
    )

    @Option(help: "The IPv4 or IPv6 address to listen on (0.0.0.0 for every IPv4 interface).")
    var host = "127.0.0.1"

    @Option(help: "The TCP port; 0 picks a free one (the real port is printed).")
    var port = 8080

    @Option(name: .customLong("public"), help: "The folder of static files (style.css, help.html, …).")
    var publicDirectory = "Public"

    @Option(
        help: """
            Where sessions live: 'sqlite:PATH' (a file, created with its folder), \
            'postgres://user:password@host:port/database' (shared by several servers; needs a build \
            with the PostgreSQL trait) or 'memory'.
            """)
    var store = StoreLocation.standard.description

    @Option(help: "Kiosk mode: pages return to a fresh calculator after this many idle seconds.")
    var kioskIdle: Int?

    @Option(
        help: """
            Write numbers in this format for every visitor who has not chosen one (a kiosk's country):             \(NumberLocale.tagsInWords). Default: each browser's language.
            """)
    var locale: NumberLocale?

    @Option(help: "Currency units from this ECB reference-rates CSV (eurofxref.csv); without it, no currencies.")
    var rates: String?

    @Option(help: "Refuse a --rates file whose rates are older than this many days.")
    var ratesMaxAge = RatesFile.defaultMaximumAge

    @Option(help: "The time zone whose date `today` is (an IANA name such as Europe/Berlin). Default: this machine's.")
    var timeZone: String?

    @Option(help: "The most sessions kept; the least recently used are forgotten first.")
    var maxSessions = SessionDefaults.maxSessions

    @Option(help: "Seconds an unused session is kept (default 30 days).")
    var sessionTtl = SessionDefaults.lifetime

    @Option(help: "Request handler threads (default: one per processor).")
    var threads = HTTPServer.Configuration.processorCount

    @Option(help: "Requests per second allowed per client address; 0 turns the limit off.")
    var rateLimit = RateLimit.standard.requestsPerSecond

    @Option(help: "Requests one client address may make at once after a quiet spell.")
    var rateBurst = RateLimit.standard.burst

    @Option(help: "Serve HTTPS with this PEM certificate (chain); needs --tls-key.")
    var tlsCert: String?

    @Option(help: "The PEM private key of --tls-cert (unencrypted).")
    var tlsKey: String?

    @Option(help: "Under TLS, also answer plain HTTP on this port with a redirect to HTTPS.")
    var redirectHttp: Int?

    @Option(help: "Seconds of Strict-Transport-Security sent over HTTPS (0: none; default one year).")
    var hstsMaxAge = CalculatorApp.Configuration.defaultHSTSMaxAge

    @Option(
        name: .customLong("trusted-proxy"),
        help: """
            A reverse proxy (ADDRESS or ADDRESS/PREFIX, repeatable) whose Forwarded or X-Forwarded-For \
            and X-Forwarded-Proto headers name the real client and scheme.
            """)
    var trustedProxies: [String] = []

    @Option(
        help: """
            The address people use, e.g. https://calc.example.org: redirects point there. Without it \
            they name the request's host when it is this server's address (else they are relative, \
            and lynx waits 4.5 s on each).
            """)
    var publicUrl: String?

    @Option(help: "The least severe log level written to standard error (trace … critical); 'info' logs every request.")
    var logLevel = "info"

    func validate() throws {
        do {
            _ = try StoreLocation(store)
        } catch .postgresNotBuiltIn {
            // Not a mistake in the command line but in the build: run() says so, without the usage.
        } catch {
            throw ValidationError(error.description)
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard maxSessions > 0 else { throw ValidationError("--max-sessions must be at least 1.") }
        guard sessionTtl > 0 else { throw ValidationError("--session-ttl must be at least 1 second.") }
        guard threads > 0 else { throw ValidationError("--threads must be at least 1.") }
        if let kioskIdle, kioskIdle <= 0 { throw ValidationError("--kiosk-idle must be at least 1 second.") }
        guard rateLimit >= 0, rateLimit == 0 || rateBurst >= 1 else {
            throw ValidationError("--rate-limit must be 0 or more, and --rate-burst at least 1.")
        }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown --log-level \(logLevel).") }
        guard (tlsCert == nil) == (tlsKey == nil) else { throw ValidationError(TLSFilesError.incomplete.description) }
        if let redirectHttp {
            guard tlsCert != nil else { throw ValidationError("--redirect-http needs --tls-cert and --tls-key.") }
            guard (1...65_535).contains(redirectHttp) else {
                throw ValidationError("--redirect-http must be between 1 and 65535.")
            }
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError("--time-zone \(timeZone) is not a time zone such as Europe/Berlin or UTC.")
        }
        guard ratesMaxAge >= 0 else { throw ValidationError("--rates-max-age must be 0 or more.") }
        guard hstsMaxAge >= 0 else { throw ValidationError("--hsts-max-age must be 0 or more.") }
        if let publicUrl, CalculatorApp.Configuration.origin(ofPublicURL: publicUrl) == nil {
            throw ValidationError("--public-url \(publicUrl) is not an http:// or https:// address with a host (and no path).")
        }
        for proxy in trustedProxies where AddressRange(proxy) == nil {
            throw ValidationError("--trusted-proxy \(proxy) is not an IP address or ADDRESS/PREFIX.")
        }
    }

    func run() throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let directory = URL(fileURLWithPath: publicDirectory, isDirectory: true)
        let units: UnitCatalog
        do {
            units = try RatesFile.units(path: rates, maximumAge: ratesMaxAge)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let sessions: any SessionStore
        do {
            sessions = try StoreLocation(store).open(capacity: maxSessions)
            // Sessions that idled out while no server ran go now; the app sweeps once a minute after that.
            let cutoff = Date().addingTimeInterval(-Double(sessionTtl))
            try sessions.removeAllExpired(before: cutoff, keepingAtMost: maxSessions)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        var tls: TLSCredentials?
        if let tlsCert, let tlsKey {
            do {
                tls = try TLSFiles.load(certificatePath: tlsCert, keyPath: tlsKey)
                if let unchecked = TLSFiles.unchecked {
                    FileHandle.standardError.write(Data("Note: \(unchecked)\n".utf8))
                }
            } catch {
                FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                throw ExitCode.failure
            }
        }
        let app = CalculatorApp(
            configuration: .init(
                publicDirectory: directory, kioskIdleSeconds: kioskIdle, sessionTTL: sessionTtl,
                maxSessions: maxSessions,
                rateLimit: rateLimit == 0 ? .unlimited : RateLimit(requestsPerSecond: rateLimit, burst: rateBurst),
                trustedProxies: trustedProxies.compactMap(AddressRange.init), hstsMaxAge: hstsMaxAge,
                publicOrigin: publicUrl.flatMap(CalculatorApp.Configuration.origin(ofPublicURL:)), listenHost: host,
                locale: locale, units: units, timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current),
            store: sessions)
        let server = CalculatorServer(
            app: app, http: .init(host: host, port: port, tls: tls, threadPoolSize: threads))
        let shown = host.contains(":") ? "[\(host)]" : host
        // The redirect's port, when it is the one that could not be bound: as fatal as the main port.
        var redirectFailed = false
        do {
            var redirect: HTTPServer?
            defer { redirect?.stop() }
            try server.run { bound throws(HTTPServerError) in
                if let redirectHttp {
                    let plain = HTTPServer(configuration: .init(host: host, port: redirectHttp)) {
                        HTTPSRedirect.response(to: $0, httpsPort: bound)
                    }
                    do throws(HTTPServerError) {
                        try plain.start()
                    } catch {
                        redirectFailed = true
                        throw error
                    }
                    redirect = plain
                }
                print("listening on \(tls == nil ? "http" : "https")://\(shown):\(bound)")
                if let redirect { print("redirecting http://\(shown):\(redirect.port) to HTTPS") }
                fflush(nil)  // tests and scripts wait for this line through a pipe
            }
        } catch {
            FileHandle.standardError.write(Data("Error: \(redirectFailed ? "--redirect-http: " : "")\(error)\n".utf8))
            if tls != nil, !redirectFailed, case .couldNotListen = error {
                // libmicrohttpd returns no daemon, errno unchanged, when GnuTLS refuses the credentials
                // (a key that is not the certificate's, a damaged certificate) and logs GnuTLS's reason.
                let hint = "With --tls-cert, that is also how GnuTLS refusing the certificate or key shows (see above)."
                FileHandle.standardError.write(Data("\(hint)\n".utf8))
            }
            throw ExitCode.failure
        }
    }
}
