import CalcEngine

extension HelpWords {
    /// German: a translation of ``english``, in the terms of the calculator's German page (``Catalogue/german``).
    static let german = HelpWords(
        title: "Hilfe – Rechner", back: "← Zurück zum Rechner", heading: "Hilfe zum Rechner",
        intro: """
            <p>Dieser Rechner läuft auf dem Server: Jede Taste ist eine gewöhnliche Formular-Schaltfläche. Er \
            funktioniert daher in jedem Browser, auch ohne JavaScript, in Textbrowsern wie lynx und w3m und an \
            Kiosk-Terminals. Jeder Tastendruck sendet eine Taste, und der Server antwortet mit der neuen Seite. Die \
            gedrückte Taste behält den Tastaturfokus.</p>
            <p>Solange Sie kein Tastenfeld gewählt haben, zeigt ein breiter Bildschirm oder einer im Querformat die \
            wissenschaftlichen Tasten neben den Standardtasten, ein schmaler Bildschirm im Hochformat nur die \
            Standardtasten. Mit den Schaltflächen unter <em>Tastenfeld</em> wählen Sie selbst: <em>Standard</em> \
            zeigt dann bei jeder Bildschirmgröße nur die Standardtasten (Textbrowser zeigen ohnehin alle Tasten). \
            Standard und Wissenschaftlich sind ein und derselbe Rechner: Beim Umschalten bleibt alles erhalten. Der \
            Wechsel zu RPN legt den angezeigten Wert auf den UPN-Stapel, es sei denn, er stammt vom Stapel und Sie \
            haben ihn nicht verändert; beim Zurückwechseln wird der angezeigte UPN-Wert zur Eingabe.</p>

            """,
        screenshots: """
            <div class="shots">
            <p class="shot"><img src="/screenshots/portrait.png" width="195" height="422" alt="Der Rechner auf einem hochkant gehaltenen Smartphone: oben die Anzeige, die Standardtasten füllen die unteren zwei Drittel."><br>Smartphone, hochkant: die Standardtasten.</p>
            <p class="shot"><img src="/screenshots/dark.png" width="195" height="422" alt="Der UPN-Rechner in dunklen Farben, sein Stapel über der Anzeige."><br>UPN, dunkle Farben.</p>
            <p class="shot"><img src="/screenshots/landscape.png" width="422" height="195" alt="Der Rechner auf einem quer gehaltenen Smartphone: die wissenschaftlichen Tasten neben den Standardtasten."><br>Smartphone, quer: die wissenschaftlichen Tasten daneben.</p>
            <p class="shot"><img src="/screenshots/desktop.png" width="480" height="300" alt="Der Rechner auf einem Desktop-Bildschirm."><br>Desktop.</p>
            <p class="shot"><img src="/screenshots/kiosk.png" width="480" height="270" alt="Der Rechner füllt einen Kiosk-Bildschirm mit 1920 × 1080 Pixeln."><br>Kiosk, 1920×1080.</p>
            </div>

            """,
        keysHeading: "Tasten",
        keysIntro:
            "Jede Taste ist eine Schaltfläche; der Server empfängt ihren Wert (den Textbrowser in Klammern zeigen).",
        standardKeys: "Standardtasten", scientificKeys: "Wissenschaftliche Tasten",
        rpnKeys: "UPN-Tasten (zusätzlich zu Ziffern, Rechenzeichen und Funktionen)", keypadSwitch: "Tastenfeld wählen",
        keyHelp: [
            .digit0: "Gibt die Ziffer 0 ein.", .digit1: "Gibt die Ziffer 1 ein.", .digit2: "Gibt die Ziffer 2 ein.",
            .digit3: "Gibt die Ziffer 3 ein.", .digit4: "Gibt die Ziffer 4 ein.", .digit5: "Gibt die Ziffer 5 ein.",
            .digit6: "Gibt die Ziffer 6 ein.", .digit7: "Gibt die Ziffer 7 ein.", .digit8: "Gibt die Ziffer 8 ein.",
            .digit9: "Gibt die Ziffer 9 ein.",
            .point: "Gibt das Dezimalkomma ein; ein zweites in einer Zahl wird ignoriert.",
            .add: "Addiert.",
            .subtract: "Subtrahiert; nach einem Rechenzeichen, am Anfang oder nach ( beginnt es eine negative Zahl.",
            .multiply: "Multipliziert.",
            .divide: "Dividiert.",
            .modulus:
                "Modulo mit abgerundetem Quotienten, nicht Prozent (dafür gibt es die Taste %): Das Ergebnis hat das Vorzeichen des Divisors (-7 % 3 = 2).",
            .percent:
                "Prozent: die Zahl durch 100 (50 % ist 0,5); nach + oder − dieser Anteil der Zahl davor (200 − 10 % ist 180).",
            .power: "Potenziert; wird zuerst ausgewertet, von links nach rechts (2^3^2 = 64).",
            .openParen: "Öffnet eine Klammer; direkt nach einer Zahl wird mit ihr multipliziert.",
            .closeParen: "Schließt die innerste offene Klammer und zeigt ihren Wert.",
            .equals: "Berechnet das Ergebnis; erneut gedrückt, wiederholt es die letzte Operation mit dem Ergebnis.",
            .clearEntry: "CE: löscht die letzte Eingabe (eine Ziffer, ein Rechenzeichen, eine Funktion).",
            .clearAll: "CL: löscht die Rechnung; Speicher, Verlauf, Winkeleinheit und Tastenfeld bleiben erhalten.",
            .negate: "Wechselt das Vorzeichen der Zahl oder des Ergebnisses.",
            .sqrt: "Quadratwurzel.",
            .cbrt: "Kubikwurzel.",
            .sq: "Quadrat.",
            .cube: "Dritte Potenz.",
            .inv: "Kehrwert.",
            .fact: "Fakultät.",
            .exp: "e hoch die Zahl.",
            .pow10: "10 hoch die Zahl.",
            .ln: "Natürlicher Logarithmus.",
            .log10: "Logarithmus zur Basis 10.",
            .log2: "Logarithmus zur Basis 2.",
            .sin: "Sinus, in der aktuellen Winkeleinheit.",
            .cos: "Kosinus, in der aktuellen Winkeleinheit.",
            .tan: "Tangens, in der aktuellen Winkeleinheit.",
            .asin: "Arkussinus, in der aktuellen Winkeleinheit.",
            .acos: "Arkuskosinus, in der aktuellen Winkeleinheit.",
            .atan: "Arkustangens, in der aktuellen Winkeleinheit.",
            .sinh: "Sinus hyperbolicus.",
            .cosh: "Kosinus hyperbolicus.",
            .tanh: "Tangens hyperbolicus.",
            .asinh: "Areasinus hyperbolicus.",
            .acosh: "Areakosinus hyperbolicus.",
            .atanh: "Areatangens hyperbolicus.",
            .pi: "Die Konstante π.",
            .e: "Die Konstante e.",
            .rand: "Eine Zufallszahl von 0 bis ausschließlich 1.",
            .exponentEntry: "Beginnt den Exponenten der Zahl: 1 , 5 EE 3 gibt 1,5e3 ein.",
            .angle: "Wechselt zwischen Bogenmaß (Voreinstellung) und Grad.",
            .memoryClear: "Löscht den Speicher.",
            .memoryAdd: "Addiert den angezeigten Wert zum Speicher.",
            .memorySubtract: "Zieht den angezeigten Wert vom Speicher ab.",
            .memoryRecall: "Holt den Speicherwert als Operanden.",
            .enter: "UPN: legt die gerade eingegebene Zahl auf den Stapel.",
            .variableM: "UPN: legt die Variable M auf den Stapel (nicht ihren Wert).",
            .storeM: "UPN: setzt M auf den angezeigten Wert.",
            .swap: "UPN: vertauscht die beiden neuesten Ausdrücke auf dem Stapel.",
            .drop: "UPN: entfernt den neuesten Ausdruck vom Stapel.",
            .modeStandard: "Zeigt das Standard-Tastenfeld (dieselbe Rechnung wie Wissenschaftlich).",
            .modeScientific: "Zeigt das wissenschaftliche Tastenfeld (dieselbe Rechnung wie Standard).",
            .modeRPN: "Wechselt zum UPN-Rechner; der angezeigte Wert kommt auf dessen Stapel.",
            .modeProgrammer:
                "Wechselt zum Programmierer-Tastenfeld: ganze Zahlen einer Wortbreite in vier Basen; der ganzzahlige Teil des angezeigten Werts wird mitgenommen.",
            .digitA: "Programmierer: tippt die Hexadezimalziffer A (10).",
            .digitB: "Programmierer: tippt die Hexadezimalziffer B (11).",
            .digitC: "Programmierer: tippt die Hexadezimalziffer C (12).",
            .digitD: "Programmierer: tippt die Hexadezimalziffer D (13).",
            .digitE: "Programmierer: tippt die Hexadezimalziffer E (14).",
            .digitF: "Programmierer: tippt die Hexadezimalziffer F (15).",
            .and: "Programmierer: ein Bit ist 1, wo beide Bits 1 sind.",
            .or: "Programmierer: ein Bit ist 1, wo eines der Bits 1 ist.",
            .xor: "Programmierer: ein Bit ist 1, wo sich die beiden Bits unterscheiden.",
            .nand: "Programmierer: Und, dann jedes Bit umgekehrt.",
            .nor: "Programmierer: Oder, dann jedes Bit umgekehrt.",
            .not: "Programmierer: kehrt jedes Bit des angezeigten Werts um.",
            .shl:
                "Programmierer: schiebt die Bits um die nächste Zahl von Stellen nach links; Bits jenseits des Worts gehen verloren.",
            .shr:
                "Programmierer: schiebt die Bits nach rechts; ein Wort mit Vorzeichen behält sein Vorzeichen, eines ohne füllt mit 0 auf.",
            .rol: "Programmierer: rotiert die Bits nach links; was oben hinausgeht, kommt unten wieder herein.",
            .ror: "Programmierer: rotiert die Bits nach rechts; was unten hinausgeht, kommt oben wieder herein.",
            .word8: "Programmierer: hält Werte in 8 Bit; ein größerer Wert behält seine niedrigsten Bits.",
            .word16: "Programmierer: hält Werte in 16 Bit; ein größerer Wert behält seine niedrigsten Bits.",
            .word32: "Programmierer: hält Werte in 32 Bit; ein größerer Wert behält seine niedrigsten Bits.",
            .word64: "Programmierer: hält Werte in 64 Bit; ein größerer Wert behält seine niedrigsten Bits.",
            .signed: "Programmierer: das oberste Bit ist das Vorzeichen (Zweierkomplement).",
            .unsigned: "Programmierer: jedes Bit gehört zum Wert; nichts ist negativ.",
            .base16: "Programmierer: Ziffern werden hexadezimal getippt, 0 bis F.",
            .base10: "Programmierer: Ziffern werden dezimal getippt, 0 bis 9.",
            .base8: "Programmierer: Ziffern werden oktal getippt, 0 bis 7.",
            .base2: "Programmierer: Ziffern werden binär getippt, 0 und 1.",
            .fraction:
                "Zeigt ein exaktes Ergebnis bis zur nächsten Taste als Bruch (1/3, 3/10, 17/6), erneut gedrückt als Dezimalzahl. Ein gerundeter Wert (√2, π) bleibt eine Dezimalzahl.",
            .digits:
                "Zeigt bis zur nächsten Taste jede Stelle des Werts: bis zu 40 gültige Stellen, bei einer exakten ganzen Zahl oder Dezimalzahl alle (bis zu 100); erneut gedrückt wieder die üblichen 15.",
        ],
        keyboard: """
            <h2 id="keyboard">Tastatur</h2>
            <ul>
            <li>Auf einer neuen Seite und nach einem eingetippten Ausdruck liegt der Fokus im leeren Feld <em>Ausdruck</em>; der aktuelle Ausdruck steht dort grau als Platzhalter: Tippen Sie eine Rechnung ein und drücken Sie <kbd>Enter</kbd>. Ein fehlerhafter Ausdruck bleibt zur Korrektur im Feld stehen (<kbd>End</kbd> setzt die Einfügemarke ans Ende). Text, der mit einem Rechenzeichen beginnt, rechnet mit dem Ergebnis weiter: <code>2^10</code> <kbd>Enter</kbd> zeigt 1024, danach <code>+1</code> <kbd>Enter</kbd> zeigt 1025. <kbd>Backspace</kbd> und die Pfeiltasten bearbeiten den Text wie in jedem Eingabefeld.</li>
            <li>Nach einer Taste des Tastenfelds bleibt der Fokus auf dieser Taste: <kbd>Enter</kbd> oder <kbd>Space</kbd> drückt sie erneut, <kbd>Tab</kbd> / <kbd>Shift</kbd>+<kbd>Tab</kbd> springen zu den Tasten daneben.</li>
            <li>Das Feld „Ausdruck“ ist das erste Bedienelement der Seite (ein <kbd>Tab</kbd> vom Seitenanfang) und hat die Zugriffstaste <kbd>X</kbd>: <kbd>Alt</kbd>+<kbd>X</kbd> in Chrome und Edge, <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>X</kbd> in Firefox, <kbd>Control</kbd>+<kbd>Option</kbd>+<kbd>X</kbd> in Safari.</li>
            <li>Ohne JavaScript kann eine Seite nicht auf die Tastatur reagieren; Ziffern, die Sie tippen, während eine Taste den Fokus hat, bewirken daher nichts: Tippen Sie sie in das Feld „Ausdruck“. <kbd>Escape</kbd> hat hier keine Funktion; <code>AC</code> löscht.</li>
            <li>Screenreader: Der Seitentitel beginnt mit der Anzeige („1024 – Rechner“), und die fokussierte Taste oder das fokussierte Feld wird durch die Anzeige beschrieben; so wird das Ergebnis zusammen mit der gedrückten Taste vorgelesen.</li>
            </ul>

            """,
        rules: """
            <h2 id="precedence">Rangfolge</h2>
            <p>Jedes eingetippte Beispiel auf dieser Seite geht von einem neuen Rechner aus (vorher AC drücken): Nach \
            einem Ergebnis rechnet Text, der mit einem Rechenzeichen beginnt, damit weiter; <code>-3^2</code> ergibt \
            nach 64 also 55 (64 − 9), nicht −9.</p>
            <ol>
            <li><code>!</code> (Fakultät, nur in eingetippten Ausdrücken) und ein Prozentzeichen binden am stärksten.</li>
            <li><code>^</code> (Potenz) folgt und wird wie jedes andere Rechenzeichen <strong>von links nach rechts</strong> \
            ausgewertet: <code>2^3^2</code> ist <code>(2^3)^2 = 64</code>. So schreiben es die Vorgaben vor, nach denen \
            dieser Rechner gebaut ist.</li>
            <li>Das Minus als Vorzeichen bindet schwächer als <code>^</code> und stärker als <code>* / %</code>: \
            <code>-3^2 = -9</code>, <code>2^-1 = 0.5</code>, <code>2*-3 = -6</code>.</li>
            <li><code>* / %</code>, von links nach rechts.</li>
            <li><code>+ -</code>, von links nach rechts: <code>-6-5+4*3^2 = 25</code>.</li>
            </ol>
            <p><code>%</code> zwischen zwei Zahlen bedeutet <strong>Modulo mit abgerundetem Quotienten</strong>: Das \
            Ergebnis hat das Vorzeichen des Divisors, also <code>-7 % 3 = 2</code> und <code>7 % -3 = -2</code>. Nach \
            einer Zahl und vor <code>× ÷ ^ )</code>, einem weiteren <code>%</code> oder am Ende bedeutet es \
            <strong>Prozent</strong> (siehe <a href="#percent">Prozent und Modulo</a>). <code>0^0 = 1</code>; \
            <code>0^-1</code> ergibt <samp>Ungültige Eingabe</samp>.</p>
            <h2 id="percent">Prozent und Modulo</h2>
            <p>Auf dem Tastenfeld sind es zwei Tasten: <kbd>%</kbd> (<code>pct</code>) ist Prozent und <kbd>mod</kbd> \
            (<code>%</code>) ist Modulo. In einem eingetippten Ausdruck werden beide als <code>%</code> geschrieben; \
            was folgt, entscheidet (Modulo lässt sich auch <code>mod</code> schreiben: <code>7 mod 3 = 1</code>). Folgt eine Zahl, ein Name, <code>(</code> oder ein Vorzeichen, ist es wie bisher \
            Modulo: <code>7 % 3 = 1</code>, <code>7 % -3 = -2</code> und auch <code>10% + 5 = 0</code> (10 modulo +5). \
            Folgt <code>× ÷ ^ )</code>, ein weiteres <code>%</code>, <code>!</code> oder nichts, ist es Prozent:</p>
            <ul>
            <li><code>b%</code> allein ist b/100: <code>50% = 0.5</code>; ebenso nach <code>×</code> oder <code>÷</code>: \
            <code>48.20 × 15% = 7.23</code> (15 % von 48,20), <code>200 ÷ 10% = 2000</code>. <code>of</code> nach einem \
            Prozentwert multipliziert: <code>15% of 48.20 = 7.23</code>.</li>
            <li>Nach <code>+</code> oder <code>−</code> ist es dieser Anteil der Zahl davor, wie bei einem kaufmännischen \
            Rechner: <code>200 − 10% = 180</code> (200 − 20), <code>200 + 10% = 220</code>. „Die Zahl davor“ ist alles \
            vor dem <code>+</code> oder <code>−</code> auf derselben Ebene: <code>100 + 200 − 10% = 270</code> \
            (300 − 30), <code>2 × 3 + 10% = 6.6</code>, <code>100 + (200 − 10%) = 280</code>. Ein Vorzeichen gehört \
            zum Prozentwert: <code>200 − -10% = 220</code>.</li>
            <li>Ein Prozentzeichen bindet so stark wie <code>!</code>, und zwar an die Zahl direkt davor: <code>2^10%</code> \
            ist 2^0,1, <code>-10%</code> ist -0,1, <code>sin(30)%</code> ist sin(30)/100, <code>10%%</code> ist 0,001. \
            Innerhalb eines Produkts ist es b/100: <code>200 − 10% × 2 = 199.8</code>. Klammern ändern daran nichts: \
            <code>200 − (10%)</code> ist ebenfalls 180.</li>
            <li>Um nach einem Prozentwert noch etwas zu addieren, setzen Sie den Prozentwert in Klammern: \
            <code>(200 − 10%) + 5 = 185</code>; das Tastenfeld tut das von selbst, wenn Sie nach <kbd>%</kbd> die Taste \
            <kbd>+</kbd> drücken.</li>
            <li>Auf dem Tastenfeld zeigt <kbd>%</kbd> den Anteil sofort: <code>200 − 10 %</code> zeigt 20, und \
            <kbd>=</kbd> ergibt 180. Eine Taste, die danach diese Zahl übernimmt (<code>×</code>, <code>x²</code>, …), \
            übernimmt die angezeigten 20, und die Zeile über der Anzeige hält das fest (<code>200 − 20 × 3</code>). \
            Ist keine Operation offen, zeigt <code>50 %</code> 0,5; nach einem Rechenzeichen wird die angezeigte Zahl \
            verwendet (<code>200 + %</code> ist 200 + 200 %). Das UPN-Tastenfeld hat keine Prozenttaste: Dort ergibt \
            <code>y ↲ x × 100 ÷</code> x % von y.</li>
            <li>Jedes Ergebnis ist exakt: <code>1234.56 − 33.3% = 823.45152</code>. Der Rechenweg zeigt den Anteil: \
            <code>200-10%</code>, dann <code>200-20</code>, dann 180.</li>
            </ul>
            <h2 id="keypad">Das Tastenfeld bedienen</h2>
            <ul>
            <li>Die kleine Zeile über der Anzeige beschreibt die Rechnung; sie endet auf <code>...</code>, solange eine \
            Operation offen ist, und auf <code>=</code> nach einem Ergebnis.</li>
            <li>Ein Rechenzeichen direkt nach einem anderen ersetzt dieses (<code>1 + × 3 =</code> ist <code>1 × 3</code>), \
            außer <code>-</code>, das eine negative Zahl beginnt.</li>
            <li>Eine Funktion wirkt sofort auf die angezeigte Zahl. Ein erneutes <code>=</code> wiederholt die letzte \
            Operation: <code>2 + 3 = =</code> ergibt 8.</li>
            <li>⌫ (<code>CE</code>) löscht die letzte Eingabe; AC (<code>CL</code>) löscht die Rechnung, behält aber \
            Speicher, Verlauf, Winkeleinheit und Tastenfeld.</li>
            <li>Nach einem Fehler beginnt jede Taste eine neue Rechnung.</li>
            <li>Der Verlauf listet frühere Rechnungen auf, die neueste zuerst; drücken Sie eine davon, um ihr Ergebnis \
            als Zahl zu verwenden.</li>
            </ul>
            <h2 id="typed">Ausdrücke eintippen</h2>
            <p>Das Feld „Ausdruck“ enthält die ganze Rechnung als Text; bearbeiten Sie ihn und drücken Sie Enter (oder \
            <em>Berechnen</em>). Erlaubt sind:</p>
            <ul>
            <li>Zahlen: <code>12</code>, <code>1.5</code>, <code>.5</code>, <code>1e3</code>, <code>2.5E-4</code>;</li>
            <li>die Rechenzeichen <code>+ - * / % ^</code> und die gleichwertigen Zeichen <code>× ÷ −</code> und <code>**</code> (für <code>^</code>); \
            <code>+</code> und <code>-</code> als Vorzeichen; Klammern; nachgestelltes <code>!</code> und Prozent \
            <code>%</code>;</li>
            <li>Funktionen mit dem Argument in Klammern: <code>sqrt cbrt sin cos tan asin acos atan sinh cosh tanh asinh \
            acosh atanh ln log</code> (Basis 10) <code>log10 log2 exp abs sqr cube fact</code>, \
            <code>floor ceil trunc sign</code> (auch <code>sgn</code>) und <code>round</code> (Hälften von null weg: <code>round(2.5)</code> ist 3, \
            <code>round(-2.5)</code> ist −3; <code>round(2/3;2)</code> ist 0,67), <code>mod(7;3)</code> (7 mod 3), \
            <code>hypot(3;4)</code> (√(3² + 4²)) und <code>atan2(1;-1)</code> (der Winkel des Punkts (−1, 1), in der \
            eingestellten Winkeleinheit), außerdem <code>√</code> \
            und <code>∛</code> vor dem Argument; bei Namen spielt Groß- und Kleinschreibung keine Rolle;</li>
            <li>die Konstanten <code>pi</code>, <code>π</code>, <code>e</code>; <code>ans</code> (das letzte Ergebnis) und \
            <code>M</code> (der Speicher);</li>
            <li>implizite Multiplikation: Folgt auf eine Zahl oder <code>)</code> eine <code>(</code>, ein Name oder \
            <code>√</code>, wird multipliziert; <code>2(3+4)</code> ist also 14 und <code>2pi</code> ist 2π.</li>
            </ul>
            <p>Leerzeichen werden ignoriert, ebenso ein einzelnes <code>=</code> am Ende. Klammern ohne Gegenstück und Rechenzeichen ohne Operanden sind Syntaxfehler; die Meldung nennt die \
            Stelle des Zeichens (ab 1 gezählt). Ausdrücke mit mehr als 1.000 Zeichen werden abgewiesen.</p>
            <h2 id="rpn">UPN (umgekehrte polnische Notation, englisch RPN)</h2>
            <ul>
            <li>Geben Sie eine Zahl ein und drücken Sie ↲ (<code>enter</code>), um sie auf den Stapel zu legen; ein \
            Rechenzeichen oder eine Funktion, die Sie während der Eingabe drücken, legt die Zahl zuerst ab.</li>
            <li>Rechenzeichen nehmen die beiden neuesten Einträge: <code>3 ↲ 5 −</code> ist <code>3 - 5</code>. \
            Funktionen nehmen den neuesten: <code>10 cos</code> ist <code>cos(10)</code>.</li>
            <li>Der Stapel listet die Werte der vollständigen Ausdrücke auf, den neuesten zuletzt; die Beschreibungszeile \
            zeigt sie, den ältesten zuerst, durch Kommas getrennt, mit <code>?</code> für einen fehlenden Operanden.</li>
            <li>± (<code>neg</code>) wechselt das Vorzeichen der gerade eingegebenen Zahl (nach EE das ihres Exponenten) \
            oder negiert den neuesten Eintrag; EE beginnt den Exponenten (<code>1 . 5 EE 3</code> ist 1500); Rad/Deg \
            wechselt die Winkeleinheit – all das direkt auf dem UPN-Tastenfeld.</li>
            <li><code>M</code> legt die Variable M auf den Stapel; →M (<code>toM</code>) setzt M auf den angezeigten Wert. \
            Solange M nicht gesetzt ist, bleibt die Anzeige bei einem Ausdruck, der M verwendet, leer.</li>
            <li><code>swap</code> vertauscht die beiden neuesten Ausdrücke, <code>drop</code> entfernt den neuesten; ⌫ löscht \
            die letzte Ziffer oder, wenn Sie gerade nichts eingeben, macht den neuesten Stapeleintrag rückgängig. AC \
            leert den Stapel und löscht M.</li>
            </ul>
            <h2 id="numbers">Zahlen</h2>
            <p>Gerechnet wird exakt im Dezimalsystem; die Anzeige zeigt höchstens 15 gültige Stellen, ohne Nullen am \
            Ende, und wechselt bei Beträgen ab 1e16 oder unter 1e-9 in die wissenschaftliche Schreibweise \
            (<code>1.84467440737096e19</code>).</p>
            <p>Ein Quotient, dessen Dezimaldarstellung nicht abbricht, bleibt als exakter Bruch erhalten, solange Zähler \
            und Nenner je höchstens 100 Stellen haben; <code>1/3*3</code> ist daher genau 1 und \
            <code>1/(1/(1/0.2425-4)-8)-12</code> genau 0. Wurzeln, π, e und die Funktionen liefern gerundete Werte \
            (40 oder 50 gültige Stellen). S⇔D (<code>frac</code>) zeigt den angezeigten exakten Wert bis zur nächsten \
            Taste als Bruch (<code>1/3</code>, <code>3/10</code>, <code>17/6</code>, nie als gemischte Zahl), erneut \
            gedrückt wieder als Dezimalzahl; eine ganze Zahl bleibt, wie sie ist, und ein gerundeter Wert bleibt eine \
            Dezimalzahl, mit einem Hinweis auf den Grund. Das Feld „Ausdruck“ enthält ein exaktes Ergebnis in exakter \
            Form (<code>1/3</code>), sodass Sie es wieder einfügen können. Stellen (<code>digits</code>) zeigt bis zur \
            nächsten Taste jede Stelle des angezeigten Werts: bei einer exakten ganzen Zahl oder Dezimalzahl alle (bis \
            zu 100), bei einem Bruch 40 gültige Stellen und bei einem gerundeten Wert nicht mehr, als er enthält. \
            <code>calculator eval --fraction</code> \
            gibt exakte Ergebnisse als Brüche aus und <code>calculator eval --digits 40</code> mit bis zu 40 gültigen \
            Stellen.</p>

            """,
        units: germanUnits, unitCategories: "Einheiten nach Kategorie",
        worksheet: germanWorksheet, dates: germanDates, programmer: germanProgrammer,
        programmerKeys: "Programmierer-Tasten",
        examplesHeading: "Rechenbeispiele",
        examplesIntro: """
            Vom Rechner selbst berechnet, als diese Seite erzeugt wurde. Sie können jedes davon in das Feld \
            „Ausdruck“ eines neuen Rechners eintippen (vorher AC drücken). Text, der mit einem Rechenzeichen beginnt, \
            rechnet mit dem angezeigten Ergebnis weiter: Bei den Beispielen, die so beginnen, steht dabei, was sie \
            direkt nach dem Beispiel darüber eingetippt ergeben.
            """,
        exampleNotes: [
            "2^3^2": "^ wird von links nach rechts ausgewertet: (2^3)^2",
            "-3^2": "das Minus als Vorzeichen bindet schwächer als ^: -(3^2)",
            "2^-1": "ein Minus nach ^ beginnt einen negativen Exponenten",
            "2*-3": "ein Minus nach * beginnt eine negative Zahl",
            "-7 % 3": "% ist Modulo mit abgerundetem Quotienten: Das Ergebnis hat das Vorzeichen des Divisors",
            "7 % -3": "der Divisor ist negativ, also auch das Ergebnis",
            "200 - 10%": "% am Ende ist Prozent: 200 − 20",
            "48.20 * 15%": "15 % von 48,20",
            "50%": "Prozent allein ist die Zahl durch 100",
            "100 + 200 - 10%": "der Prozentwert bezieht sich auf alles vor dem −: 300 − 30",
            "10% + 5": "folgt eine Zahl mit Vorzeichen, ist % Modulo: 10 % (+5)",
            "(10%) + 5": "in Klammern wird der Prozentwert zuerst ausgerechnet",
            "0^0": "wie bei IEEE pow und den meisten Rechnern",
            "0.1 + 0.2": "Dezimalarithmetik ist exakt",
            "1/3*3": "exakte Division, kein 0,999…",
            "2^64": "ganze Zahlen sind exakt; große Ergebnisse erscheinen in wissenschaftlicher Schreibweise",
            "4*pi": "15 gültige Stellen",
            "sin(pi)": "exakt null, kein Rundungsrest",
            "170!": "auch Beträge über 1e306 sind möglich",
            "1/0": "eine Fehlermeldung ersetzt das Ergebnis",
            "0/0": "0/0 ist unbestimmt",
            "sqrt(-1)": "keine komplexen Zahlen",
            "2*(3+4": "bei nicht geschlossenen Klammern wird die Stelle genannt",
        ],
        continuation:
            "{1}; gilt für einen neuen Rechner – direkt nach dem Ergebnis {2} darüber eingetippt, rechnet der Ausdruck damit weiter und ergibt {3}",
        stepsLink: "Rechenweg", stepByStep: "Schritt für Schritt:",
        closing: """
            <p>Denselben Rechenweg für jeden Ausdruck gibt es unter <a href="{steps}">/steps?expr=…</a> oder über \
            „Rechenweg zeigen“ unter dem Rechner. Skripte erhalten von <code>/eval?expr=…</code> eine schlichte Antwort \
            (JSON mit <code>Accept: application/json</code>), zum Beispiel mit \
            <code>curl 'http://HOST/eval?expr=1%2B2'</code>.</p>

            """)
}
