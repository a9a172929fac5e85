extension HelpWords {
    /// ``HelpText/programmer`` in German.
    static let germanProgrammer: HTML = """
        <h2 id="programmer">Programmierer-Modus</h2>
        <p>Das Programmierer-Tastenfeld rechnet mit ganzen Zahlen einer Wortbreite: 8, 16, 32 oder 64 Bit \
        (anfangs 64), mit Vorzeichen (Zweierkomplement, anfangs) oder ohne. Der Bildschirm zeigt den Wert zugleich \
        hexadezimal, dezimal, oktal und binär. Ziffern werden in der mit HEX, DEC, OCT und BIN gewählten \
        Eingabebasis getippt (anfangs hexadezimal); die Tasten größerer Ziffern lassen sich nicht drücken. Unter \
        dem Tastenfeld hat das Bitraster eine Taste für jedes Bit des Worts: Ein Druck kehrt dieses Bit des \
        angezeigten Werts um, der dann die gerade getippte Zahl ist.</p>
        <ul>
        <li>Werte laufen über wie in einem Prozessor: mit 8 Bit mit Vorzeichen ergibt <code>127 + 1</code> \
        <samp>-128</samp>; ohne Vorzeichen ergibt <code>0 - 1</code> <samp>255</samp>.</li>
        <li>÷ schneidet in Richtung null ab, und mod ist der Rest dazu: <code>-7 / 2</code> ergibt <samp>-3</samp>, \
        <code>-7 % 2</code> ergibt <samp>-1</samp> (sonst ist <code>%</code> der abgerundete Modulo).</li>
        <li>and, or, xor, nand, nor und not wirken Bit für Bit; shl und shr schieben um die nächste Zahl von \
        Stellen (shr behält das Vorzeichen eines Worts mit Vorzeichen), rol und ror rotieren innerhalb des \
        Worts.</li>
        <li>Ein kleineres Wort behält die niedrigsten Bits des Werts, und der Hinweis sagt, was daraus wurde; die \
        Vorzeichentasten behalten die Bits (0xFF ist -1 mit Vorzeichen, 255 ohne). Der ganzzahlige Teil des Werts \
        kommt in den Programmierer-Modus mit, und die ganze Zahl geht wieder hinaus. Der Verlauf zeigt jedes \
        Ergebnis in der Eingabebasis.</li>
        </ul>
        <p>Getippter Text gilt in jedem Modus: <code>0x1F</code>, <code>0o17</code> und <code>0b101</code> sind \
        ganze Zahlen in einer Basis, und ein Ergebnis behält die Basis seines linken Operanden: \
        <code>0xFF &amp; 0x0F</code> ergibt <samp>0xF</samp>. Die Operatoren <code>&amp;</code> (and), \
        <code>|</code> (or), <code>xor</code>, <code>nand</code>, <code>nor</code>, <code>~</code> (not), \
        <code>&lt;&lt;</code> (shl), <code>&gt;&gt;</code> (shr), <code>rol</code> und <code>ror</code> binden wie \
        in C und Python, schwächer als <code>+</code> und <code>-</code>; <code>^</code> bleibt die Potenz, und \
        <code>255 to bin</code> ergibt <samp>0b11111111</samp>. Außerhalb des Programmierer-Modus haben ganze \
        Zahlen jede Größe, wie in Python: <code>~5</code> ergibt <samp>-6</samp>, und rol und ror, die ein Wort \
        brauchen, werden abgelehnt. In ihm gilt getippter Text in der Wortbreite, und Links und Rechenweg einer \
        Rechnung tragen das Wort (<code>word=8s</code>), wie es <code>calculator eval --word 8s</code> und \
        <code>/eval?word=8s</code> annehmen.</p>

        """

    /// ``HelpText/programmer`` in French.
    static let frenchProgrammer: HTML = """
        <h2 id="programmer">Mode programmeur</h2>
        <p>Le clavier Programmeur calcule sur des entiers d’une taille de mot\u{A0}: 8, 16, 32 ou 64 bits (64 au \
        départ), signés (complément à deux, au départ) ou non signés. L’écran montre la valeur à la fois en \
        hexadécimal, décimal, octal et binaire. Les chiffres se tapent dans la base d’entrée choisie avec HEX, DEC, \
        OCT et BIN (hexadécimal au départ)\u{A0}; les touches des chiffres au-delà ne peuvent pas être pressées. Sous \
        le clavier, la grille de bits a un bouton par bit du mot\u{A0}: en presser un inverse ce bit de la valeur \
        affichée, qui devient le nombre en cours de saisie.</p>
        <ul>
        <li>Les valeurs débordent comme dans un processeur\u{A0}: sur 8 bits signés, <code>127 + 1</code> donne \
        <samp>-128</samp>\u{A0}; non signés, <code>0 - 1</code> donne <samp>255</samp>.</li>
        <li>÷ tronque vers zéro et mod en est le reste\u{A0}: <code>-7 / 2</code> donne <samp>-3</samp> et \
        <code>-7 % 2</code> donne <samp>-1</samp> (ailleurs <code>%</code> est le modulo arrondi par défaut).</li>
        <li>and, or, xor, nand, nor et not agissent bit à bit\u{A0}; shl et shr décalent du nombre de positions qui \
        suit (shr garde le signe d’un mot signé), rol et ror font tourner les bits dans le mot.</li>
        <li>Un mot plus petit garde les bits les plus bas de la valeur et l’avis dit ce qu’elle est devenue\u{A0}; les \
        touches de signe gardent les bits (0xFF vaut -1 signé, 255 non signé). La partie entière de la valeur entre \
        dans le mode programmeur, et l’entier en ressort. L’historique montre chaque résultat dans la base \
        d’entrée.</li>
        </ul>
        <p>Le texte tapé fonctionne dans tous les modes\u{A0}: <code>0x1F</code>, <code>0o17</code> et \
        <code>0b101</code> sont des entiers dans une base, et un résultat garde la base de son opérande de \
        gauche\u{A0}: <code>0xFF &amp; 0x0F</code> donne <samp>0xF</samp>. Les opérateurs <code>&amp;</code> (and), \
        <code>|</code> (or), <code>xor</code>, <code>nand</code>, <code>nor</code>, <code>~</code> (not), \
        <code>&lt;&lt;</code> (shl), <code>&gt;&gt;</code> (shr), <code>rol</code> et <code>ror</code> lient comme \
        en C et en Python, moins fort que <code>+</code> et <code>-</code>\u{A0}; <code>^</code> reste la puissance, et \
        <code>255 to bin</code> donne <samp>0b11111111</samp>. Hors du mode programmeur les entiers ont toute \
        taille, comme en Python\u{A0}: <code>~5</code> donne <samp>-6</samp>, et rol et ror, qui demandent un mot, \
        sont refusés. Dans ce mode, le texte tapé est tenu dans le mot, et les liens et les étapes d’un calcul \
        portent le mot (<code>word=8s</code>), comme <code>calculator eval --word 8s</code> et \
        <code>/eval?word=8s</code> le prennent.</p>

        """

    /// ``HelpText/programmer`` in Spanish.
    static let spanishProgrammer: HTML = """
        <h2 id="programmer">Modo programador</h2>
        <p>El teclado Programador calcula con enteros de un tamaño de palabra: 8, 16, 32 o 64 bits (64 al \
        principio), con signo (complemento a dos, al principio) o sin signo. La pantalla muestra el valor a la vez \
        en hexadecimal, decimal, octal y binario. Las cifras se escriben en la base de entrada elegida con HEX, DEC, \
        OCT y BIN (hexadecimal al principio); las teclas de cifras mayores no se pueden pulsar. Bajo el teclado, la \
        rejilla de bits tiene un botón por cada bit de la palabra: pulsar uno invierte ese bit del valor mostrado, \
        que pasa a ser el número que se escribe.</p>
        <ul>
        <li>Los valores desbordan como en un procesador: en 8 bits con signo, <code>127 + 1</code> da \
        <samp>-128</samp>; sin signo, <code>0 - 1</code> da <samp>255</samp>.</li>
        <li>÷ trunca hacia cero y mod es su resto: <code>-7 / 2</code> da <samp>-3</samp> y <code>-7 % 2</code> da \
        <samp>-1</samp> (en los otros modos <code>%</code> es el módulo redondeado hacia abajo).</li>
        <li>and, or, xor, nand, nor y not actúan bit a bit; shl y shr desplazan tantas posiciones como el número \
        siguiente (shr conserva el signo de una palabra con signo), rol y ror rotan dentro de la palabra.</li>
        <li>Una palabra menor conserva los bits más bajos del valor y el aviso dice en qué se convirtió; las teclas \
        de signo conservan los bits (0xFF es -1 con signo, 255 sin signo). La parte entera del valor entra en el \
        modo programador, y el entero vuelve a salir. El historial muestra cada resultado en la base de \
        entrada.</li>
        </ul>
        <p>El texto escrito funciona en todos los modos: <code>0x1F</code>, <code>0o17</code> y <code>0b101</code> \
        son enteros en una base, y un resultado conserva la base de su operando izquierdo: \
        <code>0xFF &amp; 0x0F</code> da <samp>0xF</samp>. Los operadores <code>&amp;</code> (and), <code>|</code> \
        (or), <code>xor</code>, <code>nand</code>, <code>nor</code>, <code>~</code> (not), <code>&lt;&lt;</code> \
        (shl), <code>&gt;&gt;</code> (shr), <code>rol</code> y <code>ror</code> enlazan como en C y Python, menos \
        que <code>+</code> y <code>-</code>; <code>^</code> sigue siendo la potencia, y <code>255 to bin</code> da \
        <samp>0b11111111</samp>. Fuera del modo programador los enteros tienen cualquier tamaño, como en Python: \
        <code>~5</code> da <samp>-6</samp>, y rol y ror, que necesitan una palabra, se rechazan. En él, el texto \
        escrito se guarda en la palabra, y los enlaces y los pasos de un cálculo llevan la palabra \
        (<code>word=8s</code>), como la aceptan <code>calculator eval --word 8s</code> y \
        <code>/eval?word=8s</code>.</p>

        """
}
