import CalcEngine
import Foundation

/// Writes the static part of the site: `index.html` and `help.html` (and `index.de.html`,
/// `help.de.html`, … in each other language of the ``Catalogue``, with its number format), the error
/// pages, `style.css` and `favicon.svg`.
///
/// ```swift
/// try SiteGenerator(examples: examples).write(to: URL(fileURLWithPath: "Public"))
/// ```
public struct SiteGenerator: Sendable {
    /// The source of the help page's worked examples.
    public var examples: HelpExamples
    /// The calculator `index.html` shows: a fresh one.
    public var freshView: CalculatorView

    /// The view of a calculator nobody has touched: display `0`, entry state, empty expression, `expr` `0`.
    public static let untouched = CalculatorState().view

    /// Makes a generator; `freshView` defaults to `untouched`.
    public init(examples: HelpExamples, freshView: CalculatorView = SiteGenerator.untouched) {
        self.examples = examples
        self.freshView = freshView
    }

    /// Every file of the site by path relative to the output folder, in path order; the same on every run.
    public func files() -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = [
            ("index.html", KeypadPage.render(freshView, context: .fresh)),
            (HelpPage.fileName(.en), HelpPage.render(examples: examples)),
            ("style.css", StyleSheet.css),
            ("favicon.svg", Favicon.svg),
        ]
        for language in PageLanguage.allCases where language != .en {
            var context = PageContext.fresh
            context.language = language
            context.numberFormat = language.numberFormat
            files.append(("index.\(language.tag).html", KeypadPage.render(freshView, context: context)))
            files.append((HelpPage.fileName(language), HelpPage.render(examples: examples, language: language)))
        }
        for language in PageLanguage.allCases {
            files += ErrorPage.all.map { ($0.fileName(language), $0.render(language: language)) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Writes every file into `directory`, creating it when missing; returns the paths written.
    @discardableResult
    public func write(to directory: URL) throws -> [String] {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for (path, contents) in files() {
            try Data(contents.utf8).write(to: directory.appendingPathComponent(path), options: .atomic)
            written.append(path)
        }
        return written
    }
}
