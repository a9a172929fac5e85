import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// Chromium (JavaScript off) talking HTTPS to `calculator serve --tls-cert --tls-key` itself.
    @Suite(.enabled(if: ExternalTool.chromiumReady && ExternalTool.find("openssl") != nil, "needs chromium and openssl"))
    struct HTTPSBrowserTests {
        /// Keys, Back and Reload over TLS from libmicrohttpd, with a throwaway certificate (`openssl req -x509`).
        @Test func keysBackAndReloadOverHTTPS() throws {
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let key = folder.appendingPathComponent("key.pem").path, certificate = folder.appendingPathComponent("cert.pem").path
            let made = try ExternalTool.run(
                ExternalTool.find("openssl")!,
                [
                    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate,
                ], timeout: 60)
            #expect(made.status == 0, "\(made.output)")
            let server = try CalculatorProcess(["--tls-cert", certificate, "--tls-key", key], showErrors: true)
            #expect(server.url.hasPrefix("https://"))
            let script = packageRoot.appendingPathComponent("Tests/Scripts/history_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!, [script, server.url],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 120)
            #expect(result.status == 0, "history_check.py over HTTPS said:\n\(result.output)")
            #expect(result.output.contains("ok: keys pressed after Back apply once each: 3 + 4 = 7"), "\(result.output)")
        }
    }
}
