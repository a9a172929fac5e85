/// How tightly an operator or a printed node binds, loosest first: the one table the parser,
/// the printers and the keypad's running totals read (as clox's `Precedence` enum).
///
/// SPEC 4.3: `^` above a unary sign above `* / %` above `+ -`; postfix `!` above `^`.
/// Every binary level is left-associative, `^` included.
public enum Precedence: Int, Comparable, Sendable {
    /// Nothing binds looser: a whole expression, a parenthesised group or a function's argument.
    case none
    /// `to`, `->`, `→`: a conversion applies to everything before it (`3 ft + 4 in to cm`).
    case conversion
    /// `|` (or) and `nor` (SPEC 10.5: the bitwise operators bind as in C and Python, below `+ -`).
    case bitwiseOr
    /// `xor`.
    case bitwiseXor
    /// `&` (and) and `nand`.
    case bitwiseAnd
    /// The shifts `<<` (shl), `>>` (shr) and the rotations `rol`, `ror`.
    case shift
    /// `+ -`.
    case term
    /// `* / %`, and the implied `×` of `2(3)`, `2pi`, `2√9`.
    case factor
    /// A unary sign, `-x` or `+x`: looser than `^`, tighter than `* / %` (`-3^2` is -9, `2*-3` is -6).
    case unary
    /// `^`.
    case power
    /// Postfix `!` and the operand of a prefix `√`; in print, every atom (a number, a constant,
    /// `f(x)`): nothing binds tighter.
    case postfix

    /// The level just above this one: the least a left-associative operator's right operand must
    /// bind, so that `a - b - c` groups as `(a - b) - c`.
    var next: Precedence { Precedence(rawValue: rawValue + 1) ?? .postfix }

    /// Orders the levels loosest first.
    public static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
}
