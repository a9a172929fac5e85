extension CalculatorState {
    /// What the page shows.
    public var view: CalculatorView {
        let lines = historyLines
        var view: CalculatorView
        if mode == .rpn {
            let v = rpn.view
            view = CalculatorView(
                mode: mode, display: formDisplay ?? v.display, state: v.state, expression: v.expression,
                expr: v.expr, stack: v.stack, memory: memory != nil, memoryValue: rpn.variableM?.displayString,
                angle: angle, history: lines, notice: notice, modeIsChosen: modeIsChosen,
                errorPosition: rpn.failedPosition)
        } else {
            let v = infix.view
            let display = mode == .programmer ? programmerDisplay(v.display, state: v.state) : v.display
            // A result in programmer mode is typed again as every digit of it, in the input base.
            let expr = mode == .programmer && v.state == .result ? display : v.expr
            view = CalculatorView(
                mode: mode, display: formDisplay ?? display, state: v.state, expression: v.expression, expr: expr,
                stack: [], memory: memory != nil, memoryValue: memory?.displayString, angle: angle, history: lines,
                notice: notice, modeIsChosen: modeIsChosen, errorPosition: v.errorPosition)
        }
        view.numberLocale = numberLocale
        view.sheet = sheet
        view.programmer = programmerView
        return view
    }
}
