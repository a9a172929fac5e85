import Foundation

/// The controls a text browser steps through, in page order: `expr` for the Expression field,
/// `Evaluate` for its button, and each keypad or history button's `value`.
///
/// lynx starts on the first of them (Down Arrow `index` times reaches one); w3m starts before the
/// first (Tab `index + 1` times).
func pageControls(_ html: String) -> [String] {
    var controls: [String] = []
    var rest = html[...]
    while let start = rest.range(of: "<button") ?? rest.range(of: "<input id=\"expr\"") {
        if let field = rest.range(of: "<input id=\"expr\""), field.lowerBound < start.lowerBound {
            controls.append("expr")
            rest = rest[field.upperBound...]
            continue
        }
        let tag = rest[start.lowerBound...].prefix { $0 != ">" }
        if let value = tag.range(of: "name=\"key\" value=\"") {
            controls.append(String(tag[value.upperBound...].prefix { $0 != "\"" }))
        } else {
            controls.append("Evaluate")
        }
        rest = rest[start.upperBound...]
    }
    return controls
}
