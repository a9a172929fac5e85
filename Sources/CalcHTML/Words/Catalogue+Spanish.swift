extension Catalogue {
    /// Español.
    static let spanish: [String: String] = [
        "Calculator": "Calculadora", "memory holds a value": "la memoria contiene un valor",
        "angle unit: radians": "unidad de ángulo: radianes", "angle unit: degrees": "unidad de ángulo: grados",
        "Display": "Pantalla", "Stack, newest last": "Pila, el más reciente al final", "Expression": "Expresión",
        "Evaluate": "Calcular", "Standard keys": "Teclas estándar", "Scientific keys": "Teclas científicas",
        "RPN keys": "Teclas NPI", "Functions": "Funciones", "Keypad": "Teclado", "Keypad:": "Teclado:",
        "(current)": "(activo)", "History": "Historial", "No calculations yet.": "Todavía no hay cálculos.",
        KeypadPage.rpnHistoryNote:
            "Los resultados NPI no se guardan aquí: = en los otros teclados añade una línea.",
        "Recall": "Recuperar", "Show steps": "Ver los pasos", "Link to this calculation": "Enlace a este cálculo",
        "Download history": "Descargar el historial", "Number format": "Formato de números",
        "From your browser": "El del navegador", "Apply": "Aplicar",
        "Help: keys, rules and examples": "Ayuda: teclas, reglas y ejemplos",
        "Standard": "Estándar", "Scientific": "Científica", "Digits": "Dígitos", "comma": "coma", "point": "punto",
        "plus": "más", "minus": "menos", "multiply": "por", "divide": "entre", "modulus": "módulo",
        "percent": "por ciento", "power": "elevado a", "open parenthesis": "abrir paréntesis",
        "close parenthesis": "cerrar paréntesis", "equals": "igual", "delete": "borrar", "clear all": "borrar todo",
        "change sign": "cambiar de signo", "square root": "raíz cuadrada", "cube root": "raíz cúbica",
        "square": "al cuadrado", "cube": "al cubo", "reciprocal": "inverso", "factorial": "factorial",
        "e to the power": "e elevado a x", "ten to the power": "diez elevado a x",
        "natural logarithm": "logaritmo natural", "logarithm base 10": "logaritmo en base 10",
        "logarithm base 2": "logaritmo en base 2", "sine": "seno", "cosine": "coseno", "tangent": "tangente",
        "arcsine": "arcoseno", "arccosine": "arcocoseno", "arctangent": "arcotangente",
        "hyperbolic sine": "seno hiperbólico", "hyperbolic cosine": "coseno hiperbólico",
        "hyperbolic tangent": "tangente hiperbólica", "inverse hyperbolic sine": "arcoseno hiperbólico",
        "inverse hyperbolic cosine": "arcocoseno hiperbólico", "inverse hyperbolic tangent": "arcotangente hiperbólica",
        "pi": "pi", "Euler’s number": "número de Euler", "random number": "número aleatorio", "exponent": "exponente",
        "switch angle unit": "cambiar la unidad de ángulo", "memory clear": "borrar la memoria",
        "memory add": "sumar a la memoria", "memory subtract": "restar de la memoria",
        "memory recall": "recuperar la memoria", "enter": "introducir", "variable M": "variable M",
        "set M": "guardar en M", "exchange the two newest": "intercambiar los dos más recientes",
        "remove the newest": "quitar el más reciente", "fraction or decimal": "fracción o decimal",
        "all digits": "todos los dígitos", "reverse Polish notation": "notación polaca inversa",
        "Pro\u{AD}gram\u{AD}mer": "Progra\u{AD}mador", "Programmer keys": "Teclas del modo programador",
        "Base, word and bitwise keys": "Teclas de base, tamaño de palabra y operaciones de bits", "Bits": "Bits",
        "8-bit": "8\u{A0}bits", "16-bit": "16\u{A0}bits", "32-bit": "32\u{A0}bits", "64-bit": "64\u{A0}bits",
        "hexadecimal": "hexadecimal", "decimal": "decimal", "octal": "octal", "binary": "binario",
        "bitwise and": "y bit a bit", "bitwise or": "o bit a bit", "exclusive or": "o exclusivo",
        "not and": "no y", "not or": "no o", "bitwise not": "no bit a bit",
        "shift left": "desplazar a la izquierda", "shift right": "desplazar a la derecha",
        "rotate left": "rotar a la izquierda", "rotate right": "rotar a la derecha", "signed": "con signo",
        "unsigned": "sin signo", "Signed": "Con signo",
        "Unsigned": "Sin signo",
        "That page was out of date; nothing was changed.": "Esa página estaba desactualizada; no se cambió nada.",
        "Your saved calculator could not be restored; this is a fresh one.":
            "No se pudo recuperar su calculadora guardada; esta es una nueva.",
        "These are the linked worksheet’s results; press Calculate to keep it.":
            "Estos son los resultados de la hoja del enlace; pulse «Calcular la hoja» para guardarla.",
        "Press Evaluate to calculate the linked expression.": "Pulse «Calcular» para calcular la expresión del enlace.",
        // The error pages.
        "Bad Request": "Solicitud incorrecta", "Forbidden": "Prohibido", "Not Found": "No encontrado",
        "Method Not Allowed": "Método no permitido", "Content Too Large": "Contenido demasiado grande",
        "Unsupported Media Type": "Tipo de medio no admitido", "Too Many Requests": "Demasiadas solicitudes",
        "Internal Server Error": "Error interno del servidor", "Not Implemented": "No implementado",
        "Service Unavailable": "Servicio no disponible",
        "The calculator did not understand that request, so nothing was changed.":
            "La calculadora no entendió esa solicitud, así que no se cambió nada.",
        "The calculator accepts keys only from its own pages, so nothing was changed.":
            "La calculadora solo acepta teclas desde sus propias páginas, así que no se cambió nada.",
        "There is no page at this address.": "No hay ninguna página en esta dirección.",
        "This address does not accept that kind of request.": "Esta dirección no acepta ese tipo de solicitud.",
        "The form sent was too large, so nothing was changed.":
            "El formulario enviado era demasiado grande, así que no se cambió nada.",
        "The calculator accepts only ordinary HTML form posts.":
            "La calculadora solo acepta envíos de formularios HTML normales.",
        "Too many requests came from your address; wait a moment and try again.":
            "Llegaron demasiadas solicitudes desde su dirección; espere un momento y vuelva a intentarlo.",
        "Something went wrong in the calculator; nothing was changed.":
            "Algo falló en la calculadora; no se cambió nada.",
        "The calculator cannot read a request sent that way, so nothing was changed.":
            "La calculadora no puede leer una solicitud enviada de esa forma, así que no se cambió nada.",
        "The calculator cannot reach its saved sessions right now.":
            "La calculadora no puede acceder ahora a sus sesiones guardadas.",
        "That address is not allowed.": "Esa dirección no está permitida.",
        "Open the calculator itself and press the key there.": "Abra la propia calculadora y pulse la tecla allí.",
        "Try the calculator or the help page instead.": "Pruebe en su lugar la calculadora o la página de ayuda.",
        "Type a shorter expression.": "Escriba una expresión más corta.",
        "Send the form as application/x-www-form-urlencoded.":
            "Envíe el formulario como application/x-www-form-urlencoded.",
        "Please slow down.": "Vaya más despacio, por favor.",
        "The calculator could not load or save your session; please try again.":
            "La calculadora no pudo cargar ni guardar su sesión; inténtelo de nuevo.",
        "Your session could not be loaded or saved just now. Try again in a moment; reload the page to see whether your last key counted.":
            "No se pudo cargar ni guardar su sesión en este momento. Vuelva a intentarlo en un momento; recargue la página para ver si su última tecla contó.",
        "Your previous key is still being saved, so this one was not applied. Try again in a moment.":
            "Su tecla anterior todavía se está guardando, así que esta no se aplicó. Vuelva a intentarlo en un momento.",
        "The form carried neither a key nor an expression.": "El formulario no traía ni una tecla ni una expresión.",
        "The page’s sequence number is malformed.": "El número de secuencia de la página no es válido.",
        "Add the expression to the address: /eval?expr=1%2B2": "Añada la expresión a la dirección: /eval?expr=1%2B2",
        "This address accepts {1}.": "Esta dirección acepta {1}.",
        "There is no key “{1}”.": "No existe la tecla «{1}».",
        "There is no number format “{1}”.": "No existe el formato de números «{1}».",
        "There is no number format “{1}”; there are {2}.": "No existe el formato de números «{1}»; existen {2}.",
        "Too many connections from your address are busy just now. Try again in a moment.":
            "Hay demasiadas conexiones ocupadas desde su dirección en este momento. Vuelva a intentarlo en un momento.",
        // The steps page.
        "Steps": "Pasos", "Back to the calculator": "Volver a la calculadora",
        "Angles in degrees.": "Ángulos en grados.",
        "Angles in radians.": "Ángulos en radianes.",
        "Open this calculation in the calculator": "Abrir este cálculo en la calculadora",
        // The date page.
        "Dates":
            "Fechas",
        "Days between two dates":
            "Días entre dos fechas",
        "First date":
            "Primera fecha",
        "Second date":
            "Segunda fecha",
        "Day":
            "Día",
        "Month":
            "Mes",
        "Year":
            "Año",
        "For example, 27 3 2025":
            "Por ejemplo, 27 3 2025",
        "Count the days":
            "Contar los días",
        "A date plus or minus a time":
            "Una fecha más o menos un tiempo",
        "Date":
            "Fecha",
        "Add or subtract":
            "Sumar o restar",
        "Add":
            "Sumar",
        "Subtract":
            "Restar",
        "Years":
            "Años",
        "Months":
            "Meses",
        "Days":
            "Días",
        "Work out the date":
            "Calcular la fecha",
        "Months and years are calendar months and years: the day of the month stays, or becomes the month’s last day.":
            "Los meses y los años son los del calendario: el día del mes se mantiene o pasa a ser el último día del mes.",
        "From {1} to {2}: {3}.":
            "Del {1} al {2}: {3}.",
        "That is {1} and {2}, or {3} on the calendar.":
            "Son {1} y {2}, o {3} en el calendario.",
        "{1}, {2} and {3}":
            "{1}, {2} y {3}",
        "{1} day": "{1} día", "{1} days": "{1} días", "{1} week": "{1} semana", "{1} weeks": "{1} semanas",
        "{1} month": "{1} mes", "{1} months": "{1} meses", "{1} year": "{1} año", "{1} years": "{1} años",
        "{1} becomes {2}.":
            "{1} pasa a ser {2}.",
        "{1} is missing":
            "Falta {1}",
        "{1} must be a whole number":
            "{1} debe ser un número entero",
        "{1} must have {2} digits, for example {3}":
            "{1} debe tener {2} cifras, por ejemplo {3}",
        "{1} must be {2} to {3}":
            "{1} debe estar entre {2} y {3}",
        "Day must be 1 to {1} in that month":
            "El día debe estar entre 1 y {1} en ese mes",
        "Dates run from 0001-01-01 to 9999-12-31":
            "Las fechas van del 0001-01-01 al 9999-12-31",
        // The worksheet.
        "Worksheet":
            "Hoja de cálculo",
        "Sheet":
            "Hoja",
        "One calculation per line: an expression, a name = value, a function such as f(x) = x^2 + 1, or a # comment.":
            "Un cálculo por línea: una expresión, un nombre = valor, una función como f(x) = x^2 + 1 o un # comentario.",
        "Calculate":
            "Calcular la hoja",
        "Results":
            "Resultados",
        "Names defined here can be used in the calculator’s Expression field.":
            "Los nombres definidos aquí sirven también en el campo Expresión de la calculadora.",
        "Link to this sheet":
            "Enlace a esta hoja",
        "Download the sheet":
            "Descargar la hoja",
        "Defines {1}.":
            "Define {1}.",
        StepsPage.allowanceNote:
            "El desarrollo paga sus pasos con la misma asignación que un cálculo, incluida su impresión, así que puede agotarla donde el cálculo solo no lo haría.",
        "Steps: {1}": "Pasos: {1}", "{1} stays an exact fraction (≈ {2})": "{1} queda como fracción exacta (≈ {2})",
        "{1} of {2} = {3}": "{1} de {2} = {3}",
        "rounded to {1} significant digits, shown to {2}": "redondeado a {1} cifras significativas, {2} mostradas",
        "… {1} more step, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} paso más, no mostrado: una página muestra como máximo {2} pasos y {3} caracteres de desarrollo.",
        "… {1} more steps, not shown: a page shows at most {2} steps and {3} characters of working.":
            "… {1} pasos más, no mostrados: una página muestra como máximo {2} pasos y {3} caracteres de desarrollo.",
        // The engine's messages (Catalogue.messageTemplates).
        "Cannot divide by zero": "No se puede dividir entre cero", "Result is undefined": "Resultado indefinido",
        "Invalid input": "Entrada no válida", "Overflow": "Desbordamiento",
        "Calculation is too complex": "Cálculo demasiado complejo",
        "Expression too long: {1} characters (at most {2})":
            "Expresión demasiado larga: {1} caracteres (como máximo {2})",
        "Syntax error at {1}: “{2}” could be {3} or {4}: type the one you mean":
            "Error de sintaxis en la posición {1}: «{2}» puede ser {3} o {4}: escriba el número que quiere decir",
        "Syntax error at {1}: expected ')' to close '(' at {2}":
            "Error de sintaxis en la posición {1}: falta «)» para cerrar el «(» de la posición {2}",
        "Syntax error at {1}: expected '(' after {2}":
            "Error de sintaxis en la posición {1}: se esperaba «(» después de {2}",
        "Syntax error at {1}: too deeply nested (at most {2} levels)":
            "Error de sintaxis en la posición {1}: anidamiento demasiado profundo (como máximo {2} niveles)",
        "Syntax error at {1}: unexpected ')' without a matching '('":
            "Error de sintaxis en la posición {1}: «)» sin su «(»",
        "Syntax error at {1}: unexpected character '{2}'":
            "Error de sintaxis en la posición {1}: carácter inesperado «{2}»",
        "Syntax error at {1}: unexpected '{2}' in a number":
            "Error de sintaxis en la posición {1}: «{2}» inesperado en un número",
        "Syntax error at {1}: unknown name '{2}'": "Error de sintaxis en la posición {1}: nombre desconocido «{2}»",
        "Syntax error at {1}: a time is written H:MM or H:MM:SS, minutes and seconds from 00 to 59":
            "Error de sintaxis en la posición {1}: una duración se escribe H:MM o H:MM:SS, minutos y segundos de 00 a 59",
        "Syntax error at {1}: unknown unit '{2}'": "Error de sintaxis en la posición {1}: unidad desconocida «{2}»",
        "Syntax error at {1}: unknown name '{2}'; for degrees {3}, write {4} or {5}":
            "Error de sintaxis en la posición {1}: nombre desconocido «{2}»; para grados {3}, escriba {4} o {5}",
        "Syntax error at {1}: {2} takes one value; for a logarithm to base b, write ln(x)/ln(b)":
            "Error de sintaxis en la posición {1}: {2} toma un solo valor; para un logaritmo en base b, escriba ln(x)/ln(b)",
        "Syntax error at {1}: {2} takes one value":
            "Error de sintaxis en la posición {1}: {2} toma un solo valor",
        "Syntax error at {1}: {2} takes one or two values":
            "Error de sintaxis en la posición {1}: {2} toma uno o dos valores",
        "{1} needs two values, {2} and {3}":
            "{1} necesita dos valores, {2} y {3}",
        "{1} needs a number, not a date": "{1} necesita un número, no una fecha",
        "round needs a value and its decimal places":
            "round necesita un valor y su número de decimales",
        "round’s decimal places must be a whole number from {1} to {2}":
            "Los decimales de round deben ser un número entero de {1} a {2}",
        "Syntax error at {1}: expected a number": "Error de sintaxis en la posición {1}: se esperaba un número",
        "The RPN stack holds numbers, not dates: work out dates on another keypad":
            "La pila RPN contiene números, no fechas: calcule las fechas en otro teclado",
        "{1} is a currency, and this calculator has no exchange rates (its operator can load them with serve --rates FILE)":
            "{1} es una moneda, y esta calculadora no tiene tipos de cambio (su operador puede cargarlos con serve --rates ARCHIVO)",
        "A date takes only + and − a duration (90 days, 1 month), or − a date":
            "Una fecha solo admite + y − una duración (90 days, 1 month), o − una fecha",
        "A date moves by a duration, not by {1}":
            "Una fecha se mueve por una duración, no por {1}",
        "A date moves by whole months and years":
            "Una fecha se mueve por meses y años enteros",
        "A date moves by whole days: {1} is not":
            "Una fecha se mueve por días enteros: {1} no lo es",
        "Two dates do not add: subtract them for the days between":
            "Dos fechas no se suman: réstelas para obtener los días entre ellas",
        "A date does not convert to a unit":
            "Una fecha no se convierte en una unidad",
        "today is not known here":
            "today no se conoce aquí",
        "{1} is not defined here":
            "{1} no está definido aquí",
        "stdev needs at least two values":
            "stdev necesita al menos dos valores",
        "{1} needs at least one value":
            "{1} necesita al menos un valor",
        "{1} needs whole numbers of 0 or more":
            "{1} necesita números enteros de 0 o más",
        "{1} needs whole numbers, not {2}":
            "{1} necesita números enteros, no {2}",
        "Syntax error at {1}: {2} is not a date of the calendar":
            "Error de sintaxis en la posición {1}: {2} no es una fecha del calendario",
        "Syntax error at {1}: {2} is not a number; a date is written {3}":
            "Error de sintaxis en la posición {1}: {2} no es un número; una fecha se escribe {3}",
        "Syntax error at {1}: at most {2} values":
            "Error de sintaxis en la posición {1}: como mucho {2} valores",
        "A unit's power must lie between -{1} and {2}":
            "La potencia de una unidad debe estar entre -{1} y {2}",
        "Syntax error at {1}: {2} is a constant and cannot be redefined":
            "Error de sintaxis en la posición {1}: {2} es una constante y no se puede redefinir",
        "Syntax error at {1}: {2} is a function and cannot be redefined":
            "Error de sintaxis en la posición {1}: {2} es una función y no se puede redefinir",
        "Syntax error at {1}: {2} is the conversion word and cannot be redefined":
            "Error de sintaxis en la posición {1}: {2} es la palabra de conversión y no se puede redefinir",
        "Syntax error at {1}: {2} is a unit: choose another name, such as {3}":
            "Error de sintaxis en la posición {1}: {2} es una unidad: elija otro nombre, como {3}",
        "Syntax error at {1}: {2} has no value: its definition on line {3} failed":
            "Error de sintaxis en la posición {1}: {2} no tiene valor: su definición en la línea {3} falló",
        "Syntax error at {1}: {2} cannot refer to itself: a line uses the names of earlier lines":
            "Error de sintaxis en la posición {1}: {2} no puede referirse a sí mismo: una línea usa los nombres de las líneas anteriores",
        "Syntax error at {1}: {2} names a parameter twice":
            "Error de sintaxis en la posición {1}: {2} nombra un parámetro dos veces",
        "Syntax error at {1}: {2} has an empty parameter: separate names by ',' as in f(x, y)":
            "Error de sintaxis en la posición {1}: {2} tiene un parámetro vacío: separe los nombres con ',' como en f(x, y)",
        "Syntax error at {1}: {2}() has no parameter: write {3} = … or {4}(x) = …":
            "Error de sintaxis en la posición {1}: {2}() no tiene parámetro: escriba {3} = … o {4}(x) = …",
        "Syntax error at {1}: '{2}' is not {3}: use letters, then letters or digits":
            "Error de sintaxis en la posición {1}: '{2}' no es {3}: use letras y después letras o dígitos",
        "a name": "un nombre",
        "a parameter": "un parámetro",
        "Syntax error at {1}: expected an operator": "Error de sintaxis en la posición {1}: se esperaba un operador",
        "Syntax error at {1}: expected an operator; values are separated by ';' where ',' is the decimal mark":
            "Error de sintaxis en la posición {1}: se esperaba un operador; los valores se separan con «;» cuando «,» es el separador decimal",
        "Syntax error at {1}: expected an expression":
            "Error de sintaxis en la posición {1}: se esperaba una expresión",
        "Syntax error at {1}: expected a digit": "Error de sintaxis en la posición {1}: se esperaba un dígito",
        "Syntax error at {1}: a number has one decimal point":
            "Error de sintaxis en la posición {1}: un número tiene un solo punto decimal",
        "Syntax error at {1}: a number has one decimal comma":
            "Error de sintaxis en la posición {1}: un número tiene una sola coma decimal",
        "frac: this value was rounded (a root, π, a function…), so it has no exact fraction.":
            "frac: este valor se redondeó (una raíz, π, una función…), así que no tiene fracción exacta.",
        "frac: this value’s fraction would pass 100 digits.": "frac: la fracción de este valor pasaría de 100 dígitos.",
        "digits: the display already shows every digit of this value.":
            "digits: la pantalla ya muestra todos los dígitos de este valor.",
        // The unit converter and its categories.
        "Unit converter": "Conversor de unidades", "Value": "Valor", "From": "De", "To": "A", "Convert": "Convertir",
        "Swap From and To": "Intercambiar De y A", "Calculation:": "Cálculo:",
        "Use in calculator": "Usar en la calculadora",
        "How to type units, and every unit by category": "Cómo escribir unidades, y todas las unidades por categoría",
        "Type the value without a unit: choose its unit under From.":
            "Escriba el valor sin unidad: elija su unidad en «De».",
        "Length": "Longitud", "Area": "Área", "Volume": "Volumen",
        "Weight and mass": "Peso y masa", "Temperature": "Temperatura", "Energy": "Energía", "Speed": "Velocidad",
        "Time": "Tiempo", "Power": "Potencia", "Data": "Datos", "Pressure": "Presión", "Angle": "Ángulo",
        "Force": "Fuerza", "Frequency": "Frecuencia", "Currency": "Monedas", "Exactly {1}": "Exactamente {1}",
        "The value is too long: {1} characters (at most {2})":
            "El valor es demasiado largo: {1} caracteres (como máximo {2})",
        "The unit is too long: {1} characters (at most {2})":
            "La unidad es demasiado larga: {1} caracteres (como máximo {2})",
        "“{1}” is not a unit": "«{1}» no es una unidad",
        // The engine's messages about units, and its words in them.
        "a plain number": "un número sin unidad",
        "Units do not match at {1}: {2} and {3}; a date is written {4}":
            "Las unidades no coinciden en la posición {1}: {2} y {3}; una fecha se escribe {4}",
        "Units do not match: {1} and {2}; a date is written {3}":
            "Las unidades no coinciden: {1} y {2}; una fecha se escribe {3}",
        "Units do not match at {1}: {2} and {3}": "Las unidades no coinciden en la posición {1}: {2} y {3}",
        "Units do not match: {1} and {2}": "Las unidades no coinciden: {1} y {2}",
        "Cannot convert {1} to {2}": "No se puede convertir {1} a {2}",
        "{1} has no value yet": "{1} aún no tiene valor",
        "Needs more than {1} significant digits": "Necesita más de {1} cifras significativas",
        "{1} is below absolute zero": "{1} está por debajo del cero absoluto",
        "{1} and {2}: a temperature and a difference of temperatures do not convert":
            "{1} y {2}: una temperatura y una diferencia de temperaturas no se convierten entre sí",
        "Cannot divide by a temperature in {1}: convert it to K first":
            "No se puede dividir por una temperatura en {1}: conviértala primero a K",
        "Cannot combine a temperature in {1} with another unit: convert it to K first":
            "No se puede combinar una temperatura en {1} con otra unidad: conviértala primero a K",
        "Cannot raise a temperature in {1} to a power: convert it to K first":
            "No se puede elevar a una potencia una temperatura en {1}: conviértala primero a K",
        "Two temperatures do not add: add a difference, such as 5 {1}":
            "Dos temperaturas no se suman: sume una diferencia, como 5 {1}",
        "Two temperatures do not divide: add a difference, such as 5 {1}":
            "Dos temperaturas no se dividen: sume una diferencia, como 5 {1}",
        "An exponent must be a plain number, not {1}": "Un exponente debe ser un número sin unidad, no {1}",
        "{1} to the power {2} is not a unit": "{1} elevado a {2} no es una unidad",
        "{1} needs a plain number or an angle, not {2}": "{1} necesita un número sin unidad o un ángulo, no {2}",
        "{1} needs a plain number, not {2}": "{1} necesita un número sin unidad, no {2}",
        "{1} of a temperature in {2}: convert it to K first": "{1} de una temperatura en {2}: conviértala primero a K",
        "{1} of {2} is not a unit": "{1} de {2} no es una unidad",
        "Syntax error at {1}: '{2}' is not a digit of base {3}":
            "Error de sintaxis en la posición {1}: «{2}» no es una cifra en base {3}",
        "{1} works on integers only": "{1} solo admite números enteros",
        "{1} needs a word size: 8, 16, 32 or 64 bits": "{1} necesita un tamaño de palabra: 8, 16, 32 o 64 bits",
        "Cannot shift by a negative count": "No se puede desplazar un número negativo de posiciones",
        "Syntax error at {1}: expected a unit after 'to'":
            "Error de sintaxis en la posición {1}: se esperaba una unidad después de «to»",
        "Syntax error at {1}: {2} and {3} measure the same thing: write one unit":
            "Error de sintaxis en la posición {1}: {2} y {3} miden lo mismo: escriba una sola unidad",
        "Syntax error at {1}: 'in' is the inch here; to convert, write 'to'":
            "Error de sintaxis en la posición {1}: «in» es aquí la pulgada; para convertir, escriba «to»",
        // The graph page.
        "Graphs": "Gráficas",
        "{1} and {2}": "{1} y {2}",
        "Functions of x": "Funciones de x",
        "Ranges": "Intervalos",
        "Leave ymin and ymax blank to choose them from the values.":
            "Deje ymin e ymax vacíos para elegirlos a partir de los valores.",
        "Plot": "Dibujar",
        "The graph ran out of its work allowance: some values and key points were not computed.":
            "La gráfica agotó su cupo de cálculo: algunos valores y puntos notables no se calcularon.",
        "Zoom and pan": "Zoom y desplazamiento",
        "Zoom in": "Acercar",
        "Zoom out": "Alejar",
        "Left": "Izquierda",
        "Right": "Derecha",
        "Up": "Arriba",
        "Down": "Abajo",
        "Reset": "Restablecer",
        "Key points": "Puntos notables",
        "No zeros, extrema or y-intercept in this range.":
            "Sin ceros, extremos ni ordenada en el origen en este intervalo.",
        "Table of values": "Tabla de valores",
        "undefined": "no definido",
        "not computed": "no calculado",
        "Graphs of functions of x": "Gráficas de funciones de x",
        "Graph of {1}": "Gráfica de {1}",
        "At most 5 functions can be plotted at once, not {1}.":
            "Se pueden dibujar como máximo 5 funciones a la vez, no {1}.",
        "{1} must be a number, not “{2}”.": "{1} debe ser un número, no «{2}».",
        "{1} must lie between -1e9 and 1e9.": "{1} debe estar entre -1e9 y 1e9.",
        "{1} must be less than {2}.": "{1} debe ser menor que {2}.",
        "The sheet has {1} lines: the first {2} are computed.":
            "La hoja tiene {1} líneas: se calculan las {2} primeras.",
        "The sheet has {1} characters: the lines within the first {2} are computed.":
            "La hoja tiene {1} caracteres: se calculan las líneas dentro de los {2} primeros.",
        "The {1} range is too narrow to draw; make it wider.":
            "El intervalo de {1} es demasiado estrecho para dibujarlo; amplíelo.",
        "f{1}(x) =": "f{1}(x) =",
        "x from {1} to {2}, y from {3} to {4}. Key points and a table of values follow the graph.":
            "x de {1} a {2}, y de {3} a {4}. Los puntos notables y una tabla de valores siguen a la gráfica.",
        "Found numerically from the samples: x and y to {1} significant digits; the y-intercept as the display shows it.":
            "Hallados numéricamente a partir de las muestras: x e y con {1} cifras significativas; la ordenada en el origen como la muestra la pantalla.",
        "Zero at x = {1}": "Cero en x = {1}",
        "Minimum at x = {1}, y = {2}": "Mínimo en x = {1}, y = {2}",
        "Maximum at x = {1}, y = {2}": "Máximo en x = {1}, y = {2}",
        "y-intercept: y = {1}": "Ordenada en el origen: y = {1}",
        "More zeros or extrema lie in this range; the first {1} of each are listed.":
            "Hay más ceros o extremos en este intervalo; se listan los {1} primeros de cada tipo.",
        "{1} of the {2} samples, to {3} significant digits.": "{1} de las {2} muestras, con {3} cifras significativas.",
        "plot needs plain numbers": "una gráfica necesita números sin unidades",
        "The graph page draws up to five functions of x, with their key points (zeros, minima, maxima) and a table of values; zoom and pan are links.":
            "La página de gráficas dibuja hasta cinco funciones de x, con sus puntos notables (ceros, mínimos, máximos) y una tabla de valores; el zoom y el desplazamiento son enlaces.",
        "Open this graph": "Abrir esta gráfica",
        "x from {1} to {2}, y from {3} to {4}.": "x de {1} a {2}, y de {3} a {4}.",
        "In integers of {1} bits, {2}.": "En enteros de {1} bits, {2}.",
        "This calculation is full ({1} entries): press = to finish it, or CE.":
            "Este cálculo está completo ({1} entradas): pulse = para terminarlo, o CE.",
        "There is no word “{1}”: use 8s, 8u, 16s, 16u, 32s, 32u, 64s or 64u.":
            "No hay ninguna palabra «{1}»: use 8s, 8u, 16s, 16u, 32s, 32u, 64s o 64u.",
        "{1}-bit signed": "{1} bits con signo", "{1}-bit unsigned": "{1} bits sin signo",
        "Bits {1} to {2}": "Bits {1} a {2}", "bit {1}: {2}": "bit {1}: {2}",
        "{1} became {2} (integers of {3} bits).": "{1} pasó a ser {2} (enteros de {3} bits).",
        "Plot this function": "Dibujar esta función",
        "Plot {1}": "Dibujar {1}",
    ]
}
