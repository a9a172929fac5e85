import Foundation

/// The nginx configuration of the README's recipe "Several servers behind one address", with the
/// paths a test needs: everything nginx writes stays in `folder`, and it listens on loopback only.
struct NginxConfiguration {
    /// The folder of the certificate, logs, pid file and temporary files.
    var folder: String
    /// The port nginx listens on with TLS.
    var port: Int
    /// The loopback ports of the `calculator serve` processes.
    var upstreams: [Int]
    /// Whether nginx starts as root: its workers would then run as `nobody`, who may not read a
    /// temporary folder of root's, so they stay root here (a test only; a real site keeps the default).
    var runsAsRoot: Bool
    /// Idle connections nginx keeps open to the upstreams (`keepalive N`, with HTTP/1.1 to them), or
    /// nil for a new upstream connection per request, as the README's recipe has it.
    var keepAlivePool: Int? = nil

    /// The configuration file.
    var text: String {
        """
        \(runsAsRoot ? "user root;" : "")
        daemon off;
        worker_processes 1;
        pid \(folder)/nginx.pid;
        error_log \(folder)/error.log info;
        events { worker_connections 2048; }
        http {
            client_body_temp_path \(folder)/client_body;
            proxy_temp_path \(folder)/proxy;
            fastcgi_temp_path \(folder)/fastcgi;
            uwsgi_temp_path \(folder)/uwsgi;
            scgi_temp_path \(folder)/scgi;
            log_format upstreams '$remote_addr | $status | $upstream_addr | $upstream_status | $request_method $request_uri';
            access_log \(folder)/access.log upstreams;

        \(Self.recipe(certificate: "\(folder)/cert.pem", key: "\(folder)/key.pem", listen: "127.0.0.1:\(port)",
                      upstreams: upstreams.map { "127.0.0.1:\($0)" }, keepAlivePool: keepAlivePool))
        }
        """
    }

    /// The part of the configuration the README quotes: the upstream group and the server block;
    /// with a keep-alive pool, the lines Deployment gives for one (`keepalive`, a
    /// `keepalive_timeout` under the server's request deadline, `proxy_http_version 1.1`, an
    /// empty `Connection`).
    static func recipe(
        certificate: String, key: String, listen: String, upstreams: [String], keepAlivePool: Int? = nil
    ) -> String {
        """
            upstream calculator {
        \(upstreams.map { "        server \($0);" }.joined(separator: "\n"))
        \(keepAlivePool.map { "        keepalive \($0);\n        keepalive_timeout 5s;" } ?? "")
            }
            server {
                listen \(listen) ssl;
                ssl_certificate \(certificate);
                ssl_certificate_key \(key);
                location / {
                    proxy_pass http://calculator;
        \(keepAlivePool == nil ? "" : "            proxy_http_version 1.1;\n            proxy_set_header Connection \"\";")
                    proxy_set_header Host $http_host;
                    proxy_set_header X-Forwarded-For $remote_addr;
                    proxy_set_header X-Forwarded-Proto $scheme;
                    proxy_set_header Forwarded "";
                    proxy_next_upstream error timeout non_idempotent;
                    proxy_next_upstream_tries 2;
                }
            }
        """
    }
}
