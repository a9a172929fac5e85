import CalcEngine

extension HelpWords {
    /// Spanish (neutral, "usted"): a translation of ``english``, whole.
    static let spanish = HelpWords(
        title: "Ayuda – Calculadora", back: "← Volver a la calculadora", heading: "Ayuda de la calculadora",
        intro: """
            <p>Esta calculadora se ejecuta en el servidor: cada tecla es un botón de formulario corriente, por lo que \
            funciona en cualquier navegador, con JavaScript desactivado, en navegadores de texto como lynx y w3m, y en \
            quioscos. Cada pulsación envía una tecla y el servidor responde con la página nueva. La tecla pulsada \
            conserva el foco del teclado.</p>
            <p>Mientras no elija un teclado, una pantalla ancha o en horizontal muestra las teclas científicas junto a \
            las estándar, y una pantalla estrecha en vertical, solo las estándar. Los botones de <em>Teclado</em> \
            permiten elegir: <em>Estándar</em> muestra entonces solo las teclas estándar en cualquier tamaño (los \
            navegadores de texto muestran todas las teclas de todos modos). La estándar y la científica son una misma \
            calculadora: al pasar de una a otra se conserva todo. Al pasar a NPI (RPN), el valor mostrado va a la pila \
            NPI, salvo que proceda de la pila y no lo haya modificado; al volver, el valor de la pantalla NPI pasa a \
            ser la entrada.</p>

            """,
        screenshots: """
            <div class="shots">
            <p class="shot"><img src="/screenshots/portrait.png" width="195" height="422" alt="La calculadora en un teléfono en vertical: la pantalla arriba y las teclas estándar ocupando los dos tercios inferiores."><br>Teléfono en vertical: las teclas estándar.</p>
            <p class="shot"><img src="/screenshots/dark.png" width="195" height="422" alt="La calculadora NPI en colores oscuros, con su pila encima de la pantalla."><br>NPI, colores oscuros.</p>
            <p class="shot"><img src="/screenshots/landscape.png" width="422" height="195" alt="La calculadora en un teléfono en horizontal: las teclas científicas junto a las estándar."><br>Teléfono en horizontal: las teclas científicas al lado.</p>
            <p class="shot"><img src="/screenshots/desktop.png" width="480" height="300" alt="La calculadora en la pantalla de un equipo de escritorio."><br>Escritorio.</p>
            <p class="shot"><img src="/screenshots/kiosk.png" width="480" height="270" alt="La calculadora ocupando toda la pantalla de un quiosco de 1920 por 1080."><br>Quiosco, 1920×1080.</p>
            </div>

            """,
        keysHeading: "Teclas",
        keysIntro:
            "Cada tecla es un botón; su valor (lo que un navegador de texto muestra entre paréntesis) es lo que recibe el servidor.",
        standardKeys: "Teclas estándar", scientificKeys: "Teclas científicas",
        rpnKeys: "Teclas NPI (además de los dígitos, los operadores y las funciones)",
        keypadSwitch: "Cambio de teclado",
        keyHelp: [
            .digit0: "Escribe el dígito 0.", .digit1: "Escribe el dígito 1.", .digit2: "Escribe el dígito 2.",
            .digit3: "Escribe el dígito 3.", .digit4: "Escribe el dígito 4.", .digit5: "Escribe el dígito 5.",
            .digit6: "Escribe el dígito 6.", .digit7: "Escribe el dígito 7.", .digit8: "Escribe el dígito 8.",
            .digit9: "Escribe el dígito 9.",
            .point: "Escribe la coma decimal; si el número ya tiene una, se ignora.",
            .add: "Suma.",
            .subtract: "Resta; después de un operador, al principio o después de ( inicia un número negativo.",
            .multiply: "Multiplica.",
            .divide: "Divide.",
            .modulus:
                "Módulo con redondeo hacia abajo, no porcentaje (para eso está la tecla %): el resultado lleva el signo del divisor (-7 % 3 = 2).",
            .percent:
                "Porcentaje: el número dividido entre 100 (50 % es 0,5); después de + o −, ese porcentaje del número anterior (200 − 10 % es 180).",
            .power: "Eleva a una potencia; se evalúa primero, de izquierda a derecha (2^3^2 = 64).",
            .openParen: "Abre un paréntesis; después de un número, implica ×.",
            .closeParen: "Cierra el paréntesis abierto más interno y muestra su valor.",
            .equals: "Calcula; si se pulsa de nuevo, repite la última operación sobre el resultado.",
            .clearEntry: "CE: borra la última entrada (un dígito, un operador, una función).",
            .clearAll: "CL: borra el cálculo; la memoria, el historial, la unidad de ángulo y el modo se conservan.",
            .negate: "Cambia el signo del número o del resultado.",
            .sqrt: "Raíz cuadrada.",
            .cbrt: "Raíz cúbica.",
            .sq: "Cuadrado.",
            .cube: "Cubo.",
            .inv: "Inverso.",
            .fact: "Factorial del número.",
            .exp: "e elevado al número.",
            .pow10: "10 elevado al número.",
            .ln: "Logaritmo natural.",
            .log10: "Logaritmo en base 10.",
            .log2: "Logaritmo en base 2.",
            .sin: "Seno, en la unidad de ángulo actual.",
            .cos: "Coseno, en la unidad de ángulo actual.",
            .tan: "Tangente, en la unidad de ángulo actual.",
            .asin: "Arcoseno, en la unidad de ángulo actual.",
            .acos: "Arcocoseno, en la unidad de ángulo actual.",
            .atan: "Arcotangente, en la unidad de ángulo actual.",
            .sinh: "Seno hiperbólico.",
            .cosh: "Coseno hiperbólico.",
            .tanh: "Tangente hiperbólica.",
            .asinh: "Arcoseno hiperbólico.",
            .acosh: "Arcocoseno hiperbólico.",
            .atanh: "Arcotangente hiperbólica.",
            .pi: "La constante π.",
            .e: "La constante e.",
            .rand: "Un número aleatorio entre 0 (incluido) y 1 (excluido).",
            .exponentEntry: "Inicia el exponente del número: 1 , 5 EE 3 escribe 1,5e3.",
            .angle: "Alterna entre radianes (la opción predeterminada) y grados.",
            .memoryClear: "Borra la memoria.",
            .memoryAdd: "Suma el valor mostrado a la memoria.",
            .memorySubtract: "Resta el valor mostrado de la memoria.",
            .memoryRecall: "Recupera la memoria como operando.",
            .enter: "NPI: apila el número que se está escribiendo.",
            .variableM: "NPI: apila la variable M (no su valor).",
            .storeM: "NPI: asigna a M el valor mostrado.",
            .swap: "NPI: intercambia las dos expresiones más recientes de la pila.",
            .drop: "NPI: quita de la pila la expresión más reciente.",
            .modeStandard: "Muestra el teclado estándar (el mismo cálculo que el científico).",
            .modeScientific: "Muestra el teclado científico (el mismo cálculo que el estándar).",
            .fraction:
                "Muestra un resultado exacto como fracción (1/3, 3/10, 17/6) hasta la tecla siguiente; si se pulsa de nuevo, como decimal. Un valor redondeado (√2, π) se queda en decimal.",
            .digits:
                "Muestra todos los dígitos del valor hasta la tecla siguiente: hasta 40 cifras significativas, todos los de un entero o decimal exacto (hasta 100); si se pulsa de nuevo, las 15 habituales.",
            .modeRPN: "Cambia a la calculadora NPI; el valor mostrado pasa a su pila.",
            .modeProgrammer:
                "Cambia al teclado de programador: enteros de un tamaño de palabra en cuatro bases; la parte entera del valor mostrado pasa con él.",
            .digitA: "Programador: escribe la cifra hexadecimal A (10).",
            .digitB: "Programador: escribe la cifra hexadecimal B (11).",
            .digitC: "Programador: escribe la cifra hexadecimal C (12).",
            .digitD: "Programador: escribe la cifra hexadecimal D (13).",
            .digitE: "Programador: escribe la cifra hexadecimal E (14).",
            .digitF: "Programador: escribe la cifra hexadecimal F (15).",
            .and: "Programador: un bit vale 1 donde los dos bits valen 1.",
            .or: "Programador: un bit vale 1 donde alguno de los bits vale 1.",
            .xor: "Programador: un bit vale 1 donde los dos bits difieren.",
            .nand: "Programador: y, y luego cada bit invertido.",
            .nor: "Programador: o, y luego cada bit invertido.",
            .not: "Programador: invierte cada bit del valor mostrado.",
            .shl:
                "Programador: desplaza los bits a la izquierda tantas posiciones como el número siguiente; los bits que salen de la palabra se pierden.",
            .shr:
                "Programador: desplaza los bits a la derecha; una palabra con signo conserva el signo, una sin signo se rellena con 0.",
            .rol: "Programador: rota los bits a la izquierda; los que salen por arriba vuelven por abajo.",
            .ror: "Programador: rota los bits a la derecha; los que salen por abajo vuelven por arriba.",
            .word8: "Programador: guarda los valores en 8 bits; un valor mayor conserva sus bits más bajos.",
            .word16: "Programador: guarda los valores en 16 bits; un valor mayor conserva sus bits más bajos.",
            .word32: "Programador: guarda los valores en 32 bits; un valor mayor conserva sus bits más bajos.",
            .word64: "Programador: guarda los valores en 64 bits; un valor mayor conserva sus bits más bajos.",
            .signed: "Programador: el bit más alto es el signo (complemento a dos).",
            .unsigned: "Programador: cada bit forma parte del valor; nada es negativo.",
            .base16: "Programador: las cifras se escriben en hexadecimal, de 0 a F.",
            .base10: "Programador: las cifras se escriben en decimal, de 0 a 9.",
            .base8: "Programador: las cifras se escriben en octal, de 0 a 7.",
            .base2: "Programador: las cifras se escriben en binario, 0 y 1.",
        ],
        keyboard: """
            <h2 id="keyboard">Teclado físico</h2>
            <ul>
            <li>Una página nueva y la página que sigue a una expresión escrita ponen el foco en el campo <em>Expresión</em>, vacío, con la expresión actual en gris como marcador de posición: escriba un cálculo y pulse <kbd>Enter</kbd>. Una expresión que falla se queda en el campo para que la corrija (<kbd>End</kbd> lleva el cursor al final). Un texto que empieza por un operador continúa a partir del resultado: <code>2^10</code> <kbd>Enter</kbd> muestra 1024 y luego <code>+1</code> <kbd>Enter</kbd> muestra 1025. <kbd>Backspace</kbd> y las teclas de flecha editan el texto como en cualquier campo.</li>
            <li>Después de pulsar una tecla de la calculadora, el foco se queda en ella, así que <kbd>Enter</kbd> o <kbd>Space</kbd> la vuelven a pulsar y <kbd>Tab</kbd> / <kbd>Shift</kbd>+<kbd>Tab</kbd> pasan a las teclas de alrededor.</li>
            <li>El campo Expresión es el primer control de la página (a un <kbd>Tab</kbd> del principio) y tiene la tecla de acceso <kbd>X</kbd>: <kbd>Alt</kbd>+<kbd>X</kbd> en Chrome y Edge, <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>X</kbd> en Firefox, <kbd>Control</kbd>+<kbd>Option</kbd>+<kbd>X</kbd> en Safari.</li>
            <li>Sin JavaScript, una página no puede escuchar el teclado, así que los dígitos que se escriben mientras una tecla tiene el foco no hacen nada: escríbalos en el campo Expresión. <kbd>Escape</kbd> no hace nada aquí; <code>AC</code> borra.</li>
            <li>Lectores de pantalla: el título de la página empieza por lo que muestra la pantalla («1024 – Calculadora»), y la tecla o el campo con el foco se describe mediante la pantalla, así que el resultado se lee junto con la tecla pulsada.</li>
            </ul>

            """,
        rules: """
            <h2 id="precedence">Precedencia</h2>
            <p>Todos los ejemplos escritos de esta página parten de una calculadora nueva (pulse AC antes): tras un \
            resultado, un texto que empieza por un operador continúa a partir de él, así que <code>-3^2</code> escrito \
            después de 64 da 55 (64 − 9), no −9.</p>
            <ol>
            <li><code>!</code> (factorial, solo en expresiones escritas) y el signo de porcentaje tienen la precedencia más alta.</li>
            <li>Les sigue <code>^</code> (potencia), que, como todos los demás operadores, se evalúa <strong>de izquierda a derecha</strong>: \
            <code>2^3^2</code> es <code>(2^3)^2 = 64</code>. Así lo exigen los documentos en que se basa esta calculadora.</li>
            <li>El menos unario tiene menor precedencia que <code>^</code> y mayor que <code>* / %</code>: <code>-3^2 = -9</code>, \
            <code>2^-1 = 0.5</code>, <code>2*-3 = -6</code>.</li>
            <li><code>* / %</code>, de izquierda a derecha.</li>
            <li><code>+ -</code>, de izquierda a derecha: <code>-6-5+4*3^2 = 25</code>.</li>
            </ol>
            <p><code>%</code> entre dos números es el <strong>módulo con redondeo hacia abajo</strong>: el resultado lleva \
            el signo del divisor, así que <code>-7 % 3 = 2</code> y <code>7 % -3 = -2</code>. Después de un número y antes \
            de <code>× ÷ ^ )</code>, de otro <code>%</code> o del final, es <strong>porcentaje</strong> (véase \
            <a href="#percent">Porcentaje y módulo</a>). <code>0^0 = 1</code>; <code>0^-1</code> da \
            <samp>Entrada no válida</samp>.</p>
            <h2 id="percent">Porcentaje y módulo</h2>
            <p>En el teclado son dos teclas: <kbd>%</kbd> (<code>pct</code>) es el porcentaje y <kbd>mod</kbd> \
            (<code>%</code>) es el módulo. En una expresión escrita ambos se escriben <code>%</code>; decide lo que va \
            detrás (el módulo también se escribe <code>mod</code>: <code>7 mod 3 = 1</code>). Seguido de un número, un nombre, <code>(</code> o un signo, es el módulo, como siempre: \
            <code>7 % 3 = 1</code>, <code>7 % -3 = -2</code>, y también <code>10% + 5 = 0</code> (10 módulo +5). \
            Seguido de <code>× ÷ ^ )</code>, de otro <code>%</code>, de <code>!</code> o de nada, es porcentaje:</p>
            <ul>
            <li><code>b%</code> por sí solo es b/100: <code>50% = 0.5</code>; también después de <code>×</code> o <code>÷</code>: \
            <code>48.20 × 15% = 7.23</code> (el 15 % de 48,20), <code>200 ÷ 10% = 2000</code>. <code>of</code> después de \
            un porcentaje multiplica: <code>15% of 48.20 = 7.23</code>.</li>
            <li>Después de <code>+</code> o <code>−</code> es ese porcentaje del número anterior, como en la calculadora \
            de una tienda: <code>200 − 10% = 180</code> (200 − 20), <code>200 + 10% = 220</code>. «El número anterior» \
            es todo lo que hay antes del <code>+</code> o el <code>−</code> en el mismo nivel: <code>100 + 200 − 10% = 270</code> \
            (300 − 30), <code>2 × 3 + 10% = 6.6</code>, <code>100 + (200 − 10%) = 280</code>. Un signo forma parte del \
            porcentaje: <code>200 − -10% = 220</code>.</li>
            <li>Un porcentaje tiene la misma precedencia que <code>!</code> y se aplica al número inmediatamente anterior: \
            <code>2^10%</code> es 2^0,1, <code>-10%</code> es -0,1, <code>sin(30)%</code> es sin(30)/100, <code>10%%</code> \
            es 0,001. Dentro de un producto es b/100: <code>200 − 10% × 2 = 199.8</code>. Los paréntesis no cambian nada: \
            <code>200 − (10%)</code> también es 180.</li>
            <li>Para sumar algo después de un porcentaje, ponga el porcentaje entre paréntesis: <code>(200 − 10%) + 5 = 185</code>; \
            el teclado lo hace automáticamente al pulsar <kbd>+</kbd> después de <kbd>%</kbd>.</li>
            <li>En el teclado, <kbd>%</kbd> muestra enseguida la parte correspondiente: <code>200 − 10 %</code> muestra 20, \
            y <kbd>=</kbd> da 180. Una tecla que toma entonces ese número (<code>×</code>, <code>x²</code>, …) toma el \
            20 que se ve, y la línea sobre la pantalla lo indica (<code>200 − 20 × 3</code>). Sin nada pendiente, \
            <code>50 %</code> muestra 0,5; después de un operador se usa el número mostrado (<code>200 + %</code> es \
            200 + 200 %). El teclado NPI no tiene tecla de porcentaje: en él, <code>y ↲ x × 100 ÷</code> es el x % de y.</li>
            <li>Todos los resultados son exactos: <code>1234.56 − 33.3% = 823.45152</code>. La página de pasos muestra la \
            parte correspondiente: <code>200-10%</code>, luego <code>200-20</code> y luego 180.</li>
            </ul>
            <h2 id="keypad">Uso del teclado en pantalla</h2>
            <ul>
            <li>La línea pequeña sobre la pantalla describe el cálculo; termina en <code>...</code> mientras hay una \
            operación pendiente y en <code>=</code> tras un resultado.</li>
            <li>Un operador pulsado después de otro lo sustituye (<code>1 + × 3 =</code> es <code>1 × 3</code>), salvo \
            <code>-</code>, que inicia un número negativo.</li>
            <li>Una función se aplica al momento al número mostrado. Si se vuelve a pulsar <code>=</code>, se repite la \
            última operación: <code>2 + 3 = =</code> da 8.</li>
            <li>⌫ (<code>CE</code>) borra la última entrada; AC (<code>CL</code>) borra el cálculo, pero conserva la memoria, \
            el historial, la unidad de ángulo y el teclado.</li>
            <li>Después de un error, cualquier tecla inicia un cálculo nuevo.</li>
            <li>El historial muestra los cálculos anteriores, del más reciente al más antiguo; pulse uno para usar su \
            resultado como número.</li>
            </ul>
            <h2 id="typed">Expresiones escritas</h2>
            <p>El campo Expresión contiene todo el cálculo como texto; edítelo y pulse Enter (o <em>Calcular</em>). \
            Acepta:</p>
            <ul>
            <li>números: <code>12</code>, <code>1.5</code>, <code>.5</code>, <code>1e3</code>, <code>2.5E-4</code>;</li>
            <li>los operadores <code>+ - * / % ^</code> y los alias <code>× ÷ −</code> y <code>**</code> (por <code>^</code>); <code>+</code> y <code>-</code> \
            unarios; paréntesis; <code>!</code> posfijo y el porcentaje <code>%</code>;</li>
            <li>funciones con el argumento entre paréntesis: <code>sqrt cbrt sin cos tan asin acos atan sinh cosh tanh asinh \
            acosh atanh ln log</code> (en base 10) <code>log10 log2 exp abs sqr cube fact</code>, \
            <code>floor ceil trunc sign</code> (también <code>sgn</code>) y <code>round</code> (las mitades se alejan de cero: <code>round(2.5)</code> es 3, \
            <code>round(-2.5)</code> es −3; <code>round(2/3;2)</code> es 0,67), <code>mod(7;3)</code> (7 mod 3), \
            <code>hypot(3;4)</code> (√(3² + 4²)) y <code>atan2(1;-1)</code> (el ángulo del punto (−1, 1), en la unidad \
            de ángulo elegida), así como <code>√</code> \
            y <code>∛</code> como prefijos; los nombres pueden escribirse en mayúsculas o en minúsculas;</li>
            <li>las constantes <code>pi</code>, <code>π</code> y <code>e</code>; <code>ans</code> (el último resultado) y \
            <code>M</code> (la memoria);</li>
            <li>la multiplicación implícita: un número o un <code>)</code> seguido de <code>(</code>, de un nombre o de \
            <code>√</code> multiplica, así que <code>2(3+4)</code> es 14 y <code>2pi</code> es 2π.</li>
            </ul>
            <p>Los espacios se ignoran, y también un <code>=</code> final. Los paréntesis desequilibrados y los operadores \
            sin operando son errores de sintaxis que indican la posición del carácter, contando desde 1. Se rechazan las \
            expresiones de más de 1000 caracteres.</p>
            <h2 id="rpn">NPI (notación polaca inversa, RPN)</h2>
            <ul>
            <li>Escriba un número y pulse ↲ (<code>enter</code>) para apilarlo; un operador o una función pulsados mientras \
            escribe apilan primero el número.</li>
            <li>Los operadores toman las dos entradas más recientes: <code>3 ↲ 5 −</code> es <code>3 - 5</code>. Las \
            funciones toman la más reciente: <code>10 cos</code> es <code>cos(10)</code>.</li>
            <li>La pila muestra los valores de las expresiones completas, con la más reciente al final; la línea de \
            descripción los muestra de la más antigua a la más reciente, separados por comas, con <code>?</code> en \
            lugar de un operando que falta.</li>
            <li>± (<code>neg</code>) cambia el signo del número que se está escribiendo (el de su exponente después de EE) \
            o el de la entrada más reciente; EE inicia el exponente (<code>1 . 5 EE 3</code> es 1500); Rad/Deg cambia \
            la unidad de ángulo, todo ello en el propio teclado NPI.</li>
            <li><code>M</code> apila la variable M; →M (<code>toM</code>) asigna a M el valor mostrado. \
            Mientras M no tiene valor, una expresión que la usa deja la pantalla vacía.</li>
            <li><code>swap</code> intercambia y <code>drop</code> quita las expresiones más recientes; ⌫ borra el último \
            dígito o, si no se está escribiendo, deshace la entrada más reciente de la pila. AC vacía la pila y deja M \
            sin valor.</li>
            </ul>
            <h2 id="numbers">Números</h2>
            <p>La aritmética es exacta en decimal; la pantalla muestra como máximo 15 cifras significativas, sin ceros \
            finales, y pasa a notación científica (<code>1.84467440737096e19</code>) para magnitudes de 1e16 en adelante \
            o menores que 1e-9.</p>
            <p>Un cociente con infinitos decimales se guarda como fracción exacta mientras su numerador y su denominador \
            tengan como máximo 100 dígitos cada uno, así que <code>1/3*3</code> es exactamente 1 y \
            <code>1/(1/(1/0.2425-4)-8)-12</code> es exactamente 0. Las raíces, π, e y las funciones dan valores \
            redondeados (de 40 o 50 cifras significativas). \
            S⇔D (<code>frac</code>) presenta el valor exacto de la pantalla como fracción (<code>1/3</code>, <code>3/10</code>, \
            <code>17/6</code>, nunca como número mixto) hasta la tecla siguiente y, si se pulsa de nuevo, como decimal; \
            un entero se queda como está, y un valor redondeado se queda en decimal con una nota que explica por qué. \
            El campo Expresión guarda un resultado exacto sin pérdida (<code>1/3</code>), así que se puede volver a \
            pegar. Dígitos (<code>digits</code>) muestra todos los dígitos del valor de la pantalla hasta la tecla \
            siguiente: todos los de un entero o decimal exacto (hasta 100), 40 cifras significativas de una fracción \
            y, de un valor redondeado, no más de los que tiene. \
            <code>calculator eval --fraction</code> \
            imprime los resultados exactos como fracciones y <code>calculator eval --digits 40</code>, con hasta 40 \
            cifras significativas.</p>

            """,
        units: spanishUnits, unitCategories: "Unidades por categoría",
        worksheet: spanishWorksheet, dates: spanishDates, programmer: spanishProgrammer,
        programmerKeys: "Teclas del modo programador",
        examplesHeading: "Ejemplos resueltos",
        examplesIntro: """
            Calculados por la propia calculadora al generar esta página. Escriba cualquiera de ellos en el campo \
            Expresión de una calculadora nueva (pulse AC antes). Un texto que empieza por un operador continúa a \
            partir del resultado mostrado: los ejemplos que empiezan por uno indican qué dan si se escriben justo \
            después del ejemplo anterior.
            """,
        exampleNotes: [
            "2^3^2": "^ se evalúa de izquierda a derecha: (2^3)^2",
            "-3^2": "el menos unario tiene menor precedencia que ^: -(3^2)",
            "2^-1": "un menos después de ^ inicia un exponente negativo",
            "2*-3": "un menos después de * inicia un número negativo",
            "-7 % 3": "% es el módulo con redondeo hacia abajo: el resultado lleva el signo del divisor",
            "7 % -3": "si el divisor es negativo, también lo es el resultado",
            "200 - 10%": "% al final es porcentaje: 200 − 20",
            "48.20 * 15%": "el 15 % de 48,20",
            "50%": "un porcentaje por sí solo es el número dividido entre 100",
            "100 + 200 - 10%": "el porcentaje se calcula sobre todo lo que hay antes del −: 300 − 30",
            "10% + 5": "seguido de un número con signo, % es el módulo: 10 % (+5)",
            "(10%) + 5": "entre paréntesis, el porcentaje se resuelve primero",
            "0^0": "como en la función pow de IEEE y en la mayoría de las calculadoras",
            "0.1 + 0.2": "la aritmética decimal es exacta",
            "1/3*3": "división exacta, sin 0,999…",
            "2^64": "los enteros son exactos; los resultados grandes pasan a notación científica",
            "4*pi": "15 cifras significativas",
            "sin(pi)": "cero exacto, no un residuo de redondeo",
            "170!": "se admiten magnitudes por encima de 1e306",
            "1/0": "un mensaje de error sustituye al resultado",
            "0/0": "indeterminado",
            "sqrt(-1)": "no hay números complejos",
            "2*(3+4": "con paréntesis desequilibrados, el error indica la posición",
        ],
        continuation:
            "{1}; en una calculadora nueva: escrito después del {2} anterior, continúa a partir de él y da {3}",
        stepsLink: "pasos", stepByStep: "Paso a paso:",
        closing: """
            <p>El mismo desarrollo para cualquier expresión: <a href="{steps}">/steps?expr=…</a>, o «Ver los pasos» \
            bajo la calculadora. Los scripts obtienen una respuesta simple de <code>/eval?expr=…</code> (JSON con \
            <code>Accept: application/json</code>), por ejemplo <code>curl 'http://HOST/eval?expr=1%2B2'</code>.</p>

            """)
}
