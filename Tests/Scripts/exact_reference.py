#!/usr/bin/env python3
"""An independent reference for exact arithmetic: typed expressions (a subset of SPEC 6) over
Python's fractions.Fraction while a value is exact, and mpmath at 80 digits once it is not.

A value stays a Fraction through + - * / % and integer powers while its numerator and
denominator have at most 100 digits each (the engine's bound, README "How the numbers work");
beyond, and after an irrational function or constant, it is an mpf (approximate).

Writes the fixture Tests/CalcEngineTests/Fixtures/exact.txt:
    python3 Tests/Scripts/exact_reference.py --write Tests/CalcEngineTests/Fixtures/exact.txt
Each line: expression<TAB>display (SPEC 7)<TAB>fraction (n/d, or the integer) or ~ when approximate.
Or print one value:  python3 Tests/Scripts/exact_reference.py '1/(1/(1/0.2425-4)-8)-12'
"""
import math, random, re, sys
from decimal import Decimal
from fractions import Fraction
import mpmath as mp

sys.path.insert(0, __import__('os').path.dirname(__file__))
from reference_eval import display as display_mpf  # the SPEC 7 format, shared with the golden corpus

mp.mp.dps = 80
BOUND = 100  # digits of a fraction's numerator and denominator


class CalcError(Exception):
    pass


def bounded(v):
    """A Fraction within the bound stays exact; beyond, it becomes approximate."""
    if isinstance(v, Fraction) and v.denominator != 1:
        if len(str(abs(v.numerator))) > BOUND or len(str(v.denominator)) > BOUND:
            return mp.mpf(v.numerator) / v.denominator
    return v


def approx(v):
    return mp.mpf(v.numerator) / v.denominator if isinstance(v, Fraction) else v


def binop(op, a, b):
    if op in '/%' and b == 0:
        raise CalcError('Result is undefined' if a == 0 else 'Cannot divide by zero')
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        if op == '+': return bounded(a + b)
        if op == '-': return bounded(a - b)
        if op == '*': return bounded(a * b)
        if op == '/': return bounded(a / b)
        if op == '%': return bounded(a - b * (a // b))  # floored: takes the divisor's sign
        if op == '^' and b.denominator == 1:
            if a == 0 and b < 0: raise CalcError('Invalid input')
            return bounded(a ** int(b))
    a, b = approx(a), approx(b)
    if op == '+': return a + b
    if op == '-': return a - b
    if op == '*': return a * b
    if op == '/': return a / b
    if op == '%': return a - b * mp.floor(a / b)
    if a < 0 and b != mp.floor(b): raise CalcError('Invalid input')
    return mp.power(a, b)


def square_root(v):
    if v < 0: raise CalcError('Invalid input')
    if isinstance(v, Fraction):
        n, d = math.isqrt(v.numerator), math.isqrt(v.denominator)
        if n * n == v.numerator and d * d == v.denominator: return Fraction(int(n), int(d))
    return mp.sqrt(approx(v))


def whole(rule):
    """floor, ceil, trunc or round (halves away from zero) of a value: exact for a Fraction; an
    approximate value is first cut to 30 significant digits (below what it can be trusted to), so
    that noise in its last digits does not carry it across a whole number, and stays as it is when
    its units lie beyond those digits."""
    def apply(v):
        if not isinstance(v, Fraction):
            if v != 0 and mp.log10(abs(v)) >= 30: return v
            v = Fraction(Decimal(mp.nstr(v, 30)))
        if rule == 'floor': return Fraction(math.floor(v))
        if rule == 'ceil': return Fraction(math.ceil(v))
        if rule == 'trunc': return Fraction(math.trunc(v))
        n = math.floor(abs(v) + Fraction(1, 2))
        return Fraction(-n if v < 0 else n)
    return apply


FUNCS = {
    'floor': whole('floor'), 'ceil': whole('ceil'), 'trunc': whole('trunc'), 'round': whole('round'),
    'sqrt': square_root, 'sqr': lambda x: binop('*', x, x), 'cube': lambda x: binop('*', binop('*', x, x), x),
    'abs': abs, 'sin': lambda x: mp.sin(approx(x)), 'cos': lambda x: mp.cos(approx(x)),
    'exp': lambda x: mp.exp(approx(x)), 'ln': lambda x: mp.ln(approx(x)), 'atan': lambda x: mp.atan(approx(x)),
}


class Parser:
    def __init__(self, s):
        self.t = re.findall(r'(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[A-Za-z]+|[-+*/%^()]', s.replace(' ', ''))
        self.i = 0

    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else None

    def expr(self, mn):
        left = self.prefix()
        while (t := self.peek()) in ('+', '-', '*', '/', '%', '^'):
            p = {'+': 10, '-': 10, '*': 20, '/': 20, '%': 20, '^': 30}[t]
            if p < mn: break
            self.i += 1
            left = binop(t, left, self.expr(p + 1))
        return left

    def prefix(self):
        t = self.peek(); self.i += 1
        if t[0].isdigit() or t[0] == '.': return Fraction(Decimal(t))
        if t == '-': return binop('-', Fraction(0), self.expr(25))
        if t == '(':
            v = self.expr(0); assert self.peek() == ')'; self.i += 1
            return v
        if t == 'pi': return +mp.pi
        if t == 'e': return +mp.e
        assert self.peek() == '(', t
        self.i += 1; v = self.expr(0); assert self.peek() == ')'; self.i += 1
        return FUNCS[t](v)


def row(s):
    try:
        v = Parser(s).expr(0)
    except CalcError as e:
        return f'Error: {e}', '-'
    if isinstance(v, Fraction):
        text = str(v.numerator) if v.denominator == 1 else f'{v.numerator}/{v.denominator}'
        return display_mpf(mp.mpf(v.numerator) / v.denominator), text
    return display_mpf(v), '~'


def decimal(rng):
    """A short decimal such as a person types: 0.2425, 12, 3.5, 0.07."""
    digits = rng.randint(1, 9999)
    return str(Decimal(digits).scaleb(-rng.randint(0, 4)).normalize()).replace('E+', 'e')


def chain(rng):
    """A chain of quotients like 1/(1/(1/0.2425-4)-8)-12, built so that it may end exactly at 0."""
    x = Fraction(Decimal(decimal(rng))) or Fraction(1, 7)
    text = decimal_text = str(Decimal(x.numerator) / Decimal(x.denominator)).rstrip('0').rstrip('.') if x.denominator in (1, 2, 4, 5, 8, 10, 16, 20, 25, 40, 50, 100, 125, 200, 250, 400, 500, 625, 1000, 2000, 2500, 5000, 10000) else None
    if text is None: text = f'{x.numerator}/{x.denominator}'
    for _ in range(rng.randint(2, 4)):
        x = 1 / x
        whole = x.numerator // x.denominator
        if x == whole: break
        text = f'1/({text})-{whole}' if ('-' in text or '/' in text) else f'1/{text}-{whole}'
        x -= whole
    return text


def corpus():
    fixed = [
        '1/(1/(1/0.2425-4)-8)-12', '(1/3)*3', '1/3*3', '1/3*3-1', '0.1+0.2', '0.1+0.2-0.3', '17/6', '-17/6', '1/3',
        '2/3', '1/7*7', '1/3+1/3+1/3', '1/6+1/3', '1/2+1/3+1/6', '22/7-pi', '(2/3)^3', '(2/3)^-3', '3^-2', '2^-10',
        '(1/3)^0', '(1/3)%(1/7)', '-7/3%2', '7/3%-2', '(10/3)%1', '1/(1/3-1/4)', '1/(1/3)', '(1/3)/(1/3)',
        '1e-99/3', '1/3-0.333333333333333333333333333333333333333333333333333', '10^30/7', '(1/7)^50', '(1/7)^200',
        '(1/3)^5000', '1/3^5000', '2^100/3', '2^400/3', 'sqrt(4/9)', 'sqrt(1/3)', 'sqr(1/3)', 'cube(2/3)', 'abs(-1/3)',
        '1/3+sqrt(2)', 'pi/3', '1/3*pi', 'sin(1/3)', 'exp(1/3)', 'ln(1/3)', '(1/3)^0.5', '1/0', '0/0', '(1/3)%0',
        '1/3*3/7*7/11*11', '1/998001', '1/9801*9801', '355/113-22/7', '(1/3+1/6)*2', '1-1/2-1/4-1/8-1/16-1/16',
        '123456789/987654321', '(123456789/987654321)^3', '0.2425^-1', '1/0.2425', '(1/97)^3*97^3',
    ]
    rng = random.Random(12)
    generated = [chain(rng) for _ in range(80)]
    for _ in range(60):
        # Sums of unit fractions and products of small quotients (denominators grow, then cancel).
        terms = [f'{rng.randint(1, 9)}/{rng.randint(2, 40)}' for _ in range(rng.randint(2, 7))]
        ops = [rng.choice('+-*') for _ in terms[1:]]
        generated.append(terms[0] + ''.join(o + t for o, t in zip(ops, terms[1:])))
    for _ in range(30):
        # Mixed: an exact quotient with an approximate value.
        a, b = rng.randint(1, 99), rng.randint(2, 99)
        generated.append(f'{a}/{b}{rng.choice("+-*/")}{rng.choice(["pi", "sqrt(2)", "e", "exp(1/3)", "atan(1)"])}')
    # The whole numbers next to a value: halves, negatives, fractions, approximate values near and
    # far from a whole number, and giant ones.
    whole_numbers = [
        'floor(2.5)', 'floor(-2.5)', 'ceil(2.5)', 'ceil(-2.5)', 'trunc(2.7)', 'trunc(-2.7)', 'round(2.5)',
        'round(-2.5)', 'round(2.4999)', 'round(-0.5)', 'round(-0.4)', 'ceil(-0.5)', 'floor(7)', 'round(0)',
        'floor(17/6)', 'ceil(-17/6)', 'round(2/3)', 'round(-1/3)', 'trunc(-1/3)', 'floor(1/3*3)',
        'floor(ln(exp(5)))', 'ceil(ln(exp(5)))', 'floor(sqrt(2)*sqrt(2))', 'floor(pi*1000)',
        'round(pi*10^6)/10^6', 'floor(10^30/7)', 'round(10^20+0.5)', 'floor(2^200/3)', 'trunc(-1e-99/3)',
        'floor(-pi)', 'ceil(e)', 'round(sqrt(2)*100)', 'floor(0.1+0.2)*10', 'round(2.5)+round(3.5)+round(-3.5)',
    ]
    for _ in range(40):
        fn = rng.choice(['floor', 'ceil', 'trunc', 'round'])
        sign = rng.choice(['', '-'])
        arg = rng.choice([decimal(rng), f'{rng.randint(1, 999)}/{rng.randint(2, 60)}',
                          f'{rng.randint(1, 99)}/{rng.randint(2, 99)}*{rng.choice(["pi", "e", "sqrt(2)"])}'])
        whole_numbers.append(f'{fn}({sign}{arg})')
    return fixed + generated + whole_numbers


if __name__ == '__main__':
    if sys.argv[1] == '--write':
        with open(sys.argv[2], 'w', encoding='utf-8') as out:
            out.write('# Exact arithmetic: expression<TAB>display<TAB>fraction (or ~ when approximate, - on error).\n')
            out.write('# Written by Tests/Scripts/exact_reference.py (Python fractions.Fraction + mpmath), not by the engine.\n')
            for s in corpus():
                display, fraction = row(s)
                out.write(f'{s}\t{display}\t{fraction}\n')
        sys.exit(0)
    for a in sys.argv[1:]: print('\t'.join(row(a)))
