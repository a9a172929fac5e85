#!/usr/bin/env python3
"""An independent reference for percent and modulus in typed expressions (SPEC 10.2), over Python's
fractions.Fraction while a value is exact and mpmath at 80 digits once it is not.

The rules, implemented here apart from the engine:
- `%` followed by something that can begin an operand (a number, a name, `(`, `√`, `+` or `-`) is
  the floored modulus; followed by anything else (`* / ^ % ! )` or the end) it is a postfix
  percent, as tight as `!`: b% = b/100.
- Right of `+` or `-`, a percent (with any signs before it) is a share of the left operand:
  a + b% = a + a*b/100, a - b% = a - a*b/100; the left operand is everything before the operator
  at the same level. Anywhere else b% is b/100.
- `mod`, the keypad's label, is the modulus wherever it stands, never a percent: `7 mod 3` = 1.
- `of` right after a `%` sign is `*`: `10% of 200` is 10% * 200, so the `%` is a percent.

Writes the fixture Tests/CalcEngineTests/Fixtures/percent.txt (mpmath from PyPI: pip install mpmath):
    python3 Tests/Scripts/percent_reference.py --write Tests/CalcEngineTests/Fixtures/percent.txt
Each line: expression<TAB>display (SPEC 7)<TAB>fraction (n/d, or the integer), ~ when approximate,
- on error. Or print rows:  python3 Tests/Scripts/percent_reference.py '200-10%' '7%-3'
"""
import math, random, re, sys
from decimal import Decimal
from fractions import Fraction
import mpmath as mp

sys.path.insert(0, __import__('os').path.dirname(__file__))
from reference_eval import display as display_mpf  # the SPEC 7 format, shared with the golden corpus

mp.mp.dps = 80


class CalcError(Exception):
    pass


def approx(v):
    return mp.mpf(v.numerator) / v.denominator if isinstance(v, Fraction) else v


def binop(op, a, b):
    if op in '/%' and b == 0:
        raise CalcError('Result is undefined' if a == 0 else 'Cannot divide by zero')
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        if op == '+': return a + b
        if op == '-': return a - b
        if op == '*': return a * b
        if op == '/': return a / b
        if op == '%': return a - b * (a // b)  # floored: takes the divisor's sign
        if op == '^' and b.denominator == 1:
            if a == 0 and b < 0: raise CalcError('Invalid input')
            return a ** int(b)
    a, b = approx(a), approx(b)
    if op == '+': return a + b
    if op == '-': return a - b
    if op == '*': return a * b
    if op == '/': return a / b
    if op == '%': return a - b * mp.floor(a / b)
    if a < 0 and b != mp.floor(b): raise CalcError('Invalid input')
    return mp.power(a, b)


def factorial(v):
    if isinstance(v, Fraction) and v.denominator == 1:
        if v < 0: raise CalcError('Invalid input')
        return Fraction(math.factorial(int(v)))
    return mp.gamma(approx(v) + 1)


def square_root(v):
    if v < 0: raise CalcError('Invalid input')
    if isinstance(v, Fraction):
        n, d = math.isqrt(v.numerator), math.isqrt(v.denominator)
        if n * n == v.numerator and d * d == v.denominator: return Fraction(n, d)
    return mp.sqrt(approx(v))


FUNCS = {'sqrt': square_root, 'sin': lambda x: mp.sin(approx(x)), 'cos': lambda x: mp.cos(approx(x))}
OPERATORS = {'+': 10, '-': 10, '*': 20, '/': 20, '%': 20, '^': 30}


def tokens(s):
    s = s.replace('×', '*').replace('÷', '/').replace('−', '-').replace(' ', '')
    if s.endswith('='): s = s[:-1]
    found = re.findall(r'(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[A-Za-z]+|[-+*/%^()!]', s)
    out = []
    for t in found:
        if t.lower() == 'mod': t = 'MOD'                      # the modulus by its name
        elif t.lower() == 'of' and out and out[-1] == '%': t = '*'  # '10% of 200'
        out.append(t)
    return out


class Parser:
    """Precedence climbing to a tree of tuples: ('num', v), ('neg', x), ('pct', x), ('fact', x),
    ('fn', name, x), ('bin', op, left, right)."""

    def __init__(self, s):
        self.t = tokens(s)
        self.i = 0

    def peek(self, ahead=0):
        j = self.i + ahead
        return self.t[j] if j < len(self.t) else None

    def percent_here(self):
        """A `%` is a percent sign when what follows cannot begin an operand."""
        after = self.peek(1)
        return after is None or after in ('*', '/', '^', '%', '!', ')', 'MOD')

    def expr(self, least):
        left = self.prefix()
        while (t := self.peek()) is not None:
            if t == '!':
                self.i += 1; left = ('fact', left)
            elif t == '%' and self.percent_here():
                self.i += 1; left = ('pct', left)
            elif t == 'MOD' and OPERATORS['%'] >= least:
                self.i += 1
                left = ('bin', '%', left, self.expr(OPERATORS['%'] + 1))
            elif t in OPERATORS and OPERATORS[t] >= least:
                self.i += 1
                left = ('bin', t, left, self.expr(OPERATORS[t] + 1))
            else:
                break
        return left

    def prefix(self):
        t = self.peek(); self.i += 1
        if t is None: raise CalcError('Syntax error')
        if t[0].isdigit() or t[0] == '.': return ('num', Fraction(Decimal(t)))
        if t == '-': return ('neg', self.expr(25))
        if t == '+': return self.expr(25)
        if t == '(':
            v = self.expr(0)
            if self.peek() != ')': raise CalcError('Syntax error')
            self.i += 1
            return v
        if t == 'pi': return ('num', +mp.pi)
        if t == 'e': return ('num', +mp.e)
        if t in FUNCS and self.peek() == '(':
            self.i += 1; v = self.expr(0)
            if self.peek() != ')': raise CalcError('Syntax error')
            self.i += 1
            return ('fn', t, v)
        raise CalcError('Syntax error')


def is_percent(node):
    while node[0] == 'neg': node = node[1]
    return node[0] == 'pct'


def value(node):
    kind = node[0]
    if kind == 'num': return node[1]
    if kind == 'neg': return -value(node[1])
    if kind == 'pct': return binop('/', value(node[1]), Fraction(100))
    if kind == 'fact': return factorial(value(node[1]))
    if kind == 'fn': return FUNCS[node[1]](value(node[2]))
    _, op, left, right = node
    a, b = value(left), value(right)
    if op in '+-' and is_percent(right):
        b = binop('*', a, b)  # the share of the left operand
    return binop(op, a, b)


def evaluate(s):
    p = Parser(s)
    tree = p.expr(0)
    if p.peek() is not None: raise CalcError('Syntax error')
    return value(tree)


def row(s):
    try:
        v = evaluate(s)
    except CalcError as e:
        return f'Error: {e}', '-'
    if isinstance(v, Fraction):
        text = str(v.numerator) if v.denominator == 1 else f'{v.numerator}/{v.denominator}'
        return display_mpf(mp.mpf(v.numerator) / v.denominator), text
    return display_mpf(v), '~'


FIXED = [
    # SPEC 10.2's examples, with the typographic operators.
    '200 - 10%', '200 − 10%', '48.20 * 15%', '48.20 × 15%', '50%', '200 + 10%', '200 / 10%', '200 ÷ 10%',
    # The modulus stays wherever an operand follows, signed or not (seed 000).
    '7 % 3', '7 % -3', '7 % - 3', '-7 % 3', '7 % +3', '7%(2)', '3+6%2.3', '10%10', '7.5%2', '7%sqrt(4)',
    '10% + 5', '10% - 3', '200 - 10% + 5',
    # What the left operand of + and - is: everything before the operator at its level.
    '100 + 200 - 10%', '(100 + 200) - 10%', '100 + (200 - 10%)', '2*3 + 10%', '2 + 3*10%', '100 - 50 + 10%',
    '2*(200 - 10%)', '(200 - 10%)*2', '(200 - 10%) + 5', '1/(1 - 10%)', '-200 - 10%', '0 - 10%', '200 - 0%',
    '200 - 100%', '200 - 150%',
    # Signs, parentheses, and percent inside a product, a power or a function.
    '-10%', '200 - -10%', '200 + -10%', '200 - (-10)%', '200 - (10%)', '200 + (10%)', '(10%) + 5',
    '200 - 10% * 2', '200 - 10% / 2', '200 - 10%^2', '200 - 2*10%', '10% * 10%', '2^10%', '(2^10)%', '(50)%',
    'sin(30)%', 'sqrt(16)%', 'sqrt(10%)', '200 - sqrt(16)%', '5!%', '10%!', '200 - 5!%', '200 - (5+5)%',
    # Percent twice, percent then modulus.
    '10%%', '10%%3', '10%%-3', '200 - 10%%',
    # Exact results: fractions and decimals.
    '1/3%', '(1/3)%', '1/3 - 10%', '1/3 + 1/3%', '0.5%', '100 - 12.5%', '19.99 + 7.7%', '1234.56 - 33.3%',
    '1e3 - 1e1%', '1e-20%', '2^64 - 1%', '200 - 10% =',
    # Approximate values.
    'pi - 10%', 'pi%', 'e + 50%', '1 + sqrt(2)%',
    # `mod` by its name, always the modulus; `of` after a percent sign.
    '7 mod 3', '-7 mod 3', '7 mod -3', '7.5 MOD 2', '2 + 10 mod 4', '10% mod 3', '10 mod 3%', '10% of 200',
    '15% of 80 + 1', '200 - 10% of 50', '12.5% of 48.20', '(10% of 200) + 5',
    # Errors.
    '50 % 0', '7 mod 0', '0 % 0', '100 / 0%', '0 / 0%',
]


def generated():
    rng = random.Random(102)

    def number():
        digits = rng.randint(1, 99999)
        return str(Decimal(digits).scaleb(-rng.randint(0, 3)).normalize()).replace('E+', 'e')

    rows = []
    for _ in range(40):
        rows.append(f'{number()}{rng.choice("+-*/")}{number()}%')
    for _ in range(20):
        rows.append(f'{number()}{rng.choice("+-")}{number()}{rng.choice("+-*/")}{number()}%')
    for _ in range(10):
        rows.append(f'({number()}{rng.choice("+-")}{number()}%){rng.choice("*/+-")}{number()}')
    return rows


if __name__ == '__main__':
    if sys.argv[1] == '--write':
        with open(sys.argv[2], 'w', encoding='utf-8') as out:
            out.write('# Percent and modulus (SPEC 10.2): expression<TAB>display<TAB>fraction (~ approximate, - error).\n')
            out.write('# Written by Tests/Scripts/percent_reference.py (Python fractions.Fraction + mpmath), not by the engine.\n')
            for s in FIXED + generated():
                display, fraction = row(s)
                out.write(f'{s}\t{display}\t{fraction}\n')
        sys.exit(0)
    for a in sys.argv[1:]: print(a, *row(a), sep='\t')
