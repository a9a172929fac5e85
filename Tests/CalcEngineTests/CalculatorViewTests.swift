import CalcEngine
import Testing

/// What the view says the memory holds: the infix memory, or the RPN variable M.
struct CalculatorViewTests {
    @Test(
        arguments: [
            // (mode, keys, memoryValue)
            (CalculatorMode.standard, "", nil), (.standard, "5 m+", "5"), (.standard, "5 m+ 2 m-", "3"),
            (.standard, "5 m+ mc", nil), (.standard, "1 / 3 = m+", "0.333333333333333"),
            (.scientific, "2 EE 2 0 m+", "2e20"),
            (.standard, "5 m+ CL", "5"), (.standard, "5 m+ mode-rpn", nil),
            (.standard, "5 m+ mode-rpn mode-standard", "5"),
            (.rpn, "", nil), (.rpn, "9 toM", "9"), (.rpn, "3 enter 4 + toM", "7"),
            (.rpn, "2 sqrt toM", "1.4142135623731"),
            (.rpn, "9 toM CL", nil), (.rpn, "M", nil), (.rpn, "9 toM mode-standard", nil),
        ] as [(CalculatorMode, String, String?)])
    func memoryValue(_ mode: CalculatorMode, _ keys: String, _ value: String?) {
        #expect(pressed(keys, mode: mode).memoryValue == value)
    }

    @Test func theInitializerStillWorksWithoutAMemoryValue() {
        let view = CalculatorView(mode: .standard, display: "0", state: .entry, expression: "", expr: "0", memory: true)
        #expect(view.memoryValue == nil)
        #expect(view.memory)
    }
}
