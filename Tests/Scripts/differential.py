#!/usr/bin/env python3
"""Differential check: random typed expressions through `calculator eval` and through the
independent mpmath reference (reference_eval.py); prints every disagreement.

    python3 Tests/Scripts/differential.py [COUNT] [SEED]

Known differences the spec decides (the reference lacks them): values within 1e-40 of a multiple
of pi/2 under sin/cos/tan, real cube roots of negatives, and binary-float modulus; such cases are
reported too, so read the list rather than count it.
"""
import random, subprocess, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import reference_eval as ref

FUNCS = ['sqrt', 'sin', 'cos', 'tan', 'atan', 'ln', 'log', 'exp', 'abs', 'sinh', 'cosh', 'tanh', 'asinh', 'cbrt']
def number(r):
    return r.choice(['0', '1', '2', '3', '7', '10', '0.5', '0.1', '1.5', '2.25', '100', '1e3', '3e-5', '12.75', 'pi', 'e'])

def expr(r, depth):
    if depth <= 0 or r.random() < 0.3:
        return number(r)
    kind = r.random()
    if kind < 0.55:
        op = r.choice(['+', '-', '*', '/', '%', '^'])
        right = expr(r, depth - 1)
        if op == '^':
            right = r.choice(['2', '3', '0.5', '-1', '-2', '1.5'])
        return f'{expr(r, depth - 1)}{op}{right}'
    if kind < 0.75:
        return f'({expr(r, depth - 1)})'
    if kind < 0.85:
        return f'-{expr(r, depth - 1)}'
    return f'{r.choice(FUNCS)}({expr(r, depth - 1)})'

def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    r = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    exprs = [expr(r, 4) for _ in range(count)]
    binary = os.environ.get('CALCULATOR', '.build/debug/calculator')
    out = subprocess.run([binary, 'eval'], input='\n'.join(exprs) + '\n', capture_output=True, text=True).stdout.split('\n')
    bad = 0
    for e, got in zip(exprs, out):
        try:
            want = ref.result(e)
        except Exception as error:  # the reference's own limits (complex results, huge values)
            want = f'Error: reference {type(error).__name__}'
        if got != want and not (got.startswith('Error') and want.startswith('Error')):
            bad += 1
            print(f'{e}\n   engine    {got}\n   reference {want}')
    print(f'{bad} of {count} differ')

if __name__ == '__main__':
    main()
