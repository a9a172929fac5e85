import Testing

@testable import CalcHTML

struct ErrorPointerTests {
    /// Text, position, then the two lines shown and the column of the marked character.
    @Test(
        arguments: [
            ("2*(3+4", 7, "2*(3+4 ", "      ^", nil),
            ("1+)", 3, "1+)", "  ^", 2),
            ("x", 1, "x", "^", 0),
            ("", 1, " ", "^", nil),
            ("1\t+", 2, "1 +", " ^ ", 1),
        ] as [(String, Int, String, String, Int?)])
    func shortTextIsShownWhole(text: String, position: Int, line: String, caret: String, marked: Int?) {
        let lines = ErrorPointer.lines(text, position: position)
        #expect(String(lines.shown) == line)
        #expect(lines.caret == caret)
        #expect(lines.marked == marked)
    }

    /// A long text is a window of `width` characters around the position, `…` on each cut side,
    /// the caret under the character at the position.
    @Test(arguments: [1, 2, 15, 16, 17, 500, 985, 1000, 1001])
    func longTextIsAWindowAroundThePosition(position: Int) {
        // Digits that name their place, so the character under the caret can be checked.
        let characters = (0..<1000).map { Character(String($0 % 10)) }
        let text = String(characters)
        let lines = ErrorPointer.lines(text, position: position)
        #expect(lines.shown.count <= ErrorPointer.width)
        #expect(lines.caret.count == lines.shown.count)
        let column = lines.caret.firstIndex(of: "^").map { lines.caret.distance(from: lines.caret.startIndex, to: $0) }
        let shown = lines.shown
        if position <= text.count {
            #expect(lines.marked == column)
            #expect(column.map { shown[$0] } == characters[position - 1])
        } else {
            #expect(lines.marked == nil)
            #expect(column == shown.count - 1)
        }
        #expect(shown.first == "…" && position > 16 || shown.first != "…" && position <= 16)
        #expect(shown.last == "…" && position < 1000 - 14 || shown.last != "…" && position >= 1000 - 14)
    }

    /// Text refused as too long points at the first character past the limit (1,001).
    @Test func tooLongTextPointsPastTheLimit() {
        let text = String(repeating: "1+", count: 600) + "1"
        let lines = ErrorPointer.lines(text, position: 1_001)
        #expect(String(lines.shown) == "…+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1…")
        #expect(lines.caret == "                ^               ")
    }

    /// A mark standing alone (after a tab, which is shown as a space) is shown on a dotted circle,
    /// one column of its own: joined to the space, it once made the line shorter than the caret
    /// counted, and the page trapped. Found by random requests to /steps.
    @Test func aLoneCombiningMarkIsAColumnOfItsOwn() {
        let text = String(repeating: "1", count: 997) + "\t\u{301}\t\u{301}"
        let lines = ErrorPointer.lines(text, position: 1_001)
        #expect(lines.caret.count == lines.shown.count)
        #expect(lines.marked == lines.shown.count - 1)
        #expect(lines.shown.suffix(4) == [" ", "\u{25CC}\u{301}", " ", "\u{25CC}\u{301}"])
        #expect(String(lines.shown).count == lines.shown.count)
    }
}
