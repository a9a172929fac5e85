import Foundation
import MicroHTTPServer
import X509

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
    /// The certificate's validity ended.
    case expired(path: String, on: Date)
    /// The certificate's validity has not begun.
    case notYetValid(path: String, from: Date)
    /// The key does not belong to the certificate.
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
/// Everything GnuTLS would only refuse, or serve and let browsers refuse, is checked at start with
/// a message: a missing or unreadable file, a file without PEM, an expired or not yet valid
/// certificate, and a key that is not the certificate's.
enum TLSFiles {
    /// The credentials in `certificatePath` and `keyPath`, checked against the time `now`.
    static func load(certificatePath: String, keyPath: String, now: Date = Date()) throws(TLSFilesError)
        -> TLSCredentials
    {
        let certificatePEM = try read(certificatePath)
        let keyPEM = try read(keyPath)
        let certificate: Certificate
        // The server certificate is the first block; intermediates may follow it.
        let end = "-----END CERTIFICATE-----"
        guard let first = certificatePEM.range(of: "-----BEGIN CERTIFICATE-----"),
            let last = certificatePEM.range(of: end, range: first.upperBound..<certificatePEM.endIndex)
        else { throw .notACertificate(path: certificatePath) }
        do {
            certificate = try Certificate(pemEncoded: String(certificatePEM[first.lowerBound..<last.upperBound]))
        } catch {
            throw .notACertificate(path: certificatePath)
        }
        let key: Certificate.PrivateKey
        do {
            key = try Certificate.PrivateKey(pemEncoded: keyPEM)
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
        return TLSCredentials(certificatePEM: certificatePEM, privateKeyPEM: keyPEM)
    }

    private static func read(_ path: String) throws(TLSFilesError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            throw .unreadable(path: path, reason: reason)
        }
    }
}
