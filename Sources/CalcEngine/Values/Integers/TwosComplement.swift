import BigInt

/// Integers as strings of bits in two's complement: the bitwise operations of SPEC 10.5 on
/// integers of any size (as Python's `&`, `|`, `^`, `~`, `<<`, `>>`), and on a word's bits.
enum TwosComplement {
    /// The low `bits` bits of `x` in two's complement, as an unsigned number below 2^bits.
    static func pattern(_ x: BigInt, bits: Int) -> BigUInt {
        let modulus = BigUInt(1) << bits
        let low = x.magnitude % modulus
        return x.sign == .minus && !low.isZero ? modulus - low : low
    }

    /// The pattern of `bits` bits read signed: its top bit counts −2^(bits−1).
    static func signed(_ pattern: BigUInt, bits: Int) -> BigInt {
        pattern >> (bits - 1) == 0 ? BigInt(pattern) : BigInt(pattern) - BigInt(BigUInt(1) << bits)
    }

    /// `a` and `b` combined bit by bit with `combine`, as integers of unbounded two's complement:
    /// both are written in enough bits to hold their signs, combined, and read back signed.
    static func combine(_ a: BigInt, _ b: BigInt, _ combine: (BigUInt, BigUInt) -> BigUInt) -> BigInt {
        let bits = max(a.magnitude.bitWidth, b.magnitude.bitWidth) + 2
        let mask = (BigUInt(1) << bits) - 1
        let result = combine(pattern(a, bits: bits), pattern(b, bits: bits)) & mask
        return signed(result, bits: bits)
    }

    /// `~x`: every bit flipped, which for unbounded two's complement is `-x - 1`.
    static func not(_ x: BigInt) -> BigInt { -x - 1 }

    /// `x << n`: `x` × 2^n.
    static func shiftedLeft(_ x: BigInt, by n: Int) -> BigInt {
        BigInt(sign: x.sign, magnitude: x.magnitude << n)
    }

    /// `x >> n`: `x` ÷ 2^n rounded down (an arithmetic shift: `-5 >> 1` is `-3`).
    static func shiftedRight(_ x: BigInt, by n: Int) -> BigInt {
        if x.sign == .plus || x.isZero { return BigInt(x.magnitude >> n) }
        let divisor = BigUInt(1) << n
        return -BigInt((x.magnitude + divisor - 1) >> n)
    }

    /// The `bits`-bit pattern of `x` rotated left by `n` places (right when `n` is negative).
    static func rotated(_ x: BigInt, by n: Int, bits: Int) -> BigUInt {
        let value = pattern(x, bits: bits)
        let places = ((n % bits) + bits) % bits
        if places == 0 { return value }
        let mask = (BigUInt(1) << bits) - 1
        return ((value << places) | (value >> (bits - places))) & mask
    }
}
