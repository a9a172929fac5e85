import CalcEngine
import Foundation
import Testing

@testable import CalcHTML

/// Renders a page of every mode with busy content, and the converter's answer and error pages;
/// `Tests/Scripts/validate-html.sh` validates them.
struct SamplePagesTests {
    static let samples: [(name: String, html: String)] =
        CalculatorMode.allCases.map { mode in
            var view = KeypadPageTests.view(mode)
            view.expression = #"<script>&"'"#
            let context = PageContext(seq: 3, sid: "abc", notice: "Out of date", focus: "7", kioskIdleSeconds: 300)
            return ("sample-\(mode.rawValue).html", KeypadPage.render(view, context: context))
        } + [
            ("sample-error-detail.html", ErrorPage.badRequest.render(detail: "Unknown key: <x>")),
            ("sample-convert.html", ConverterPage.render(Conversion(value: "5", from: "kWh/d", to: "W"))),
            ("sample-convert-error.html", ConverterPage.render(Conversion(value: "<1", from: "km", to: "s"))),
        ]

    @Test func writesSamplesWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["CALCHTML_SAMPLES"] else { return }
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, html) in Self.samples {
            try Data(html.utf8).write(to: url.appendingPathComponent(name))
        }
    }
}
