import Testing

@testable import CalcEngine

/// The history a store keeps apart from the rest of the state (`CalculatorState.History`).
struct CalculatorHistoryTests {
    static func state(_ keys: String) -> CalculatorState {
        var state = CalculatorState()
        for key in keys.split(separator: " ") { state.press(KeyPress(parsing: String(key))!) }
        return state
    }

    @Test func aStateWithoutItsHistoryGetsItBackWhole() {
        let state = Self.state("7 + 9 = 2 * 3 = 4")
        var stripped = state.withoutHistory()
        #expect(stripped.view.history.isEmpty)
        #expect(stripped.storedHistory.isEmpty)
        #expect(stripped.view.display == state.view.display)
        stripped.restoreHistory(state.storedHistory)
        #expect(stripped == state)
        #expect(stripped.view.history.map(\.expression) == ["2 × 3", "7 + 9"])
    }

    @Test func onlyAKeyThatEndsACalculationChangesTheHistoryAStoreHolds() {
        let stored = Self.state("1 + 2 =")
        var state = stored
        #expect(state.sharesHistory(with: stored))
        for key in ["5", "+", "mode-rpn", "mode-standard", "CE", "m+", "angle"] {
            state.press(KeyPress(parsing: key)!)
            #expect(state.sharesHistory(with: stored), "\(key)")
        }
        state.press(KeyPress(parsing: "=")!)
        #expect(!state.sharesHistory(with: stored))
        // Equal lines built apart are not known to be the stored ones.
        #expect(!Self.state("1 + 2 =").sharesHistory(with: stored))
        #expect(CalculatorState().sharesHistory(with: CalculatorState()))
    }
}
