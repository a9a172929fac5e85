import Foundation
import Testing

@testable import CalcHTML

struct SiteGeneratorTests {
    /// Stand-in examples: the expression reversed, and two steps.
    static let fake = HelpExamples(evaluate: { "=\($0)" }, steps: { [$0, "<25>"] })

    static let expectedPaths = (
        ["400", "403", "404", "405", "413", "415", "429", "500", "501", "503"].flatMap { code in
            ["", ".de", ".es", ".fr"].map { "\(code)\($0).html" }
        }
        + [
            "favicon.svg", "help.de.html", "help.es.html", "help.fr.html", "help.html", "index.de.html",
            "index.es.html", "index.fr.html", "index.html", "style.css",
        ]
    ).sorted()

    @Test func writesEveryFileIntoAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calchtml-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try SiteGenerator(examples: Self.fake).write(to: folder)
        #expect(written == Self.expectedPaths)
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(onDisk == Self.expectedPaths)
        let css = try String(contentsOf: folder.appendingPathComponent("style.css"), encoding: .utf8)
        #expect(css == StyleSheet.css)
    }

    @Test func outputIsDeterministic() {
        let first = SiteGenerator(examples: Self.fake).files()
        let second = SiteGenerator(examples: Self.fake).files()
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.contents) == second.map(\.contents))
    }

    @Test func indexIsAFreshCalculatorWithoutSession() throws {
        let index = try #require(SiteGenerator(examples: Self.fake).files().first { $0.path == "index.html" }).contents
        #expect(index.contains(#"<output id="display" data-state="entry" data-length="8">0</output>"#))
        #expect(index.contains(#"<p id="expression"></p>"#))
        #expect(index.contains(#"name="expr" value="" placeholder="0""#))
        #expect(
            index.count(of: #"<input type="hidden" name="seq" value="0"><input type="hidden" name="sid" value="">"#)
                == 4)
        #expect(index.count(of: "autofocus") == 1)
        #expect(index.contains(#"spellcheck="false" autofocus aria-describedby="expression display">"#))
    }

    @Test func helpExamplesComeFromTheInjectedEngine() throws {
        let help = HelpPage.render(examples: Self.fake)
        #expect(help.contains("<li><code>2^3^2</code> → <samp>=2^3^2</samp> ("))
        #expect(help.contains("<li><code>-6-5+4*3^2</code></li>\n<li><code>&lt;25&gt;</code></li>"))
    }

    @Test(arguments: [
        "CE", "CL", "neg", "sqrt", "atanh", "EE", "angle", "mc", "m+", "enter", "toM", "swap", "drop", "mode-rpn",
    ])
    func helpDescribesKey(value: String) {
        #expect(HelpPage.render(examples: Self.fake).contains(" (<code>\(value)</code>)</dt><dd>"))
    }

    @Test(arguments: ["2^3^2 = (2^3)^2 = 64", "-3^2 = -9", "-7 % 3 = 2", "0^0 = 1"])
    func helpStatesRule(rule: String) {
        let text = HelpPage.render(examples: Self.fake).replacingOccurrences(of: "<code>", with: "")
            .replacingOccurrences(of: "</code>", with: "").replacingOccurrences(of: " is ", with: " = ")
        #expect(text.contains(rule))
    }

    /// The committed `Public/` folder must equal what the generator writes with the real engine.
    @Test func committedPublicFolderIsCurrent() throws {
        let publicFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Public")
        let generator = SiteGenerator(examples: .engine)
        if ProcessInfo.processInfo.environment["UPDATE_PUBLIC"] == "1" {
            try generator.write(to: publicFolder)
        }
        for (path, contents) in generator.files() {
            let committed = try? String(contentsOf: publicFolder.appendingPathComponent(path), encoding: .utf8)
            #expect(
                committed == contents,
                "Public/\(path) is stale: run `swift run calculator generate` (or UPDATE_PUBLIC=1 swift test --filter CalcHTMLTests)"
            )
        }
    }
}
