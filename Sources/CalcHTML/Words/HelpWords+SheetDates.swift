extension HelpWords {
    /// ``HelpText/worksheet`` in German, its results in the German format.
    static let germanWorksheet: HTML = """
        <h2 id="worksheet">Rechenblatt</h2>
        <p>Das <a href="/sheet">Rechenblatt</a> (unten auf jeder Seite verlinkt) ist eine Seite mit Zeilen, die \
        der Reihe nach berechnet und in Ihrer Sitzung gespeichert werden. Ein Beispiel:</p>
        <table class="sheet">
        <tr><td><code># ein Angebot</code></td><td></td></tr>
        <tr><td><code>price = 12.50</code></td><td><samp>12,5</samp></td></tr>
        <tr><td><code>qty = 3</code></td><td><samp>3</samp></td></tr>
        <tr><td><code>net(x) = x * 1.2</code></td><td>definiert net(x)</td></tr>
        <tr><td><code>net(price * qty)</code></td><td><samp>45</samp></td></tr>
        <tr><td><code>mean(3, 4, 8)</code></td><td><samp>5</samp></td></tr>
        </table>
        <ul>
        <li>Eine Zeile ist ein Ausdruck, eine Variable (<code>name = value</code>), eine Funktion \
        (<code>f(x) = …</code>, ihre Parameter durch <code>,</code> oder <code>;</code> getrennt), ein \
        <code>#</code>-Kommentar oder leer.</li>
        <li>Spätere Zeilen verwenden die Namen früherer; ein neu definierter Name gilt ab seiner Zeile mit dem \
        neuen Wert. Der Rumpf einer Funktion sieht nur frühere Zeilen, es gibt also keine Rekursion: \
        <code>x = x + 1</code> ohne ein früheres <code>x</code> wird abgelehnt.</li>
        <li>Eingebaute Namen (Konstanten, Funktionen, Einheiten wie <code>m</code>, <code>h</code>, \
        <code>d</code>) lassen sich nicht neu definieren, die Parameter einer Funktion dürfen aber wie Einheiten \
        heißen.</li>
        <li>Eine fehlerhafte Zeile zeigt ihren Fehler, die übrigen Zeilen werden trotzdem berechnet.</li>
        <li>Die Namen des Rechenblatts gelten auch im Feld „Ausdruck“ des Rechners; jede Zeile verlinkt auf ihren \
        Rechenweg; „Link to this sheet“ trägt das Blatt in der Adresse, und <a href="/sheet.txt">/sheet.txt</a> \
        lädt es herunter. Ein Blatt hat höchstens 200 Zeilen und 20.000 Zeichen.</li>
        </ul>
        <p>Die Listenfunktionen <code>sum</code>, <code>mean</code>, <code>median</code>, <code>min</code>, \
        <code>max</code>, <code>stdev</code> (die Stichproben-Standardabweichung), <code>nCr</code>, \
        <code>nPr</code>, <code>gcd</code> und <code>lcm</code> gelten überall, nicht nur im Rechenblatt: \
        <code>median(3, 1, 4, 1)</code> ergibt <samp>2</samp>, <code>stdev(2, 4, 4, 4, 5, 5, 7, 9)</code> ergibt \
        <samp>2,1380899352994</samp>, <code>nCr(5, 2)</code> ergibt <samp>10</samp>, <code>lcm(4, 6)</code> \
        ergibt <samp>12</samp>. Ihre Argumente werden durch <code>,</code> oder <code>;</code> getrennt, und nur \
        durch <code>;</code>, wo das Dezimalzeichen ein Komma ist (<code>sum(1,5; 2)</code> auf Deutsch). Sie sind \
        exakt, wo ihre Argumente es sind: <code>mean(1, 2)</code> ist genau 3/2, was S⇔D zeigt. \
        <code>min(</code> ist die Funktion und <code>5 min</code> sind fünf Minuten.</p>

        """

    /// ``HelpText/dates`` in German, its results in the German format.
    static let germanDates: HTML = """
        <h2 id="dates">Datumsangaben</h2>
        <p>Ein Datum wird nach ISO geschrieben, <code>2025-03-01</code> (Jahre 1 bis 9999), und so angezeigt, \
        wie das Zahlenformat ein Datum schreibt, mit seinem Wochentag. Ein Datum plus eine Dauer ergibt ein Datum: <code>2025-03-01 + 90 days</code> ergibt \
        <samp>30.05.2025 (Freitag)</samp>; zwei Datumsangaben voneinander abgezogen ergeben Tage: \
        <code>2025-12-25 - 2025-01-01</code> ergibt <samp>358 d</samp>.</p>
        <ul>
        <li>Monate und Jahre sind Kalendermonate und -jahre: Der Tag bleibt erhalten oder wird auf den letzten \
        Tag des Monats gekürzt. <code>2024-01-31 + 1 month</code> ergibt <samp>29.02.2024 (Donnerstag)</samp> und \
        <code>2024-02-29 + 1 year</code> ergibt <samp>28.02.2025 (Freitag)</samp>. Andere Dauern müssen ganze Tage \
        ergeben: <code>+ 36 h</code> wird abgelehnt.</li>
        <li><code>H:MM</code> und <code>H:MM:SS</code> sind Dauern: <code>17:10 - 08:45 - 0:30</code> ergibt \
        <samp>7:55</samp>, und <code>7:55 to h</code> ergibt <samp>7,91666666666667 h</samp>.</li>
        <li><code>today</code> ist das Datum des Servers in dessen Zeitzone; die Antwort nennt diesen Tag und die \
        Zeitzone.</li>
        <li>Nur die volle Form jjjj-mm-tt ist ein Datum: <code>2025-3-1</code> bleibt eine Subtraktion.</li>
        <li>Wo das Zahlenformat Daten mit Punkten schreibt (Deutsch, Polnisch, Schweiz), lässt sich ein Datum auch so \
        eingeben, der Tag zuerst und das Jahr vierstellig: <code>30.05.2025 + 1 day</code>. Schrägstrich und Bindestrich \
        teilen und ziehen ab.</li>
        </ul>

        """

    /// ``HelpText/worksheet`` in French, its results in the French format.
    static let frenchWorksheet: HTML = """
        <h2 id="worksheet">Feuille de calcul</h2>
        <p>La <a href="/sheet">feuille de calcul</a> (en lien au bas de chaque page) est une page de lignes \
        calculées dans l’ordre et conservées dans votre session. Un exemple :</p>
        <table class="sheet">
        <tr><td><code># un devis</code></td><td></td></tr>
        <tr><td><code>price = 12.50</code></td><td><samp>12,5</samp></td></tr>
        <tr><td><code>qty = 3</code></td><td><samp>3</samp></td></tr>
        <tr><td><code>net(x) = x * 1.2</code></td><td>définit net(x)</td></tr>
        <tr><td><code>net(price * qty)</code></td><td><samp>45</samp></td></tr>
        <tr><td><code>mean(3, 4, 8)</code></td><td><samp>5</samp></td></tr>
        </table>
        <ul>
        <li>Une ligne est une expression, une variable (<code>name = value</code>), une fonction \
        (<code>f(x) = …</code>, ses paramètres séparés par <code>,</code> ou <code>;</code>), un commentaire \
        <code>#</code>, ou vide.</li>
        <li>Les lignes suivantes utilisent les noms des précédentes ; un nom redéfini prend sa nouvelle valeur à \
        partir de sa ligne. Le corps d’une fonction ne voit que les lignes précédentes, donc rien n’est \
        récursif : <code>x = x + 1</code> sans <code>x</code> antérieur est refusé.</li>
        <li>Les noms prédéfinis (constantes, fonctions, unités comme <code>m</code>, <code>h</code>, \
        <code>d</code>) ne peuvent pas être redéfinis, mais les paramètres d’une fonction peuvent porter le nom \
        d’une unité.</li>
        <li>Une ligne en erreur affiche son erreur, et les autres lignes sont tout de même calculées.</li>
        <li>Les noms de la feuille fonctionnent dans le champ Expression de la calculatrice ; chaque ligne mène à \
        ses étapes ; « Link to this sheet » porte la feuille dans l’adresse, et \
        <a href="/sheet.txt">/sheet.txt</a> la télécharge. Une feuille compte au plus 200 lignes et \
        20\u{202F}000 caractères.</li>
        </ul>
        <p>Les fonctions de liste <code>sum</code>, <code>mean</code>, <code>median</code>, <code>min</code>, \
        <code>max</code>, <code>stdev</code> (l’écart type d’échantillon), <code>nCr</code>, <code>nPr</code>, \
        <code>gcd</code> et <code>lcm</code> fonctionnent partout, pas seulement dans la feuille : \
        <code>median(3, 1, 4, 1)</code> donne <samp>2</samp>, <code>stdev(2, 4, 4, 4, 5, 5, 7, 9)</code> donne \
        <samp>2,1380899352994</samp>, <code>nCr(5, 2)</code> donne <samp>10</samp>, <code>lcm(4, 6)</code> donne \
        <samp>12</samp>. Leurs arguments sont séparés par <code>,</code> ou <code>;</code>, et seulement par \
        <code>;</code> là où la virgule est le séparateur décimal (<code>sum(1,5; 2)</code> en français). Elles \
        sont exactes quand leurs arguments le sont : <code>mean(1, 2)</code> vaut exactement 3/2, ce que montre \
        S⇔D. <code>min(</code> est la fonction et <code>5 min</code> cinq minutes.</p>

        """

    /// ``HelpText/dates`` in French, its results in the French format.
    static let frenchDates: HTML = """
        <h2 id="dates">Dates</h2>
        <p>Une date s’écrit au format ISO, <code>2025-03-01</code> (années 1 à 9999), et s’affiche comme \
        le format des nombres écrit une date, avec son jour de la semaine. Une date plus une durée donne une date : <code>2025-03-01 + 90 days</code> donne \
        <samp>30/05/2025 (vendredi)</samp> ; deux dates soustraites donnent des jours : \
        <code>2025-12-25 - 2025-01-01</code> donne <samp>358 d</samp>.</p>
        <ul>
        <li>Les mois et les années sont ceux du calendrier : le jour est conservé, ou ramené au dernier jour du \
        mois. <code>2024-01-31 + 1 month</code> donne <samp>29/02/2024 (jeudi)</samp> et \
        <code>2024-02-29 + 1 year</code> donne <samp>28/02/2025 (vendredi)</samp>. Les autres durées doivent faire \
        des jours entiers : <code>+ 36 h</code> est refusé.</li>
        <li><code>H:MM</code> et <code>H:MM:SS</code> sont des durées : <code>17:10 - 08:45 - 0:30</code> donne \
        <samp>7:55</samp>, et <code>7:55 to h</code> donne <samp>7,91666666666667 h</samp>.</li>
        <li><code>today</code> est la date du serveur dans son fuseau horaire ; la réponse nomme ce jour et ce \
        fuseau.</li>
        <li>Seule la forme complète aaaa-mm-jj est une date : <code>2025-3-1</code> reste une soustraction.</li>
        <li>Là où le format des nombres écrit les dates avec des points (allemand, polonais, Suisse), une date se tape \
        aussi ainsi, le jour d’abord et l’année sur quatre chiffres : <code>30.05.2025 + 1 day</code>. La barre oblique \
        et le trait d’union divisent et soustraient.</li>
        </ul>

        """

    /// ``HelpText/worksheet`` in Spanish, its results in the Spanish format.
    static let spanishWorksheet: HTML = """
        <h2 id="worksheet">Hoja de cálculo</h2>
        <p>La <a href="/sheet">hoja de cálculo</a> (enlazada al pie de cada página) es una página de líneas que se \
        calculan en orden y se guardan en su sesión. Un ejemplo:</p>
        <table class="sheet">
        <tr><td><code># un presupuesto</code></td><td></td></tr>
        <tr><td><code>price = 12.50</code></td><td><samp>12,5</samp></td></tr>
        <tr><td><code>qty = 3</code></td><td><samp>3</samp></td></tr>
        <tr><td><code>net(x) = x * 1.2</code></td><td>define net(x)</td></tr>
        <tr><td><code>net(price * qty)</code></td><td><samp>45</samp></td></tr>
        <tr><td><code>mean(3, 4, 8)</code></td><td><samp>5</samp></td></tr>
        </table>
        <ul>
        <li>Una línea es una expresión, una variable (<code>name = value</code>), una función \
        (<code>f(x) = …</code>, con sus parámetros separados por <code>,</code> o <code>;</code>), un comentario \
        <code>#</code>, o está vacía.</li>
        <li>Las líneas posteriores usan los nombres de las anteriores; un nombre redefinido toma su nuevo valor \
        desde su línea. El cuerpo de una función solo ve las líneas anteriores, así que nada es recursivo: \
        <code>x = x + 1</code> sin una <code>x</code> anterior se rechaza.</li>
        <li>Los nombres predefinidos (constantes, funciones, unidades como <code>m</code>, <code>h</code>, \
        <code>d</code>) no se pueden redefinir, pero los parámetros de una función pueden llamarse como \
        unidades.</li>
        <li>Una línea que falla muestra su error, y las demás se calculan igualmente.</li>
        <li>Los nombres de la hoja funcionan en el campo Expresión de la calculadora; cada línea enlaza a sus \
        pasos; «Link to this sheet» lleva la hoja en la dirección, y <a href="/sheet.txt">/sheet.txt</a> la \
        descarga. Una hoja tiene como máximo 200 líneas y 20\u{202F}000 caracteres.</li>
        </ul>
        <p>Las funciones de lista <code>sum</code>, <code>mean</code>, <code>median</code>, <code>min</code>, \
        <code>max</code>, <code>stdev</code> (la desviación típica muestral), <code>nCr</code>, <code>nPr</code>, \
        <code>gcd</code> y <code>lcm</code> funcionan en todas partes, no solo en la hoja: \
        <code>median(3, 1, 4, 1)</code> da <samp>2</samp>, <code>stdev(2, 4, 4, 4, 5, 5, 7, 9)</code> da \
        <samp>2,1380899352994</samp>, <code>nCr(5, 2)</code> da <samp>10</samp>, <code>lcm(4, 6)</code> da \
        <samp>12</samp>. Sus argumentos se separan con <code>,</code> o <code>;</code>, y solo con <code>;</code> \
        donde la coma es el separador decimal (<code>sum(1,5; 2)</code> en español). Son exactas cuando lo son sus \
        argumentos: <code>mean(1, 2)</code> es exactamente 3/2, como muestra S⇔D. <code>min(</code> es la función \
        y <code>5 min</code> son cinco minutos.</p>

        """

    /// ``HelpText/dates`` in Spanish, its results in the Spanish format.
    static let spanishDates: HTML = """
        <h2 id="dates">Fechas</h2>
        <p>Una fecha se escribe en formato ISO, <code>2025-03-01</code> (años 1 a 9999), y se muestra como \
        el formato de números escribe una fecha, con su día de la semana. Una fecha más una duración da una fecha: <code>2025-03-01 + 90 days</code> da \
        <samp>30/5/2025 (viernes)</samp>; la resta de dos fechas da días: <code>2025-12-25 - 2025-01-01</code> da \
        <samp>358 d</samp>.</p>
        <ul>
        <li>Los meses y los años son de calendario: el día se conserva o se ajusta al último día del mes. \
        <code>2024-01-31 + 1 month</code> da <samp>29/2/2024 (jueves)</samp> y \
        <code>2024-02-29 + 1 year</code> da <samp>28/2/2025 (viernes)</samp>. Las demás duraciones deben sumar \
        días enteros: <code>+ 36 h</code> se rechaza.</li>
        <li><code>H:MM</code> y <code>H:MM:SS</code> son duraciones: <code>17:10 - 08:45 - 0:30</code> da \
        <samp>7:55</samp>, y <code>7:55 to h</code> da <samp>7,91666666666667 h</samp>.</li>
        <li><code>today</code> es la fecha del servidor en su zona horaria; la respuesta nombra ese día y esa \
        zona.</li>
        <li>Solo la forma completa aaaa-mm-dd es una fecha: <code>2025-3-1</code> sigue siendo una resta.</li>
        <li>Donde el formato de números escribe las fechas con puntos (alemán, polaco, Suiza), una fecha también se \
        escribe así, el día primero y el año con cuatro cifras: <code>30.05.2025 + 1 day</code>. La barra y el guion \
        dividen y restan.</li>
        </ul>

        """
}
