extension Key {
    /// The function a function key applies (`sqrt` → √x, `sq` → x²); nil for every other key,
    /// `neg` included: it changes the sign of a number being typed rather than applying a function;
    /// and `pct`, which the infix keypads alone have (the RPN keypad has no percent key).
    var mathFunction: MathFunction? {
        switch self {
        case .sqrt: .sqrt
        case .cbrt: .cbrt
        case .sq: .square
        case .cube: .cube
        case .inv: .inverse
        case .fact: .factorial
        case .exp: .exp
        case .pow10: .pow10
        case .ln: .ln
        case .log10: .log10
        case .log2: .log2
        case .sin: .sin
        case .cos: .cos
        case .tan: .tan
        case .asin: .asin
        case .acos: .acos
        case .atan: .atan
        case .sinh: .sinh
        case .cosh: .cosh
        case .tanh: .tanh
        case .asinh: .asinh
        case .acosh: .acosh
        case .atanh: .atanh
        case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9, .point,
            .add, .subtract, .multiply, .divide, .modulus, .percent, .power, .openParen, .closeParen, .equals,
            .clearEntry, .clearAll, .negate, .pi, .e, .rand, .exponentEntry, .angle,
            .memoryClear, .memoryAdd, .memorySubtract, .memoryRecall, .enter, .variableM, .storeM, .swap, .drop,
            .modeStandard, .modeScientific, .modeRPN, .fraction, .digits, .modeProgrammer,
            .digitA, .digitB, .digitC, .digitD, .digitE, .digitF, .and, .or, .xor, .not, .nand, .nor, .shl, .shr, .rol,
            .ror, .word8, .word16, .word32, .word64, .signed, .unsigned, .base16, .base10, .base8, .base2:
            nil
        }
    }
}
