/// The units and their definitions: NIST Special Publication 811 (2008), appendix B, and the SI
/// Brochure (9th edition, 2019). Exact definitions are written exactly (1 in = 0.0254 m,
/// 1 lb = 0.45359237 kg, 1 US gal = 231 in³, 1 cal = 4.184 J), so conversions between them are exact.
extension UnitCatalog {
    static func definitions() -> UnitCatalog {
        var catalog = UnitCatalog()
        let length = Dimension(.length)
        let mass = Dimension(.mass)
        let time = Dimension(.time)
        let area = length.power(2)
        let volume = length.power(3)
        let force = mass * length * time.power(-2)
        let energy = force * length
        let power = energy * time.power(-1)
        let pressure = force * length.power(-2)
        let temperature = Dimension(.temperature)
        let information = Dimension(.information)
        let angle = Dimension(.angle)

        // π, for the units defined through it (the parsec, the radian), rounded as a quotient is.
        let pi = MathConstants.pi(digits: BigDecimal.quotientDigits).approximate(BigDecimal.quotientDigits)
        func exact(_ text: String) -> BigDecimal { BigDecimal(exactly: text)! }
        func ratio(_ a: BigDecimal, _ b: BigDecimal) -> BigDecimal { try! a / b }
        func times(_ a: BigDecimal, _ b: BigDecimal) -> BigDecimal { try! a * b }
        func define(
            _ symbol: String, _ dimension: Dimension, _ factor: BigDecimal, prefixes: UnitPrefix.Family = .none,
            names: [String] = [], symbols: [String] = []
        ) {
            catalog.define(
                Unit(symbol: symbol, dimension: dimension, factor: factor), prefixes: prefixes, names: names,
                symbols: symbols)
        }

        // Length: the international yard and pound agreement (1959) defines the inch; NIST SP 811 B.8.
        let inch = exact("0.0254")
        let foot = exact("0.3048")
        define("m", length, .one, prefixes: .decimal, names: ["metre", "metres", "meter", "meters"])
        define("in", length, inch, names: ["inch", "inches"])
        define("ft", length, foot, names: ["foot", "feet"])
        define("yd", length, exact("0.9144"), names: ["yard", "yards"])
        define("mi", length, exact("1609.344"), names: ["mile", "miles"])
        define("nmi", length, BigDecimal(1852), names: ["NM", "nautical mile", "nautical miles"])
        // The ångström and the mil (a thousandth of an inch): NIST SP 811 B.8.
        define("Å", length, exact("1e-10"), names: ["angstrom", "angstroms"])
        define("mil", length, times(exact("0.001"), inch), names: ["thou"])
        // The micrometre by its old name, the micron (Windows Calculator's length converter lists it).
        define("µm", length, exact("0.000001"), names: ["micron", "microns"])
        // The astronomical unit (SI Brochure table 8, IAU 2012 resolution B2) and the light-year, the
        // distance light travels in a Julian year of 365.25 days (IAU): both exact.
        let astronomicalUnit = BigDecimal(149_597_870_700)
        define("au", length, astronomicalUnit)
        define(
            "ly", length, BigDecimal(9_460_730_472_580_800),
            names: ["lightyear", "lightyears", "light year", "light years"])
        // The parsec, 648000/π au (IAU 2015 resolution B2): through π, the one length here that is
        // not exact; its factor is rounded as the radian's is. Of the SI prefixes, only kilo and
        // mega are in use with it.
        let parsec = ratio(times(BigDecimal(648_000), astronomicalUnit), pi)
        define("pc", length, parsec, names: ["parsec", "parsecs"])
        define("kpc", length, times(BigDecimal(1000), parsec))
        define("Mpc", length, times(BigDecimal(1_000_000), parsec))
        catalog.list(.length, ["m", "km", "cm", "mm", "µm", "nm", "in", "ft", "yd", "mi", "nmi", "au", "ly"])

        // Area: the hectare (SI Brochure table 8) and the acre, 43,560 square feet (NIST SP 811 B.8).
        define("ha", area, BigDecimal(10_000), names: ["hectare", "hectares"])
        define("ac", area, times(BigDecimal(43_560), times(foot, foot)), names: ["acre", "acres"])
        // The Korean pyeong, a square kan of 20/11 m: 400/121 m² (as Windows Calculator's area converter has it).
        define("pyeong", area, ratio(BigDecimal(400), BigDecimal(121)))
        catalog.list(.area, ["m^2", "km^2", "cm^2", "mm^2", "ha", "ac", "in^2", "ft^2", "yd^2", "mi^2"])

        // Volume: the litre (SI Brochure table 8); the US gallon is 231 in³ and the imperial gallon
        // 4.54609 L (NIST SP 811 B.8); the others are their fractions.
        let usGallon = times(BigDecimal(231), times(inch, times(inch, inch)))
        let usFluidOunce = ratio(usGallon, BigDecimal(128))
        let ukGallon = exact("0.00454609")
        define(
            "L", volume, exact("0.001"), prefixes: .decimal, names: ["litre", "litres", "liter", "liters"],
            symbols: ["l"])
        // Names of more than one word (`fl oz`, SP 811's symbol, and `US gal`, `imp gal`) are read
        // as one unit wherever a unit may stand (`ExpressionParser+Units.swift`).
        define("gal", volume, usGallon, names: ["gallon", "gallons", "US gal", "US gallon", "US gallons"])
        define("qt", volume, ratio(usGallon, BigDecimal(4)), names: ["quart", "quarts", "US qt"])
        define("pt", volume, ratio(usGallon, BigDecimal(8)), names: ["pint", "pints", "US pt"])
        define("cup", volume, ratio(usGallon, BigDecimal(16)), names: ["cups"])
        define("floz", volume, usFluidOunce, names: ["fl oz", "US fl oz", "fluid ounce", "fluid ounces"])
        define("tbsp", volume, ratio(usFluidOunce, BigDecimal(2)), names: ["tablespoon", "tablespoons"])
        define("tsp", volume, ratio(usFluidOunce, BigDecimal(6)), names: ["teaspoon", "teaspoons"])
        // The petroleum barrel of 42 US gallons (NIST SP 811 B.8) and the cubic centimetre as cc.
        define("bbl", volume, times(BigDecimal(42), usGallon), names: ["barrel", "barrels"])
        define("cc", volume, exact("0.000001"))
        define(
            "galUK", volume, ukGallon,
            names: ["UK gal", "imp gal", "UK gallon", "UK gallons", "imperial gallon", "imperial gallons"])
        define(
            "ptUK", volume, ratio(ukGallon, BigDecimal(8)),
            names: ["UK pt", "imp pt", "UK pint", "UK pints", "imperial pint", "imperial pints"])
        define("flozUK", volume, ratio(ukGallon, BigDecimal(160)), names: ["UK fl oz", "imp fl oz"])
        // The imperial quart, two imperial pints (UK Weights and Measures Act 1985, Schedule 1).
        define(
            "qtUK", volume, ratio(ukGallon, BigDecimal(4)),
            names: ["UK qt", "imp qt", "UK quart", "UK quarts", "imperial quart", "imperial quarts"])
        // The imperial tablespoon, 5/8 of an imperial fluid ounce, and the imperial teaspoon, a third
        // of it (not in SP 811): 17.7581640625 mL and 5.919388020833… mL, as Windows Calculator's
        // volume converter has them.
        define(
            "tbspUK", volume, ratio(ukGallon, BigDecimal(256)),
            names: [
                "UK tbsp", "imp tbsp", "UK tablespoon", "UK tablespoons", "imperial tablespoon", "imperial tablespoons",
            ])
        define(
            "tspUK", volume, ratio(ukGallon, BigDecimal(768)),
            names: ["UK tsp", "imp tsp", "UK teaspoon", "UK teaspoons", "imperial teaspoon", "imperial teaspoons"])
        catalog.list(
            .volume,
            [
                "L", "mL", "m^3", "cm^3", "gal", "qt", "pt", "cup", "floz", "tbsp", "tsp", "galUK", "qtUK", "ptUK",
                "flozUK", "tbspUK", "tspUK",
                "in^3", "ft^3",
            ])

        // Mass: the pound is 0.45359237 kg exactly (NIST SP 811 B.8); the grain is 1/7000 lb.
        let pound = exact("0.45359237")
        define("g", mass, exact("0.001"), prefixes: .decimal, names: ["gram", "grams"])
        define("t", mass, BigDecimal(1000), names: ["tonne", "tonnes", "metric ton", "metric tons"])
        define("lb", mass, pound, names: ["lbs", "pound", "pounds"])
        define("oz", mass, ratio(pound, BigDecimal(16)), names: ["ounce", "ounces"])
        define("st", mass, times(pound, BigDecimal(14)), names: ["stone"])
        define("ton", mass, times(pound, BigDecimal(2000)), names: ["tons", "short ton", "short tons"])
        define("tonUK", mass, times(pound, BigDecimal(2240)), names: ["long ton", "long tons"])
        define("ct", mass, exact("0.0002"), names: ["carat", "carats"])
        define("gr", mass, ratio(pound, BigDecimal(7000)), names: ["grain", "grains"])
        // The troy ounce, 480 grains (NIST SP 811 B.8, "ounce (troy or apothecary)").
        define(
            "ozt", mass, ratio(times(pound, BigDecimal(480)), BigDecimal(7000)),
            names: ["oz t", "troy ounce", "troy ounces"])
        catalog.list(.mass, ["kg", "g", "mg", "t", "lb", "oz", "st", "ton", "tonUK", "ct", "gr"])

        // Time: the year is 365 days (NIST SP 811 B.8, "year (365 days)").
        define("s", time, .one, prefixes: .decimal, names: ["sec", "secs", "second", "seconds"])
        define("min", time, BigDecimal(60), names: ["mins", "minute", "minutes"])
        define("h", time, BigDecimal(3600), names: ["hr", "hrs", "hour", "hours"])
        define("d", time, BigDecimal(86_400), names: ["day", "days"])
        define("wk", time, BigDecimal(604_800), names: ["wks", "week", "weeks"])
        define("fortnight", time, BigDecimal(1_209_600), names: ["fortnights"])
        define("yr", time, BigDecimal(31_536_000), names: ["yrs", "year", "years"])
        // The month: a twelfth of the year, so that `1 yr to month` is 12 (as Google's converter
        // has it: 30 5/12 days). Added to a date, months and years are calendar months and years
        // (`DateArithmetic.swift`).
        define("month", time, BigDecimal(2_628_000), names: ["months"])
        catalog.list(.time, ["s", "ms", "µs", "min", "h", "d", "wk", "month", "yr"])

        // Temperature: T/K = t/°C + 273.15 and T/K = (t/°F + 459.67) × 5/9 (NIST SP 811 B.9); a
        // difference of temperatures is measured in Δ°C (= 1 K) or Δ°F (= 5/9 K), with no offset.
        let fifth = ratio(BigDecimal(5), BigDecimal(9))
        define("K", temperature, .one, prefixes: .decimal, names: ["kelvin"])
        catalog.define(
            Unit(symbol: "°C", dimension: temperature, factor: .one, offset: exact("273.15"), difference: "Δ°C"),
            names: ["degC", "celsius"])
        catalog.define(
            Unit(symbol: "°F", dimension: temperature, factor: fifth, offset: exact("459.67"), difference: "Δ°F"),
            names: ["degF", "fahrenheit"])
        define("°R", temperature, fifth, names: ["degR", "rankine"])
        catalog.define(
            Unit(symbol: "Δ°C", dimension: temperature, factor: .one, isDifference: true),
            names: ["ΔdegC", "deltaC", "deltadegC"])
        catalog.define(
            Unit(symbol: "Δ°F", dimension: temperature, factor: fifth, isDifference: true),
            names: ["ΔdegF", "deltaF", "deltadegF"])
        catalog.list(.temperature, ["°C", "°F", "K", "°R", "Δ°C", "Δ°F"])

        // Energy: the thermochemical calorie (4.184 J) and the International Table Btu
        // (1055.05585262 J), NIST SP 811 B.8; the electronvolt from the elementary charge (SI 2019).
        define("J", energy, .one, prefixes: .decimal, names: ["joule", "joules"])
        define("cal", energy, exact("4.184"), prefixes: .decimal, names: ["calorie", "calories"])
        define("Wh", energy, BigDecimal(3600), prefixes: .decimal)
        define("eV", energy, exact("1.602176634e-19"), prefixes: .decimal)
        define("BTU", energy, exact("1055.05585262"), names: ["Btu"])
        // The food Calorie is the kilocalorie; the erg (CGS) is 10⁻⁷ J and the US therm 105,480,400 J
        // (NIST SP 811 B.8).
        define("Cal", energy, exact("4184"))
        define("erg", energy, exact("1e-7"))
        define("thm", energy, BigDecimal(105_480_400), names: ["therm", "therms"])
        catalog.list(.energy, ["J", "kJ", "MJ", "cal", "kcal", "Wh", "kWh", "eV", "BTU"])

        // Speed: the knot is 1852 m/h (NIST SP 811 B.8); kph is the kilometre per hour's common name.
        define("mph", length * time.power(-1), ratio(exact("1609.344"), BigDecimal(3600)))
        define("kph", length * time.power(-1), ratio(BigDecimal(1000), BigDecimal(3600)), names: ["kmh"])
        define("kn", length * time.power(-1), ratio(BigDecimal(1852), BigDecimal(3600)), names: ["knot", "knots"])
        catalog.list(.speed, ["m/s", "km/h", "mph", "kn", "ft/s"])

        // Force and power: the pound-force is 0.45359237 kg × 9.80665 m/s², the horsepower
        // 550 ft·lbf/s (NIST SP 811 B.8).
        let standardGravity = exact("9.80665")
        let poundForce = times(pound, standardGravity)
        define("N", force, .one, prefixes: .decimal, names: ["newton", "newtons"])
        define("lbf", force, poundForce)
        // The kip, 1000 lbf, and the dyne (CGS), 10⁻⁵ N (NIST SP 811 B.8).
        define("kip", force, times(BigDecimal(1000), poundForce), names: ["kips"])
        define("dyn", force, exact("0.00001"), names: ["dyne", "dynes"])
        define("kgf", force, standardGravity)
        catalog.list(.force, ["N", "kN", "lbf", "kgf"])
        define("W", power, .one, prefixes: .decimal, names: ["watt", "watts"])
        define("hp", power, times(BigDecimal(550), times(foot, poundForce)), names: ["horsepower"])
        // The metric horsepower, 75 kgf·m/s (NIST SP 811 B.8, "horsepower, metric"): PS in German.
        define("PS", power, times(BigDecimal(75), standardGravity), names: ["metric horsepower"])
        catalog.list(.power, ["W", "kW", "MW", "hp"])

        // Pressure: the standard atmosphere (101 325 Pa), the bar, the torr (1/760 atm), the
        // conventional millimetre of mercury (133.322387415 Pa) and inch of mercury (25.4 mmHg),
        // and the psi (lbf/in²), NIST SP 811 B.8.
        let millimetreOfMercury = exact("133.322387415")
        define("Pa", pressure, .one, prefixes: .decimal, names: ["pascal", "pascals"])
        define("bar", pressure, BigDecimal(100_000), prefixes: .decimal, names: ["bar", "bars"])
        define("atm", pressure, BigDecimal(101_325))
        define("psi", pressure, ratio(poundForce, times(inch, inch)))
        define("mmHg", pressure, millimetreOfMercury)
        define("inHg", pressure, times(exact("25.4"), millimetreOfMercury))
        define("torr", pressure, ratio(BigDecimal(101_325), BigDecimal(760)), names: ["Torr"])
        define("ksi", pressure, ratio(times(BigDecimal(1000), poundForce), times(inch, inch)))
        catalog.list(.pressure, ["Pa", "hPa", "kPa", "MPa", "bar", "mbar", "atm", "psi", "mmHg", "torr", "inHg"])

        // Angle, measured in degrees: the radian is 180/π degrees, the gon 0.9 (NIST SP 811 B.8).
        define("deg", angle, .one, names: ["°", "degree", "degrees"])
        define("rad", angle, ratio(BigDecimal(180), pi), names: ["radian", "radians"])
        define("grad", angle, exact("0.9"), names: ["gon", "gons", "gradian", "gradians"])
        define("arcmin", angle, ratio(.one, BigDecimal(60)))
        define("arcsec", angle, ratio(.one, BigDecimal(3600)))
        define("turn", angle, BigDecimal(360), names: ["rev"])
        // Revolutions per minute (NIST SP 811 B.8, rpm): a turn a minute, 6 degrees a second.
        define("rpm", angle * time.power(-1), BigDecimal(6))
        catalog.list(.angle, ["deg", "rad", "grad", "arcmin", "arcsec", "turn"])

        // Data: the bit, the byte of 8 bits, SI prefixes from kilo up and the IEC binary prefixes.
        define("bit", information, .one, prefixes: .data, names: ["bit", "bits"], symbols: ["b"])
        define("B", information, BigDecimal(8), prefixes: .data, names: ["byte", "bytes"])
        // Half a byte, as Windows Calculator's data converter has it.
        define("nibble", information, BigDecimal(4), names: ["nibbles"])
        // Data rates: the bit per second, as links are rated (kbps, Mbps, Gbps).
        define("bps", information * time.power(-1), .one, prefixes: .data)
        catalog.list(
            .data, ["bit", "nibble", "B", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB", "kbit", "Mbit", "Gbit"])

        define("Hz", time.power(-1), .one, prefixes: .decimal, names: ["hertz"])
        catalog.list(.frequency, ["Hz", "kHz", "MHz", "GHz"])
        return catalog
    }
}
