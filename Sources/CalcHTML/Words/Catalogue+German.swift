extension Catalogue {
    /// Deutsch.
    static let german: [String: String] = [
        "Calculator": "Rechner", "memory holds a value": "Speicher enthält einen Wert",
        "angle unit: radians": "Winkeleinheit: Bogenmaß", "angle unit: degrees": "Winkeleinheit: Grad",
        "Display": "Anzeige", "Stack, newest last": "Stapel, neuester zuletzt", "Expression": "Ausdruck",
        "Evaluate": "Berechnen", "Standard keys": "Standardtasten", "Scientific keys": "Wissenschaftliche Tasten",
        "RPN keys": "UPN-Tasten", "Functions": "Funktionen", "Keypad": "Tastenfeld", "Keypad:": "Tastenfeld:",
        "(current)": "(aktiv)", "History": "Verlauf", "No calculations yet.": "Noch keine Rechnungen.",
        "Recall": "Zurückholen", "Show steps": "Rechenweg zeigen", "Link to this calculation": "Link zu dieser Rechnung",
        "Download history": "Verlauf herunterladen", "Number format": "Zahlenformat",
        "From your browser": "Wie im Browser eingestellt", "Apply": "Übernehmen",
        "Help: keys, rules and examples": "Hilfe: Tasten, Regeln und Beispiele",
        "Standard": "Standard", "Scientific": "Wissen\u{AD}schaftlich", "Digits": "Stellen", "comma": "Komma",
        "point": "Punkt", "plus": "plus", "minus": "minus", "multiply": "mal", "divide": "geteilt durch",
        "modulus": "Modulo", "percent": "Prozent", "power": "hoch", "open parenthesis": "Klammer auf",
        "close parenthesis": "Klammer zu", "equals": "gleich", "delete": "löschen", "clear all": "alles löschen",
        "change sign": "Vorzeichen wechseln", "square root": "Quadratwurzel", "cube root": "Kubikwurzel",
        "square": "Quadrat", "cube": "hoch drei", "reciprocal": "Kehrwert", "factorial": "Fakultät",
        "e to the power": "e hoch x", "ten to the power": "zehn hoch x", "natural logarithm": "natürlicher Logarithmus",
        "logarithm base 10": "Zehnerlogarithmus", "logarithm base 2": "Zweierlogarithmus", "sine": "Sinus",
        "cosine": "Kosinus", "tangent": "Tangens", "arcsine": "Arkussinus", "arccosine": "Arkuskosinus",
        "arctangent": "Arkustangens", "hyperbolic sine": "Sinus hyperbolicus",
        "hyperbolic cosine": "Kosinus hyperbolicus", "hyperbolic tangent": "Tangens hyperbolicus",
        "inverse hyperbolic sine": "Areasinus hyperbolicus", "inverse hyperbolic cosine": "Areakosinus hyperbolicus",
        "inverse hyperbolic tangent": "Areatangens hyperbolicus", "pi": "Pi", "Euler’s number": "Eulersche Zahl",
        "random number": "Zufallszahl", "exponent": "Exponent", "switch angle unit": "Winkeleinheit wechseln",
        "memory clear": "Speicher löschen", "memory add": "zum Speicher addieren",
        "memory subtract": "vom Speicher abziehen", "memory recall": "Speicher abrufen", "enter": "Eingabe",
        "variable M": "Variable M", "set M": "M setzen", "exchange the two newest": "die zwei neuesten tauschen",
        "remove the newest": "den neuesten entfernen", "fraction or decimal": "Bruch oder Dezimalzahl",
        "all digits": "alle Stellen", "reverse Polish notation": "umgekehrte polnische Notation",
        "That page was out of date; nothing was changed.": "Diese Seite war veraltet; es wurde nichts geändert.",
        "Your saved calculator could not be restored; this is a fresh one.":
            "Ihr gespeicherter Rechner ließ sich nicht wiederherstellen; dies ist ein neuer.",
        "Press Evaluate to calculate the linked expression.":
            "Drücken Sie „Berechnen“, um den verlinkten Ausdruck zu berechnen.",
        // The steps page.
        "Steps": "Rechenweg", "Back to the calculator": "Zurück zum Rechner", "Angles in degrees.": "Winkel in Grad.",
        "Angles in radians.": "Winkel im Bogenmaß.", "Open this calculation in the calculator": "Diese Rechnung im Rechner öffnen",
        StepsPage.allowanceNote:
            "Ein Rechenweg bezahlt seine Schritte aus demselben Budget wie eine Rechnung, die Ausgabe eingeschlossen; er kann es daher erschöpfen, wo die Rechnung allein es nicht täte.",
        "Steps: {1}": "Rechenweg: {1}", "{1} stays an exact fraction (≈ {2})": "{1} bleibt ein exakter Bruch (≈ {2})",
        "{1} of {2} = {3}": "{1} von {2} = {3}", "rounded to {1} significant digits": "auf {1} gültige Stellen gerundet",
        "… {1} more step, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} weiterer Schritt, nicht gezeigt: eine Seite zeigt höchstens {2} Schritte und {3} Zeichen Rechenweg.",
        "… {1} more steps, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} weitere Schritte, nicht gezeigt: eine Seite zeigt höchstens {2} Schritte und {3} Zeichen Rechenweg.",
        // The engine's messages (Catalogue.messageTemplates).
        "Cannot divide by zero": "Division durch null nicht möglich", "Result is undefined": "Ergebnis nicht definiert",
        "Invalid input": "Ungültige Eingabe", "Overflow": "Überlauf", "Calculation is too complex": "Rechnung zu aufwendig",
        "Expression too long: {1} characters (at most {2})": "Ausdruck zu lang: {1} Zeichen (höchstens {2})",
        "Syntax error at {1}: “{2}” could be {3} or {4}: type the one you mean":
            "Syntaxfehler an Stelle {1}: „{2}“ kann {3} oder {4} heißen: geben Sie die gemeinte Zahl ein",
        "Syntax error at {1}: expected ')' to close '(' at {2}":
            "Syntaxfehler an Stelle {1}: „)“ fehlt zur „(“ an Stelle {2}",
        "Syntax error at {1}: expected '(' after {2}": "Syntaxfehler an Stelle {1}: „(“ nach {2} erwartet",
        "Syntax error at {1}: too deeply nested (at most {2} levels)":
            "Syntaxfehler an Stelle {1}: zu tief verschachtelt (höchstens {2} Ebenen)",
        "Syntax error at {1}: unexpected ')' without a matching '('":
            "Syntaxfehler an Stelle {1}: „)“ ohne passende „(“",
        "Syntax error at {1}: unexpected character '{2}'": "Syntaxfehler an Stelle {1}: unerwartetes Zeichen „{2}“",
        "Syntax error at {1}: unexpected '{2}' in a number": "Syntaxfehler an Stelle {1}: unerwartetes „{2}“ in einer Zahl",
        "Syntax error at {1}: unknown name '{2}'": "Syntaxfehler an Stelle {1}: unbekannter Name „{2}“",
        "Syntax error at {1}: expected a number": "Syntaxfehler an Stelle {1}: Zahl erwartet",
        "Syntax error at {1}: expected an operator": "Syntaxfehler an Stelle {1}: Rechenzeichen erwartet",
        "Syntax error at {1}: expected an expression": "Syntaxfehler an Stelle {1}: Ausdruck erwartet",
        "Syntax error at {1}: expected a digit": "Syntaxfehler an Stelle {1}: Ziffer erwartet",
        "Syntax error at {1}: a number has one decimal point":
            "Syntaxfehler an Stelle {1}: eine Zahl hat nur einen Dezimalpunkt",
        "Syntax error at {1}: a number has one decimal comma":
            "Syntaxfehler an Stelle {1}: eine Zahl hat nur ein Dezimalkomma",
        "frac: this value was rounded (a root, π, a function…), so it has no exact fraction.":
            "frac: Dieser Wert ist gerundet (eine Wurzel, π, eine Funktion …) und hat daher keinen exakten Bruch.",
        "frac: this value’s fraction would pass 100 digits.": "frac: Der Bruch dieses Werts hätte mehr als 100 Stellen.",
        "digits: the display already shows every digit of this value.":
            "digits: Die Anzeige zeigt schon jede Stelle dieses Werts.",
    ]
}
