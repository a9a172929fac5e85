import CalcEngine

extension HelpWords {
    /// French: a translation of ``english``, whole.
    static let french = HelpWords(
        title: "Aide – Calculatrice", back: "← Retour à la calculatrice", heading: "Aide de la calculatrice",
        intro: """
            <p>Cette calculatrice fonctionne sur le serveur\u{A0}: chaque touche est un bouton de formulaire ordinaire. \
            Elle marche donc dans n’importe quel navigateur, même sans JavaScript, dans les navigateurs en mode texte \
            comme lynx et w3m, et sur les bornes interactives. Chaque appui envoie une touche et le serveur répond par \
            la nouvelle page. La touche sur laquelle vous avez appuyé garde le focus clavier.</p>
            <p>Tant que vous n’avez pas choisi de clavier, un écran large ou en mode paysage affiche les touches \
            scientifiques à côté des touches standard, et un écran étroit en mode portrait seulement les touches \
            standard. Les boutons <em>Clavier</em> permettent de choisir\u{A0}: <em>Standard</em> affiche alors les seules \
            touches standard, quelle que soit la taille de l’écran (les navigateurs en mode texte affichent de toute \
            façon toutes les touches). Standard et scientifique sont une seule et même calculatrice\u{A0}: passer de l’un à \
            l’autre conserve tout. Passer en NPI (bouton RPN) place la valeur affichée sur la pile NPI, sauf si elle \
            vient de la pile et que vous ne l’avez pas modifiée\u{A0}; au retour, ce qu’affichait la calculatrice NPI \
            devient la saisie en cours.</p>

            """,
        screenshots: """
            <div class="shots">
            <p class="shot"><img src="/screenshots/portrait.png" width="195" height="422" alt="La calculatrice sur un téléphone tenu verticalement\u{A0}: l’affichage en haut, les touches standard occupant les deux tiers inférieurs."><br>Téléphone à la verticale\u{A0}: les touches standard.</p>
            <p class="shot"><img src="/screenshots/dark.png" width="195" height="422" alt="La calculatrice NPI en thème sombre, sa pile au-dessus de l’affichage."><br>NPI, thème sombre.</p>
            <p class="shot"><img src="/screenshots/landscape.png" width="422" height="195" alt="La calculatrice sur un téléphone tenu horizontalement\u{A0}: les touches scientifiques à côté des touches standard."><br>Téléphone à l’horizontale\u{A0}: les touches scientifiques à côté.</p>
            <p class="shot"><img src="/screenshots/desktop.png" width="480" height="300" alt="La calculatrice sur un écran d’ordinateur."><br>Ordinateur.</p>
            <p class="shot"><img src="/screenshots/kiosk.png" width="480" height="270" alt="La calculatrice occupant tout l’écran d’une borne interactive de 1920\u{A0}×\u{A0}1080 pixels."><br>Borne interactive, 1920×1080.</p>
            </div>

            """,
        keysHeading: "Touches",
        keysIntro:
            "Chaque touche est un bouton\u{A0}; sa valeur (ce qu’un navigateur en mode texte affiche entre parenthèses) est ce que reçoit le serveur.",
        standardKeys: "Touches standard", scientificKeys: "Touches scientifiques",
        rpnKeys: "Touches NPI (en plus des chiffres, des opérateurs et des fonctions)",
        keypadSwitch: "Choix du clavier",
        keyHelp: [
            .digit0: "Tape le chiffre 0.", .digit1: "Tape le chiffre 1.", .digit2: "Tape le chiffre 2.",
            .digit3: "Tape le chiffre 3.", .digit4: "Tape le chiffre 4.", .digit5: "Tape le chiffre 5.",
            .digit6: "Tape le chiffre 6.", .digit7: "Tape le chiffre 7.", .digit8: "Tape le chiffre 8.",
            .digit9: "Tape le chiffre 9.",
            .point: "Tape la virgule décimale\u{A0}; une deuxième dans un nombre est ignorée.",
            .add: "Additionne.",
            .subtract:
                "Soustrait\u{A0}; après un opérateur, en début de calcul ou après (, commence un nombre négatif.",
            .multiply: "Multiplie.", .divide: "Divise.",
            .modulus:
                "Modulo à quotient arrondi vers le bas, et non pourcentage (c’est la touche %)\u{A0}: le résultat prend le signe du diviseur (-7 % 3 = 2).",
            .percent:
                "Pourcentage\u{A0}: le nombre divisé par 100 (50\u{A0}% donne 0,5)\u{A0}; après + ou −, cette part du nombre qui précède (200 − 10\u{A0}% donne 180).",
            .power: "Élève à une puissance\u{A0}; prioritaire, s’évalue de gauche à droite (2^3^2 = 64).",
            .openParen: "Ouvre une parenthèse\u{A0}; après un nombre, sous-entend ×.",
            .closeParen: "Ferme la parenthèse ouverte la plus intérieure et affiche sa valeur.",
            .equals: "Calcule\u{A0}; un nouvel appui répète la dernière opération sur le résultat.",
            .clearEntry: "CE\u{A0}: efface la dernière saisie (un chiffre, un opérateur, une fonction).",
            .clearAll:
                "CL\u{A0}: efface le calcul\u{A0}; la mémoire, l’historique, l’unité d’angle et le mode sont conservés.",
            .negate: "Change le signe du nombre ou du résultat.",
            .sqrt: "Racine carrée.", .cbrt: "Racine cubique.", .sq: "Élève au carré.", .cube: "Élève au cube.",
            .inv: "Inverse (1/x).", .fact: "Factorielle.",
            .exp: "e élevé à la puissance du nombre.", .pow10: "10 élevé à la puissance du nombre.",
            .ln: "Logarithme népérien.", .log10: "Logarithme décimal (base 10).", .log2: "Logarithme binaire (base 2).",
            .sin: "Sinus, dans l’unité d’angle en cours.", .cos: "Cosinus, dans l’unité d’angle en cours.",
            .tan: "Tangente, dans l’unité d’angle en cours.", .asin: "Arc sinus, dans l’unité d’angle en cours.",
            .acos: "Arc cosinus, dans l’unité d’angle en cours.", .atan: "Arc tangente, dans l’unité d’angle en cours.",
            .sinh: "Sinus hyperbolique.", .cosh: "Cosinus hyperbolique.", .tanh: "Tangente hyperbolique.",
            .asinh: "Argument sinus hyperbolique.", .acosh: "Argument cosinus hyperbolique.",
            .atanh: "Argument tangente hyperbolique.",
            .pi: "La constante π.", .e: "La constante e.",
            .rand: "Un nombre aléatoire compris entre 0 inclus et 1 exclu.",
            .exponentEntry: "Commence l’exposant du nombre\u{A0}: 1 , 5 EE 3 tape 1,5e3.",
            .angle: "Bascule entre radians (par défaut) et degrés.",
            .memoryClear: "Efface la mémoire.", .memoryAdd: "Ajoute la valeur affichée à la mémoire.",
            .memorySubtract: "Soustrait la valeur affichée de la mémoire.",
            .memoryRecall: "Rappelle la mémoire comme opérande.",
            .enter: "NPI\u{A0}: empile le nombre en cours de saisie.",
            .variableM: "NPI\u{A0}: empile la variable M (et non sa valeur).",
            .storeM: "NPI\u{A0}: donne à M la valeur affichée.",
            .swap: "NPI\u{A0}: échange les deux expressions les plus récentes de la pile.",
            .drop: "NPI\u{A0}: retire de la pile l’expression la plus récente.",
            .modeStandard: "Affiche le clavier standard (même calcul qu’en scientifique).",
            .modeScientific: "Affiche le clavier scientifique (même calcul qu’en standard).",
            .fraction:
                "Affiche un résultat exact sous forme de fraction (1/3, 3/10, 17/6) jusqu’à la touche suivante\u{A0}; une deuxième fois, sous forme décimale. Une valeur arrondie (√2, π) reste décimale.",
            .digits:
                "Affiche tous les chiffres de la valeur jusqu’à la touche suivante\u{A0}: jusqu’à 40 chiffres significatifs, tous ceux d’un entier ou d’un décimal exact (jusqu’à 100)\u{A0}; une deuxième fois, les 15 habituels.",
            .modeRPN: "Passe à la calculatrice NPI\u{A0}; la valeur affichée va sur sa pile.",
            .modeProgrammer:
                "Passe au clavier programmeur\u{A0}: des entiers d’une taille de mot, en quatre bases\u{A0}; la partie entière de la valeur affichée suit.",
            .digitA: "Programmeur\u{A0}: tape le chiffre hexadécimal A (10).",
            .digitB: "Programmeur\u{A0}: tape le chiffre hexadécimal B (11).",
            .digitC: "Programmeur\u{A0}: tape le chiffre hexadécimal C (12).",
            .digitD: "Programmeur\u{A0}: tape le chiffre hexadécimal D (13).",
            .digitE: "Programmeur\u{A0}: tape le chiffre hexadécimal E (14).",
            .digitF: "Programmeur\u{A0}: tape le chiffre hexadécimal F (15).",
            .and: "Programmeur\u{A0}: un bit vaut 1 là où les deux bits valent 1.",
            .or: "Programmeur\u{A0}: un bit vaut 1 là où l’un des bits vaut 1.",
            .xor: "Programmeur\u{A0}: un bit vaut 1 là où les deux bits diffèrent.",
            .nand: "Programmeur\u{A0}: et, puis chaque bit inversé.",
            .nor: "Programmeur\u{A0}: ou, puis chaque bit inversé.",
            .not: "Programmeur\u{A0}: inverse chaque bit de la valeur affichée.",
            .shl:
                "Programmeur\u{A0}: décale les bits vers la gauche du nombre de positions qui suit\u{A0}; les bits au-delà du mot sont perdus.",
            .shr:
                "Programmeur\u{A0}: décale les bits vers la droite\u{A0}; un mot signé garde son signe, un mot non signé se remplit de 0.",
            .rol:
                "Programmeur\u{A0}: fait tourner les bits vers la gauche\u{A0}; ceux qui sortent en haut reviennent en bas.",
            .ror:
                "Programmeur\u{A0}: fait tourner les bits vers la droite\u{A0}; ceux qui sortent en bas reviennent en haut.",
            .word8:
                "Programmeur\u{A0}: garde les valeurs sur 8 bits\u{A0}; une valeur plus grande garde ses bits les plus bas.",
            .word16:
                "Programmeur\u{A0}: garde les valeurs sur 16 bits\u{A0}; une valeur plus grande garde ses bits les plus bas.",
            .word32:
                "Programmeur\u{A0}: garde les valeurs sur 32 bits\u{A0}; une valeur plus grande garde ses bits les plus bas.",
            .word64:
                "Programmeur\u{A0}: garde les valeurs sur 64 bits\u{A0}; une valeur plus grande garde ses bits les plus bas.",
            .signed: "Programmeur\u{A0}: le bit le plus haut est le signe (complément à deux).",
            .unsigned: "Programmeur\u{A0}: chaque bit fait partie de la valeur\u{A0}; rien n’est négatif.",
            .base16: "Programmeur\u{A0}: les chiffres se tapent en hexadécimal, de 0 à F.",
            .base10: "Programmeur\u{A0}: les chiffres se tapent en décimal, de 0 à 9.",
            .base8: "Programmeur\u{A0}: les chiffres se tapent en octal, de 0 à 7.",
            .base2: "Programmeur\u{A0}: les chiffres se tapent en binaire, 0 et 1.",
        ],
        keyboard: """
            <h2 id="keyboard">Clavier physique</h2>
            <ul>
            <li>Une nouvelle page, ainsi que la page qui suit une expression saisie, place le focus dans le champ <em>Expression</em>, vide, l’expression en cours apparaissant en grisé comme texte indicatif\u{A0}: tapez un calcul et appuyez sur <kbd>Enter</kbd>. Une expression qui échoue reste dans le champ pour être corrigée (<kbd>End</kbd> amène le curseur à la fin). Un texte qui commence par un opérateur part du résultat\u{A0}: <code>2^10</code> <kbd>Enter</kbd> affiche 1\u{202F}024, puis <code>+1</code> <kbd>Enter</kbd> affiche 1\u{202F}025. <kbd>Backspace</kbd> et les touches fléchées modifient le texte comme dans tout champ.</li>
            <li>Après un appui sur une touche de la calculatrice, le focus reste sur cette touche\u{A0}: <kbd>Enter</kbd> ou <kbd>Space</kbd> l’actionne à nouveau, et <kbd>Tab</kbd> / <kbd>Shift</kbd>+<kbd>Tab</kbd> passent aux touches voisines.</li>
            <li>Le champ Expression est le premier élément interactif de la page (un <kbd>Tab</kbd> depuis le haut) et a pour touche d’accès rapide <kbd>X</kbd>\u{A0}: <kbd>Alt</kbd>+<kbd>X</kbd> dans Chrome et Edge, <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>X</kbd> dans Firefox, <kbd>Control</kbd>+<kbd>Option</kbd>+<kbd>X</kbd> dans Safari.</li>
            <li>Sans JavaScript, une page ne peut pas écouter le clavier\u{A0}: les chiffres tapés pendant qu’une touche de la calculatrice a le focus sont sans effet. Tapez-les dans le champ Expression. <kbd>Escape</kbd> n’a aucun rôle ici\u{A0}; <code>AC</code> efface.</li>
            <li>Lecteurs d’écran\u{A0}: le titre de la page commence par l’affichage («\u{A0}1\u{202F}024 – Calculatrice\u{A0}»), et la touche ou le champ qui a le focus est décrit par l’affichage\u{A0}: le résultat est donc lu avec la touche sur laquelle vous avez appuyé.</li>
            </ul>

            """,
        rules: """
            <h2 id="precedence">Priorité des opérateurs</h2>
            <p>Chaque exemple saisi de cette page part d’une calculatrice remise à zéro (appuyez d’abord sur AC)\u{A0}: \
            après un résultat, un texte qui commence par un opérateur part de ce résultat. Ainsi, <code>-3^2</code> \
            tapé après 64 donne 55 (64 − 9), et non −9.</p>
            <ol>
            <li><code>!</code> (factorielle, dans les expressions saisies seulement) et le signe pour cent sont les plus prioritaires.</li>
            <li><code>^</code> (puissance) vient ensuite et, comme tous les autres opérateurs, s’évalue <strong>de gauche à droite</strong>\u{A0}: \
            <code>2^3^2</code> vaut <code>(2^3)^2 = 64</code>. Les documents de référence de cette calculatrice l’exigent.</li>
            <li>Le moins unaire est moins prioritaire que <code>^</code> et plus prioritaire que <code>* / %</code>\u{A0}: <code>-3^2 = -9</code>, \
            <code>2^-1 = 0.5</code>, <code>2*-3 = -6</code>.</li>
            <li><code>* / %</code>, de gauche à droite.</li>
            <li><code>+ -</code>, de gauche à droite\u{A0}: <code>-6-5+4*3^2 = 25</code>.</li>
            </ol>
            <p><code>%</code> entre deux nombres est le <strong>modulo à quotient arrondi vers le bas</strong>\u{A0}: le résultat prend \
            le signe du diviseur, donc <code>-7 % 3 = 2</code> et <code>7 % -3 = -2</code>. Après un nombre et devant \
            <code>× ÷ ^ )</code>, un autre <code>%</code> ou la fin, c’est un <strong>pourcentage</strong> (voir \
            <a href="#percent">Pourcentage et modulo</a>). <code>0^0 = 1</code>\u{A0}; <code>0^-1</code> donne \
            <samp>Entrée non valide</samp>.</p>
            <h2 id="percent">Pourcentage et modulo</h2>
            <p>Sur le clavier de la calculatrice, ce sont deux touches\u{A0}: <kbd>%</kbd> (<code>pct</code>) est le pourcentage et <kbd>mod</kbd> \
            (<code>%</code>) le modulo. Dans une expression saisie, les deux s’écrivent <code>%</code>\u{A0}; c’est ce qui suit \
            qui décide (le modulo s’écrit aussi <code>mod</code>\u{A0}: <code>7 mod 3 = 1</code>). Suivi d’un nombre, d’un nom, de <code>(</code> ou d’un signe, c’est le modulo, comme toujours\u{A0}: \
            <code>7 % 3 = 1</code>, <code>7 % -3 = -2</code>, et aussi <code>10% + 5 = 0</code> (10 modulo +5). \
            Suivi de <code>× ÷ ^ )</code>, d’un autre <code>%</code>, de <code>!</code> ou de rien, c’est un pourcentage\u{A0}:</p>
            <ul>
            <li><code>b%</code> seul vaut b/100\u{A0}: <code>50% = 0.5</code>\u{A0}; de même après <code>×</code> ou <code>÷</code>\u{A0}: \
            <code>48.20 × 15% = 7.23</code> (15\u{A0}% de 48,20), <code>200 ÷ 10% = 2000</code>. <code>of</code> après un \
            pourcentage multiplie\u{A0}: <code>15% of 48.20 = 7.23</code>.</li>
            <li>Après <code>+</code> ou <code>−</code>, c’est cette part du nombre qui précède, comme sur une calculatrice \
            de commerçant\u{A0}: <code>200 − 10% = 180</code> (200 − 20), <code>200 + 10% = 220</code>. «\u{A0}Le nombre qui précède\u{A0}» \
            est tout ce qui se trouve avant le <code>+</code> ou le <code>−</code> au même niveau\u{A0}: <code>100 + 200 − 10% = 270</code> \
            (300 − 30), <code>2 × 3 + 10% = 6.6</code>, <code>100 + (200 − 10%) = 280</code>. Un signe compte avec le \
            pourcentage\u{A0}: <code>200 − -10% = 220</code>.</li>
            <li>Un pourcentage est aussi prioritaire que <code>!</code> et porte sur le nombre juste avant lui\u{A0}: <code>2^10%</code> vaut \
            2^0,1, <code>-10%</code> vaut −0,1, <code>sin(30)%</code> vaut sin(30)/100, <code>10%%</code> vaut 0,001. Dans un \
            produit, il vaut b/100\u{A0}: <code>200 − 10% × 2 = 199.8</code>. Les parenthèses n’y changent rien\u{A0}: \
            <code>200 − (10%)</code> vaut aussi 180.</li>
            <li>Pour ajouter quelque chose après un pourcentage, mettez le pourcentage entre parenthèses\u{A0}: <code>(200 − 10%) + 5 = 185</code>\u{A0}; \
            le clavier le fait de lui-même quand vous appuyez sur <kbd>+</kbd> après <kbd>%</kbd>.</li>
            <li>Sur le clavier, <kbd>%</kbd> affiche la part tout de suite\u{A0}: <code>200 − 10 %</code> affiche 20, et \
            <kbd>=</kbd> donne 180. Une touche qui prend ensuite ce nombre (<code>×</code>, <code>x²</code>, …) prend le \
            20 que vous voyez, et la ligne au-dessus de l’affichage l’indique (<code>200 − 20 × 3</code>). Sans opération \
            en attente, <code>50 %</code> affiche 0,5\u{A0}; après un opérateur, c’est le nombre affiché qui est utilisé \
            (<code>200 + %</code> vaut 200 + 200\u{A0}%). Le clavier NPI n’a pas de touche pour cent\u{A0}: on y calcule x\u{A0}% de y \
            avec <code>y ↲ x × 100 ÷</code>.</li>
            <li>Tous les résultats sont exacts\u{A0}: <code>1234.56 − 33.3% = 823.45152</code>. La page des étapes montre la part\u{A0}: \
            <code>200-10%</code>, puis <code>200-20</code>, puis 180.</li>
            </ul>
            <h2 id="keypad">Utiliser le clavier de la calculatrice</h2>
            <ul>
            <li>La petite ligne au-dessus de l’affichage décrit le calcul\u{A0}; elle se termine par <code>...</code> tant qu’une \
            opération est en attente, et par <code>=</code> après un résultat.</li>
            <li>Un opérateur tapé après un autre opérateur le remplace (<code>1 + × 3 =</code> donne <code>1 × 3</code>), sauf \
            <code>-</code>, qui commence un nombre négatif.</li>
            <li>Une fonction s’applique immédiatement au nombre affiché. Un nouvel appui sur <code>=</code> répète la dernière \
            opération\u{A0}: <code>2 + 3 = =</code> donne 8.</li>
            <li>⌫ (<code>CE</code>) efface la dernière saisie\u{A0}; AC (<code>CL</code>) efface le calcul mais conserve la mémoire, \
            l’historique, l’unité d’angle et le clavier choisi.</li>
            <li>Après une erreur, n’importe quelle touche commence un nouveau calcul.</li>
            <li>L’historique liste les calculs précédents, du plus récent au plus ancien\u{A0}; appuyez sur l’un d’eux pour utiliser \
            son résultat comme nombre.</li>
            </ul>
            <h2 id="typed">Expressions saisies</h2>
            <p>Le champ Expression contient tout le calcul sous forme de texte\u{A0}; modifiez-le et appuyez sur Entrée (ou sur \
            <em>Calculer</em>). Il accepte\u{A0}:</p>
            <ul>
            <li>des nombres\u{A0}: <code>12</code>, <code>1.5</code>, <code>.5</code>, <code>1e3</code>, <code>2.5E-4</code>\u{A0};</li>
            <li>les opérateurs <code>+ - * / % ^</code> et leurs variantes <code>× ÷ −</code> et <code>**</code> (pour <code>^</code>)\u{A0}; <code>+</code> et \
            <code>-</code> unaires\u{A0}; les parenthèses\u{A0}; <code>!</code> et le pourcentage <code>%</code> placés après leur opérande\u{A0};</li>
            <li>des fonctions, suivies de leur argument entre parenthèses\u{A0}: <code>sqrt cbrt sin cos tan asin acos atan sinh cosh tanh asinh \
            acosh atanh ln log</code> (base 10) <code>log10 log2 exp abs sqr cube fact</code>, \
            <code>floor ceil trunc sign</code> (ou <code>sgn</code>) et <code>round</code> (les moitiés s’arrondissent en s’éloignant de zéro\u{A0}: \
            <code>round(2.5)</code> vaut 3, <code>round(-2.5)</code> vaut −3\u{A0}; <code>round(2/3;2)</code> vaut 0,67), \
            <code>mod(7;3)</code> (7 mod 3), <code>hypot(3;4)</code> (√(3² + 4²)) et <code>atan2(1;-1)</code> \
            (l’angle du point (−1, 1), dans l’unité d’angle choisie), ainsi que <code>√</code> \
            et <code>∛</code> placés devant\u{A0}; les noms s’écrivent indifféremment en majuscules ou en minuscules\u{A0};</li>
            <li>les constantes <code>pi</code>, <code>π</code>, <code>e</code>\u{A0}; <code>ans</code> (le dernier résultat) et \
            <code>M</code> (la mémoire)\u{A0};</li>
            <li>la multiplication implicite\u{A0}: un nombre ou <code>)</code> suivi de <code>(</code>, d’un nom ou de <code>√</code> \
            multiplie, donc <code>2(3+4)</code> vaut 14 et <code>2pi</code> vaut 2π.</li>
            </ul>
            <p>Les espaces sont ignorés, de même qu’un <code>=</code> final. Les parenthèses non équilibrées et les opérateurs sans opérande sont des erreurs de syntaxe qui indiquent \
            la position du caractère, comptée à partir de\u{A0}1. Les expressions de plus de 1\u{202F}000 caractères sont refusées.</p>
            <h2 id="rpn">NPI (notation polonaise inverse)</h2>
            <ul>
            <li>Tapez un nombre et appuyez sur ↲ (<code>enter</code>) pour l’empiler\u{A0}; une touche d’opérateur ou de fonction \
            pressée pendant la saisie empile d’abord le nombre.</li>
            <li>Les opérateurs prennent les deux entrées les plus récentes\u{A0}: <code>3 ↲ 5 −</code> équivaut à <code>3 - 5</code>. \
            Les fonctions prennent la plus récente\u{A0}: <code>10 cos</code> équivaut à <code>cos(10)</code>.</li>
            <li>La pile liste les valeurs des expressions complètes, la plus récente en dernier\u{A0}; la ligne de description les \
            montre de la plus ancienne à la plus récente, séparées par des virgules, avec <code>?</code> pour un opérande manquant.</li>
            <li>± (<code>neg</code>) change le signe du nombre en cours de saisie (de son exposant après EE) ou celui de \
            l’entrée la plus récente\u{A0}; EE commence l’exposant (<code>1 . 5 EE 3</code> donne 1\u{202F}500)\u{A0}; Rad/Deg change \
            d’unité d’angle\u{A0}; tout cela sur le clavier NPI lui-même.</li>
            <li><code>M</code> empile la variable M\u{A0}; →M (<code>toM</code>) donne à M la valeur affichée. \
            Tant que M n’a pas de valeur, une expression qui l’utilise laisse l’affichage vide.</li>
            <li><code>swap</code> échange et <code>drop</code> retire les expressions les plus récentes\u{A0}; ⌫ efface le dernier \
            chiffre ou, hors saisie, annule l’entrée la plus récente de la pile. AC vide la pile et efface la valeur de M.</li>
            </ul>
            <h2 id="numbers">Nombres</h2>
            <p>Les calculs se font en décimal, de façon exacte\u{A0}; l’affichage montre au plus 15 chiffres significatifs, \
            sans zéros superflus en fin de nombre, et passe en notation scientifique (<code>1.84467440737096e19</code>) dès que la valeur \
            absolue atteint 1e16 ou descend sous 1e-9.</p>
            <p>Un quotient dont le développement décimal ne se termine pas est conservé sous forme de fraction exacte tant \
            que son numérateur et son dénominateur ont chacun au plus 100 chiffres\u{A0}: <code>1/3*3</code> vaut donc \
            exactement 1 et <code>1/(1/(1/0.2425-4)-8)-12</code> exactement 0. Les racines, π, e et les fonctions donnent \
            des valeurs arrondies (40 ou 50 chiffres significatifs). \
            S⇔D (<code>frac</code>) présente la valeur exacte affichée sous forme de fraction (<code>1/3</code>, <code>3/10</code>, \
            <code>17/6</code>, jamais sous forme mixte) jusqu’à la touche suivante et, pressée à nouveau, sous forme \
            décimale\u{A0}; un entier reste tel quel, et une valeur arrondie reste décimale, avec une note qui explique \
            pourquoi. Le champ Expression reprend un résultat exact tel quel (<code>1/3</code>), ce qui permet de le \
            recoller. Chiffres (<code>digits</code>) affiche tous les chiffres de la valeur affichée jusqu’à la touche \
            suivante\u{A0}: tous ceux d’un entier ou d’un décimal exact (jusqu’à 100), 40 chiffres significatifs pour une \
            fraction, et jamais plus de chiffres qu’une valeur arrondie n’en contient. \
            <code>calculator eval --fraction</code> \
            affiche les résultats exacts sous forme de fractions et <code>calculator eval --digits 40</code> avec jusqu’à \
            40 chiffres significatifs.</p>

            """,
        units: frenchUnits, unitCategories: "Unités par catégorie",
        worksheet: frenchWorksheet, dates: frenchDates, programmer: frenchProgrammer,
        programmerKeys: "Touches du mode programmeur",
        examplesHeading: "Exemples commentés",
        examplesIntro: """
            Calculés par la calculatrice elle-même lors de la génération de cette page. Tapez-les dans le champ \
            Expression d’une calculatrice remise à zéro (appuyez d’abord sur AC). Un texte qui commence par un \
            opérateur part du résultat affiché\u{A0}: pour les exemples qui commencent ainsi, la note indique aussi ce \
            qu’ils donnent tapés juste après l’exemple précédent.
            """,
        exampleNotes: [
            "2^3^2": "^ s’évalue de gauche à droite\u{A0}: (2^3)^2",
            "-3^2": "le moins unaire est moins prioritaire que ^\u{A0}: -(3^2)",
            "2^-1": "un moins après ^ commence un exposant négatif",
            "2*-3": "un moins après * commence un nombre négatif",
            "-7 % 3": "% est le modulo à quotient arrondi vers le bas\u{A0}: le résultat prend le signe du diviseur",
            "7 % -3": "le diviseur est négatif, le résultat aussi",
            "200 - 10%": "% en fin d’expression est un pourcentage\u{A0}: 200 − 20",
            "48.20 * 15%": "15\u{A0}% de 48,20",
            "50%": "un pourcentage seul est le nombre divisé par 100",
            "100 + 200 - 10%": "le pourcentage porte sur tout ce qui précède le −\u{A0}: 300 − 30",
            "10% + 5": "suivi d’un nombre signé, % est le modulo\u{A0}: 10 % (+5)",
            "(10%) + 5": "entre parenthèses, le pourcentage est calculé en premier",
            "0^0": "comme la fonction pow de la norme IEEE et la plupart des calculatrices",
            "0.1 + 0.2": "l’arithmétique décimale est exacte",
            "1/3*3": "division exacte, pas de 0,999…",
            "2^64": "les entiers sont exacts\u{A0}; les grands résultats passent en notation scientifique",
            "4*pi": "15 chiffres significatifs",
            "sin(pi)": "zéro exact, pas un résidu d’arrondi",
            "170!": "les valeurs au-delà de 1e306 sont prises en charge",
            "1/0": "un message d’erreur remplace le résultat",
            "0/0": "forme indéterminée",
            "sqrt(-1)": "pas de nombres complexes",
            "2*(3+4": "les parenthèses non équilibrées sont signalées avec une position",
        ],
        continuation:
            "{1}, sur une calculatrice remise à zéro\u{A0}; tapée juste après le {2} ci-dessus, l’expression part de ce résultat et donne {3}",
        stepsLink: "étapes", stepByStep: "Étape par étape\u{A0}:",
        closing: """
            <p>Le même détail des étapes pour n’importe quelle expression\u{A0}: <a href="{steps}">/steps?expr=…</a>, ou «\u{A0}Voir les étapes\u{A0}» sous \
            la calculatrice. Les scripts obtiennent une réponse brute avec <code>/eval?expr=…</code> (du JSON avec \
            <code>Accept: application/json</code>), par exemple <code>curl 'http://HOST/eval?expr=1%2B2'</code>.</p>

            """)
}
