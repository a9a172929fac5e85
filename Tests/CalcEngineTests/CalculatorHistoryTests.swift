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
        #expect(state.hasSameHistory(as: stored))
        for key in ["5", "+", "mode-rpn", "mode-standard", "CE", "m+", "angle", "4"] {
            state.press(KeyPress(parsing: key)!)
            #expect(state.hasSameHistory(as: stored), "\(key)")
        }
        state.press(KeyPress(parsing: "=")!)
        #expect(!state.hasSameHistory(as: stored))
        // Equal lines built apart are the stored ones; other lines are not.
        #expect(Self.state("1 + 2 =").hasSameHistory(as: stored))
        #expect(!Self.state("1 + 3 =").hasSameHistory(as: stored))
        #expect(CalculatorState().hasSameHistory(as: CalculatorState()))
    }
}
