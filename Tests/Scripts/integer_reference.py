#!/usr/bin/env python3
"""Reference results of the integer operators (SPEC 10.5), computed with Python's own integers,
independently of the engine: Python's `&`, `|`, `^`, `~`, `<<`, `>>` on integers of any size, and
a programmer's word written here from its definition (two's complement in 8, 16, 32 or 64 bits).

Usage: python3 Tests/Scripts/integer_reference.py > Tests/CalcEngineTests/Fixtures/integers.txt
       python3 Tests/Scripts/integer_reference.py --keys > Tests/CalcEngineTests/Fixtures/programmer-keys.txt

With --keys, key sequences of programmer mode instead: KEYS<TAB>DEC, the keys from a fresh
calculator (space-separated form values), DEC the value the decimal line shows, or `Error: …`.

Each line: WORD<TAB>EXPRESSION<TAB>RESULT. WORD is `-` (integers of any size) or the word's bits
and sign (`8s`, `64u`); RESULT is the integer in decimal, the integer as `0x…`/`0o…`/`0b…` after
`to hex|oct|bin`, or `Error: …`.
"""
import random

rng = random.Random(20261126)

# The engine's typed names for Python's operators.
TYPED = {"&": ["&", "and"], "|": ["|", "or"], "^": ["xor"], "<<": ["<<", "shl"], ">>": [">>", "shr"]}


def based(x, base):
    prefix, spec = {16: ("0x", "X"), 8: ("0o", "o"), 2: ("0b", "b")}[base]
    return ("-" if x < 0 else "") + prefix + format(abs(x), spec)


def literal(x):
    return str(x)


# --- Integers of any size: random expressions evaluated by Python's own parser and operators.
def operand():
    kind = rng.random()
    if kind < 0.3:
        return rng.randint(-20, 20)
    if kind < 0.6:
        return rng.randint(-(2**40), 2**40)
    return rng.randint(-(2**90), 2**90)


def unbounded_rows():
    rows = []
    for _ in range(250):
        n = rng.randint(2, 4)
        python, typed = str(operand()), None
        typed = python
        for _ in range(n - 1):
            op = rng.choice(["&", "|", "^", "<<", ">>", "+", "-", "*"])
            if op in ("<<", ">>"):
                right = rng.randint(0, 80)
            else:
                right = operand()
            name = rng.choice(TYPED.get(op, [op]))
            python = f"({python}) {op} ({right})"
            typed = f"({typed}) {name} ({right})"
        if rng.random() < 0.2:
            python, typed = f"~({python})", f"~({typed})"
        result = eval(python)
        if abs(result) < 10**9999:
            rows.append(("-", typed, str(result)))
    # Precedence as Python's (and C's): `|` below `xor` below `&` below the shifts below `+ -`.
    for _ in range(60):
        python = typed = str(rng.randint(0, 20))
        for _ in range(rng.randint(2, 5)):
            op = rng.choice(["&", "|", "^", "<<", ">>", "+", "-", "*"])
            right = rng.randint(0, 9)
            python += f" {op} {right}"
            typed += f" {rng.choice(TYPED.get(op, [op]))} {right}"
        try:
            rows.append(("-", typed, str(eval(python))))
        except ValueError:  # a shift by a negative count: `1 << 2 - 5`
            rows.append(("-", typed, "Error: Cannot shift by a negative count"))
    for x in [0, 1, -1, 255, -256, 2**64, -(2**64) + 1, 12345678901234567890]:
        for base in (16, 8, 2):
            name = {16: "hex", 8: "oct", 2: "bin"}[base]
            rows.append(("-", f"{x} to {name}", based(x, base)))
            rows.append(("-", based(x, base), str(x)))
    rows.append(("-", "2.5 & 1", "Error: and works on integers only"))
    rows.append(("-", "1 << -1", "Error: Cannot shift by a negative count"))
    rows.append(("-", "1 rol 2", "Error: rol needs a word size: 8, 16, 32 or 64 bits"))
    rows.append(("-", "0.5 to hex", "Error: to hex works on integers only"))
    return rows


# --- A programmer's word: every value wrapped into `bits` bits, read signed or not.
def wrap(x, bits, signed):
    x &= (1 << bits) - 1
    return x - (1 << bits) if signed and x >> (bits - 1) else x


def truncating_quotient(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


COUNTS = ("<<", ">>", "rol", "ror", "^")  # their right operand counts places or factors: not wrapped


def word_op(op, a, b, bits, signed):
    a, b = wrap(a, bits, signed), b if op in COUNTS else wrap(b, bits, signed)
    mask = (1 << bits) - 1
    if op in ("/", "%") and b == 0:
        return "Error: Result is undefined" if a == 0 else "Error: Cannot divide by zero"
    if op in ("<<", ">>", "rol", "ror", "^") and b < 0:
        return "Error: Cannot shift by a negative count" if op in ("<<", ">>") else None
    if op == "+": r = a + b
    elif op == "-": r = a - b
    elif op == "*": r = a * b
    elif op == "/": r = truncating_quotient(a, b)
    elif op == "%": r = a - b * truncating_quotient(a, b)
    elif op == "^": r = pow(a, b, 1 << bits)
    elif op == "&": r = a & b
    elif op == "|": r = a | b
    elif op == "xor": r = a ^ b
    elif op == "nand": r = ~(a & b)
    elif op == "nor": r = ~(a | b)
    elif op == "<<": r = 0 if b >= bits else a << b
    elif op == ">>": r = a >> min(b, bits)
    elif op in ("rol", "ror"):
        k = (b if op == "rol" else -b) % bits
        u = a & mask
        r = ((u << k) | (u >> (bits - k))) & mask
    return str(wrap(r, bits, signed))


def word_operand(bits, signed):
    edges = [0, 1, 2, 7, (1 << bits) - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1, -1, -(1 << (bits - 1))]
    if rng.random() < 0.4:
        return rng.choice(edges)
    return rng.randint(-(1 << bits), (1 << bits) * 2)


def word_rows():
    rows = []
    ops = ["+", "-", "*", "/", "%", "^", "&", "|", "xor", "nand", "nor", "<<", ">>", "rol", "ror"]
    for bits in (8, 16, 32, 64):
        for signed in (True, False):
            word = f"{bits}{'s' if signed else 'u'}"
            for op in ops:
                for _ in range(7):
                    a = word_operand(bits, signed)
                    if op in ("<<", ">>", "rol", "ror"):
                        b = rng.randint(0, bits + 3)
                    elif op == "^":
                        b = rng.randint(0, 70)
                    else:
                        b = word_operand(bits, signed)
                    result = word_op(op, a, b, bits, signed)
                    if result is None:
                        continue
                    typed_op = {"&": rng.choice(["&", "and"]), "|": rng.choice(["|", "or"]),
                                "<<": rng.choice(["<<", "shl"]), ">>": rng.choice([">>", "shr"])}.get(op, op)
                    rows.append((word, f"({a}) {typed_op} ({b})", result))
            for _ in range(6):
                a = word_operand(bits, signed)
                rows.append((word, f"~({a})", str(wrap(~wrap(a, bits, signed), bits, signed))))
                for base, name in ((16, "hex"), (8, "oct"), (2, "bin")):
                    pattern = wrap(a, bits, False)
                    rows.append((word, f"({a}) to {name}", based(pattern, base)))
            rows.append((word, "7 / 2 * 2", str(wrap(6, bits, signed))))
            rows.append((word, "-7 / 2", word_op("/", -7, 2, bits, signed)))
            rows.append((word, "1 << -1", word_op("<<", 1, -1, bits, signed)))
            # Counts past the word: places and exponents are not wrapped into it.
            for a, op, b in ((1, "<<", 200), (3, "^", 255), (1, "rol", 257), (-1, ">>", 300), (5, "<<", 1 << 70)):
                rows.append((word, f"{a} {op} {b}", word_op(op, a, b, bits, signed)))
    return rows


def word_base_rows():
    """Integers typed in hexadecimal, octal or binary in a word: the result is shown in the left
    operand's base as the word's bits (-1 is 0xFF in 8 bits signed), as the keypad shows it."""
    rows = []
    draw = random.Random(20261128)
    for bits in (8, 16, 32, 64):
        for signed in (True, False):
            word = f"{bits}{'s' if signed else 'u'}"
            for op in ["+", "-", "*", "/", "%", "&", "|", "xor", ">>", "<<"]:
                for _ in range(3):
                    base = draw.choice((16, 8, 2))
                    a = draw.randrange(1 << bits)
                    b = draw.randint(0, bits + 2) if op in COUNTS else draw.choice([1, 2, 3, (1 << bits) - 1, draw.randrange(1 << bits)])
                    typed_b = str(b) if op in COUNTS or draw.random() < 0.5 else based(b, draw.choice((16, 8, 2)))
                    result = word_op(op, a, b, bits, signed)
                    if result.startswith("Error"):
                        continue
                    rows.append((word, f"{based(a, base)} {op} {typed_b}", based(wrap(int(result), bits, False), base)))
            for base in (16, 8, 2):
                x = draw.randrange(1, 1 << bits)
                rows.append((word, based(x, base), based(x, base)))
                rows.append((word, "-" + based(x, base), based(wrap(-x, bits, False), base)))
                rows.append((word, f"-({based(x, base)})", based(wrap(-x, bits, False), base)))
                rows.append((word, based(x | (1 << bits), base), based(x, base)))  # typed past the word: its bits
    return rows


# --- Programmer mode's keys: a number typed in the input base, an operator key, another, `=`.
KEY_OF = {"&": "and", "|": "or", "xor": "xor", "nand": "nand", "nor": "nor", "<<": "shl", ">>": "shr",
          "rol": "rol", "ror": "ror", "+": "+", "-": "-", "*": "*", "/": "/", "%": "%"}


def typed(x, base):
    """The digit keys that type the non-negative `x` in `base`."""
    digits = format(x, {16: "X", 10: "d", 8: "o", 2: "b"}[base])
    return list(digits)


def entered(x, base, bits, signed):
    """The number the digit keys of `x` type in `base`: a digit that would take the number out of
    the word is ignored (in decimal past the word's largest value, in the other bases past its bits)."""
    largest = (1 << (bits - 1)) - 1 if signed and base == 10 else (1 << bits) - 1
    value = 0
    for digit in typed(x, base):
        if value * base + int(digit, 16) <= largest:
            value = value * base + int(digit, 16)
    return value


def key_rows():
    rows = []
    for bits in (8, 16, 32, 64):
        for signed in (True, False):
            setting = [f"word-{bits}", "signed" if signed else "unsigned"]
            for op, key in KEY_OF.items():
                for _ in range(4):
                    base = rng.choice((16, 10, 8, 2))
                    a = rng.randint(0, (1 << bits) - 1)
                    b = rng.randint(0, bits + 2) if op in ("<<", ">>", "rol", "ror") else rng.randint(0, (1 << bits) - 1)
                    if rng.random() < 0.1:
                        b = 0
                    keys = setting + [f"base-{base}"] + typed(a, base) + [key] + typed(b, base) + ["="]
                    typed_a, typed_b = entered(a, base, bits, signed), entered(b, base, bits, signed)
                    # A number typed on the keypad is a value of the word, a count too.
                    rows.append((" ".join(keys), word_op(op, typed_a, wrap(typed_b, bits, signed), bits, signed)))
            for _ in range(6):
                a = rng.randint(0, (1 << bits) - 1)
                k = rng.randrange(bits)
                rows.append((" ".join(setting + ["base-16"] + typed(a, 16) + [f"bit-{k}"]),
                             str(wrap(a ^ (1 << k), bits, signed))))
                rows.append((" ".join(setting + ["base-16"] + typed(a, 16) + ["not"]),
                             str(wrap(~a, bits, signed))))
                rows.append((" ".join(setting + ["base-10"] + typed(a % 1000, 10) + ["neg", "="]),
                             str(wrap(-entered(a % 1000, 10, bits, signed), bits, signed))))
    return rows


if "--keys" in __import__("sys").argv:
    print("# Programmer mode's keys (SPEC 10.5): KEYS<TAB>DEC, from a fresh calculator in programmer mode.")
    print("# GENERATED by Tests/Scripts/integer_reference.py --keys with Python's integers; do not edit by hand.")
    for row in key_rows():
        print("\t".join(row))
else:
    print("# Integer operators (SPEC 10.5): WORD<TAB>EXPRESSION<TAB>RESULT.")
    print("# GENERATED by Tests/Scripts/integer_reference.py with Python's integers; do not edit by hand.")
    for row in unbounded_rows() + word_rows() + word_base_rows():
        print("\t".join(row))
