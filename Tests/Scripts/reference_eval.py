#!/usr/bin/env python3
"""An independent reference for typed expressions: the grammar of SPEC 6 re-implemented in
Python over mpmath at 80 digits, formatted by the rules of SPEC 7.

Used to cross-check the golden corpus (Tests/CalcEngineTests/Fixtures/expressions.txt):
    python3 Tests/Scripts/reference_eval.py --check Tests/CalcEngineTests/Fixtures/expressions.txt
or to print one value:  python3 Tests/Scripts/reference_eval.py '2^3^2'
"""
import re, sys
from decimal import Decimal, ROUND_HALF_UP
import mpmath as mp

mp.mp.dps = 80
FUNCS = {
    'sqrt': mp.sqrt, 'cbrt': mp.cbrt, 'sqr': lambda x: x * x, 'sq': lambda x: x * x,
    'cube': lambda x: x ** 3, 'fact': lambda x: fact(x), 'exp': mp.exp, 'ln': lambda x: dom(x > 0) or mp.ln(x),
    'log': lambda x: dom(x > 0) or mp.log10(x), 'log10': lambda x: dom(x > 0) or mp.log10(x),
    'log2': lambda x: dom(x > 0) or mp.log(x, 2), 'sin': mp.sin, 'cos': mp.cos, 'tan': mp.tan,
    'asin': lambda x: dom(abs(x) <= 1) or mp.asin(x), 'acos': lambda x: dom(abs(x) <= 1) or mp.acos(x),
    'atan': mp.atan, 'sinh': mp.sinh, 'cosh': mp.cosh, 'tanh': mp.tanh, 'asinh': mp.asinh,
    'acosh': lambda x: dom(x >= 1) or mp.acosh(x), 'atanh': lambda x: dom(abs(x) < 1) or mp.atanh(x), 'abs': abs,
}

class CalcError(Exception):
    pass

def dom(ok):
    if not ok:
        raise CalcError('Invalid input')
    return None

def fact(x):
    if x == mp.floor(x) and x < 0:
        raise CalcError('Invalid input')
    if x > 5000:
        raise CalcError('Overflow')
    return mp.gamma(x + 1)

def tokenize(s):
    s = s.replace('**', '^').replace('×', '*').replace('÷', '/').replace('−', '-').replace('π', 'pi')
    return re.findall(r'(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[A-Za-z][A-Za-z0-9]*|[-+*/%^()!√]', s.replace(' ', ''))

class Parser:
    def __init__(self, s):
        self.t = tokenize(s); self.i = 0
    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else None
    def expr(self, mn):
        left = self.prefix()
        while True:
            t = self.peek()
            if t in ('+', '-', '*', '/', '%', '^'):
                p = {'+': 10, '-': 10, '*': 20, '/': 20, '%': 20, '^': 30}[t]
                if p < mn: return left
                self.i += 1
                left = binop(t, left, self.expr(p + 1))
            elif t == '!':
                if 40 < mn: return left
                self.i += 1; left = fact(left)
            elif t is not None and (t == '(' or t[0].isalpha() or t == '√'):
                if 20 < mn: return left
                left = binop('*', left, self.expr(21))
            else:
                return left
    def prefix(self):
        t = self.peek(); self.i += 1
        if t is None: raise CalcError('Syntax error')
        if t[0].isdigit() or t[0] == '.': return mp.mpf(t)
        if t == '-': return -self.expr(25)
        if t == '+': return self.expr(25)
        if t == '√': return FUNCS['sqrt'](dom(True) or nonneg(self.expr(40)))
        if t == '(':
            v = self.expr(0)
            if self.peek() != ')': raise CalcError('Syntax error')
            self.i += 1; return v
        if t.lower() == 'pi': return +mp.pi
        if t.lower() == 'e': return +mp.e
        f = FUNCS.get(t.lower())
        if f is None or self.peek() != '(': raise CalcError('Syntax error')
        self.i += 1; v = self.expr(0)
        if self.peek() != ')': raise CalcError('Syntax error')
        self.i += 1
        if t.lower() in ('sqrt',): nonneg(v)
        r = f(v)
        # Residues of pi's last digit (sin(pi), cos(pi/2)) count as 0, as SPEC 7 asks.
        if t.lower() in ('sin', 'cos', 'tan') and r != 0 and abs(r) < mp.mpf('1e-70') * max(1, abs(v)): return mp.mpf(0)
        return r

def nonneg(v):
    dom(v >= 0); return v

def binop(op, a, b):
    if op == '+': return a + b
    if op == '-': return a - b
    if op == '*': return a * b
    if op in '/%':
        if b == 0: raise CalcError('Result is undefined' if a == 0 else 'Cannot divide by zero')
        return a / b if op == '/' else a - b * mp.floor(a / b)
    if a == 0 and b < 0: raise CalcError('Invalid input')
    if a < 0 and b != mp.floor(b): raise CalcError('Invalid input')
    if a != 0 and abs(b * mp.log10(abs(a))) > 20000:
        if b * mp.log10(abs(a)) > 0: raise CalcError('Overflow')
        return mp.mpf(0)
    return mp.power(a, b)

def evaluate(s):
    p = Parser(s); v = p.expr(0)
    if p.peek() is not None: raise CalcError('Syntax error')
    return v

def display(v):
    if abs(v) >= mp.mpf('1e10000'): return 'Error: Overflow'
    if abs(v) < mp.mpf('1e-10000'): return '0'
    if v == 0: return '0'
    d = Decimal(mp.nstr(v, 40, strip_zeros=False, min_fixed=1, max_fixed=0)).normalize()
    q = Decimal(d).quantize(Decimal(1).scaleb(d.adjusted() - 14), rounding=ROUND_HALF_UP).normalize()
    if q == 0: return '0'
    sign, digits, exp = q.as_tuple()
    text = ''.join(map(str, digits)); power = q.adjusted()
    out = '-' if sign else ''
    if power >= 16 or power < -9:
        out += text[0] + ('.' + text[1:] if len(text) > 1 else '') + 'e' + str(power)
    elif exp >= 0:
        out += text + '0' * exp
    elif power >= 0:
        out += text[:power + 1] + '.' + text[power + 1:]
    else:
        out += '0.' + '0' * (-power - 1) + text
    return out

def result(s):
    try:
        return display(evaluate(s))
    except CalcError as e:
        return 'Error: ' + str(e)
    except Exception as e:  # the reference's own limits (complex results, huge values)
        return 'Error: reference ' + type(e).__name__

if __name__ == '__main__':
    if sys.argv[1] == '--check':
        bad = 0
        for line in open(sys.argv[2], encoding='utf-8'):
            if not line.strip() or line.startswith('#'): continue
            expr, expected = [x.strip() for x in line.rstrip('\n').split('\t', 1)]
            got = result(expr)
            if got != expected and not (expected.startswith('Error: Syntax') and got.startswith('Error: Syntax')):
                bad += 1; print(f'{expr}\texpected {expected}\treference {got}')
        print(f'{bad} differences'); sys.exit(1 if bad else 0)
    for a in sys.argv[1:]: print(result(a))
