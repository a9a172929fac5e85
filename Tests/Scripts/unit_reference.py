#!/usr/bin/env python3
"""An independent reference for unit conversions, over Python's fractions.Fraction.

Every unit is defined below from its published definition: NIST Special Publication 811 (2008
edition), Appendix B.8 "Factors for units listed alphabetically" (cited as "SP811 B.8 '<entry>'"),
and the SI Brochure, 9th edition (2019), for SI prefixes and the exact defining constants. Where
SP 811 prints a rounded factor, the comment quotes it and the exact definition it rounds is used.
Nothing here reads the Swift sources: this is a second implementation to check the engine against.

Usage (standard library only): unit_reference.py [OUTPUT], writing to standard output without OUTPUT:
    python3 Tests/Scripts/unit_reference.py Tests/CalcEngineTests/Fixtures/unit-conversions.txt
Each line: EXPRESSION<TAB>UNIT<TAB>EXACT, EXACT a reduced fraction n/d or an integer n, or, when
the conversion involves pi (rad against the other angle units), ~ and 30 significant digits.
"""
import random, re, sys
from decimal import Decimal, localcontext
from fractions import Fraction as F

PI = Decimal('3.14159265358979323846264338327950288419716939937510582097494')  # pi to 60 digits
DIMS = ('L', 'M', 'T', 'K', 'A', 'D')  # length, mass, time, temperature, plane angle, information
U = {}  # symbol -> (factor to the coherent unit, power of pi in that factor, dimension exponents)

def dim(**e):
    return tuple(e.get(d, 0) for d in DIMS)

def unit(sym, factor, dims=None, pi=0):
    """sym = factor x pi**pi coherent units; dims=None: factor is a unit expression, e.g. '231 in^3'."""
    if dims is None:
        number, _, expr = factor.partition(' ')
        f, p, dims = parse_unit(expr)
        factor, pi = F(number) * f, pi + p
    U[sym] = (F(factor), pi, dims)

def mul(a, b, e=1):
    """a x b**e for quantities (value, power of pi, dimension exponents)."""
    return a[0] * b[0] ** e, a[1] + b[1] * e, tuple(x + y * e for x, y in zip(a[2], b[2]))

def parse_unit(text):
    """'km/h', 'm/s^2', 'ft*lbf/s', 'lbf/in^2': factors after the first '/' are in the denominator."""
    q = (F(1), 0, dim())
    for i, part in enumerate(text.split('/')):
        for term in part.split('*'):
            sym, _, power = term.partition('^')            # a power as typed: 2, -2, +2, (2), (-2), 0
            if sym not in U and sym[-1:] in ('2', '3') and sym[:-1] in U:   # 'm2', 'cm3': the power
                sym, power = sym[:-1], sym[-1]                              # typed without '^'
            q = mul(q, U[sym], int(power.strip('()') or 1) * (-1 if i else 1))
    return q

# SI Brochure 9th ed. Table 7 (SI prefixes); `u` is the calculator's ASCII spelling of micro (µ).
SI = {'T': 10**12, 'G': 10**9, 'M': 10**6, 'k': 10**3, 'h': 10**2,
      'c': F(1, 10**2), 'm': F(1, 10**3), 'u': F(1, 10**6), 'n': F(1, 10**9)}
# Binary prefixes (not SI): IEC 80000-13:2008, as recommended in the SI Brochure 9th ed., Sec. 3.1.
BINARY = {'Ki': 2**10, 'Mi': 2**20, 'Gi': 2**30, 'Ti': 2**40}

def prefixed(base, prefixes, table=SI):
    f, p, d = U[base]
    for pre in prefixes.split():
        U[pre + base] = (f * table[pre], p, d)

# --- SI base and coherent derived units (SI Brochure 9th ed., Tables 2 and 4) ---
unit('m', 1, dim(L=1)); unit('kg', 1, dim(M=1)); unit('s', 1, dim(T=1)); unit('K', 1, dim(K=1))
unit('rad', 1, dim(A=1)); unit('bit', 1, dim(D=1))  # radian (SI Brochure Table 4), kept as a dimension; bit
unit('g', '0.001 kg')                   # gram: prefixes of the kilogram go on g (SI Brochure Sec. 3.2)
unit('Hz', 1, dim(T=-1))                # hertz = s^-1 (SI Brochure Table 4)
unit('N', '1 kg*m/s^2'); unit('J', '1 N*m'); unit('W', '1 J/s'); unit('Pa', '1 N/m^2')
prefixed('m', 'k c m u n'); prefixed('g', 'm'); prefixed('s', 'm')
prefixed('Hz', 'k M'); prefixed('J', 'k M'); prefixed('W', 'k M'); prefixed('N', 'k'); prefixed('Pa', 'h k M')
# --- length ---
unit('in', '0.0254 m')                  # SP811 B.8 'inch (in)' = 2.54 E-02 m (exact)
unit('ft', '0.3048 m')                  # SP811 B.8 'foot (ft)' = 3.048 E-01 m (exact)
unit('yd', '0.9144 m')                  # SP811 B.8 'yard (yd)' = 9.144 E-01 m (exact)
unit('mi', '1609.344 m')                # SP811 B.8 'mile (mi)' = 1.609 344 E+03 m (exact)
unit('nmi', '1852 m')                   # SP811 B.8 'mile, nautical' = 1.852 E+03 m (exact)
unit('au', '149597870700 m')            # SI Brochure Table 8, astronomical unit (IAU 2012 B2, exact)
unit('ly', f'{299792458 * 36525 * 864} m')  # light-year: c (SI) times a Julian year of 365.25 d of 86 400 s (IAU)
unit('Å', '1e-10 m')                    # SP811 B.8 'ångström (Å)' = 1.0 E-10 m
unit('mil', '0.001 in')                 # SP811 B.8 'mil (0.001 in)' = 2.54 E-05 m
unit('µm', '1 um')                       # the micrometre, also named micron (SP811 B.8 'micron (μ)' = 1.0 E-06 m)
unit('pc', '648000 au', pi=-1)          # parsec = 648 000/pi au (IAU 2015 resolution B2)
prefixed('pc', 'k M')                   # kpc, Mpc
# --- area ---
unit('ha', '10000 m^2')                 # SP811 B.8 'hectare (ha)' = 1 E+04 m^2
unit('pyeong', '400/121 m^2')          # the Korean pyeong: a square kan of 6 shaku, 6 x 10/33 m = 20/11 m
unit('ac', '43560 ft^2')                # acre = 43 560 ft^2, international foot (SP811 B.8 'acre (based on U.S.
                                        # survey foot)' 4.046 873 E+03 m^2 uses the survey foot, retired 2023)
# --- volume ---
unit('L', '0.001 m^3'); prefixed('L', 'm')  # SP811 B.8 'liter (L)' = 1 E-03 m^3 (SI Brochure Table 8)
unit('gal', '231 in^3')                 # SP811 B.8 'gallon [U.S.] (gal)' 3.785 412 E-03 m^3, = 231 in^3 exactly
unit('qt', '0.25 gal')                  # SP811 B.8 'quart [U.S. liquid]' 9.463 529 E-04 m^3 = gal/4
unit('pt', '0.5 qt')                    # SP811 B.8 'pint [U.S. liquid]' 4.731 765 E-04 m^3 = gal/8
unit('cup', '0.5 pt')                   # SP811 B.8 'cup (U.S.)' 2.365 882 E-04 m^3 = gal/16
unit('floz', '0.125 cup')               # SP811 B.8 'ounce [U.S. fluid] (fl oz)' 2.957 353 E-05 m^3 = gal/128
unit('tbsp', '0.5 floz')                # SP811 B.8 'tablespoon' 1.478 676 E-05 m^3 = fl oz/2
unit('tsp', '1/3 tbsp')                 # SP811 B.8 'teaspoon' 4.928 922 E-06 m^3 = fl oz/6
unit('bbl', '42 gal')                   # SP811 B.8 'barrel [for petroleum, 42 gallons (U.S.)] (bbl)' 1.589 873 E-01 m^3
unit('cc', '1 cm^3')                    # cubic centimetre (cm^3), written cc
unit('galUK', '4.54609 L')              # SP811 B.8 'gallon [Canadian and U.K. (Imperial)]' = 4.546 09 E-03 m^3
unit('ptUK', '0.125 galUK')             # imperial pint = gallon/8 (UK Weights and Measures Act 1985, Sch. 1)
unit('flozUK', '0.00625 galUK')         # SP811 B.8 'ounce [Canadian and U.K. fluid (Imperial)]' = gal/160
unit('qtUK', '0.25 galUK')              # imperial quart = 2 pints (UK Weights and Measures Act 1985, Sch. 1)
unit('tbspUK', '0.625 flozUK')          # imperial tablespoon = 5/8 imperial fl oz (not in SP 811; as Windows
unit('tspUK', '1/3 tbspUK')             # Calculator has it: 17.7581640625 mL), imperial teaspoon = tablespoon/3
# --- mass ---
unit('t', '1000 kg')                    # SP811 B.8 'ton, metric (t)' = 1 E+03 kg
unit('lb', '0.45359237 kg')             # SP811 B.8 'pound (avoirdupois) (lb)' = 4.535 923 7 E-01 kg (exact)
unit('oz', '0.0625 lb')                 # SP811 B.8 'ounce (avoirdupois) (oz)' 2.834 952 E-02 kg = lb/16
unit('st', '14 lb')                     # stone = 14 lb (not in SP 811; UK Weights and Measures Act 1985, Sch. 1)
unit('ton', '2000 lb')                  # SP811 B.8 'ton, short (2000 lb)' 9.071 847 E+02 kg
unit('tonUK', '2240 lb')                # SP811 B.8 'ton, long (2240 lb)' 1.016 047 E+03 kg
unit('ct', '200 mg')                    # SP811 B.8 'carat, metric' = 2 E-04 kg
unit('gr', '64.79891 mg')               # SP811 B.8 'grain (gr)' = 6.479 891 E-05 kg (exact)
unit('ozt', '480 gr')                   # SP811 B.8 'ounce (troy or apothecary)' 3.110 348 E-02 kg = 480 grains
# --- time ---
unit('min', '60 s'); unit('h', '3600 s')  # SP811 B.8 'minute (min)' = 6 E+01 s, 'hour (h)' = 3.6 E+03 s
unit('d', '86400 s'); unit('wk', '7 d')  # SP811 B.8 'day (d)' = 8.64 E+04 s; week = 7 d
unit('fortnight', '14 d')               # a fortnight: two weeks
unit('yr', '365 d')                     # SP811 B.8 'year (365 days)' = 3.1536 E+07 s
# --- temperature: intervals here; absolute scales in TO_K / FROM_K below ---
unit('Δ°C', '1 K')                      # SP811 B.8 'degree Celsius (temperature interval)' = 1 K
unit('Δ°F', '5/9 K')                   # SP811 B.8 'degree Fahrenheit (temperature interval)' 5.555 556 E-01 K
# --- force, energy, power ---
unit('kgf', '9.80665 N')                # SP811 B.8 'kilogram-force (kgf)' = 9.806 65 N (g_n, exact)
unit('lbf', '9.80665 lb*m/s^2')         # SP811 B.8 'pound-force (lbf)' 4.448 222 N = lb x g_n (g_n = 9.806 65 m/s^2)
unit('cal', '4.184 J'); prefixed('cal', 'k')  # SP811 B.8 'calorie_th (cal_th)' = 4.184 J; 'kilocalorie_th'
unit('Wh', '1 W*h'); prefixed('Wh', 'k')  # SP811 B.8 'watt hour (W · h)' = 3.6 E+03 J; 'kilowatt hour'
unit('eV', '1.602176634e-19 J')         # SI Brochure Table 8: eV = e x 1 V; e exact (Table 1)
unit('BTU', '1055.05585262 J')          # SP811 B.8 'British thermal unit_IT' 1.055 056 E+03 J; its
                                        # footnote gives the exact factor 1.055 055 852 62 E+03 J
unit('Cal', '1 kcal')                   # the nutritionist's Calorie is the kilocalorie (4.184 kJ)
unit('erg', '1e-7 J')                   # SP811 B.8 'erg (erg)' = 1.0 E-07 J
unit('thm', '105480400 J')              # SP811 B.8 'therm (U.S.)' = 1.054 804 E+08 J
unit('kip', '1000 lbf')                 # SP811 B.8 'kip (1 kip = 1000 lbf)' 4.448 222 E+03 N
unit('dyn', '1e-5 N')                   # SP811 B.8 'dyne (dyn)' = 1.0 E-05 N
unit('PS', '75 kgf*m/s')                # SP811 B.8 'horsepower, metric' 7.354 988 E+02 W = 75 kgf m/s
unit('hp', '550 ft*lbf/s')              # SP811 B.8 'horsepower (550 ft · lbf/s)' 7.456 999 E+02 W
# --- pressure ---
unit('bar', '100000 Pa'); prefixed('bar', 'm')  # SP811 B.8 'bar (bar)' = 1 E+05 Pa; 'millibar (mbar)'
unit('atm', '101325 Pa')                # SP811 B.8 'atmosphere, standard (atm)' = 1.013 25 E+05 Pa
unit('ksi', '1 kip/in^2')               # SP811 B.8 'kip per square inch (ksi)' 6.894 757 E+06 Pa
unit('psi', '1 lbf/in^2')               # SP811 B.8 'pound-force per square inch (psi)' 6.894 757 E+03 Pa
unit('mmHg', '133.322387415 Pa')        # SP811 B.8 'millimeter of mercury, conventional' 1.333 224 E+02 Pa,
                                        # exactly 13 595.1 kg/m^3 x g_n x 1 mm = 133.322 387 415 Pa
unit('torr', '101325/760 Pa')           # SP811 B.8 'torr (Torr)' 1.333 224 E+02 Pa; 1 Torr = 1/760 atm
unit('inHg', '25.4 mmHg')               # SP811 B.8 'inch of mercury, conventional' 3.386 389 E+03 Pa (rounded)
# --- speed ---
unit('mph', '1 mi/h')                   # SP811 B.8 'mile per hour (mi/h)' = 4.4704 E-01 m/s
unit('kn', '1 nmi/h')                   # SP811 B.8 'knot (nautical mile per hour)' 5.144 444 E-01 m/s
unit('kph', '1 km/h'); unit('kmh', '1 km/h')  # the kilometre per hour by its common names (not in SP811)
# --- plane angle ---
unit('deg', '1/180 rad', pi=1)          # SP811 B.8 'degree (°)' 1.745 329 E-02 rad = pi/180 rad
unit('grad', '0.9 deg')                 # SP811 B.8 'gon (also called grade) (gon)' = 9 E-01 ° = pi/200 rad
unit('arcmin', '1/60 deg')              # SP811 B.8 'minute (′)' 2.908 882 E-04 rad = °/60
unit('arcsec', '1/3600 deg')            # SP811 B.8 'second (″)' 4.848 137 E-06 rad = °/3600
unit('turn', '360 deg')                 # 1 revolution = 2 pi rad (SP811 B.8 'revolution per minute (rpm)')
unit('rpm', '1 turn/min')               # SP811 B.8 'revolution per minute (rpm)' 1.047 198 E-01 rad/s
# --- information ---
unit('nibble', '4 bit')                 # half a byte (IEC 80000-13 names the byte, 8 bit)
unit('B', '8 bit'); prefixed('B', 'k M G T'); prefixed('bit', 'k M G')  # byte, IEC 80000-13: 1 B = 8 bit
prefixed('B', 'Ki Mi Gi Ti', BINARY); prefixed('bit', 'Ki Mi', BINARY)
unit('bps', '1 bit/s'); prefixed('bps', 'k M G')  # data rates: the bit per second, as links are rated

# Absolute temperatures (SP811 B.8 'degree Celsius', 'degree Fahrenheit', 'degree Rankine'):
# T/K = t/°C + 273.15;  T/K = (t/°F + 459.67)/1.8;  T/K = (T/°R)/1.8.
TO_K = {'K': lambda x: x, '°C': lambda x: x + F('273.15'),
        '°F': lambda x: (x + F('459.67')) * F(5, 9), '°R': lambda x: x * F(5, 9)}
FROM_K = {'K': lambda k: k, '°C': lambda k: k - F('273.15'),
          '°F': lambda k: k * F(9, 5) - F('459.67'), '°R': lambda k: k * F(9, 5)}

# Names of several words, replaced by the symbols above before a line is read: SP 811 B.8 writes
# the US fluid ounce 'fl oz'; 'US', 'UK' and 'imp' (imperial) name the two gallons and their parts.
WORDS = {'US fl oz': 'floz', 'UK fl oz': 'flozUK', 'imp fl oz': 'flozUK', 'fl oz': 'floz',
         'US gallons': 'gal', 'US gal': 'gal', 'US qt': 'qt', 'UK gal': 'galUK', 'imp gal': 'galUK',
         'imperial pints': 'ptUK', 'imp pt': 'ptUK', 'UK qt': 'qtUK', 'imperial quarts': 'qtUK', 'fortnights': 'fortnight', 'nautical miles': 'nmi', 'light year': 'ly',
         'long ton': 'tonUK', 'short tons': 'ton', 'metric ton': 't', 'troy ounce': 'ozt', 'therm': 'thm',
         # 'sq', 'square', 'cu' and 'cubic' before a unit raise it to the second and third power
         'sq ft': 'ft^2', 'square feet': 'ft^2', 'sq mi': 'mi^2', 'cu ft': 'ft^3', 'cu in': 'in^3',
         'cubic metres': 'm^3', 'UK tbsp': 'tbspUK', 'UK tsp': 'tspUK', 'imperial teaspoons': 'tspUK', 'microns': 'µm', 'micron': 'µm',
         'gradians': 'grad', 'gradian': 'grad'}

def spelled(expr):
    """expr with the names of several words above replaced by their symbols."""
    for words in sorted(WORDS, key=len, reverse=True):   # the longest first: 'US fl oz' before 'fl oz'
        expr = re.sub(r'(?:(?<=\d )|(?<=to )){}\b'.format(re.escape(words)), WORDS[words], expr)
    return expr

def canonical(target):
    """A target unit as the engine writes it: symbols, powers after '^' ('ft2' is 'ft^2')."""
    def powered(m):
        t = m.group(0)
        return t[:-1] + '^' + t[-1] if t not in U and t[-1:] in ('2', '3') and t[:-1] in U else t
    return re.sub(r'[^*/]+', powered, spelled('to ' + target)[3:])

def evaluate(expr):
    """'3 ft + 4 in to cm' -> (value, power of pi): numbers and units alternate with + - * /; a
    number and unit followed by another without an operator is one measure, their sum ('5 ft 11 in')."""
    lhs, target = spelled(expr).rsplit(' to ', 1)
    tok = lhs.split()
    if tok[1] in ('°C', '°F', '°R') or target in ('°C', '°F', '°R'):
        assert len(tok) == 2, 'only a single absolute temperature is converted'
        return FROM_K[target](TO_K[tok[1]](F(tok[0]))), 0
    terms, ops, i = [], [], 0
    while i < len(tok):
        if terms:
            ops.append(tok[i]); i += 1
        q = mul((F(tok[i]), 0, dim()), parse_unit(tok[i + 1])); i += 2
        while i < len(tok) and tok[i] not in ('+', '-', '*', '/'):   # '5 ft 11 in': one measure
            r = mul((F(tok[i]), 0, dim()), parse_unit(tok[i + 1])); i += 2
            assert r[1:] == q[1:], 'a measure in units of different dimension: ' + expr
            q = (q[0] + r[0],) + q[1:]
        terms.append(q)
    groups, signs = [terms[0]], [1]             # * and / bind tighter than + and -
    for op, q in zip(ops, terms[1:]):
        if op in '*/':
            groups[-1] = mul(groups[-1], q, 1 if op == '*' else -1)
        else:
            groups.append(q); signs.append(1 if op == '+' else -1)
    assert len({q[1:] for q in groups}) == 1, 'terms of different dimension: ' + expr
    total = (sum(s * q[0] for s, q in zip(signs, groups)),) + groups[0][1:]
    value, pi, d = mul(total, parse_unit(target), -1)
    if d in (dim(A=1), dim(A=-1)) and total[2] != d:  # an angular speed against a frequency:
        value, pi, d = mul((value, pi, d), U['turn'], -d[DIMS.index('A')])  # a turn is one cycle
    assert d == dim(), 'target of another dimension: ' + expr
    return value, pi

def exact(expr):
    value, pi = evaluate(expr)
    if pi == 0:
        return str(value)                       # reduced: 'n/d', or 'n' when an integer
    with localcontext() as ctx:
        ctx.prec = 60
        x = Decimal(value.numerator) / Decimal(value.denominator) * PI ** pi
        ctx.prec = 30
        return '~' + format(+x, 'f')

CATEGORIES = {
    'length': 'm in ft yd mi nmi km cm mm um nm',
    'area': 'm^2 km^2 cm^2 ft^2 in^2 yd^2 mi^2 ha ac',
    'volume': 'm^3 cm^3 ft^3 in^3 L mL gal qt pt cup floz tbsp tsp galUK qtUK ptUK flozUK',
    'mass': 'kg g mg t lb oz st ton tonUK ct gr',
    'time': 's ms min h d wk yr',
    'temperature': 'K °C °F °R',
    'temperature difference': 'Δ°C Δ°F',  # and to K (below); K is not converted to a Δ unit
    'energy': 'J kJ MJ cal kcal Wh kWh eV BTU',
    'power': 'W kW MW hp',
    'speed': 'm/s km/h mph kn ft/s',
    'acceleration': 'm/s^2 ft/s^2',
    'pressure': 'Pa hPa kPa MPa bar mbar atm psi mmHg torr inHg',
    'force': 'N lbf kgf',
    'angle': 'deg rad grad arcmin arcsec turn',
    'data': 'B bit nibble kB MB GB TB kbit Mbit Gbit KiB MiB GiB TiB Kibit Mibit',
    'data rate': 'bps kbps Mbps Gbps bit/s B/s kB/s MB/s',
}
VALUES = ['1', '2.5', '1000', '0.125', '37', '1000000', '0.5', '12', '100', '3.75']
SPECIAL = {  # hand-picked lines per category (compound units, sums, products, well-known values)
    'length': '5 km to mi; 3 ft + 4 in to in; 3 ft + 4 in to cm; 1 mi - 1 km to m; 5 ft + 11 in to m;'
        '5 ft 11 in to cm; 6 ft 1 in - 5 ft 11 in to in; 1 yd 2 ft 3 in to mm; 1 km 200 m to mi;'
        '1 au to km; 1 ly to au; 4.2 ly to km; 1 ly to mi; 1 pc to ly; 1 pc to au; 2.5 kpc to ly; 1 Mpc to km;'
        '3 nautical miles to km; 1 light year to km; 2500 Å to um; 5 mil to mm; 1 Å to in;'
        '1 yd + 1 ft + 1 in to mm; -2.5 m to ft; 1 nmi to mi; 1 micron to nm; 250 microns to in; 1 mm to micron',
    'area': '2 m^2 to ft^2; 5 km^(2) to m^2; 3 ft^+2 to in^2; 1 ac to ha; 640 ac to mi^2; 1 ha to ac; 3 m * 4 m to ft^2; 1 km^2 to ha;'
        '100 ft * 50 ft to ac; 5 m2 to ft2; 1 km2 to ha; 1 sq ft to cm^2; 100 square feet to m2; 1 sq mi to km2;'
        '1 mm2 to in2; 1 ac to sq ft; 1 pyeong to m^2; 30 pyeong to ft^2; 1 ac to pyeong',
    'volume': '1 gal to L; 1 ft^3 to gal; 2 ft^(3) to L; 2 m^(3) to gal; 1 m^3 to L; 1 cm^3 to mL; 1 in^3 to cm^3; 1 galUK to gal;'
        '1 L to floz; 1 cup to mL; 1 tbsp to tsp; 2 m * 3 m * 4 m to L; 1 ft * 1 ft * 1 ft to gal;'
        '1 gal + 1 qt to L; 1 ptUK to pt; 1 UK qt to L; 2 imperial quarts to ptUK; 20 flozUK to ptUK; 12 fl oz to mL; 1 US fl oz to tsp; 1 imp gal to L;'
        '1 UK gal to gal; 2 imperial pints to mL; 1 imp pt to floz; 2 US gallons to L; 1 UK fl oz to mL; 1 imp fl oz to floz;'
        '1 US qt to L; 1 US gal 2 US qt to L; 1 gal + 16 fl oz to L; 2 cm3 to mL; 1 cu ft to L; 10 cubic metres to ft3;'
        '1 bbl to L; 1 bbl to gal; 250 cc to floz; 1 cu in to cc; 1 L to cu in;'
        '1 UK tbsp to mL; 1 UK tsp to mL; 3 tspUK to tbspUK; 1 tbspUK to tbsp; 2 imperial teaspoons to UK fl oz; 1 tspUK to tsp',
    'mass': '2 lb + 3 oz to g; 5 lb 3 oz to kg; 1 long ton to kg; 2 short tons to lb; 1 metric ton to lb; 1 ozt to g; 12 ozt to lb; 1 troy ounce to oz; 11 st 6 lb to kg; 1 st to kg; 1 ton to t; 1 tonUK to ton; 7000 gr to lb; 5 ct to g',
    'time': '1 h + 30 min to s; 1 h 30 min 10 s to s; 2 d 3 h to h; 1 wk 2 d to h; 1 fortnight to d; 3 fortnights to h; 1 h 30 min * 2 m^0 to min; 3 h * 2 m^0 to min; 1 d - 1 h to min; 1 yr to wk; 1 yr to s',
    'temperature': '-40 °C to °F; 100 °F to °C; 300 K to °F; 0 °R to °C; 0 °C to K; 37 °C to °F;'
        '98.6 °F to °C; 212 °F to K; 0 K to °F; 491.67 °R to °C; -40 °F to °C; 100 °C to °R;'
        '273.15 K to °C',
    'temperature difference': '10 Δ°C to Δ°F; 18 Δ°F to K; 1 Δ°F to Δ°C; 2.5 Δ°C to K; 100 Δ°F to Δ°C',
    'energy': '1 kWh to BTU; 1 BTU to kcal; 1000 kcal to kWh; 1 kW*h to J; 1 N*m to J; 1 eV to J;'
        '1 MJ to kWh; 1 kW * 1 h to BTU; 10 N * 5 m to J; 1 Cal to kJ; 2000 Cal to kWh; 1 erg to J; 1 thm to kWh;'
        '1 therm to MJ; 1 thm to BTU',
    'power': '1 hp to W; 1 hp to ft*lbf/s; 1 J/s to W; 1500 kcal / 1 d to W; 1 kW to hp; 100 PS to kW; 1 PS to hp',
    'speed': '60 km/h to m/s; 60 km/h * 2 h to mi; 100 km / 2 h to m/s; 1 mi / 1 min to mph;'
        '26.2 mi / 3 h to km/h; 1 nmi/h to kn; 1 kn to km/h; 1 mi/h to mph; 60 kph to m/s; 100 kmh to mph; 1 kn to kph',
    'acceleration': '9.81 m/s^2 to ft/s^2; 9.80665 m/s^2 to ft/s^2; 9.81 m/s2 to ft/s2; 9.81 m*s^(-2) to ft/s^2; 2 ft*s^-2 to m/s^2',
    'pressure': '1 psi to kPa; 14.7 psi to kPa; 1 atm to psi; 101.325 kPa to psi; 1 mmHg to Pa;'
        '760 torr to atm; 1 inHg to mmHg; 29.92 inHg to hPa; 1 torr to mmHg; 1 lbf/in^2 to psi;'
        '100 lbf / 1 in^2 to psi; 1 ksi to MPa; 1 kip/in^2 to ksi; 1 ksi to psi',
    'force': '1 lbf to N; 1 kgf to lbf; 1 kg*m/s^2 to N; 5 kg * 9.80665 m/s^2 to N; 1 kip to kN; 1 dyn to N; 100000 dyn to lbf',
    'angle': '30 deg to rad; 1 rad to deg; 1 turn to rad; 1 turn to grad; 90 deg to grad;'
        '1 deg to arcsec; 1 arcmin to rad; 180 deg to rad; 3000 rpm to deg/s; 1 rpm to rad/s; 33 rpm to turn/h;'
        '3000 rpm to Hz; 1 Hz to rpm; 1 rad/s to Hz; 50 Hz to rad/s; 1 kHz to rpm; 33 rpm to Hz; 60 Hz to deg/s;'
        '2 turn/s to Hz; 1 MHz to rad/s; 90 deg/s to Hz; 100 gradians to deg; 1 turn to gradian',
    'data': '1 GiB to MB; 1 MB to KiB; 8 bit to B; 1 TB to GiB; 100 Mbit to MB; 1 KiB to bit;'
        '1 Mibit to kB; 1 TiB to TB',
    'data rate': '100 Mbps to MB/s; 1 GB / 100 Mbps to s; 1 MiB/s to Mbps; 1 Mbps * 1 min to MB; 56 kbps * 1 h to MB',
}

def lines():
    rng = random.Random(20261126)
    out = []
    for cat, names in CATEGORIES.items():
        units = names.split()
        block = [f'{rng.choice(VALUES)} {u} to {units[(i + 1) % len(units)]}'  # each unit to and from
                 for i, u in enumerate(units)]
        block += [e.strip() for e in SPECIAL[cat].split(';')]
        for _ in range(len(units) // 4 + 1 if len(units) > 2 else 0):  # seeded random pairs
            while True:
                a, b = rng.sample(units, 2)
                line = f'{rng.choice(VALUES)} {a} to {b}'
                if line not in block:
                    break
            block.append(line)
        out.append(f'# {cat}')
        out += [f'{e}\t{canonical(e.rsplit(" to ", 1)[1])}\t{exact(e)}' for e in dict.fromkeys(block)]
    return out

def self_check():
    """A few values worked by hand, so a slip in a definition above fails loudly."""
    assert exact('1 gal to L') == '473176473/125000000'       # 3.785 411 784 L
    assert exact('100 °F to °C') == '340/9' and exact('5 km to mi') == '78125/25146'
    assert evaluate('1 hp to W')[0] == F('745.69987158227022') and exact('1 inHg to Pa') == '3386388640341/1000000000'
    assert abs(evaluate('1 psi to Pa')[0] - F('6894.757')) < F(1, 1000)
    assert exact('30 deg to rad') == '~0.523598775598298873077107230547'
    assert exact('1 turn to grad') == '400' and exact('1 GiB to MB') == '16777216/15625'
    assert exact('1 pc to m') == '~30856775814913672.7891393795780'  # IAU 2015 B2: 3.085 677 581 491 367 E+16 m
    assert exact('3000 rpm to Hz') == '50' and exact('1 Hz to rad/s') == '~6.28318530717958647692528676656'
    assert exact('12 fl oz to mL') == '1419529419/4000000'  # 354.882 354 75 mL = 12 x 231 in^3/128

HEADER = """\
# Unit conversions: EXPRESSION<TAB>UNIT (the target, as written after `to`)<TAB>EXACT, where EXACT
# is a reduced fraction n/d or an integer n, or ~ and 30 significant digits when pi is involved.
# GENERATED by Tests/Scripts/unit_reference.py from NIST SP 811 (2008) Appendix B and the SI
# Brochure (9th ed., 2019), not by the engine. Do not edit by hand; regenerate with:
#   python3 Tests/Scripts/unit_reference.py Tests/CalcEngineTests/Fixtures/unit-conversions.txt
"""

if __name__ == '__main__':
    self_check()
    text = HEADER + '\n'.join(lines()) + '\n'
    with (open(sys.argv[1], 'w', encoding='utf-8') if len(sys.argv) > 1 else sys.stdout) as out:
        out.write(text)
