import CalcEngine

/// The units the converter's From and To lists offer: the catalogue's, grouped by category
/// (`<optgroup>`), each sent as typed (`m^2`) and shown as a page writes it (`m²`).
enum UnitChoices {
    /// A unit in a list: its typed text, the option's value, and its label.
    struct Choice: Sendable {
        var text: String
        var label: String
    }

    /// Every category with its units, in the catalogue's order.
    static let groups: [(category: UnitCategory, units: [Choice])] = UnitCatalog.standard.categories.map { group in
        (group.category, group.units.map { Choice(text: $0, label: label($0)) })
    }

    /// Whether `text` is one of the listed units, as typed.
    static func isListed(_ text: String) -> Bool {
        groups.contains { $0.units.contains { $0.text == text } }
    }

    /// A unit's text as a page shows it (`m²`, `km/h`), or the text itself when it names no unit.
    static func label(_ text: String) -> String {
        guard case .unit(let unit)? = try? ExpressionParser.parse(text) else { return text }
        return unit.text(symbols: true)
    }

    /// Appends `<select id="…" name="…">` with every listed unit, `chosen` selected; a chosen text
    /// that is not listed (`kWh/d` from a link) comes first, selected, so the form sends it again.
    /// Category names are in `language`. Extra attributes (`aria-invalid`, …) are `attributes`.
    static func appendSelect(
        id: MarkupLiteral, name: MarkupLiteral, chosen: String, attributes: HTML, language: PageLanguage,
        into page: inout HTML
    ) {
        page.append(literal: "<select id=\"")
        page.append(literal: id)
        page.append(literal: "\" name=\"")
        page.append(literal: name)
        page.append(literal: "\"")
        page.append(attributes)
        page.append(literal: ">\n")
        if !isListed(chosen) { appendOption(Choice(text: chosen, label: label(chosen)), selected: true, into: &page) }
        for (category, units) in groups {
            page.append(literal: "<optgroup label=\"")
            page.append(escaping: language(category.title))
            page.append(literal: "\">")
            for unit in units { appendOption(unit, selected: unit.text == chosen, into: &page) }
            page.append(literal: "</optgroup>\n")
        }
        page.append(literal: "</select>")
    }

    private static func appendOption(_ choice: Choice, selected: Bool, into page: inout HTML) {
        page.append(literal: "<option value=\"")
        page.append(escaping: choice.text)
        page.append(literal: selected ? "\" selected>" : "\">")
        page.append(escaping: choice.label)
        page.append(literal: "</option>")
    }
}
