import Foundation
import MicroHTTPServer

#if CertificateChecks
    import X509
#endif

/// Why `--tls-cert` and `--tls-key` cannot be served; each message says what to fix.
enum TLSFilesError: Error, Equatable, CustomStringConvertible {
    /// Only one of the two options was given.
    case incomplete
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file holds no PEM certificate.
    case notACertificate(path: String)
    /// The file holds no PEM private key this server can use.
    case notAKey(path: String)
    /// The certificate's validity ended (checked with the CertificateChecks trait).
    case expired(path: String, on: Date)
    /// The certificate's validity has not begun (checked with the CertificateChecks trait).
    case notYetValid(path: String, from: Date)
    /// The key does not belong to the certificate (checked with the CertificateChecks trait).
    case mismatch(certificate: String, key: String)

    var description: String {
        switch self {
        case .incomplete: "--tls-cert and --tls-key go together: give both, or neither."
        case .unreadable(let path, let reason): "Cannot read \(path): \(reason)."
        case .notACertificate(let path): "\(path) holds no PEM certificate (-----BEGIN CERTIFICATE-----)."
        case .notAKey(let path):
            "\(path) holds no unencrypted PEM private key (PKCS#8, RSA or EC; decrypt it with openssl pkey first)."
        case .expired(let path, let date): "The certificate in \(path) expired on \(Self.format(date))."
        case .notYetValid(let path, let date): "The certificate in \(path) is not valid before \(Self.format(date))."
        case .mismatch(let certificate, let key):
            "The key in \(key) does not belong to the certificate in \(certificate)."
        }
    }

    private static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}

/// Reads and checks the certificate and key for `calculator serve --tls-cert FILE --tls-key FILE`.
///
/// Every build checks, with a message, what plain text shows: a missing or unreadable file, a
/// certificate file without a PEM certificate, and a key file without an unencrypted PEM private
/// key (PKCS#8, RSA or EC, as GnuTLS reads them), each block's base64 decoding to DER.
///
/// A build with the CertificateChecks trait also parses both with swift-certificates (X509) and
/// refuses, each with its own message, what GnuTLS would only refuse or would serve for browsers to
/// refuse: a certificate whose DER does not parse, an expired or not yet valid one, and a key that
/// is not the certificate's. Without the trait those checks are skipped (X509 brings swift-crypto
/// and BoringSSL into the build). GnuTLS then still refuses a damaged certificate or a key that is
/// not the certificate's when the server starts ("The certificate and the given key do not match",
/// from libmicrohttpd's error log), but it serves an expired or not yet valid certificate, and
/// browsers warn: ``unchecked`` says so when the server starts.
enum TLSFiles {
    /// What this build does not check, for a note at start; nil with the CertificateChecks trait.
    static var unchecked: String? {
        #if CertificateChecks
            nil
        #else
            """
            this build does not check the certificate's dates (build with --traits CertificateChecks \
            for that): an expired certificate is served, and browsers warn.
            """
        #endif
    }

    /// The private key PEM labels GnuTLS reads unencrypted: PKCS#8, PKCS#1 (RSA) and SEC1 (EC).
    static let keyLabels = ["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"]

    /// The credentials in `certificatePath` and `keyPath`, checked against the time `now`.
    static func load(certificatePath: String, keyPath: String, now: Date = Date()) throws(TLSFilesError)
        -> TLSCredentials
    {
        let certificatePEM = try read(certificatePath)
        let keyPEM = try read(keyPath)
        // The server certificate is the first block; intermediates may follow it.
        guard let certificate = pemBlock(in: certificatePEM, labels: ["CERTIFICATE"]) else {
            throw .notACertificate(path: certificatePath)
        }
        guard let key = pemBlock(in: keyPEM, labels: keyLabels), !key.encrypted else {
            throw .notAKey(path: keyPath)
        }
        #if CertificateChecks
            try checkWithX509(
                certificate: certificate.text, certificatePath: certificatePath, key: key.text, keyPath: keyPath,
                now: now)
        #endif
        return TLSCredentials(certificatePEM: certificatePEM, privateKeyPEM: keyPEM)
    }

    /// The first PEM block in `text` with one of `labels` whose content is base64 of DER (a
    /// SEQUENCE), or nil; `encrypted` for a legacy OpenSSL block with a `Proc-Type: 4,ENCRYPTED` header.
    static func pemBlock(in text: String, labels: [String]) -> (text: Substring, encrypted: Bool)? {
        var found: (text: Substring, encrypted: Bool)?
        for label in labels {
            guard let begin = text.range(of: "-----BEGIN \(label)-----"),
                let end = text.range(of: "-----END \(label)-----", range: begin.upperBound..<text.endIndex),
                found.map({ begin.lowerBound < $0.text.startIndex }) ?? true
            else { continue }
            let content = text[begin.upperBound..<end.lowerBound]
            let encrypted = content.contains("ENCRYPTED")
            let base64 = encrypted ? "" : content.filter { !$0.isWhitespace }
            guard encrypted || Data(base64Encoded: String(base64)).map({ $0.first == 0x30 }) == true else { continue }
            found = (text[begin.lowerBound..<end.upperBound], encrypted)
        }
        return found
    }

    #if CertificateChecks
        /// The checks that need the certificate parsed: its dates, and that `key` is its key.
        private static func checkWithX509(
            certificate pem: Substring, certificatePath: String, key keyPEM: Substring, keyPath: String, now: Date
        ) throws(TLSFilesError) {
            let certificate: Certificate
            do {
                certificate = try Certificate(pemEncoded: String(pem))
            } catch {
                throw .notACertificate(path: certificatePath)
            }
            let key: Certificate.PrivateKey
            do {
                key = try Certificate.PrivateKey(pemEncoded: String(keyPEM))
            } catch {
                throw .notAKey(path: keyPath)
            }
            guard certificate.notValidAfter > now else {
                throw .expired(path: certificatePath, on: certificate.notValidAfter)
            }
            guard certificate.notValidBefore <= now else {
                throw .notYetValid(path: certificatePath, from: certificate.notValidBefore)
            }
            guard key.publicKey == certificate.publicKey else {
                throw .mismatch(certificate: certificatePath, key: keyPath)
            }
        }
    #endif

    private static func read(_ path: String) throws(TLSFilesError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            throw .unreadable(path: path, reason: reason)
        }
    }
}
