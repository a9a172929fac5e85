import Foundation
import TestSupport
import Testing

extension ClientTests {
    /// The unit converter (issue 31, item 5) in real clients: Chromium with JavaScript off fills the
    /// form (`Tests/Scripts/converter_check.py`: layout, zoom, axe-core, screenshots), lynx and w3m
    /// show an answer and a mistake as text and convert from the keyboard.
    struct ConverterClientTests {
        let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "dumb"]
        static let answer = "convert?value=5&from=km&to=mi"

        /// Fills the form and converts, with Enter, Swap, a mistake corrected, the links, German; the
        /// layout at every size and zoomed to 400%; axe-core. Saves the screenshots into a temporary
        /// folder, and the phone and desktop ones into `CALC_SCREENSHOTS_DIR` when set (as `make
        /// screenshots` does, for `Public/screenshots`).
        @Test(
            .enabled(if: ExternalTool.chromiumReady, "needs chromium, chromedriver and python selenium: make deps-test")
        )
        func chromiumFillsTheFormLaysItOutAndPassesAxe() throws {
            let server = try CalculatorProcess()
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = packageRoot.appendingPathComponent("Tests/Scripts/converter_check.py").path
            let result = try ExternalTool.run(
                ExternalTool.python!, [script, server.url, folder.path],
                environment: ["CHROMEDRIVER": ExternalTool.find("chromedriver")!], timeout: 600)
            #expect(result.status == 0, "converter_check.py said:\n\(result.output)")
            for line in [
                "ok: JavaScript is off", "ok: the empty form focuses the value field",
                "ok: Convert: 100 °F = 37.7777777777778 °C",
                "ok: the answer's address is a link with the form's fields",
                "ok: Enter in the value converts: 5 km to mi", "ok: Swap: 5 mi = 8.04672 km",
                "ok: a mismatch is named next to the To list", "ok: the To list has the focus",
                "ok: the focused list is described by the message",
                "ok: Use in calculator evaluates it in the calculator",
                "ok: de: a typed 2,5 reads 2,5 km = 1,55342798059333 mi",
                "ok: no sideways scroll: a German mistake at phone-small 320x568",
                "ok: every control is at least 44 x 44 px: an answer at phone-landscape 844x390",
                "ok: the answer is in view as the page opens: an answer at 400% (320x200 CSS px)",
                "ok: the focused field and its message are in view: a mistake at 400% (320x200 CSS px)",
                "ok: axe-core 4.12.1: 0 violations on /convert?value=5&from=km&to=s (en), dark, phone",
                "ok: axe-core 4.12.1: 0 violations on /convert?value=5&from=km&to=mi (de), light, desktop",
                "ok: all converter checks passed",
            ] {
                #expect(result.output.contains(line), "missing \(line) in:\n\(result.output)")
            }
            var sizes: [(String, [Int])] = [
                ("phone", [390, 844]), ("landscape", [844, 390]), ("desktop", [1280, 800]), ("kiosk", [1920, 1080]),
            ]
            sizes += sizes.map { ("\($0.0)-dark", $0.1) } + [("zoom-200", [1280, 800]), ("zoom-400", [1280, 800])]
            for (name, size) in sizes {
                #expect(try pngSize(folder.appendingPathComponent("converter-\(name).png")) == size, "\(name)")
            }
            if let shots = ProcessInfo.processInfo.environment["CALC_SCREENSHOTS_DIR"] {
                for name in ["converter-phone.png", "converter-desktop.png"] {
                    let target = URL(fileURLWithPath: shots).appendingPathComponent(name)
                    try? FileManager.default.removeItem(at: target)
                    try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: target)
                }
            }
            #expect(server.stop() == 0)
        }

        /// `lynx -dump` of an answer and of a mistake: the answer before the form, each field on its
        /// line, and the caret under the `to` the message names. Prints the seconds a dump takes.
        @Test(.enabled(if: ExternalTool.find("lynx") != nil, "needs lynx: make deps-test"))
        func lynxDumpsAnAnswerAndAMistake() throws {
            let server = try CalculatorProcess()
            let lynx = ExternalTool.find("lynx")!
            let start = ContinuousClock.now
            let dump = try ExternalTool.run(lynx, ["-dump", "-width=200", server.url + Self.answer], environment: utf8)
            let took = ContinuousClock.now - start
            print("lynx -dump of \(Self.answer): \(took)")
            #expect(dump.status == 0)
            let lines = dump.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let answer = try #require(lines.firstIndex(of: "5 km = 3.10685596118667 mi"), "\(dump.output)")
            let value = try #require(lines.firstIndex { $0.hasPrefix("Value 5_") }, "\(dump.output)")
            #expect(answer < value)
            #expect(lines.contains("Exactly 78,125/25,146 mi"))
            #expect(lines.contains("From [km____]") && lines.contains("To [mi____]"), "\(dump.output)")
            #expect(lines.contains("(BUTTON) Convert (swap) Swap From and To"), "\(dump.output)")
            #expect(dump.output.contains("/steps?expr=5 km to mi") || dump.output.contains("/steps?expr=5%20km"))
            let mistake = try ExternalTool.run(
                lynx, ["-dump", "-width=200", server.url + "convert?value=5&from=km&to=s"], environment: utf8)
            #expect(mistake.output.contains("Units do not match at 6: km and s"), "\(mistake.output)")
            #expect(caretColumn(under: "5 km to s", in: mistake.output) == 5, "\(mistake.output)")
        }

        /// A keyboard session in lynx (`-cmd_script`): type 7, choose nmi in the To list, Convert;
        /// then, on that answer, Swap.
        @Test(.enabled(if: ExternalTool.find("lynx") != nil, "needs lynx: make deps-test"))
        func lynxConvertsAndSwapsFromTheKeyboard() throws {
            let server = try CalculatorProcess()
            let lynx = ExternalTool.find("lynx")!
            let folder = try ExternalTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            // The focus starts on the first link (Back); Down Arrow steps to Value, From, To, Convert, Swap.
            let down = "key Down Arrow"
            let sessions: [(url: String, keys: [String], shows: String)] = [
                (
                    server.url + "convert",
                    [down, "key 7", down, down, "key ^J", down, "key ^J", down, "key ^J"], "7 km = 3.77969762419006 nmi"
                ),
                (
                    server.url + "convert?value=7&from=km&to=nmi", Array(repeating: down, count: 5) + ["key ^J"],
                    "7 nmi = 12.964 km"
                ),
            ]
            for (index, session) in sessions.enumerated() {
                let saved = folder.appendingPathComponent("page-\(index).txt")
                let script = folder.appendingPathComponent("session-\(index).lynx")
                let saving = ["key p", "key ^J", "key ^U"] + saved.path.map { "key \($0)" } + ["key ^J", "key Q"]
                try ((session.keys + saving).joined(separator: "\n") + "\n").write(
                    to: script, atomically: true, encoding: .utf8)
                let run = try ExternalTool.run(
                    lynx, ["-accept_all_cookies", "-cmd_script=\(script.path)", session.url], environment: utf8)
                #expect(run.status == 0, "\(run.output)")
                let page = try String(contentsOf: saved, encoding: .utf8)
                let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(lines.contains(session.shows), "\(page)")
            }
        }

        /// `w3m -dump` of an answer in German and of a mistake; then an interactive w3m (through tmux)
        /// types a value into the field and converts.
        @Test(
            .enabled(
                if: ExternalTool.find("w3m") != nil && ExternalTool.find("tmux") != nil,
                "needs w3m and tmux: make deps-test"
            ))
        func w3mShowsAnAnswerAndConverts() throws {
            let server = try CalculatorProcess()
            let w3m = ExternalTool.find("w3m")!
            let german = try ExternalTool.run(
                w3m,
                ["-o", "accept_language=de", "-dump", "-cols", "200", server.url + "convert?value=2.5&from=km&to=mi"],
                environment: utf8)
            let lines = german.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains("2,5 km = 1,55342798059333 mi"), "\(german.output)")
            #expect(lines.contains { $0.hasPrefix("Wert [2,5 ") }, "\(german.output)")
            #expect(lines.contains("Umrechnen Von und Nach tauschen"), "\(german.output)")
            let mistake = try ExternalTool.run(
                w3m, ["-dump", "-cols", "200", server.url + "convert?value=5&from=furlongs&to=mi"], environment: utf8)
            #expect(mistake.output.contains("Syntax error at 1: unknown name 'furlongs'"), "\(mistake.output)")
            // The caret line under the unit's text, its `^` under the first character.
            let rows = mistake.output.split(separator: "\n").map(String.init)
            let text = try #require(rows.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "furlongs" })
            #expect(
                rows[text + 1].firstIndex(of: "^").map {
                    rows[text + 1].distance(from: rows[text + 1].startIndex, to: $0)
                }
                    == rows[text].firstIndex(of: "f").map { rows[text].distance(from: rows[text].startIndex, to: $0) },
                "\(mistake.output)")

            let session = try W3mSession(w3m: w3m, url: server.url + "convert", columns: 120, rows: 40)
            defer { session.close() }
            let tmux = session.run
            try session.waitFor("Value [")
            // Tab to Value, Enter opens w3m's line editor, 7 and Enter fill it; three Tabs reach Convert.
            _ = try tmux(["send-keys", "-t", "w3m", "Tab", "Enter"])
            try session.waitFor("TEXT:")
            _ = try tmux(["send-keys", "-t", "w3m", "7", "Enter"])
            try session.waitFor("Value [7 ")
            _ = try tmux(["send-keys", "-t", "w3m", "Tab", "Tab", "Tab", "Enter"])
            try session.waitFor("7 km = 4.34959834566134 mi")
        }

        /// The width and height from a PNG's IHDR chunk, or nil if the file is not a PNG.
        func pngSize(_ file: URL) throws -> [Int]? {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
            let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return [number(16), number(20)]
        }
    }
}
