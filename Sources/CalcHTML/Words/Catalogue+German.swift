extension Catalogue {
    /// Deutsch.
    static let german: [String: String] = [
        "Calculator": "Rechner", "memory holds a value": "Speicher enthält einen Wert",
        "angle unit: radians": "Winkeleinheit: Bogenmaß", "angle unit: degrees": "Winkeleinheit: Grad",
        "Display": "Anzeige", "Stack, newest last": "Stapel, neuester zuletzt", "Expression": "Ausdruck",
        "Evaluate": "Berechnen", "Standard keys": "Standardtasten", "Scientific keys": "Wissenschaftliche Tasten",
        "RPN keys": "UPN-Tasten", "Functions": "Funktionen", "Keypad": "Tastenfeld", "Keypad:": "Tastenfeld:",
        "(current)": "(aktiv)", "History": "Verlauf", "No calculations yet.": "Noch keine Rechnungen.",
        KeypadPage.rpnHistoryNote:
            "Ergebnisse der UPN stehen hier nicht: = auf den anderen Tastenfeldern fügt eine Zeile hinzu.",
        "Recall": "Zurückholen", "Show steps": "Rechenweg zeigen",
        "Link to this calculation": "Link zu dieser Rechnung",
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
        "Pro\u{AD}gram\u{AD}mer": "Program\u{AD}mierer", "Programmer keys": "Programmierer-Tasten",
        "Base, word and bitwise keys": "Tasten für Basis, Wortbreite und Bitoperationen", "Bits": "Bits",
        "8-bit": "8\u{A0}Bit", "16-bit": "16\u{A0}Bit", "32-bit": "32\u{A0}Bit", "64-bit": "64\u{A0}Bit",
        "hexadecimal": "hexadezimal", "decimal": "dezimal", "octal": "oktal", "binary": "binär",
        "bitwise and": "bitweises Und", "bitwise or": "bitweises Oder", "exclusive or": "exklusives Oder",
        "not and": "nicht Und", "not or": "nicht Oder", "bitwise not": "bitweises Nicht",
        "shift left": "nach links schieben", "shift right": "nach rechts schieben",
        "rotate left": "nach links rotieren",
        "rotate right": "nach rechts rotieren", "signed": "mit Vorzeichen", "unsigned": "ohne Vorzeichen",
        "Signed": "Mit Vorzeichen", "Unsigned": "Ohne Vorzeichen",
        "That page was out of date; nothing was changed.": "Diese Seite war veraltet; es wurde nichts geändert.",
        "Your saved calculator could not be restored; this is a fresh one.":
            "Ihr gespeicherter Rechner ließ sich nicht wiederherstellen; dies ist ein neuer.",
        "These are the linked worksheet’s results; press Calculate to keep it.":
            "Das sind die Ergebnisse des verlinkten Arbeitsblatts; drücken Sie „Berechnen“, um es zu behalten.",
        "Press Evaluate to calculate the linked expression.":
            "Drücken Sie „Berechnen“, um den verlinkten Ausdruck zu berechnen.",
        // The error pages.
        "Bad Request": "Ungültige Anfrage", "Forbidden": "Verboten", "Not Found": "Nicht gefunden",
        "Method Not Allowed": "Methode nicht erlaubt", "Content Too Large": "Inhalt zu groß",
        "Unsupported Media Type": "Nicht unterstützter Medientyp", "Too Many Requests": "Zu viele Anfragen",
        "Internal Server Error": "Interner Serverfehler", "Not Implemented": "Nicht implementiert",
        "Service Unavailable": "Dienst nicht verfügbar",
        "The calculator did not understand that request, so nothing was changed.":
            "Der Rechner hat diese Anfrage nicht verstanden; es wurde nichts geändert.",
        "The calculator accepts keys only from its own pages, so nothing was changed.":
            "Der Rechner nimmt Tasten nur von seinen eigenen Seiten an; es wurde nichts geändert.",
        "There is no page at this address.": "Unter dieser Adresse gibt es keine Seite.",
        "This address does not accept that kind of request.": "Diese Adresse nimmt solche Anfragen nicht an.",
        "The form sent was too large, so nothing was changed.":
            "Das gesendete Formular war zu groß; es wurde nichts geändert.",
        "The calculator accepts only ordinary HTML form posts.": "Der Rechner nimmt nur gewöhnliche HTML-Formulare an.",
        "Too many requests came from your address; wait a moment and try again.":
            "Von Ihrer Adresse kamen zu viele Anfragen; warten Sie einen Moment und versuchen Sie es erneut.",
        "Something went wrong in the calculator; nothing was changed.":
            "Im Rechner ist etwas schiefgegangen; es wurde nichts geändert.",
        "The calculator cannot read a request sent that way, so nothing was changed.":
            "Der Rechner kann eine so gesendete Anfrage nicht lesen; es wurde nichts geändert.",
        "The calculator cannot reach its saved sessions right now.":
            "Der Rechner erreicht seine gespeicherten Sitzungen gerade nicht.",
        "That address is not allowed.": "Diese Adresse ist nicht erlaubt.",
        "Open the calculator itself and press the key there.":
            "Öffnen Sie den Rechner selbst und drücken Sie die Taste dort.",
        "Try the calculator or the help page instead.":
            "Versuchen Sie es stattdessen mit dem Rechner oder der Hilfeseite.",
        "Type a shorter expression.": "Geben Sie einen kürzeren Ausdruck ein.",
        "Send the form as application/x-www-form-urlencoded.":
            "Senden Sie das Formular als application/x-www-form-urlencoded.",
        "Please slow down.": "Bitte etwas langsamer.",
        "The calculator could not load or save your session; please try again.":
            "Der Rechner konnte Ihre Sitzung nicht laden oder speichern; bitte versuchen Sie es erneut.",
        "Your session could not be loaded or saved just now. Try again in a moment; reload the page to see whether your last key counted.":
            "Ihre Sitzung ließ sich gerade nicht laden oder speichern. Versuchen Sie es gleich noch einmal; laden Sie die Seite neu, um zu sehen, ob Ihre letzte Taste gezählt hat.",
        "Your previous key is still being saved, so this one was not applied. Try again in a moment.":
            "Ihre vorige Taste wird noch gespeichert, daher wurde diese nicht angewendet. Versuchen Sie es gleich noch einmal.",
        "The form carried neither a key nor an expression.":
            "Das Formular enthielt weder eine Taste noch einen Ausdruck.",
        "The page’s sequence number is malformed.": "Die Folgenummer der Seite ist fehlerhaft.",
        "Add the expression to the address: /eval?expr=1%2B2":
            "Hängen Sie den Ausdruck an die Adresse an: /eval?expr=1%2B2",
        "This address accepts {1}.": "Diese Adresse nimmt {1} an.",
        "There is no key “{1}”.": "Es gibt keine Taste „{1}“.",
        "There is no number format “{1}”.": "Es gibt kein Zahlenformat „{1}“.",
        "There is no number format “{1}”; there are {2}.": "Es gibt kein Zahlenformat „{1}“; es gibt {2}.",
        "Too many connections from your address are busy just now. Try again in a moment.":
            "Von Ihrer Adresse sind gerade zu viele Verbindungen belegt. Versuchen Sie es gleich noch einmal.",
        // The steps page.
        "Steps": "Rechenweg", "Back to the calculator": "Zurück zum Rechner", "Angles in degrees.": "Winkel in Grad.",
        "Angles in radians.": "Winkel im Bogenmaß.",
        "Open this calculation in the calculator": "Diese Rechnung im Rechner öffnen",
        // The date page.
        "Dates":
            "Datumsrechnung",
        "Days between two dates":
            "Tage zwischen zwei Daten",
        "First date":
            "Erstes Datum",
        "Second date":
            "Zweites Datum",
        "Day":
            "Tag",
        "Month":
            "Monat",
        "Year":
            "Jahr",
        "For example, 27 3 2025":
            "Zum Beispiel 27 3 2025",
        "Count the days":
            "Tage zählen",
        "A date plus or minus a time":
            "Ein Datum plus oder minus eine Zeit",
        "Date":
            "Datum",
        "Add or subtract":
            "Addieren oder subtrahieren",
        "Add":
            "Addieren",
        "Subtract":
            "Subtrahieren",
        "Years":
            "Jahre",
        "Months":
            "Monate",
        "Days":
            "Tage",
        "Work out the date":
            "Datum berechnen",
        "Months and years are calendar months and years: the day of the month stays, or becomes the month’s last day.":
            "Monate und Jahre sind Kalendermonate und -jahre: Der Tag des Monats bleibt oder wird zum letzten Tag des Monats.",
        "From {1} to {2}: {3}.":
            "Vom {1} bis zum {2}: {3}.",
        "That is {1} and {2}, or {3} on the calendar.":
            "Das sind {1} und {2}, im Kalender {3}.",
        "{1}, {2} and {3}":
            "{1}, {2} und {3}",
        "{1} day": "{1} Tag", "{1} days": "{1} Tage", "{1} week": "{1} Woche", "{1} weeks": "{1} Wochen",
        "{1} month": "{1} Monat", "{1} months": "{1} Monate", "{1} year": "{1} Jahr", "{1} years": "{1} Jahre",
        "{1} becomes {2}.":
            "{1} wird zu {2}.",
        "{1} is missing":
            "{1} fehlt",
        "{1} must be a whole number":
            "{1} muss eine ganze Zahl sein",
        "{1} must have {2} digits, for example {3}":
            "{1} muss {2} Ziffern haben, zum Beispiel {3}",
        "{1} must be {2} to {3}":
            "{1} muss zwischen {2} und {3} liegen",
        "Day must be 1 to {1} in that month":
            "Der Tag muss in diesem Monat zwischen 1 und {1} liegen",
        "Dates run from 0001-01-01 to 9999-12-31":
            "Daten reichen vom 0001-01-01 bis zum 9999-12-31",
        // The worksheet.
        "Worksheet":
            "Rechenblatt",
        "Sheet":
            "Blatt",
        "One calculation per line: an expression, a name = value, a function such as f(x) = x^2 + 1, or a # comment.":
            "Eine Rechnung je Zeile: ein Ausdruck, ein Name = Wert, eine Funktion wie f(x) = x^2 + 1 oder ein # Kommentar.",
        "Calculate":
            "Berechnen",
        "Results":
            "Ergebnisse",
        "Names defined here can be used in the calculator’s Expression field.":
            "Hier festgelegte Namen gelten auch im Ausdrucksfeld des Rechners.",
        "Link to this sheet":
            "Link zu diesem Blatt",
        "Download the sheet":
            "Blatt herunterladen",
        "Defines {1}.":
            "Legt {1} fest.",
        StepsPage.allowanceNote:
            "Ein Rechenweg bezahlt seine Schritte aus demselben Budget wie eine Rechnung, die Ausgabe eingeschlossen; er kann es daher erschöpfen, wo die Rechnung allein es nicht täte.",
        "Steps: {1}": "Rechenweg: {1}", "{1} stays an exact fraction (≈ {2})": "{1} bleibt ein exakter Bruch (≈ {2})",
        "{1} of {2} = {3}": "{1} von {2} = {3}",
        "rounded to {1} significant digits, shown to {2}": "auf {1} gültige Stellen gerundet, {2} angezeigt",
        "… {1} more step, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} weiterer Schritt, nicht gezeigt: eine Seite zeigt höchstens {2} Schritte und {3} Zeichen Rechenweg.",
        "… {1} more steps, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} weitere Schritte, nicht gezeigt: eine Seite zeigt höchstens {2} Schritte und {3} Zeichen Rechenweg.",
        // The engine's messages (Catalogue.messageTemplates).
        "Cannot divide by zero": "Division durch null nicht möglich", "Result is undefined": "Ergebnis nicht definiert",
        "Invalid input": "Ungültige Eingabe", "Overflow": "Überlauf",
        "Calculation is too complex": "Rechnung zu aufwendig",
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
        "Syntax error at {1}: unexpected '{2}' in a number":
            "Syntaxfehler an Stelle {1}: unerwartetes „{2}“ in einer Zahl",
        "Syntax error at {1}: unknown name '{2}'": "Syntaxfehler an Stelle {1}: unbekannter Name „{2}“",
        "Syntax error at {1}: a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59":
            "Syntaxfehler an Stelle {1}: eine Zeit wird H:MM oder H:MM:SS geschrieben, Minuten und Sekunden von 00 bis 59",
        "Syntax error at {1}: unknown unit '{2}'": "Syntaxfehler an Stelle {1}: unbekannte Einheit „{2}“",
        "Syntax error at {1}: unknown name '{2}'; for degrees {3}, write {4} or {5}":
            "Syntaxfehler an Stelle {1}: unbekannter Name „{2}“; für Grad {3} schreiben Sie {4} oder {5}",
        "Syntax error at {1}: {2} takes one value; for a logarithm to base b, write ln(x)/ln(b)":
            "Syntaxfehler an Stelle {1}: {2} nimmt genau einen Wert; für den Logarithmus zur Basis b schreiben Sie ln(x)/ln(b)",
        "Syntax error at {1}: {2} takes one value":
            "Syntaxfehler an Stelle {1}: {2} nimmt genau einen Wert",
        "Syntax error at {1}: {2} takes one or two values":
            "Syntaxfehler an Stelle {1}: {2} nimmt einen oder zwei Werte",
        "{1} needs two values, {2} and {3}":
            "{1} braucht zwei Werte, {2} und {3}",
        "{1} needs a number, not a date": "{1} braucht eine Zahl, kein Datum",
        "round needs a value and its decimal places":
            "round braucht einen Wert und die Zahl seiner Nachkommastellen",
        "round’s decimal places must be a whole number from {1} to {2}":
            "Die Nachkommastellen von round müssen eine ganze Zahl von {1} bis {2} sein",
        "Syntax error at {1}: expected a number": "Syntaxfehler an Stelle {1}: Zahl erwartet",
        "The RPN stack holds numbers, not dates: work out dates on another keypad":
            "Der RPN-Stapel enthält Zahlen, keine Daten: Rechnen Sie mit Daten auf einem anderen Tastenfeld",
        "{1} is a currency, and this calculator has no exchange rates (its operator can load them with serve --rates FILE)":
            "{1} ist eine Währung, und dieser Rechner hat keine Wechselkurse (sein Betreiber kann sie mit serve --rates DATEI laden)",
        "A date takes only + and − a duration (90 days, 1 month), or − a date":
            "Ein Datum nimmt nur + und − eine Dauer (90 days, 1 month) oder − ein Datum",
        "A date moves by a duration, not by {1}":
            "Ein Datum verschiebt sich um eine Dauer, nicht um {1}",
        "A date moves by whole months and years":
            "Ein Datum verschiebt sich um ganze Monate und Jahre",
        "A date moves by whole days: {1} is not":
            "Ein Datum verschiebt sich um ganze Tage: {1} ist keine",
        "Two dates do not add: subtract them for the days between":
            "Zwei Daten lassen sich nicht addieren: Subtrahieren Sie sie für die Tage dazwischen",
        "A date does not convert to a unit":
            "Ein Datum lässt sich nicht in eine Einheit umrechnen",
        "today is not known here":
            "today ist hier nicht bekannt",
        "{1} is not defined here":
            "{1} ist hier nicht definiert",
        "stdev needs at least two values":
            "stdev braucht mindestens zwei Werte",
        "{1} needs at least one value":
            "{1} braucht mindestens einen Wert",
        "{1} needs whole numbers of 0 or more":
            "{1} braucht ganze Zahlen ab 0",
        "{1} needs whole numbers, not {2}":
            "{1} braucht ganze Zahlen, nicht {2}",
        "Syntax error at {1}: {2} is not a date of the calendar":
            "Syntaxfehler an Stelle {1}: {2} ist kein Kalenderdatum",
        "Syntax error at {1}: {2} is not a number; a date is written {3}":
            "Syntaxfehler an Stelle {1}: {2} ist keine Zahl; ein Datum schreibt man {3}",
        "Syntax error at {1}: at most {2} values":
            "Syntaxfehler an Stelle {1}: höchstens {2} Werte",
        "A unit's power must lie between -{1} and {2}":
            "Die Potenz einer Einheit muss zwischen -{1} und {2} liegen",
        "Syntax error at {1}: {2} is a constant and cannot be redefined":
            "Syntaxfehler an Stelle {1}: {2} ist eine Konstante und kann nicht neu definiert werden",
        "Syntax error at {1}: {2} is a function and cannot be redefined":
            "Syntaxfehler an Stelle {1}: {2} ist eine Funktion und kann nicht neu definiert werden",
        "Syntax error at {1}: {2} is the conversion word and cannot be redefined":
            "Syntaxfehler an Stelle {1}: {2} ist das Umrechnungswort und kann nicht neu definiert werden",
        "Syntax error at {1}: {2} is a unit: choose another name, such as {3}":
            "Syntaxfehler an Stelle {1}: {2} ist eine Einheit: Wählen Sie einen anderen Namen, etwa {3}",
        "Syntax error at {1}: {2} has no value: its definition on line {3} failed":
            "Syntaxfehler an Stelle {1}: {2} hat keinen Wert: seine Definition in Zeile {3} ist fehlgeschlagen",
        "Syntax error at {1}: {2} cannot refer to itself: a line uses the names of earlier lines":
            "Syntaxfehler an Stelle {1}: {2} kann sich nicht auf sich selbst beziehen: Eine Zeile verwendet die Namen früherer Zeilen",
        "Syntax error at {1}: {2} names a parameter twice":
            "Syntaxfehler an Stelle {1}: {2} nennt einen Parameter zweimal",
        "Syntax error at {1}: {2} has an empty parameter: separate names by ',' as in f(x, y)":
            "Syntaxfehler an Stelle {1}: {2} hat einen leeren Parameter: Trennen Sie Namen mit ',' wie in f(x, y)",
        "Syntax error at {1}: {2}() has no parameter: write {3} = … or {4}(x) = …":
            "Syntaxfehler an Stelle {1}: {2}() hat keinen Parameter: Schreiben Sie {3} = … oder {4}(x) = …",
        "Syntax error at {1}: '{2}' is not {3}: use letters, then letters or digits":
            "Syntaxfehler an Stelle {1}: '{2}' ist {3}: Verwenden Sie Buchstaben, dann Buchstaben oder Ziffern",
        "a name": "kein Name",
        "a parameter": "kein Parameter",
        "Syntax error at {1}: expected an operator": "Syntaxfehler an Stelle {1}: Rechenzeichen erwartet",
        "Syntax error at {1}: expected an operator; values are separated by ';' where ',' is the decimal mark":
            "Syntaxfehler an Stelle {1}: Rechenzeichen erwartet; Werte werden mit „;“ getrennt, wo „,“ das Dezimalzeichen ist",
        "Syntax error at {1}: expected an expression": "Syntaxfehler an Stelle {1}: Ausdruck erwartet",
        "Syntax error at {1}: expected a digit": "Syntaxfehler an Stelle {1}: Ziffer erwartet",
        "Syntax error at {1}: a number has one decimal point":
            "Syntaxfehler an Stelle {1}: eine Zahl hat nur einen Dezimalpunkt",
        "Syntax error at {1}: a number has one decimal comma":
            "Syntaxfehler an Stelle {1}: eine Zahl hat nur ein Dezimalkomma",
        "frac: this value was rounded (a root, π, a function…), so it has no exact fraction.":
            "frac: Dieser Wert ist gerundet (eine Wurzel, π, eine Funktion …) und hat daher keinen exakten Bruch.",
        "frac: this value’s fraction would pass 100 digits.":
            "frac: Der Bruch dieses Werts hätte mehr als 100 Stellen.",
        "digits: the display already shows every digit of this value.":
            "digits: Die Anzeige zeigt schon jede Stelle dieses Werts.",
        // The unit converter and its categories.
        "Unit converter": "Einheitenumrechner", "Value": "Wert", "From": "Von", "To": "Nach", "Convert": "Umrechnen",
        "Swap From and To": "Von und Nach tauschen", "Calculation:": "Rechnung:",
        "Use in calculator": "Im Rechner verwenden",
        "How to type units, and every unit by category": "Einheiten eingeben, und alle Einheiten nach Kategorie",
        "Type the value without a unit: choose its unit under From.":
            "Geben Sie den Wert ohne Einheit ein; seine Einheit wählen Sie unter „Von“.",
        "Length": "Länge", "Area": "Fläche", "Volume": "Volumen",
        "Weight and mass": "Gewicht und Masse", "Temperature": "Temperatur", "Energy": "Energie",
        "Speed": "Geschwindigkeit", "Time": "Zeit", "Power": "Leistung", "Data": "Daten", "Pressure": "Druck",
        "Angle": "Winkel", "Force": "Kraft", "Frequency": "Frequenz", "Currency": "Währung", "Exactly {1}": "Genau {1}",
        "The value is too long: {1} characters (at most {2})": "Der Wert ist zu lang: {1} Zeichen (höchstens {2})",
        "The unit is too long: {1} characters (at most {2})": "Die Einheit ist zu lang: {1} Zeichen (höchstens {2})",
        "“{1}” is not a unit": "„{1}“ ist keine Einheit",
        // The engine's messages about units, and its words in them.
        "a plain number": "eine reine Zahl",
        "Units do not match at {1}: {2} and {3}; a date is written {4}":
            "Einheiten passen nicht zusammen an Stelle {1}: {2} und {3}; ein Datum schreibt man {4}",
        "Units do not match: {1} and {2}; a date is written {3}":
            "Einheiten passen nicht zusammen: {1} und {2}; ein Datum schreibt man {3}",
        "Units do not match at {1}: {2} and {3}": "Einheiten passen nicht zusammen an Stelle {1}: {2} und {3}",
        "Units do not match: {1} and {2}": "Einheiten passen nicht zusammen: {1} und {2}",
        "Cannot convert {1} to {2}": "Keine Umrechnung möglich: {1} in {2}",
        "{1} has no value yet": "{1} hat noch keinen Wert",
        "Needs more than {1} significant digits": "Braucht mehr als {1} signifikante Stellen",
        "{1} is below absolute zero": "{1} liegt unter dem absoluten Nullpunkt",
        "{1} and {2}: a temperature and a difference of temperatures do not convert":
            "{1} und {2}: Eine Temperatur und eine Temperaturdifferenz lassen sich nicht ineinander umrechnen",
        "Cannot divide by a temperature in {1}: convert it to K first":
            "Division durch eine Temperatur in {1} nicht möglich: rechnen Sie sie zuerst in K um",
        "Cannot combine a temperature in {1} with another unit: convert it to K first":
            "Eine Temperatur in {1} lässt sich nicht mit einer anderen Einheit verbinden: rechnen Sie sie zuerst in K um",
        "Cannot raise a temperature in {1} to a power: convert it to K first":
            "Potenzieren einer Temperatur in {1} nicht möglich: rechnen Sie sie zuerst in K um",
        "Two temperatures do not add: add a difference, such as 5 {1}":
            "Zwei Temperaturen lassen sich nicht addieren: addieren Sie eine Differenz, etwa 5 {1}",
        "Two temperatures do not divide: add a difference, such as 5 {1}":
            "Zwei Temperaturen lassen sich nicht teilen: addieren Sie eine Differenz, etwa 5 {1}",
        "An exponent must be a plain number, not {1}": "Ein Exponent muss eine reine Zahl sein, nicht {1}",
        "{1} to the power {2} is not a unit": "{1} hoch {2} ist keine Einheit",
        "{1} needs a plain number or an angle, not {2}": "{1} braucht eine reine Zahl oder einen Winkel, nicht {2}",
        "{1} needs a plain number, not {2}": "{1} braucht eine reine Zahl, nicht {2}",
        "{1} of a temperature in {2}: convert it to K first":
            "{1} einer Temperatur in {2}: rechnen Sie sie zuerst in K um",
        "{1} of {2} is not a unit": "{1} von {2} ist keine Einheit",
        "Syntax error at {1}: expected a unit after 'to'": "Syntaxfehler an Stelle {1}: Einheit nach „to“ erwartet",
        "Syntax error at {1}: '{2}' is not a digit of base {3}":
            "Syntaxfehler an Stelle {1}: „{2}“ ist keine Ziffer zur Basis {3}",
        "{1} works on integers only": "{1} geht nur mit ganzen Zahlen",
        "{1} needs a word size: 8, 16, 32 or 64 bits": "{1} braucht eine Wortbreite: 8, 16, 32 oder 64 Bit",
        "Cannot shift by a negative count": "Verschieben um eine negative Stellenzahl ist nicht möglich",
        "Syntax error at {1}: {2} and {3} measure the same thing: write one unit":
            "Syntaxfehler an Stelle {1}: {2} und {3} messen dasselbe: schreiben Sie eine Einheit",
        "Syntax error at {1}: 'in' is the inch here; to convert, write 'to'":
            "Syntaxfehler an Stelle {1}: „in“ ist hier der Zoll; zum Umrechnen schreiben Sie „to“",
        // The graph page.
        "Graphs": "Graphen",
        "{1} and {2}": "{1} und {2}",
        "Functions of x": "Funktionen von x",
        "Ranges": "Bereiche",
        "Leave ymin and ymax blank to choose them from the values.":
            "ymin und ymax leer lassen, um sie aus den Werten zu wählen.",
        "Plot": "Zeichnen",
        "The graph ran out of its work allowance: some values and key points were not computed.":
            "Der Graph hat sein Rechenkontingent aufgebraucht: Einige Werte und markante Punkte wurden nicht berechnet.",
        "Zoom and pan": "Zoomen und verschieben",
        "Zoom in": "Vergrößern",
        "Zoom out": "Verkleinern",
        "Left": "Links",
        "Right": "Rechts",
        "Up": "Oben",
        "Down": "Unten",
        "Reset": "Zurücksetzen",
        "Key points": "Markante Punkte",
        "No zeros, extrema or y-intercept in this range.":
            "Keine Nullstellen, Extrema oder y-Achsenabschnitt in diesem Bereich.",
        "Table of values": "Wertetabelle",
        "undefined": "nicht definiert",
        "not computed": "nicht berechnet",
        "Graphs of functions of x": "Graphen von Funktionen von x",
        "Graph of {1}": "Graph von {1}",
        "At most 5 functions can be plotted at once, not {1}.":
            "Höchstens 5 Funktionen lassen sich auf einmal zeichnen, nicht {1}.",
        "{1} must be a number, not “{2}”.": "{1} muss eine Zahl sein, nicht „{2}“.",
        "{1} must lie between -1e9 and 1e9.": "{1} muss zwischen -1e9 und 1e9 liegen.",
        "{1} must be less than {2}.": "{1} muss kleiner als {2} sein.",
        "The sheet has {1} lines: the first {2} are computed.":
            "Das Blatt hat {1} Zeilen: Die ersten {2} werden berechnet.",
        "The sheet has {1} characters: the lines within the first {2} are computed.":
            "Das Blatt hat {1} Zeichen: Die Zeilen innerhalb der ersten {2} werden berechnet.",
        "The {1} range is too narrow to draw; make it wider.":
            "Der {1}-Bereich ist zu schmal zum Zeichnen; machen Sie ihn breiter.",
        "f{1}(x) =": "f{1}(x) =",
        "x from {1} to {2}, y from {3} to {4}. Key points and a table of values follow the graph.":
            "x von {1} bis {2}, y von {3} bis {4}. Markante Punkte und eine Wertetabelle folgen dem Graphen.",
        "Found numerically from the samples: x and y to {1} significant digits; the y-intercept as the display shows it.":
            "Numerisch aus den Stützstellen bestimmt: x und y auf {1} signifikante Stellen; der y-Achsenabschnitt wie in der Anzeige.",
        "Zero at x = {1}": "Nullstelle bei x = {1}",
        "Minimum at x = {1}, y = {2}": "Minimum bei x = {1}, y = {2}",
        "Maximum at x = {1}, y = {2}": "Maximum bei x = {1}, y = {2}",
        "y-intercept: y = {1}": "y-Achsenabschnitt: y = {1}",
        "More zeros or extrema lie in this range; the first {1} of each are listed.":
            "In diesem Bereich liegen mehr Nullstellen oder Extrema; die ersten {1} jeder Art sind aufgeführt.",
        "{1} of the {2} samples, to {3} significant digits.": "{1} der {2} Stützstellen, auf {3} signifikante Stellen.",
        "plot needs plain numbers": "ein Graph braucht reine Zahlen",
        "The graph page draws up to five functions of x, with their key points (zeros, minima, maxima) and a table of values; zoom and pan are links.":
            "Die Graphenseite zeichnet bis zu fünf Funktionen von x, mit ihren markanten Punkten (Nullstellen, Minima, Maxima) und einer Wertetabelle; Zoomen und Verschieben sind Links.",
        "Open this graph": "Diesen Graphen öffnen",
        "x from {1} to {2}, y from {3} to {4}.": "x von {1} bis {2}, y von {3} bis {4}.",
        "In integers of {1} bits, {2}.": "In ganzen Zahlen mit {1} Bit, {2}.",
        "This calculation is full ({1} entries): press = to finish it, or CE.":
            "Diese Rechnung ist voll ({1} Eingaben): Drücken Sie =, um sie abzuschließen, oder CE.",
        "There is no word “{1}”: use 8s, 8u, 16s, 16u, 32s, 32u, 64s or 64u.":
            "Es gibt kein Wort „{1}“: 8s, 8u, 16s, 16u, 32s, 32u, 64s oder 64u verwenden.",
        "{1}-bit signed": "{1} Bit mit Vorzeichen", "{1}-bit unsigned": "{1} Bit ohne Vorzeichen",
        "Bits {1} to {2}": "Bits {1} bis {2}", "bit {1}: {2}": "Bit {1}: {2}",
        "{1} became {2} (integers of {3} bits).": "Aus {1} wurde {2} (ganze Zahlen mit {3} Bit).",
        "Plot this function": "Graph dieser Funktion zeichnen",
        "Plot {1}": "{1} zeichnen",
    ]
}
