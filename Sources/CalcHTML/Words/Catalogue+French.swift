extension Catalogue {
    /// Français.
    static let french: [String: String] = [
        "Calculator": "Calculatrice", "memory holds a value": "la mémoire contient une valeur",
        "angle unit: radians": "unité d’angle : radians", "angle unit: degrees": "unité d’angle : degrés",
        "Display": "Affichage", "Stack, newest last": "Pile, la plus récente en dernier", "Expression": "Expression",
        "Evaluate": "Calculer", "Standard keys": "Touches standard", "Scientific keys": "Touches scientifiques",
        "RPN keys": "Touches NPI", "Functions": "Fonctions", "Keypad": "Clavier", "Keypad:": "Clavier :",
        "(current)": "(actif)", "History": "Historique", "No calculations yet.": "Aucun calcul pour l’instant.",
        "Recall": "Reprendre", "Show steps": "Voir les étapes", "Link to this calculation": "Lien vers ce calcul",
        "Download history": "Télécharger l’historique", "Number format": "Format des nombres",
        "From your browser": "Celui du navigateur", "Apply": "Appliquer",
        "Help: keys, rules and examples": "Aide : touches, règles et exemples",
        "Standard": "Standard", "Scientific": "Scientifique", "Digits": "Chiffres", "comma": "virgule",
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
        "variable M": "variable M", "set M": "mettre dans M", "exchange the two newest": "échanger les deux plus récentes",
        "remove the newest": "retirer la plus récente", "fraction or decimal": "fraction ou décimal",
        "all digits": "tous les chiffres", "reverse Polish notation": "notation polonaise inverse",
        "That page was out of date; nothing was changed.": "Cette page n’était plus à jour ; rien n’a été modifié.",
        "Your saved calculator could not be restored; this is a fresh one.":
            "Votre calculatrice enregistrée n’a pas pu être restaurée ; en voici une nouvelle.",
        "Press Evaluate to calculate the linked expression.":
            "Appuyez sur « Calculer » pour calculer l’expression du lien.",
        // The steps page.
        "Steps": "Étapes", "Back to the calculator": "Retour à la calculatrice", "Angles in degrees.": "Angles en degrés.",
        "Angles in radians.": "Angles en radians.",
        "Open this calculation in the calculator": "Ouvrir ce calcul dans la calculatrice",
        StepsPage.allowanceNote:
            "Un détail des étapes paie ses étapes sur la même allocation qu’un calcul, affichage compris ; il peut donc l’épuiser là où le calcul seul ne l’épuiserait pas.",
        "Steps: {1}": "Étapes : {1}", "{1} stays an exact fraction (≈ {2})": "{1} reste une fraction exacte (≈ {2})",
        "{1} of {2} = {3}": "{1} de {2} = {3}", "rounded to {1} significant digits": "arrondi à {1} chiffres significatifs",
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
        "Syntax error at {1}: expected a number": "Erreur de syntaxe en position {1} : nombre attendu",
        "Syntax error at {1}: expected an operator": "Erreur de syntaxe en position {1} : opérateur attendu",
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
    ]
}
