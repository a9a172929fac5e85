/// A certificate (chain) and its private key, both PEM text, for serving HTTPS.
///
/// libmicrohttpd loads them from memory (`MHD_OPTION_HTTPS_MEM_CERT`/`_KEY`) through GnuTLS, which
/// reads PEM certificates and PKCS#1, PKCS#8 (unencrypted) or SEC1 keys. Checking that they are
/// current and belong together is the caller's job, before starting: GnuTLS only refuses them.
public struct TLSCredentials: Sendable, Hashable {
    /// The server certificate, optionally followed by intermediate certificates, as PEM.
    public var certificatePEM: String
    /// The certificate's private key as PEM.
    public var privateKeyPEM: String

    /// Credentials from PEM text.
    public init(certificatePEM: String, privateKeyPEM: String) {
        self.certificatePEM = certificatePEM
        self.privateKeyPEM = privateKeyPEM
    }
}
