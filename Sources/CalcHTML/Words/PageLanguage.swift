import CalcEngine

/// The languages the pages' words are written in: one ``Catalogue`` each (SPEC 10.1).
public enum PageLanguage: String, CaseIterable, Sendable {
    case en, de, fr, es

    /// The language of a number format's people: its own where a catalogue exists, else English
    /// (Italian numbers, English words, until an Italian catalogue is written).
    public init(_ locale: NumberLocale) {
        self = PageLanguage(rawValue: String(locale.tag.prefix { $0 != "-" })) ?? .en
    }

    /// Its BCP 47 tag, for `<html lang>`.
    public var tag: String { rawValue }

    /// How its own people write numbers: the static pages' format in this language.
    var numberFormat: NumberFormat { (NumberLocale(rawValue: tag) ?? NumberLocale.fallback).format }

    /// `english` in this language: the catalogue's translation, or `english` itself where it has
    /// none (English, or a text not yet translated).
    public func callAsFunction(_ english: String) -> String {
        guard self != .en else { return english }  // no table to look in: every page's words
        return Catalogue.translations[self]?[english] ?? english
    }

    /// `template` (one of ``Catalogue/messageTemplates``) in this language, its `{1}`, `{2}`, …
    /// replaced by `values` in order.
    public func message(_ template: String, _ first: String, _ more: String...) -> String {
        Catalogue.fill(Catalogue.translations[self]?[template] ?? template, with: [first] + more)
    }

    /// `count` and its noun in this language, singular or plural by the language's rule (CLDR's
    /// cardinal "one": 1 in English, German and Spanish; 0 and 1 in French), as `one` or `other`,
    /// English templates of the catalogue with `{1}` for the number: `1 day`, `90 days`, `0 jour`.
    func counted(_ count: Int, written number: String, one: String, other: String) -> String {
        let singular = self == .fr ? count.magnitude <= 1 : count.magnitude == 1
        return message(singular ? one : other, number)
    }

    /// One of the engine's messages in this language (see ``Catalogue/messageTemplates``), or the
    /// message as it is where no template matches.
    public func message(_ english: String) -> String {
        guard let table = Catalogue.translations[self] else { return english }
        return Catalogue.message(english, in: table) ?? english
    }
}
