/// Where a text browser's page shows the caret line under `text` (issue 28, item 4): the column of
/// the `^` in the line after the one that holds `text`, counted from where `text` starts, or nil
/// when no line holds `text` or the next line has no `^`.
func caretColumn(under text: String, in page: String) -> Int? {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(where: { $0.contains(text) }), index + 1 < lines.count,
        let start = lines[index].range(of: text)
    else { return nil }
    let indent = lines[index].distance(from: lines[index].startIndex, to: start.lowerBound)
    let caretLine = lines[index + 1]
    guard let caret = caretLine.firstIndex(of: "^") else { return nil }
    return caretLine.distance(from: caretLine.startIndex, to: caret) - indent
}
