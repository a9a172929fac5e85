extension Catalogue {
    /// Français.
    static let french: [String: String] = [
        "Calculator": "Calculatrice", "memory holds a value": "la mémoire contient une valeur",
        "angle unit: radians": "unité d’angle : radians", "angle unit: degrees": "unité d’angle : degrés",
        "Display": "Affichage", "Stack, newest last": "Pile, la plus récente en dernier", "Expression": "Expression",
        "Evaluate": "Calculer", "Standard keys": "Touches standard", "Scientific keys": "Touches scientifiques",
        "RPN keys": "Touches NPI", "Functions": "Fonctions", "Keypad": "Clavier", "Keypad:": "Clavier :",
        "(current)": "(actif)", "History": "Historique", "No calculations yet.": "Aucun calcul pour l’instant.",
        KeypadPage.rpnHistoryNote:
            "Les résultats NPI n’y figurent pas\u{A0}: = sur les autres claviers ajoute une ligne.",
        "Recall": "Reprendre", "Show steps": "Voir les étapes", "Link to this calculation": "Lien vers ce calcul",
        "Download history": "Télécharger l’historique", "Number format": "Format des nombres",
        "From your browser": "Celui du navigateur", "Apply": "Appliquer",
        "Help: keys, rules and examples": "Aide : touches, règles et exemples",
        "Standard": "Standard", "Scientific": "Scienti\u{AD}fique", "Digits": "Chif\u{AD}fres", "comma": "virgule",
        "point": "point", "plus": "plus", "minus": "moins", "multiply": "multiplié par", "divide": "divisé par",
        "modulus": "modulo", "percent": "pour cent", "power": "puissance", "open parenthesis": "parenthèse ouvrante",
        "close parenthesis": "parenthèse fermante", "equals": "égal", "delete": "effacer", "clear all": "tout effacer",
        "change sign": "changer de signe", "square root": "racine carrée", "cube root": "racine cubique",
        "square": "carré", "cube": "cube", "reciprocal": "inverse", "factorial": "factorielle",
        "e to the power": "e puissance x", "ten to the power": "dix puissance x",
        "natural logarithm": "logarithme népérien", "logarithm base 10": "logarithme décimal",
        "logarithm base 2": "logarithme binaire", "sine": "sinus", "cosine": "cosinus", "tangent": "tangente",
        "arcsine": "arc sinus", "arccosine": "arc cosinus", "arctangent": "arc tangente",
        "hyperbolic sine": "sinus hyperbolique", "hyperbolic cosine": "cosinus hyperbolique",
        "hyperbolic tangent": "tangente hyperbolique", "inverse hyperbolic sine": "argument sinus hyperbolique",
        "inverse hyperbolic cosine": "argument cosinus hyperbolique",
        "inverse hyperbolic tangent": "argument tangente hyperbolique", "pi": "pi", "Euler’s number": "nombre d’Euler",
        "random number": "nombre aléatoire", "exponent": "exposant", "switch angle unit": "changer d’unité d’angle",
        "memory clear": "effacer la mémoire", "memory add": "ajouter à la mémoire",
        "memory subtract": "soustraire de la mémoire", "memory recall": "rappeler la mémoire", "enter": "entrée",
        "variable M": "variable M", "set M": "mettre dans M",
        "exchange the two newest": "échanger les deux plus récentes",
        "remove the newest": "retirer la plus récente", "fraction or decimal": "fraction ou décimal",
        "all digits": "tous les chiffres", "reverse Polish notation": "notation polonaise inverse",
        "Pro\u{AD}gram\u{AD}mer": "Program\u{AD}meur", "Programmer keys": "Touches du mode programmeur",
        "Base, word and bitwise keys": "Touches de base, de taille de mot et d’opérations bit à bit", "Bits": "Bits",
        "8-bit": "8\u{A0}bits", "16-bit": "16\u{A0}bits", "32-bit": "32\u{A0}bits", "64-bit": "64\u{A0}bits",
        "hexadecimal": "hexadécimal", "decimal": "décimal", "octal": "octal", "binary": "binaire",
        "bitwise and": "et bit à bit", "bitwise or": "ou bit à bit", "exclusive or": "ou exclusif",
        "not and": "non et", "not or": "non ou", "bitwise not": "non bit à bit",
        "shift left": "décalage à gauche", "shift right": "décalage à droite", "rotate left": "rotation à gauche",
        "rotate right": "rotation à droite", "signed": "signés", "unsigned": "non signés", "Signed": "Signé",
        "Unsigned": "Non signé",
        "That page was out of date; nothing was changed.": "Cette page n’était plus à jour ; rien n’a été modifié.",
        "Your saved calculator could not be restored; this is a fresh one.":
            "Votre calculatrice enregistrée n’a pas pu être restaurée ; en voici une nouvelle.",
        "These are the linked worksheet’s results; press Calculate to keep it.":
            "Voici les résultats de la feuille du lien ; appuyez sur « Calculer la feuille » pour la garder.",
        "Press Evaluate to calculate the linked expression.":
            "Appuyez sur « Calculer » pour calculer l’expression du lien.",
        // The error pages.
        "Bad Request": "Requête incorrecte", "Forbidden": "Interdit", "Not Found": "Introuvable",
        "Method Not Allowed": "Méthode non autorisée", "Content Too Large": "Contenu trop volumineux",
        "Unsupported Media Type": "Type de média non pris en charge", "Too Many Requests": "Trop de requêtes",
        "Internal Server Error": "Erreur interne du serveur", "Not Implemented": "Non implémenté",
        "Service Unavailable": "Service indisponible",
        "The calculator did not understand that request, so nothing was changed.":
            "La calculatrice n’a pas compris cette requête\u{A0}; rien n’a été modifié.",
        "The calculator accepts keys only from its own pages, so nothing was changed.":
            "La calculatrice n’accepte de touches que depuis ses propres pages\u{A0}; rien n’a été modifié.",
        "There is no page at this address.": "Il n’y a pas de page à cette adresse.",
        "This address does not accept that kind of request.": "Cette adresse n’accepte pas ce type de requête.",
        "The form sent was too large, so nothing was changed.":
            "Le formulaire envoyé était trop volumineux\u{A0}; rien n’a été modifié.",
        "The calculator accepts only ordinary HTML form posts.":
            "La calculatrice n’accepte que des envois de formulaires HTML ordinaires.",
        "Too many requests came from your address; wait a moment and try again.":
            "Trop de requêtes sont venues de votre adresse\u{A0}; attendez un instant et réessayez.",
        "Something went wrong in the calculator; nothing was changed.":
            "Un problème est survenu dans la calculatrice\u{A0}; rien n’a été modifié.",
        "The calculator cannot read a request sent that way, so nothing was changed.":
            "La calculatrice ne sait pas lire une requête envoyée ainsi\u{A0}; rien n’a été modifié.",
        "The calculator cannot reach its saved sessions right now.":
            "La calculatrice ne peut pas joindre ses sessions enregistrées pour le moment.",
        "That address is not allowed.": "Cette adresse n’est pas autorisée.",
        "Open the calculator itself and press the key there.":
            "Ouvrez la calculatrice elle-même et appuyez sur la touche depuis celle-ci.",
        "Try the calculator or the help page instead.": "Essayez plutôt la calculatrice ou la page d’aide.",
        "Type a shorter expression.": "Tapez une expression plus courte.",
        "Send the form as application/x-www-form-urlencoded.":
            "Envoyez le formulaire en application/x-www-form-urlencoded.",
        "Please slow down.": "Ralentissez, s’il vous plaît.",
        "The calculator could not load or save your session; please try again.":
            "La calculatrice n’a pas pu charger ou enregistrer votre session\u{A0}; veuillez réessayer.",
        "Your session could not be loaded or saved just now. Try again in a moment; reload the page to see whether your last key counted.":
            "Votre session n’a pas pu être chargée ou enregistrée à l’instant. Réessayez dans un moment\u{A0}; rechargez la page pour voir si votre dernière touche a compté.",
        "Your previous key is still being saved, so this one was not applied. Try again in a moment.":
            "Votre touche précédente est encore en cours d’enregistrement, celle-ci n’a donc pas été appliquée. Réessayez dans un moment.",
        "The form carried neither a key nor an expression.": "Le formulaire ne contenait ni touche ni expression.",
        "The page’s sequence number is malformed.": "Le numéro de séquence de la page est mal formé.",
        "Add the expression to the address: /eval?expr=1%2B2":
            "Ajoutez l’expression à l’adresse\u{A0}: /eval?expr=1%2B2",
        "This address accepts {1}.": "Cette adresse accepte {1}.",
        "There is no key “{1}”.": "Il n’y a pas de touche «\u{A0}{1}\u{A0}».",
        "There is no number format “{1}”.": "Il n’y a pas de format de nombres «\u{A0}{1}\u{A0}».",
        "There is no number format “{1}”; there are {2}.":
            "Il n’y a pas de format de nombres «\u{A0}{1}\u{A0}»\u{A0}; il y a {2}.",
        "Too many connections from your address are busy just now. Try again in a moment.":
            "Trop de connexions de votre adresse sont occupées en ce moment. Réessayez dans un instant.",
        // The steps page.
        "Steps": "Étapes", "Back to the calculator": "Retour à la calculatrice",
        "Angles in degrees.": "Angles en degrés.",
        "Angles in radians.": "Angles en radians.",
        "Open this calculation in the calculator": "Ouvrir ce calcul dans la calculatrice",
        // The date page.
        "Dates":
            "Dates",
        "Days between two dates":
            "Jours entre deux dates",
        "First date":
            "Première date",
        "Second date":
            "Seconde date",
        "Day":
            "Jour",
        "Month":
            "Mois",
        "Year":
            "Année",
        "For example, 27 3 2025":
            "Par exemple 27 3 2025",
        "Count the days":
            "Compter les jours",
        "A date plus or minus a time":
            "Une date plus ou moins une durée",
        "Date":
            "Date",
        "Add or subtract":
            "Ajouter ou soustraire",
        "Add":
            "Ajouter",
        "Subtract":
            "Soustraire",
        "Years":
            "Années",
        "Months":
            "Mois",
        "Days":
            "Jours",
        "Work out the date":
            "Calculer la date",
        "Months and years are calendar months and years: the day of the month stays, or becomes the month’s last day.":
            "Les mois et les années sont ceux du calendrier : le jour du mois reste, ou devient le dernier jour du mois.",
        "From {1} to {2}: {3}.":
            "Du {1} au {2} : {3}.",
        "That is {1} and {2}, or {3} on the calendar.":
            "Soit {1} et {2}, ou {3} au calendrier.",
        "{1}, {2} and {3}":
            "{1}, {2} et {3}",
        "{1} day": "{1} jour", "{1} days": "{1} jours", "{1} week": "{1} semaine", "{1} weeks": "{1} semaines",
        "{1} month": "{1} mois", "{1} months": "{1} mois", "{1} year": "{1} an", "{1} years": "{1} ans",
        "{1} becomes {2}.":
            "{1} devient {2}.",
        "{1} is missing":
            "{1} manque",
        "{1} must be a whole number":
            "{1} doit être un nombre entier",
        "{1} must have {2} digits, for example {3}":
            "{1} doit avoir {2} chiffres, par exemple {3}",
        "{1} must be {2} to {3}":
            "{1} doit être entre {2} et {3}",
        "Day must be 1 to {1} in that month":
            "Le jour doit être entre 1 et {1} dans ce mois",
        "Dates run from 0001-01-01 to 9999-12-31":
            "Les dates vont du 0001-01-01 au 9999-12-31",
        // The worksheet.
        "Worksheet":
            "Feuille de calcul",
        "Sheet":
            "Feuille",
        "One calculation per line: an expression, a name = value, a function such as f(x) = x^2 + 1, or a # comment.":
            "Un calcul par ligne : une expression, un nom = valeur, une fonction comme f(x) = x^2 + 1, ou un # commentaire.",
        "Calculate":
            "Calculer la feuille",
        "Results":
            "Résultats",
        "Names defined here can be used in the calculator’s Expression field.":
            "Les noms définis ici servent aussi dans le champ Expression de la calculatrice.",
        "Link to this sheet":
            "Lien vers cette feuille",
        "Download the sheet":
            "Télécharger la feuille",
        "Defines {1}.":
            "Définit {1}.",
        StepsPage.allowanceNote:
            "Un détail des étapes paie ses étapes sur la même allocation qu’un calcul, affichage compris ; il peut donc l’épuiser là où le calcul seul ne l’épuiserait pas.",
        "Steps: {1}": "Étapes : {1}", "{1} stays an exact fraction (≈ {2})": "{1} reste une fraction exacte (≈ {2})",
        "{1} of {2} = {3}": "{1} de {2} = {3}",
        "rounded to {1} significant digits, shown to {2}": "arrondi à {1} chiffres significatifs, {2} affichés",
        "… {1} more step, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} étape de plus, non affichée : une page montre au plus {2} étapes et {3} caractères de calcul.",
        "… {1} more steps, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} étapes de plus, non affichées : une page montre au plus {2} étapes et {3} caractères de calcul.",
        // The engine's messages (Catalogue.messageTemplates).
        "Cannot divide by zero": "Division par zéro impossible", "Result is undefined": "Résultat indéfini",
        "Invalid input": "Entrée non valide", "Overflow": "Dépassement de capacité",
        "Calculation is too complex": "Calcul trop complexe",
        "Expression too long: {1} characters (at most {2})": "Expression trop longue : {1} caractères (au plus {2})",
        "Syntax error at {1}: “{2}” could be {3} or {4}: type the one you mean":
            "Erreur de syntaxe en position {1} : « {2} » peut valoir {3} ou {4} : tapez le nombre voulu",
        "Syntax error at {1}: expected ')' to close '(' at {2}":
            "Erreur de syntaxe en position {1} : il manque « ) » pour fermer la « ( » de la position {2}",
        "Syntax error at {1}: expected '(' after {2}": "Erreur de syntaxe en position {1} : « ( » attendue après {2}",
        "Syntax error at {1}: too deeply nested (at most {2} levels)":
            "Erreur de syntaxe en position {1} : imbrication trop profonde (au plus {2} niveaux)",
        "Syntax error at {1}: unexpected ')' without a matching '('":
            "Erreur de syntaxe en position {1} : « ) » sans « ( » correspondante",
        "Syntax error at {1}: unexpected character '{2}'":
            "Erreur de syntaxe en position {1} : caractère inattendu « {2} »",
        "Syntax error at {1}: unexpected '{2}' in a number":
            "Erreur de syntaxe en position {1} : « {2} » inattendu dans un nombre",
        "Syntax error at {1}: unknown name '{2}'": "Erreur de syntaxe en position {1} : nom inconnu « {2} »",
        "Syntax error at {1}: a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59":
            "Erreur de syntaxe en position {1} : une durée s’écrit H:MM ou H:MM:SS, minutes et secondes de 00 à 59",
        "Syntax error at {1}: unknown unit '{2}'": "Erreur de syntaxe en position {1} : unité inconnue « {2} »",
        "Syntax error at {1}: unknown name '{2}'; for degrees {3}, write {4} or {5}":
            "Erreur de syntaxe en position {1} : nom inconnu « {2} » ; pour les degrés {3}, écrivez {4} ou {5}",
        "Syntax error at {1}: {2} takes one value; for a logarithm to base b, write ln(x)/ln(b)":
            "Erreur de syntaxe en position {1} : {2} prend une seule valeur ; pour un logarithme en base b, écrivez ln(x)/ln(b)",
        "Syntax error at {1}: {2} takes one value":
            "Erreur de syntaxe en position {1} : {2} prend une seule valeur",
        "Syntax error at {1}: {2} takes one or two values":
            "Erreur de syntaxe en position {1} : {2} prend une ou deux valeurs",
        "{1} needs two values, {2} and {3}":
            "{1} demande deux valeurs, {2} et {3}",
        "{1} needs a number, not a date": "{1} demande un nombre, pas une date",
        "round needs a value and its decimal places":
            "round demande une valeur et son nombre de décimales",
        "round’s decimal places must be a whole number from {1} to {2}":
            "Les décimales de round doivent être un nombre entier de {1} à {2}",
        "Syntax error at {1}: expected a number": "Erreur de syntaxe en position {1} : nombre attendu",
        "The RPN stack holds numbers, not dates: work out dates on another keypad":
            "La pile RPN contient des nombres, pas des dates : calculez les dates sur un autre clavier",
        "{1} is a currency, and this calculator has no exchange rates (its operator can load them with serve --rates FILE)":
            "{1} est une devise, et cette calculatrice n’a pas de taux de change (son exploitant peut les charger avec serve --rates FICHIER)",
        "A date takes only + and − a duration (90 days, 1 month), or − a date":
            "Une date ne prend que + et − une durée (90 days, 1 month), ou − une date",
        "A date moves by a duration, not by {1}":
            "Une date se déplace d’une durée, pas de {1}",
        "A date moves by whole months and years":
            "Une date se déplace de mois et d’années entiers",
        "A date moves by whole days: {1} is not":
            "Une date se déplace de jours entiers : {1} n’en est pas",
        "Two dates do not add: subtract them for the days between":
            "Deux dates ne s’additionnent pas : soustrayez-les pour les jours entre elles",
        "A date does not convert to a unit":
            "Une date ne se convertit pas en unité",
        "today is not known here":
            "today n’est pas connu ici",
        "{1} is not defined here":
            "{1} n’est pas défini ici",
        "stdev needs at least two values":
            "stdev demande au moins deux valeurs",
        "{1} needs at least one value":
            "{1} demande au moins une valeur",
        "{1} needs whole numbers of 0 or more":
            "{1} demande des nombres entiers de 0 ou plus",
        "{1} needs whole numbers, not {2}":
            "{1} demande des nombres entiers, pas {2}",
        "Syntax error at {1}: {2} is not a date of the calendar":
            "Erreur de syntaxe en position {1} : {2} n’est pas une date du calendrier",
        "Syntax error at {1}: {2} is not a number; a date is written {3}":
            "Erreur de syntaxe en position {1} : {2} n’est pas un nombre ; une date s’écrit {3}",
        "Syntax error at {1}: at most {2} values":
            "Erreur de syntaxe en position {1} : au plus {2} valeurs",
        "A unit's power must lie between -{1} and {2}":
            "La puissance d’une unité doit être comprise entre -{1} et {2}",
        "Syntax error at {1}: {2} is a constant and cannot be redefined":
            "Erreur de syntaxe en position {1} : {2} est une constante et ne peut pas être redéfini",
        "Syntax error at {1}: {2} is a function and cannot be redefined":
            "Erreur de syntaxe en position {1} : {2} est une fonction et ne peut pas être redéfini",
        "Syntax error at {1}: {2} is the conversion word and cannot be redefined":
            "Erreur de syntaxe en position {1} : {2} est le mot de conversion et ne peut pas être redéfini",
        "Syntax error at {1}: {2} is a unit: choose another name, such as {3}":
            "Erreur de syntaxe en position {1} : {2} est une unité : choisissez un autre nom, comme {3}",
        "Syntax error at {1}: {2} has no value: its definition on line {3} failed":
            "Erreur de syntaxe en position {1} : {2} n’a pas de valeur : sa définition à la ligne {3} a échoué",
        "Syntax error at {1}: {2} cannot refer to itself: a line uses the names of earlier lines":
            "Erreur de syntaxe en position {1} : {2} ne peut pas se désigner lui-même : une ligne utilise les noms des lignes précédentes",
        "Syntax error at {1}: {2} names a parameter twice":
            "Erreur de syntaxe en position {1} : {2} nomme un paramètre deux fois",
        "Syntax error at {1}: {2} has an empty parameter: separate names by ',' as in f(x, y)":
            "Erreur de syntaxe en position {1} : {2} a un paramètre vide : séparez les noms par ',' comme dans f(x, y)",
        "Syntax error at {1}: {2}() has no parameter: write {3} = … or {4}(x) = …":
            "Erreur de syntaxe en position {1} : {2}() n’a pas de paramètre : écrivez {3} = … ou {4}(x) = …",
        "Syntax error at {1}: '{2}' is not {3}: use letters, then letters or digits":
            "Erreur de syntaxe en position {1} : '{2}' n’est pas {3} : utilisez des lettres, puis des lettres ou des chiffres",
        "a name": "un nom",
        "a parameter": "un paramètre",
        "Syntax error at {1}: expected an operator": "Erreur de syntaxe en position {1} : opérateur attendu",
        "Syntax error at {1}: expected an operator; values are separated by ';' where ',' is the decimal mark":
            "Erreur de syntaxe en position {1} : opérateur attendu ; les valeurs se séparent par « ; » quand « , » est le séparateur décimal",
        "Syntax error at {1}: expected an expression": "Erreur de syntaxe en position {1} : expression attendue",
        "Syntax error at {1}: expected a digit": "Erreur de syntaxe en position {1} : chiffre attendu",
        "Syntax error at {1}: a number has one decimal point":
            "Erreur de syntaxe en position {1} : un nombre n’a qu’un point décimal",
        "Syntax error at {1}: a number has one decimal comma":
            "Erreur de syntaxe en position {1} : un nombre n’a qu’une virgule décimale",
        "frac: this value was rounded (a root, π, a function…), so it has no exact fraction.":
            "frac : cette valeur a été arrondie (une racine, π, une fonction…), elle n’a donc pas de fraction exacte.",
        "frac: this value’s fraction would pass 100 digits.":
            "frac : la fraction de cette valeur dépasserait 100 chiffres.",
        "digits: the display already shows every digit of this value.":
            "digits : l’affichage montre déjà tous les chiffres de cette valeur.",
        // The unit converter and its categories.
        "Unit converter": "Convertisseur d’unités", "Value": "Valeur", "From": "De", "To": "En",
        "Convert": "Convertir", "Swap From and To": "Échanger De et En", "Calculation:": "Calcul :",
        "Use in calculator": "Utiliser dans la calculatrice",
        "How to type units, and every unit by category":
            "Comment saisir les unités, et toutes les unités par catégorie",
        "Type the value without a unit: choose its unit under From.":
            "Saisissez la valeur sans unité : choisissez son unité sous « De ».",
        "Length": "Longueur", "Area": "Aire", "Volume": "Volume",
        "Weight and mass": "Poids et masse", "Temperature": "Température", "Energy": "Énergie", "Speed": "Vitesse",
        "Time": "Temps", "Power": "Puissance", "Data": "Données", "Pressure": "Pression", "Angle": "Angle",
        "Force": "Force", "Frequency": "Fréquence", "Currency": "Devises", "Exactly {1}": "Exactement {1}",
        "The value is too long: {1} characters (at most {2})":
            "La valeur est trop longue : {1} caractères (au plus {2})",
        "The unit is too long: {1} characters (at most {2})": "L’unité est trop longue : {1} caractères (au plus {2})",
        "“{1}” is not a unit": "« {1} » n’est pas une unité",
        // The engine's messages about units, and its words in them.
        "a plain number": "un nombre sans unité",
        "Units do not match at {1}: {2} and {3}; a date is written {4}":
            "Unités incompatibles en position {1} : {2} et {3} ; une date s’écrit {4}",
        "Units do not match: {1} and {2}; a date is written {3}":
            "Unités incompatibles : {1} et {2} ; une date s’écrit {3}",
        "Units do not match at {1}: {2} and {3}": "Unités incompatibles en position {1} : {2} et {3}",
        "Units do not match: {1} and {2}": "Unités incompatibles : {1} et {2}",
        "Cannot convert {1} to {2}": "Impossible de convertir {1} en {2}",
        "{1} has no value yet": "{1} n’a pas encore de valeur",
        "Needs more than {1} significant digits": "Nécessite plus de {1} chiffres significatifs",
        "{1} is below absolute zero": "{1} est en dessous du zéro absolu",
        "{1} and {2}: a temperature and a difference of temperatures do not convert":
            "{1} et {2} : une température et une différence de températures ne se convertissent pas l’une en l’autre",
        "Cannot divide by a temperature in {1}: convert it to K first":
            "Impossible de diviser par une température en {1} : convertissez-la d’abord en K",
        "Cannot combine a temperature in {1} with another unit: convert it to K first":
            "Impossible de combiner une température en {1} avec une autre unité : convertissez-la d’abord en K",
        "Cannot raise a temperature in {1} to a power: convert it to K first":
            "Impossible d’élever à une puissance une température en {1} : convertissez-la d’abord en K",
        "Two temperatures do not add: add a difference, such as 5 {1}":
            "Deux températures ne s’additionnent pas : ajoutez une différence, par exemple 5 {1}",
        "Two temperatures do not divide: add a difference, such as 5 {1}":
            "Deux températures ne se divisent pas : ajoutez une différence, par exemple 5 {1}",
        "An exponent must be a plain number, not {1}": "Un exposant doit être un nombre sans unité, pas {1}",
        "{1} to the power {2} is not a unit": "{1} à la puissance {2} n’est pas une unité",
        "{1} needs a plain number or an angle, not {2}": "{1} demande un nombre sans unité ou un angle, pas {2}",
        "{1} needs a plain number, not {2}": "{1} demande un nombre sans unité, pas {2}",
        "{1} of a temperature in {2}: convert it to K first":
            "{1} d’une température en {2} : convertissez-la d’abord en K",
        "{1} of {2} is not a unit": "{1} de {2} n’est pas une unité",
        "Syntax error at {1}: '{2}' is not a digit of base {3}":
            "Erreur de syntaxe en position {1} : « {2} » n’est pas un chiffre en base {3}",
        "{1} works on integers only": "{1} ne s’applique qu’aux nombres entiers",
        "{1} needs a word size: 8, 16, 32 or 64 bits": "{1} demande une taille de mot : 8, 16, 32 ou 64 bits",
        "Cannot shift by a negative count": "Impossible de décaler d’un nombre négatif de positions",
        "Syntax error at {1}: expected a unit after 'to'":
            "Erreur de syntaxe en position {1} : unité attendue après « to »",
        "Syntax error at {1}: {2} and {3} measure the same thing: write one unit":
            "Erreur de syntaxe en position {1} : {2} et {3} mesurent la même grandeur : écrivez une seule unité",
        "Syntax error at {1}: 'in' is the inch here; to convert, write 'to'":
            "Erreur de syntaxe en position {1} : « in » est ici le pouce ; pour convertir, écrivez « to »",
        // The graph page.
        "Graphs": "Graphes",
        "{1} and {2}": "{1} et {2}",
        "Functions of x": "Fonctions de x",
        "Ranges": "Intervalles",
        "Leave ymin and ymax blank to choose them from the values.":
            "Laissez ymin et ymax vides pour les choisir d’après les valeurs.",
        "Plot": "Tracer",
        "The graph ran out of its work allowance: some values and key points were not computed.":
            "Le graphe a épuisé son quota de calcul : certaines valeurs et certains points remarquables n’ont pas été calculés.",
        "Zoom and pan": "Zoom et déplacement",
        "Zoom in": "Zoom avant",
        "Zoom out": "Zoom arrière",
        "Left": "Gauche",
        "Right": "Droite",
        "Up": "Haut",
        "Down": "Bas",
        "Reset": "Réinitialiser",
        "Key points": "Points remarquables",
        "No zeros, extrema or y-intercept in this range.":
            "Ni zéro, ni extremum, ni ordonnée à l’origine dans cet intervalle.",
        "Table of values": "Tableau de valeurs",
        "undefined": "non défini",
        "not computed": "non calculé",
        "Graphs of functions of x": "Graphes de fonctions de x",
        "Graph of {1}": "Graphe de {1}",
        "At most 5 functions can be plotted at once, not {1}.":
            "On peut tracer au plus 5 fonctions à la fois, pas {1}.",
        "{1} must be a number, not “{2}”.": "{1} doit être un nombre, pas « {2} ».",
        "{1} must lie between -1e9 and 1e9.": "{1} doit être compris entre -1e9 et 1e9.",
        "{1} must be less than {2}.": "{1} doit être inférieur à {2}.",
        "The sheet has {1} lines: the first {2} are computed.":
            "La feuille a {1} lignes : les {2} premières sont calculées.",
        "The sheet has {1} characters: the lines within the first {2} are computed.":
            "La feuille a {1} caractères : les lignes comprises dans les {2} premiers sont calculées.",
        "The {1} range is too narrow to draw; make it wider.":
            "La plage de {1} est trop étroite pour être tracée ; élargissez-la.",
        "f{1}(x) =": "f{1}(x) =",
        "x from {1} to {2}, y from {3} to {4}. Key points and a table of values follow the graph.":
            "x de {1} à {2}, y de {3} à {4}. Les points remarquables et un tableau de valeurs suivent le graphe.",
        "Found numerically from the samples: x and y to {1} significant digits; the y-intercept as the display shows it.":
            "Trouvés numériquement à partir des échantillons : x et y à {1} chiffres significatifs ; l’ordonnée à l’origine comme l’affiche l’écran.",
        "Zero at x = {1}": "Zéro en x = {1}",
        "Minimum at x = {1}, y = {2}": "Minimum en x = {1}, y = {2}",
        "Maximum at x = {1}, y = {2}": "Maximum en x = {1}, y = {2}",
        "y-intercept: y = {1}": "Ordonnée à l’origine : y = {1}",
        "More zeros or extrema lie in this range; the first {1} of each are listed.":
            "Cet intervalle contient d’autres zéros ou extremums ; les {1} premiers de chaque sorte sont listés.",
        "{1} of the {2} samples, to {3} significant digits.": "{1} des {2} échantillons, à {3} chiffres significatifs.",
        "plot needs plain numbers": "un graphe demande des nombres sans unité",
        "The graph page draws up to five functions of x, with their key points (zeros, minima, maxima) and a table of values; zoom and pan are links.":
            "La page des graphes trace jusqu’à cinq fonctions de x, avec leurs points remarquables (zéros, minimums, maximums) et un tableau de valeurs ; zoom et déplacement sont des liens.",
        "Open this graph": "Ouvrir ce graphe",
        "x from {1} to {2}, y from {3} to {4}.": "x de {1} à {2}, y de {3} à {4}.",
        "In integers of {1} bits, {2}.": "En entiers de {1} bits, {2}.",
        "This calculation is full ({1} entries): press = to finish it, or CE.":
            "Ce calcul est complet ({1} entrées) : appuyez sur = pour le terminer, ou sur CE.",
        "There is no word “{1}”: use 8s, 8u, 16s, 16u, 32s, 32u, 64s or 64u.":
            "Il n’y a pas de mot «\u{A0}{1}\u{A0}»\u{A0}: utilisez 8s, 8u, 16s, 16u, 32s, 32u, 64s ou 64u.",
        "{1}-bit signed": "{1} bits signé", "{1}-bit unsigned": "{1} bits non signé",
        "Bits {1} to {2}": "Bits {1} à {2}", "bit {1}: {2}": "bit {1}\u{A0}: {2}",
        "{1} became {2} (integers of {3} bits).": "{1} est devenu {2} (entiers de {3} bits).",
        "Plot this function": "Tracer cette fonction",
        "Plot {1}": "Tracer {1}",
    ]
}
