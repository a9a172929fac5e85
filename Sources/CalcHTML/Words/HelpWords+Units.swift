extension HelpWords {
    /// ``HelpText/units`` in German, its results in the German format.
    static let germanUnits: HTML = """
        <h2 id="units">Einheiten und Umrechnung</h2>
        <p>Eine Zahl kann eine Einheit tragen, die hinter ihr steht: <code>5 km</code>, <code>2 m^2</code> (oder \
        <code>2 m²</code>), <code>60 km/h</code>. Beim Rechnen bleiben die Einheiten erhalten: \
        <code>3 ft + 4 in</code> ergibt <samp>3,33333333333333 ft</samp> (eine Summe übernimmt die Einheit links) \
        und <code>60 km/h * 2 h</code> ergibt <samp>120 km</samp>. <code>to</code> rechnet das, was davor steht, in \
        die Einheit dahinter um: <code>5 km to mi</code> ergibt <samp>3,10685596118667 mi</samp>, \
        <code>100 °F to °C</code> ergibt <samp>37,7777777777778 °C</samp>, <code>1 GiB to MB</code> ergibt \
        <samp>1.073,741824 MB</samp>; <code>-&gt;</code> und <code>→</code> bewirken dasselbe. Wo die Einheiten \
        exakt definiert sind (1 in = 0,0254 m, 1 lb = 0,45359237 kg), ist es auch das Ergebnis: \
        <code>5 km to mi</code> ist genau 78125/25146 mi, was S⇔D zeigt.</p>
        <ul>
        <li>Eine Angabe in absteigenden Einheiten ist ein Wert, die Summe ihrer Teile: <code>5 ft 11 in to cm</code> \
        ergibt <samp>180,34 cm</samp>, <code>1 h 30 min to min</code> ergibt <samp>90 min</samp>.</li>
        <li>Bei Symbolen zählt die Groß- und Kleinschreibung, wie im SI: <code>m</code> ist der Meter und \
        <code>M</code> der Speicher, <code>mm</code> ein Millimeter und <code>Mm</code> ein Megameter, \
        <code>B</code> ein Byte und <code>b</code> ein Bit. Die SI-Vorsätze gelten für die SI-Einheiten \
        (<code>µm</code>, auch als <code>um</code> geschrieben, <code>kJ</code>, <code>GW</code>, <code>hPa</code>), \
        die binären für Bytes und Bits (<code>KiB</code>, <code>Gibit</code>). Viele Einheiten lassen sich auch als \
        englisches Wort schreiben: <code>5 miles to km</code> ergibt <samp>8,04672 km</samp>, einige auch als zwei \
        oder drei (<code>fl oz</code>, <code>US gal</code>, <code>imp pt</code>, <code>long ton</code>): \
        <code>12 fl oz to mL</code> ergibt <samp>354,88235475 mL</samp>.</li>
        <li>Eine Potenz lässt sich auch ohne <code>^</code> oder als Wort schreiben: <code>5 m2 to ft2</code> \
        ergibt <samp>53,8195520835486 ft²</samp>, und <code>sq ft</code>, <code>cubic feet</code> gehen auch.</li>
        <li><code>in</code> ist der Zoll (inch), nie ein Wort: <code>5 ft to in</code> ergibt <samp>60 in</samp>; \
        bei <code>1 mile in km</code> verweist die Fehlermeldung auf <code>to</code>.</li>
        <li>Temperaturen: <code>°C</code> und <code>°F</code> sind Messwerte, wie auf einem Thermometer; \
        <code>Δ°C</code> und <code>Δ°F</code> sind Temperaturdifferenzen. <code>10 °C to °F</code> ergibt \
        <samp>50 °F</samp>, aber <code>10 Δ°C to Δ°F</code> ergibt <samp>18 Δ°F</samp>. Zwei Messwerte \
        voneinander abgezogen ergeben eine Differenz (<code>30 °C - 20 °C</code> ergibt <samp>10 Δ°C</samp>), und \
        ein Messwert plus eine Differenz ist ein Messwert (<code>20 °C + 5 Δ°C</code> ergibt <samp>25 °C</samp>); \
        zwei Messwerte lassen sich nicht addieren. Ohne \
        Gradzeichen schreibt man <code>degC</code> und <code>degF</code>: ein einzelnes <code>C</code> oder <code>F</code> wird mit \
        diesem Hinweis abgelehnt.</li>
        <li>Nur Einheiten, die dasselbe messen, lassen sich addieren oder umrechnen: <code>1 m + 1 s</code> ist \
        ein Fehler, der die Stelle des <code>+</code> nennt.</li>
        <li>Eine Einheit gehört zur Zahl direkt vor ihr: <code>1/3 m</code> ist 1 ÷ (3 m), also \
        <samp>0,333333333333333 m⁻¹</samp>. Für ein Drittel Meter schreiben Sie <code>(1/3) m</code>.</li>
        </ul>
        <p>Der <a href="/convert">Einheitenumrechner</a> macht dasselbe mit einem Formular: ein Wert, seine \
        Einheit und die gewünschte Einheit. Jede Antwort ist ein Link, etwa \
        <a href="/convert?value=5&amp;from=km&amp;to=mi">/convert?value=5&amp;from=km&amp;to=mi</a>, und öffnet \
        ihre Rechnung im Rechner oder ihren Rechenweg.</p>
        <p class="shot"><img src="/screenshots/converter-phone.png" width="195" height="422" alt="Der \
        Einheitenumrechner auf einem Smartphone, auf Englisch: 5 km = 3.10685596118667 mi über den Feldern Value, \
        From und To."></p>

        """

    /// ``HelpText/units`` in French, its results in the French format.
    static let frenchUnits: HTML = """
        <h2 id="units">Unités et conversion</h2>
        <p>Un nombre peut porter une unité, écrite après lui : <code>5 km</code>, <code>2 m^2</code> (ou \
        <code>2 m²</code>), <code>60 km/h</code>. Les calculs conservent les unités : <code>3 ft + 4 in</code> \
        donne <samp>3,33333333333333 ft</samp> (une somme prend l’unité de gauche) et <code>60 km/h * 2 h</code> \
        donne <samp>120 km</samp>. <code>to</code> convertit ce qui le précède dans l’unité qui le suit : \
        <code>5 km to mi</code> donne <samp>3,10685596118667 mi</samp>, <code>100 °F to °C</code> donne \
        <samp>37,7777777777778 °C</samp>, <code>1 GiB to MB</code> donne <samp>1\u{202F}073,741824 MB</samp> ; \
        <code>-&gt;</code> et <code>→</code> font de même. Quand les définitions des unités sont exactes \
        (1 in = 0,0254 m, 1 lb = 0,45359237 kg), le résultat l’est aussi : <code>5 km to mi</code> vaut exactement \
        78125/25146 mi, ce que montre S⇔D.</p>
        <ul>
        <li>Une mesure en unités décroissantes est une seule valeur, la somme de ses parties : \
        <code>5 ft 11 in to cm</code> donne <samp>180,34 cm</samp>, <code>1 h 30 min to min</code> donne <samp>90 min</samp>.</li>
        <li>Les symboles distinguent majuscules et minuscules, comme dans le SI : <code>m</code> est le mètre et \
        <code>M</code> la mémoire, <code>mm</code> un millimètre et <code>Mm</code> un mégamètre, <code>B</code> \
        un octet (byte) et <code>b</code> un bit. Les préfixes SI s’appliquent aux unités SI (<code>µm</code>, \
        qui s’écrit aussi <code>um</code>, <code>kJ</code>, <code>GW</code>, <code>hPa</code>), les préfixes \
        binaires aux octets et aux bits (<code>KiB</code>, <code>Gibit</code>). Beaucoup d’unités s’écrivent \
        aussi en toutes lettres, en anglais : <code>5 miles to km</code> donne <samp>8,04672 km</samp>, et \
        quelques-unes en deux ou trois mots (<code>fl oz</code>, <code>US gal</code>, <code>imp pt</code>, \
        <code>long ton</code>) : <code>12 fl oz to mL</code> donne <samp>354,88235475 mL</samp>.</li>
        <li>Une puissance s’écrit aussi sans <code>^</code>, ou en toutes lettres : <code>5 m2 to ft2</code> \
        donne <samp>53,8195520835486 ft²</samp>, et <code>sq ft</code>, <code>cubic feet</code> marchent aussi.</li>
        <li><code>in</code> est le pouce (inch), jamais un mot : <code>5 ft to in</code> donne \
        <samp>60 in</samp> ; pour <code>1 mile in km</code>, le message d’erreur indique <code>to</code>.</li>
        <li>Températures : <code>°C</code> et <code>°F</code> sont des relevés, comme sur un thermomètre ; \
        <code>Δ°C</code> et <code>Δ°F</code> sont des différences de température. <code>10 °C to °F</code> donne \
        <samp>50 °F</samp>, mais <code>10 Δ°C to Δ°F</code> donne <samp>18 Δ°F</samp>. Deux relevés soustraits \
        donnent une différence (<code>30 °C - 20 °C</code> donne <samp>10 Δ°C</samp>), et un relevé plus une \
        différence est un relevé (<code>20 °C + 5 Δ°C</code> donne <samp>25 °C</samp>) ; deux relevés ne \
        s’additionnent pas. Sans le signe degré, on écrit <code>degC</code> et <code>degF</code>\u{A0}: un \
        <code>C</code> ou un <code>F</code> seul est refusé avec cette indication.</li>
        <li>Seules des unités qui mesurent la même grandeur s’additionnent ou se convertissent : \
        <code>1 m + 1 s</code> est une erreur qui indique la position du <code>+</code>.</li>
        <li>Une unité appartient au nombre qui la précède immédiatement : <code>1/3 m</code> vaut 1 ÷ (3 m), soit \
        <samp>0,333333333333333 m⁻¹</samp>. Pour un tiers de mètre, écrivez <code>(1/3) m</code>.</li>
        </ul>
        <p>Le <a href="/convert">convertisseur d’unités</a> fait de même avec un formulaire : une valeur, son \
        unité et l’unité voulue. Chaque réponse est un lien, par exemple \
        <a href="/convert?value=5&amp;from=km&amp;to=mi">/convert?value=5&amp;from=km&amp;to=mi</a>, et ouvre son \
        calcul dans la calculatrice ou ses étapes.</p>
        <p class="shot"><img src="/screenshots/converter-phone.png" width="195" height="422" alt="Le \
        convertisseur d’unités sur un téléphone, en anglais : 5 km = 3.10685596118667 mi au-dessus des champs \
        Value, From et To."></p>

        """

    /// ``HelpText/units`` in Spanish, its results in the Spanish format.
    static let spanishUnits: HTML = """
        <h2 id="units">Unidades y conversión</h2>
        <p>Un número puede llevar una unidad, escrita detrás: <code>5 km</code>, <code>2 m^2</code> (o \
        <code>2 m²</code>), <code>60 km/h</code>. Las operaciones conservan las unidades: <code>3 ft + 4 in</code> \
        da <samp>3,33333333333333 ft</samp> (una suma toma la unidad de la izquierda) y <code>60 km/h * 2 h</code> \
        da <samp>120 km</samp>. <code>to</code> convierte lo que tiene delante a la unidad que lo sigue: \
        <code>5 km to mi</code> da <samp>3,10685596118667 mi</samp>, <code>100 °F to °C</code> da \
        <samp>37,7777777777778 °C</samp>, <code>1 GiB to MB</code> da <samp>1073,741824 MB</samp>; \
        <code>-&gt;</code> y <code>→</code> hacen lo mismo. Donde las definiciones de las unidades son exactas \
        (1 in = 0,0254 m, 1 lb = 0,45359237 kg), también lo es el resultado: <code>5 km to mi</code> es \
        exactamente 78125/25146 mi, como muestra S⇔D.</p>
        <ul>
        <li>Una medida en unidades decrecientes es un solo valor, la suma de sus partes: <code>5 ft 11 in to cm</code> \
        da <samp>180,34 cm</samp>, <code>1 h 30 min to min</code> da <samp>90 min</samp>.</li>
        <li>Los símbolos distinguen mayúsculas y minúsculas, como en el SI: <code>m</code> es el metro y \
        <code>M</code> la memoria, <code>mm</code> un milímetro y <code>Mm</code> un megámetro, <code>B</code> un \
        byte y <code>b</code> un bit. Los prefijos del SI valen para las unidades del SI (<code>µm</code>, que \
        también se escribe <code>um</code>, <code>kJ</code>, <code>GW</code>, <code>hPa</code>), los binarios para \
        bytes y bits (<code>KiB</code>, <code>Gibit</code>). Muchas unidades también se pueden escribir como \
        palabras en inglés: <code>5 miles to km</code> da <samp>8,04672 km</samp>, y algunas con dos o tres \
        (<code>fl oz</code>, <code>US gal</code>, <code>imp pt</code>, <code>long ton</code>): \
        <code>12 fl oz to mL</code> da <samp>354,88235475 mL</samp>.</li>
        <li>Una potencia también se escribe sin <code>^</code>, o con palabras: <code>5 m2 to ft2</code> da \
        <samp>53,8195520835486 ft²</samp>, y <code>sq ft</code>, <code>cubic feet</code> también valen.</li>
        <li><code>in</code> es la pulgada (inch), nunca una palabra: <code>5 ft to in</code> da \
        <samp>60 in</samp>; para <code>1 mile in km</code>, el mensaje de error indica <code>to</code>.</li>
        <li>Temperaturas: <code>°C</code> y <code>°F</code> son lecturas, como en un termómetro; <code>Δ°C</code> \
        y <code>Δ°F</code> son diferencias de temperatura. <code>10 °C to °F</code> da <samp>50 °F</samp>, pero \
        <code>10 Δ°C to Δ°F</code> da <samp>18 Δ°F</samp>. La resta de dos lecturas es una diferencia \
        (<code>30 °C - 20 °C</code> da <samp>10 Δ°C</samp>), y una lectura más una diferencia es una lectura \
        (<code>20 °C + 5 Δ°C</code> da <samp>25 °C</samp>); dos lecturas no se suman. Sin el signo de grado, \
        se escribe <code>degC</code> y <code>degF</code>: una <code>C</code> o una <code>F</code> sola se rechaza con esa indicación.</li>
        <li>Solo se suman o se convierten unidades que miden lo mismo: <code>1 m + 1 s</code> es un error que \
        indica la posición del <code>+</code>.</li>
        <li>Una unidad pertenece al número que tiene justo delante: <code>1/3 m</code> es 1 ÷ (3 m), es decir \
        <samp>0,333333333333333 m⁻¹</samp>. Para un tercio de metro, escriba <code>(1/3) m</code>.</li>
        </ul>
        <p>El <a href="/convert">conversor de unidades</a> hace lo mismo con un formulario: un valor, su unidad y \
        la unidad deseada. Cada respuesta es un enlace, como \
        <a href="/convert?value=5&amp;from=km&amp;to=mi">/convert?value=5&amp;from=km&amp;to=mi</a>, y abre su \
        cálculo en la calculadora o sus pasos.</p>
        <p class="shot"><img src="/screenshots/converter-phone.png" width="195" height="422" alt="El conversor \
        de unidades en un teléfono, en inglés: 5 km = 3.10685596118667 mi sobre los campos Value, From y To."></p>

        """
}
