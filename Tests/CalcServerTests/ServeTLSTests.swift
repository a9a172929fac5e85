// Only with the CertificateChecks trait (see Package.swift): the throwaway certificates are made with
// X509 and Crypto, and the refusals of expired and mismatched certificates are the trait's.
#if CertificateChecks

    import Crypto
    import Foundation
    import TestSupport
    import Testing
    import X509

    /// `calculator serve --tls-cert FILE --tls-key FILE`: HTTPS from libmicrohttpd itself, checked with curl.
    struct ServeTLSTests {
        /// A throwaway self-signed certificate for 127.0.0.1 and its key, written as PEM files.
        struct Credentials {
            let folder: URL
            let certificate: String
            let key: String

            init(
                validFrom: Date = Date().addingTimeInterval(-3_600), until: Date = Date().addingTimeInterval(86_400),
                keyOf other: P256.Signing.PrivateKey? = nil
            ) throws {
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("calc-tls-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let signing = P256.Signing.PrivateKey()
                let name = try DistinguishedName { CommonName("127.0.0.1") }
                let certificate = try Certificate(
                    version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(signing.publicKey),
                    notValidBefore: validFrom, notValidAfter: until, issuer: name, subject: name,
                    signatureAlgorithm: .ecdsaWithSHA256,
                    extensions: Certificate.Extensions(),
                    issuerPrivateKey: .init(signing))
                self.certificate = folder.appendingPathComponent("cert.pem").path
                key = folder.appendingPathComponent("key.pem").path
                try certificate.serializeAsPEM().pemString.write(
                    toFile: self.certificate, atomically: true, encoding: .utf8)
                try (other ?? signing).pemRepresentation.write(toFile: key, atomically: true, encoding: .utf8)
            }

            func remove() { try? FileManager.default.removeItem(at: folder) }
        }

        /// Runs `command` and returns its standard output and exit status.
        static func run(_ command: String, _ arguments: [String]) throws -> (
            status: Int32, output: String, errors: String
        ) {
            let process = Process()
            let output = Pipe()
            let errors = Pipe()
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (
                process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
            )
        }

        /// The response head of `curl -k` for `url` (with extra curl arguments).
        static func head(_ url: String, _ extra: [String] = []) throws -> String {
            try run("/usr/bin/curl", ["-sk", "-o", "/dev/null", "-D", "-", "--max-time", "10"] + extra + [url]).output
        }

        @Test func httpsFromTheServerItselfWithSecureCookiesAndHSTS() throws {
            let credentials = try Credentials()
            defer { credentials.remove() }
            let server = try CalculatorProcess(
                ["--tls-cert", credentials.certificate, "--tls-key", credentials.key], showErrors: true)
            #expect(server.url.hasPrefix("https://127.0.0.1:"))
            let page = try Self.head(server.url)
            #expect(page.hasPrefix("HTTP/1.1 200"), "\(page)")
            #expect(page.contains("Strict-Transport-Security: max-age=31536000"))
            #expect(page.contains("upgrade-insecure-requests"))
            let cookie = try #require(page.split(separator: "\r\n").first { $0.hasPrefix("Set-Cookie:") })
            #expect(cookie.hasSuffix("; Secure"))
            let key = try Self.head(
                server.url, ["--data", "key=7&seq=0", "-H", "Cookie: " + cookie.dropFirst(12).prefix { $0 != ";" }])
            #expect(key.hasPrefix("HTTP/1.1 303"), "\(key)")
            let plain = try Self.run("/usr/bin/curl", ["-s", "--max-time", "5", "http://127.0.0.1:\(server.port)/"])
            #expect(!plain.output.contains("<html"))
        }

        @Test func plainHTTPIsRedirectedWhenAsked() throws {
            let credentials = try Credentials()
            defer { credentials.remove() }
            let probe = try CalculatorProcess()  // a free port: the one a stopped server had
            let redirectPort = probe.port
            probe.stop()
            let server = try CalculatorProcess(
                [
                    "--tls-cert", credentials.certificate, "--tls-key", credentials.key, "--redirect-http",
                    String(redirectPort),
                ],
                showErrors: true)
            var head = ""
            for _ in 0..<50 {
                head = try Self.head("http://127.0.0.1:\(redirectPort)/help.html?x=1")
                if !head.isEmpty { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            #expect(head.hasPrefix("HTTP/1.1 308"), "\(head)")
            #expect(head.contains("Location: https://127.0.0.1:\(server.port)/help.html?x=1"))
        }

        @Test func aRedirectPortThatCannotBeBoundIsFatalAsTheMainPortIs() throws {
            let credentials = try Credentials()
            defer { credentials.remove() }
            let taken = try CalculatorProcess()  // holds its port while the next server asks for it
            let process = Process()
            let output = Pipe()
            let errors = Pipe()
            process.executableURL = CalculatorProcess.binary
            process.arguments = [
                "serve", "--port", "0", "--store", "memory", "--tls-cert", credentials.certificate, "--tls-key",
                credentials.key, "--redirect-http", String(taken.port),
            ]
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // It exits on its own; one that ran on without its redirect is ended here, and fails below.
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            let ranOn = process.isRunning
            if ranOn { process.terminate() }
            process.waitUntilExit()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(!ranOn)
            #expect(process.terminationReason == .exit && process.terminationStatus == 1)
            #expect(
                message.contains("Error: --redirect-http: could not listen on 127.0.0.1:\(taken.port): "), "\(message)")
            #expect(!message.contains("GnuTLS"))
            #expect(!printed.contains("listening on"), "\(printed)")
            #expect(try taken.get("/healthz").text == "ok")
        }

        @Test func badCredentialsAreRefusedAtStartWithAClearMessage() throws {
            let good = try Credentials()
            let expired = try Credentials(
                validFrom: Date().addingTimeInterval(-86_400 * 10), until: Date().addingTimeInterval(-86_400))
            let early = try Credentials(
                validFrom: Date().addingTimeInterval(86_400), until: Date().addingTimeInterval(86_400 * 10))
            let mismatched = try Credentials(keyOf: P256.Signing.PrivateKey())
            defer { [good, expired, early, mismatched].forEach { $0.remove() } }
            let cases: [([String], String)] = [
                (["--tls-cert", "/nonexistent/cert.pem", "--tls-key", good.key], "Cannot read /nonexistent/cert.pem"),
                (["--tls-cert", good.folder.path, "--tls-key", good.key], "Cannot read \(good.folder.path)"),
                (["--tls-cert", good.key, "--tls-key", good.key], "holds no PEM certificate"),
                (
                    ["--tls-cert", good.certificate, "--tls-key", good.certificate],
                    "holds no unencrypted PEM private key"
                ),
                (["--tls-cert", expired.certificate, "--tls-key", expired.key], "expired on"),
                (["--tls-cert", early.certificate, "--tls-key", early.key], "is not valid before"),
                (
                    ["--tls-cert", mismatched.certificate, "--tls-key", mismatched.key],
                    "does not belong to the certificate"
                ),
                (["--tls-cert", good.certificate], "--tls-cert and --tls-key go together"),
                (["--redirect-http", "8081"], "--redirect-http needs --tls-cert and --tls-key"),
            ]
            for (arguments, message) in cases {
                let result = try Self.run(
                    CalculatorProcess.binary.path, ["serve", "--port", "0", "--store", "memory"] + arguments)
                #expect(result.status != 0, "\(arguments)")
                #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
            }
        }
    }

#endif
