import type { AssessmentSettings, QuestionKind } from "~/db/assessment-values";

/** One question of a demo bank: its kind, prompt, options (text and whether it is right) and the explanation shown after grading. */
export type DemoQuestion = { kind: QuestionKind; prompt: string; options: { text: string; correct: boolean }[]; explanation: string };

/** An assessment's settings as the trainer would set them in the editor. */
export type DemoAssessmentSettings = AssessmentSettings;

/** A demo course's certificate rules, its graded assessment and its lesson quizzes (by lesson position, 0-based). */
export type DemoCourseAssessments = {
  slug: string;
  validityYears?: number;
  renewalSlug?: string;
  assessment: DemoAssessmentSettings & { questions: DemoQuestion[] };
  quizzes?: { lesson: number; questionsPerAttempt: number; questions: DemoQuestion[] }[];
};

const TRUE_FALSE = { es: ["Verdadero", "Falso"], pt: ["Verdadeiro", "Falso"] } as const;

/** A single-choice question; `right` is the index of the right option. */
function single(prompt: string, options: string[], right: number, explanation: string): DemoQuestion {
  return { kind: "single", prompt, options: options.map((text, index) => ({ text, correct: index === right })), explanation };
}

/** A multiple-choice question; `right` are the indexes of every right option (graded all-or-nothing). */
function multiple(prompt: string, options: string[], right: number[], explanation: string): DemoQuestion {
  return { kind: "multiple", prompt, options: options.map((text, index) => ({ text, correct: right.includes(index) })), explanation };
}

/** A true/false statement in the course's language. */
function trueFalse(prompt: string, answer: boolean, explanation: string, language: keyof typeof TRUE_FALSE = "es"): DemoQuestion {
  const [yes, no] = TRUE_FALSE[language];
  return {
    kind: "true_false",
    prompt,
    options: [
      { text: yes, correct: answer },
      { text: no, correct: !answer },
    ],
    explanation,
  };
}

/** The graded settings every demo course shares (pass 70 %, 3 attempts, an hour between them); each course adds its own. */
const GRADED = { passingPercent: 70, maxAttempts: 3, waitMinutes: 60 } as const;

/**
 * The demo courses' assessments (issue 40): a bank of 10–12 questions per course mixing single,
 * multiple and true/false, each with its explanation, written in the course's language; some timed;
 * two lesson quizzes; PA alignment valid three years and renewed by the Dante course (continuing
 * education, as AVIXA renews its CTS), rigging valid three years and renewed by its own assessment.
 */
export const DEMO_ASSESSMENTS: DemoCourseAssessments[] = [
  {
    slug: "sonido-en-vivo-fundamentos",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 8,
      timeLimitMinutes: 20,
      showScoreBand: true,
      questions: [
        single(
          "¿Cuándo conviene ajustar la ganancia del preamplificador de un canal?",
          [
            "Con la fuente tocando al nivel más fuerte que tendrá en el show",
            "Con el fader del canal al mínimo y sin señal",
            "Después del primer tema, con el público en sala",
            "Solo cuando el canal empieza a distorsionar",
          ],
          0,
          "La ganancia se ajusta con la fuente tocando fuerte, como en el show, para dejar margen a los picos sin que la señal quede baja en el resto de la cadena.",
        ),
        trueFalse(
          "Un filtro pasa altos en un micrófono de voz quita graves que no aportan y reduce el acople en baja frecuencia.",
          true,
          "La voz casi no tiene contenido útil por debajo de 80–100 Hz; filtrarlo limpia la mezcla de golpes, viento y acople grave.",
        ),
        multiple(
          "¿Qué conviene confirmar del rider antes del día del show?",
          ["La lista de canales y cada fuente", "El plano de escenario", "Las mezclas de monitores que pide cada músico", "El color de los cables de la banda"],
          [0, 1, 2],
          "Lista de canales, plano y monitores definen el patch y el trabajo de escenario; el color de los cables no cambia nada de la mezcla.",
        ),
        single(
          "En un compresor, ¿qué indica el umbral (threshold)?",
          [
            "El nivel a partir del cual empieza a reducir la señal",
            "Cuánto reduce la señal por cada decibel de exceso",
            "Qué tan rápido reacciona al transitorio",
            "El nivel de salida después de la compresión",
          ],
          0,
          "El umbral es el nivel de entrada desde el cual actúa el compresor; la relación indica cuánto reduce y el ataque, qué tan rápido.",
        ),
        trueFalse(
          "Si un instrumento no se oye durante el show, lo correcto es subir la ganancia de su preamplificador.",
          false,
          "Durante el show se mezcla con el fader. Subir la ganancia cambia también los envíos pre-fader a monitores y el punto de trabajo de la dinámica.",
        ),
        single(
          "¿Para qué sirve una puerta de ruido en los micrófonos de los toms?",
          [
            "Para cerrar el canal cuando el tom no suena y reducir lo que captan de la batería",
            "Para subir el nivel de los toms en los fills",
            "Para agregar ataque al parche",
            "Para evitar que el tom sature la consola",
          ],
          0,
          "La puerta abre cuando el tom suena y cierra cuando no, así los micrófonos no suman platos y bombo; hay que cuidar que no corte la cola del golpe.",
        ),
        multiple(
          "¿Qué hábitos ayudan a ecualizar con criterio?",
          [
            "Restar lo que sobra antes de sumar",
            "Buscar resonancias con barridos cortos",
            "Comparar con el ecualizador en bypass",
            "Subir los agudos de todos los canales para ganar claridad",
          ],
          [0, 1, 2],
          "Ecualizar es sobre todo restar y verificar contra el original; subir agudos en todo endurece la mezcla y favorece el acople.",
        ),
        single(
          "Un tema va a 120 BPM. ¿Cuánto dura un delay a negra en tempo?",
          ["500 ms", "250 ms", "120 ms", "1000 ms"],
          0,
          "A 120 BPM hay dos negras por segundo: 60 000 ms / 120 = 500 ms.",
        ),
        trueFalse(
          "Los envíos a reverb suelen hacerse post-fader para que el efecto siga el nivel del canal.",
          true,
          "Con envío post-fader, al bajar el canal también baja su reverb y la relación entre sonido directo y efecto se mantiene.",
        ),
        single(
          "¿Qué orden suele seguir una prueba de sonido?",
          [
            "Batería, bajo, instrumentos, voces y al final la banda completa",
            "Voces primero y la batería al final",
            "Toda la banda junta desde el principio",
            "Solo las voces, porque el resto se ajusta en el show",
          ],
          0,
          "Se arma la mezcla desde la base rítmica hacia arriba y se termina con la banda completa para ajustar el conjunto.",
        ),
        multiple(
          "Durante el show, ¿qué conviene hacer?",
          [
            "Escuchar desde distintos puntos de la sala",
            "Usar escenas y notas por tema",
            "Respetar el nivel acordado con la producción",
            "Rehacer la ecualización de cada canal en el primer tema",
          ],
          [0, 1, 2],
          "Durante el show la mezcla se cuida, no se rehace: se escucha la sala, se siguen las notas y se respetan los límites de nivel.",
        ),
        single(
          "Una relación de compresión 4:1 significa que, por encima del umbral…",
          [
            "por cada 4 dB que entran, sale 1 dB",
            "la señal se reduce 4 dB en total",
            "la señal sube 4 dB por cada 1 dB",
            "el compresor actúa 4 veces por segundo",
          ],
          0,
          "La relación compara el exceso de entrada con el de salida: 4 dB de exceso a la entrada quedan en 1 dB a la salida.",
        ),
      ],
    },
  },
  {
    slug: "consolas-digitales-escenas",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 7,
      timeLimitMinutes: null,
      showScoreBand: false,
      questions: [
        single(
          "¿Qué es el patch de entradas en una consola digital?",
          [
            "La asignación de las entradas físicas a los canales de la consola",
            "El ajuste de la ganancia de cada canal",
            "La lista de escenas del show",
            "El ruteo de los buses a las salidas",
          ],
          0,
          "El patch decide qué entrada física (local o del stage box) llega a cada canal; por eso es lo primero que se revisa al cambiar de sala.",
        ),
        trueFalse(
          "Un DCA suma el audio de sus canales en un bus nuevo.",
          false,
          "Un DCA solo controla a distancia el nivel (y el mute) de los canales asignados; no suma audio. Para sumar audio se usa un grupo o bus.",
        ),
        single(
          "Para que al recuperar una escena no cambie la ganancia de los preamplificadores, se usa…",
          ["el aislamiento de parámetros (recall safe o alcance de escena)", "un grupo de mute", "un DCA en cero", "una librería de canal"],
          0,
          "El recall safe o el alcance de la escena excluyen parámetros del recall; así una escena no pisa la ganancia ajustada en la prueba.",
        ),
        single(
          "¿Qué diferencia hay entre un grupo (bus) y un DCA?",
          [
            "El grupo suma audio y se puede procesar; el DCA solo controla niveles",
            "No hay diferencia, son dos nombres de lo mismo",
            "El DCA suma audio y el grupo solo controla niveles",
            "El grupo solo existe en consolas analógicas",
          ],
          0,
          "Al grupo llega el audio de los canales y se le puede poner compresión o ecualización; el DCA mueve los faders de sus canales sin tocar el audio.",
        ),
        trueFalse(
          "Conviene guardar el show en más de un soporte, por ejemplo un USB y una copia en la nube, antes de cada fecha.",
          true,
          "Un archivo de show es el trabajo de varios días: tener dos copias evita perderlo si un pendrive falla.",
        ),
        multiple(
          "Antes de llevar un show a otra consola de la misma marca, ¿qué hay que revisar?",
          [
            "La versión de firmware de las dos consolas",
            "El patch según el stage box de la nueva sala",
            "Que las salidas lleguen a los equipos correctos",
            "El color de la carcasa de la consola",
          ],
          [0, 1, 2],
          "El firmware define si el archivo abre, y el patch y las salidas cambian con cada sala; el color no importa.",
        ),
        single(
          "¿Para qué sirve una librería de canal?",
          [
            "Para guardar y reutilizar el procesamiento de un canal",
            "Para grabar el audio del canal",
            "Para cambiar el nombre del canal en todas las escenas",
            "Para asignar el canal a un DCA",
          ],
          0,
          "La librería guarda ecualización, dinámica y otros ajustes de un canal para aplicarlos en otro show o en otro canal.",
        ),
        trueFalse(
          "Mutear un DCA silencia los canales asignados a él.",
          true,
          "El mute del DCA actúa sobre todos sus canales, por eso sirve para silenciar una sección entera entre temas.",
        ),
        single(
          "¿Para qué sirven los grupos de mute?",
          [
            "Para silenciar varios canales con una sola tecla",
            "Para sumar canales en un bus",
            "Para guardar escenas",
            "Para cambiar la ganancia de varios canales",
          ],
          0,
          "Un grupo de mute silencia de una vez canales que no tienen que estar en el mismo DCA, como todos los micrófonos de ambiente.",
        ),
        multiple(
          "¿Qué prácticas ayudan a leer la consola rápido durante el show?",
          [
            "Nombres de canales cortos y claros",
            "Colores por familia de instrumentos",
            "El mismo orden que la lista de canales",
            "Numerar los canales al azar en cada fecha",
          ],
          [0, 1, 2],
          "Nombres, colores y un orden estable permiten encontrar un canal sin pensar; cambiarlos en cada fecha es una fuente de errores.",
        ),
      ],
    },
  },
  {
    slug: "redes-audio-dante",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 7,
      timeLimitMinutes: 15,
      showScoreBand: true,
      questions: [
        single(
          "¿Sobre qué tipo de red viaja el audio Dante?",
          ["Redes Ethernet IP estándar", "Cable coaxial dedicado", "Fibra óptica propietaria únicamente", "Bluetooth"],
          0,
          "Dante usa redes Ethernet e IP comunes, con switches estándar bien configurados.",
        ),
        trueFalse(
          "En Dante, la latencia de un dispositivo se configura y se mantiene fija mientras no se cambie.",
          true,
          "La latencia se elige por dispositivo (por ejemplo 1 ms) y es constante, lo que permite alinear señales con precisión.",
        ),
        single(
          "¿Cuándo conviene un flujo multicast?",
          [
            "Cuando la misma señal va a muchos receptores",
            "Cuando la señal va a un solo receptor",
            "Cuando la red no tiene switch",
            "Nunca: multicast no existe en Dante",
          ],
          0,
          "Multicast envía un único flujo que reciben varios dispositivos; para uno o pocos receptores, unicast es lo habitual.",
        ),
        single(
          "¿Qué hace el líder de reloj de una red Dante?",
          [
            "Da la referencia de tiempo que siguen todos los dispositivos",
            "Guarda las suscripciones de la red",
            "Asigna las direcciones IP",
            "Mezcla el audio de todos los dispositivos",
          ],
          0,
          "Todos los dispositivos se sincronizan con el líder de reloj; si la sincronía falla, aparecen clics y cortes.",
        ),
        trueFalse(
          "Energy Efficient Ethernet (EEE) debe estar activado en los switches de una red Dante.",
          false,
          "EEE puede alterar la sincronía del reloj; Audinate recomienda desactivarlo en los puertos que llevan Dante.",
        ),
        multiple(
          "¿Qué recomendaciones de switch aplican a una red Dante?",
          ["Switches gigabit administrables", "QoS con DSCP para priorizar reloj y audio", "EEE desactivado", "Usar hubs en lugar de switches"],
          [0, 1, 2],
          "Gigabit, QoS y EEE apagado son la base de una red estable; un hub reparte todo el tráfico a todos los puertos y no sirve.",
        ),
        single(
          "En una instalación con redundancia, ¿cómo debe ser la red secundaria?",
          [
            "Físicamente separada de la primaria, sin unirlas",
            "Conectada a la primaria en un mismo switch",
            "Una red wifi de respaldo",
            "La misma red con otro cable",
          ],
          0,
          "Primaria y secundaria tienen que ser redes independientes: unirlas anula la redundancia y puede generar problemas.",
        ),
        single(
          "¿Para qué se usa Dante Controller?",
          [
            "Para suscribir canales de transmisores a receptores y ver el estado de la red",
            "Para mezclar el audio",
            "Para actualizar el sistema operativo de la computadora",
            "Para medir el sistema de PA",
          ],
          0,
          "Dante Controller es el software de ruteo y diagnóstico: suscripciones, reloj, latencia y errores.",
        ),
        trueFalse(
          "Un dispositivo Dante sin dirección fija toma una automáticamente (DHCP o link-local).",
          true,
          "Sin configuración, los dispositivos obtienen dirección por DHCP o por link-local, así una red simple funciona sin ajustes.",
        ),
        multiple(
          "¿Qué síntomas indican un problema en la red Dante?",
          ["Clics o cortes en el audio", "Errores de latencia en Dante Controller", "Paquetes que llegan tarde", "Mejor calidad de sonido"],
          [0, 1, 2],
          "Clics, cortes y errores de latencia o paquetes tardíos son señales de reloj, cableado o switch con problemas.",
        ),
        single(
          "¿Qué conviene tener preparado para una señal crítica, como la voz principal?",
          [
            "Una línea analógica o un enlace alternativo",
            "Nada: Dante no falla",
            "Una segunda computadora con Dante Controller",
            "Un switch sin configurar de repuesto en la caja",
          ],
          0,
          "Un plan B físico, como una línea analógica, permite seguir el show mientras se diagnostica la red.",
        ),
      ],
    },
  },
  {
    slug: "iluminacion-escenica-basica",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 7,
      timeLimitMinutes: null,
      showScoreBand: true,
      questions: [
        single(
          "¿Para qué sirve la luz de contra?",
          ["Para separar a la persona del fondo", "Para iluminar la cara de frente", "Para proyectar texturas en el piso", "Para iluminar al público"],
          0,
          "La contra dibuja el contorno y separa la figura del fondo; la cara se ilumina con el frente.",
        ),
        trueFalse("Un universo DMX512 tiene 512 canales.", true, "Cada universo lleva 512 canales de 8 bits; con más equipos se usan más universos."),
        single(
          "En mezcla aditiva de luz, rojo más verde da…",
          ["Amarillo", "Marrón", "Blanco", "Azul"],
          0,
          "En la mezcla aditiva, rojo y verde suman amarillo; los tres primarios juntos dan blanco.",
        ),
        multiple(
          "¿Qué hay que revisar al direccionar equipos DMX?",
          ["El modo o personalidad de cada equipo", "La dirección de inicio", "Que los rangos de canales no se superpongan", "El color del filtro"],
          [0, 1, 2],
          "El modo define cuántos canales usa el equipo, la dirección dónde empieza, y los rangos no deben pisarse.",
        ),
        trueFalse(
          "La línea DMX se termina con un terminador al final de la cadena.",
          true,
          "El terminador evita reflexiones de la señal que causan parpadeos y comportamientos erráticos.",
        ),
        single(
          "Un equipo en modo de 16 canales con dirección 101, ¿qué canales ocupa?",
          ["Del 101 al 116", "Del 100 al 116", "Del 101 al 117", "Del 85 al 101"],
          0,
          "Ocupa 16 canales empezando en el 101: el último es 101 + 16 − 1 = 116.",
        ),
        single(
          "¿Cuál de estas temperaturas de color es más cálida?",
          ["3200 K", "5600 K", "6500 K", "Todas son iguales"],
          0,
          "Menos kelvin es más cálido: 3200 K es la luz halógena de teatro, 5600 K se acerca a la luz de día.",
        ),
        multiple(
          "¿Qué guarda un cue?",
          ["Los niveles de los canales", "Los tiempos de fundido", "Colores y posiciones de los equipos", "La dirección DMX de los equipos"],
          [0, 1, 2],
          "El cue guarda el estado de la escena y cómo se llega a él; la dirección DMX es configuración del equipo.",
        ),
        trueFalse("Un chase repite una secuencia de pasos en bucle.", true, "El chase recorre pasos en orden y vuelve a empezar, útil para efectos rítmicos."),
        single(
          "¿Qué es una paleta en una consola de iluminación?",
          ["Un valor guardado (color, posición) que se usa en muchos cues", "Una lista de equipos", "Un universo DMX", "Un filtro de color físico"],
          0,
          "Las paletas guardan valores reutilizables; si se cambia la paleta, cambian todos los cues que la usan.",
        ),
        single(
          "¿Qué permite un elipsoidal que no permite un PAR?",
          ["Recortar el haz con cuchillas y enfocar el borde", "Cambiar de color sin filtros", "Moverse por DMX", "Iluminar sin lámpara"],
          0,
          "El elipsoidal tiene lentes y cuchillas para dar forma y foco al haz; el PAR da un haz fijo.",
        ),
      ],
    },
    quizzes: [
      {
        lesson: 2,
        questionsPerAttempt: 3,
        questions: [
          trueFalse(
            "DMX se conecta en cadena, de un equipo al siguiente.",
            true,
            "La señal entra y sale de cada equipo hasta el último, donde va el terminador.",
          ),
          single(
            "¿Qué cable se recomienda para DMX?",
            ["Cable de datos de 110 ohmios", "Cable de micrófono", "Cable de parlante", "Cable coaxial de video"],
            0,
            "El cable de micrófono tiene otra impedancia y en tiradas largas genera errores; el de 110 Ω es el adecuado.",
          ),
          single("¿Cuántos canales tiene un universo DMX?", ["512", "256", "1024", "128"], 0, "DMX512 lleva su número en el nombre: 512 canales por universo."),
          trueFalse(
            "Dos equipos iguales con la misma dirección y el mismo modo responden igual.",
            true,
            "Comparten canales, así que hacen lo mismo; a veces se usa a propósito para controlar pares de equipos.",
          ),
        ],
      },
    ],
  },
  {
    slug: "pantallas-led-montaje",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 7,
      timeLimitMinutes: 20,
      showScoreBand: false,
      questions: [
        single(
          "¿Qué es el pitch de una pantalla LED?",
          ["La distancia entre los centros de dos píxeles", "El brillo máximo del panel", "El tamaño del panel", "El peso por metro cuadrado"],
          0,
          "El pitch se mide en milímetros entre centros de píxeles y define la resolución y la distancia mínima de visión.",
        ),
        single(
          "Con un pitch menor…",
          ["aumenta la resolución y el público puede estar más cerca", "baja la resolución", "la pantalla pesa siempre menos", "no cambia nada"],
          0,
          "Más píxeles por metro dan más resolución, y la imagen se ve continua desde más cerca.",
        ),
        trueFalse(
          "Una pantalla de exterior necesita más brillo que una de interior.",
          true,
          "Con luz de día hace falta mucho más brillo para que la imagen se vea.",
        ),
        multiple(
          "¿Qué exige un montaje mecánico seguro?",
          ["Respetar la carga de las barras de colgado", "Nivelar bien la primera fila", "Considerar el viento en exteriores", "Apilar paneles sin base"],
          [0, 1, 2],
          "Una pantalla colgada o apilada es una estructura: cargas, nivel y viento se calculan; sin base no es seguro.",
        ),
        single(
          "¿Qué hace el procesador de video de la pantalla?",
          ["Recibe la señal, la escala y la reparte a los paneles según el mapeo", "Alimenta los paneles", "Enfría los módulos", "Graba el show"],
          0,
          "El procesador adapta la señal a la resolución de la pantalla y la envía a cada panel según su posición.",
        ),
        trueFalse(
          "Un lazo de datos redundante permite seguir mostrando imagen si se corta un cable de datos.",
          true,
          "Con redundancia, los paneles reciben datos por dos caminos; si uno falla, el otro sigue.",
        ),
        single(
          "¿Qué ayuda a que no se noten diferencias entre paneles?",
          ["Usar paneles del mismo lote y calibrarlos", "Subir el brillo al máximo", "Mezclar lotes distintos", "Usar un pitch mayor"],
          0,
          "Cada lote tiene pequeñas diferencias de color y brillo; usar el mismo lote y calibrar da una imagen pareja.",
        ),
        multiple(
          "¿Qué buenas prácticas aplican a la energía de la pantalla?",
          [
            "Repartir la carga entre circuitos",
            "Respetar el máximo de paneles por cadena",
            "Conectar la tierra",
            "Encadenar toda la pantalla en un solo circuito",
          ],
          [0, 1, 2],
          "Repartir la carga y respetar las cadenas del fabricante evita disparos de protecciones y riesgos.",
        ),
        trueFalse(
          "La latencia del procesador no importa cuando la pantalla muestra la cámara en vivo (IMAG).",
          false,
          "En IMAG el público ve a la persona y a la pantalla a la vez: una latencia alta se nota como imagen atrasada.",
        ),
        single(
          "¿Para qué se usan los patrones de prueba?",
          [
            "Para detectar píxeles muertos, costuras y diferencias de color",
            "Para entretener al público",
            "Para medir el peso de la pantalla",
            "Para enfriar los paneles",
          ],
          0,
          "Los patrones sólidos y de rejilla muestran enseguida los defectos de montaje y calibración.",
        ),
      ],
    },
  },
  {
    slug: "streaming-eventos-en-vivo",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 6,
      timeLimitMinutes: null,
      showScoreBand: false,
      questions: [
        single(
          "¿Qué hace el codificador en una transmisión?",
          ["Convierte la señal en un flujo comprimido para enviarlo a la plataforma", "Mezcla las cámaras", "Ilumina el escenario", "Graba solo el audio"],
          0,
          "El codificador comprime audio y video y los envía a la plataforma con el protocolo que pide (por ejemplo RTMP o SRT).",
        ),
        trueFalse(
          "Para streaming conviene una mezcla de audio dedicada, distinta de la mezcla de sala.",
          true,
          "La sala ya suena acústicamente; la mezcla para la transmisión necesita otro balance, ambiente y control de nivel.",
        ),
        single(
          "¿En qué unidad se mide la sonoridad que piden las plataformas?",
          ["LUFS", "Lux", "Kelvin", "Hertz"],
          0,
          "Las plataformas normalizan por sonoridad integrada, medida en LUFS.",
        ),
        single(
          "¿Por qué se recomienda bitrate constante (CBR) para transmitir?",
          ["Porque las plataformas esperan un flujo estable", "Porque ocupa menos disco", "Porque mejora el audio", "Porque no necesita internet"],
          0,
          "Un flujo constante es más predecible para la red y para la plataforma que lo recibe.",
        ),
        multiple(
          "¿Qué forma parte de un buen respaldo de la transmisión?",
          ["Un enlace de internet secundario", "Una grabación local", "Una prueba de subida antes del evento", "La wifi compartida con el público"],
          [0, 1, 2],
          "El respaldo es una segunda conexión, una grabación y saber de antemano cuánto sube la red; la wifi del público no es confiable.",
        ),
        trueFalse(
          "La velocidad de subida debe superar con margen el bitrate de la transmisión.",
          true,
          "Se recomienda que el bitrate no pase de la mitad o dos tercios de la subida medida, para absorber variaciones.",
        ),
        single(
          "Si el audio llega antes que la imagen, ¿cómo se corrige?",
          ["Con un retardo (delay) en el audio", "Subiendo el bitrate", "Bajando la resolución", "Cambiando de plataforma"],
          0,
          "El video suele procesarse más lento; un delay en el audio lo pone en sincronía con la imagen.",
        ),
        multiple(
          "¿Qué incluye el monitoreo durante la transmisión?",
          ["Ver el retorno de la plataforma", "Escuchar el retorno con auriculares", "Seguir el chat", "Mirar solo el preview de la mesa de corte"],
          [0, 1, 2],
          "Lo que importa es lo que ve y oye el público, así que se monitorea el retorno real de la plataforma.",
        ),
        single(
          "Para 1080p a 30 cuadros por segundo, ¿qué bitrate de video es razonable?",
          ["Entre 4 y 6 Mbps", "Entre 200 y 500 kbps", "Más de 100 Mbps", "1 Mbps exacto"],
          0,
          "Las plataformas recomiendan unos 4,5 a 6 Mbps para 1080p30; mucho menos se ve mal y mucho más satura la subida.",
        ),
        trueFalse(
          "Si se corta internet, la grabación local permite publicar el evento completo después.",
          true,
          "La grabación local no depende de la red y salva el contenido aunque la transmisión se caiga.",
        ),
      ],
    },
    quizzes: [
      {
        lesson: 1,
        questionsPerAttempt: 2,
        questions: [
          trueFalse(
            "El público tolera peor un mal audio que una imagen imperfecta.",
            true,
            "Una imagen algo blanda se acepta; un audio que se corta o distorsiona hace que la gente se vaya.",
          ),
          single(
            "¿En qué unidad se miden los niveles de sonoridad para streaming?",
            ["LUFS", "dBu", "Voltios", "Watts"],
            0,
            "LUFS mide la sonoridad percibida, que es lo que normalizan las plataformas.",
          ),
          single(
            "Si el audio está adelantado respecto de la imagen, ¿qué se hace?",
            ["Se retrasa el audio", "Se adelanta el video", "Se baja el volumen", "Nada"],
            0,
            "Se aplica un delay al audio hasta que coincida con la imagen.",
          ),
        ],
      },
    ],
  },
  {
    slug: "rigging-seguro-producciones",
    validityYears: 3,
    assessment: {
      ...GRADED,
      questionsPerAttempt: 10,
      timeLimitMinutes: 30,
      showScoreBand: true,
      questions: [
        single(
          "¿Qué es la carga de trabajo segura (WLL) de un accesorio?",
          [
            "La carga máxima que el fabricante permite en uso normal",
            "La carga a la que el accesorio se rompe",
            "El peso del accesorio",
            "La carga de un motor",
          ],
          0,
          "La WLL es la carga de uso marcada por el fabricante; la de rotura es varias veces mayor por el factor de seguridad.",
        ),
        trueFalse(
          "Un accesorio sin marcado de carga legible debe retirarse de uso.",
          true,
          "Si no se puede saber cuánto soporta, no se puede usar: se retira y se descarta o se recertifica.",
        ),
        single(
          "En un bridle de dos patas, al aumentar el ángulo entre las patas…",
          ["aumenta la tensión en cada pata", "disminuye la tensión en cada pata", "la tensión no cambia", "la carga pesa menos"],
          0,
          "Cuanto más abierto el ángulo, mayor la fuerza en cada pata; por encima de 120° la tensión supera la carga.",
        ),
        multiple(
          "¿Qué se revisa al inspeccionar una eslinga?",
          ["Cortes y desgarros", "Quemaduras o abrasión", "La etiqueta con su carga de trabajo", "Que combine con el color del truss"],
          [0, 1, 2],
          "Daños visibles y etiqueta ilegible son motivo de descarte; el color no tiene que ver con la seguridad.",
        ),
        single(
          "¿Qué expresa el factor de seguridad?",
          ["La relación entre la carga de rotura y la carga de trabajo", "El peso del truss", "El número de motores", "La altura del montaje"],
          0,
          "Un factor 5:1 indica que el accesorio rompe a cinco veces su carga de trabajo.",
        ),
        trueFalse(
          "Un motor de cadena de elevación estándar puede sostener personas sobre el público.",
          false,
          "Elevar o sostener personas exige equipos y procedimientos específicos; un motor estándar no está certificado para eso.",
        ),
        single(
          "Un truss con una carga distribuida pareja cuelga de dos puntos simétricos. ¿Cuánto soporta cada punto?",
          ["La mitad de la carga total", "Toda la carga", "Un cuarto de la carga", "Depende del color del truss"],
          0,
          "Con carga pareja y puntos simétricos, cada uno lleva la mitad; con carga despareja hay que calcular el reparto.",
        ),
        multiple(
          "¿Qué caracteriza una zona de exclusión durante el montaje?",
          ["Está debajo de las cargas en movimiento", "Está señalizada", "Alguien controla que nadie entre", "Se permite el paso del público"],
          [0, 1, 2],
          "Nadie que no trabaje en la maniobra pasa por debajo de una carga en movimiento; la zona se marca y se vigila.",
        ),
        single(
          "¿De qué dependen las tablas de carga de un truss?",
          ["De la luz libre entre apoyos y del tipo de carga", "Solo del peso del truss", "Del número de técnicos", "De la marca de los motores"],
          0,
          "El fabricante da cargas admisibles según la luz libre y si la carga es puntual o distribuida.",
        ),
        trueFalse(
          "Los pernos y pasadores de truss de distintos fabricantes siempre son intercambiables.",
          false,
          "Cada fabricante certifica sus uniones; mezclar piezas anula esa certificación.",
        ),
        single(
          "¿Para qué sirven las celdas de carga en los motores?",
          ["Para medir en tiempo real la carga en cada punto", "Para subir más rápido", "Para frenar el motor", "Para sincronizar las luces"],
          0,
          "Las celdas muestran cuánto soporta cada punto y avisan si una carga se desplaza o supera lo previsto.",
        ),
        single(
          "¿Qué es imprescindible para trabajar en altura?",
          [
            "Arnés anclado a un punto certificado y un plan de rescate",
            "Guantes y casco solamente",
            "Un compañero mirando desde abajo",
            "Trabajar rápido para bajar pronto",
          ],
          0,
          "El arnés protege la caída y el plan de rescate resuelve qué pasa después: una persona suspendida necesita ayuda en minutos.",
        ),
      ],
    },
  },
  {
    slug: "sistemas-pa-alineacion",
    validityYears: 3,
    renewalSlug: "redes-audio-dante",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 8,
      timeLimitMinutes: 25,
      showScoreBand: true,
      questions: [
        single(
          "¿Qué compara la función de transferencia en una medición de doble canal?",
          [
            "La señal de referencia con la señal medida por el micrófono",
            "Dos micrófonos entre sí",
            "El nivel de la sala con el de la consola",
            "Dos sistemas de PA distintos",
          ],
          0,
          "Se compara lo que sale de la consola (referencia) con lo que llega al micrófono, y así se ve qué agrega el sistema y la sala.",
        ),
        trueFalse(
          "Una coherencia baja indica que la medición en esa frecuencia es poco confiable.",
          true,
          "La coherencia muestra cuánto de lo medido responde a la señal; ruido o reflexiones la bajan.",
        ),
        single(
          "Para alinear los subwoofers con el sistema principal se ajustan…",
          ["el retardo y la polaridad en la zona de cruce", "solo el nivel de los subwoofers", "los agudos del sistema principal", "la ganancia de la consola"],
          0,
          "Se busca que subs y principal estén en fase en el cruce, ajustando tiempo y polaridad.",
        ),
        single(
          "¿Qué logra un arreglo cardioide de subwoofers?",
          ["Reduce la energía de graves hacia atrás", "Aumenta los agudos", "Elimina la necesidad de alinear", "Duplica la potencia hacia el escenario"],
          0,
          "El arreglo cardioide cancela graves hacia el escenario y concentra la energía hacia el público.",
        ),
        multiple(
          "¿Qué conviene al ubicar los micrófonos de medición?",
          [
            "Medir en varias posiciones",
            "Evitar reflexiones cercanas",
            "Elegir posiciones representativas de cada zona",
            "Medir solo en la posición de la consola",
          ],
          [0, 1, 2],
          "Una sola posición engaña; varias posiciones representativas muestran cómo suena cada zona de público.",
        ),
        single(
          "¿Qué describe el efecto de precedencia?",
          [
            "Localizamos la fuente por el sonido que llega primero",
            "El sonido más fuerte siempre se oye primero",
            "Los graves llegan antes que los agudos",
            "El público absorbe los agudos",
          ],
          0,
          "Por eso el refuerzo se retrasa un poco respecto del principal: el oído sigue ubicando el sonido en el escenario.",
        ),
        trueFalse(
          "Al ecualizar el sistema se corrigen tendencias amplias con filtros anchos, no cada pico estrecho.",
          true,
          "Los picos estrechos cambian de un punto a otro; las tendencias amplias son las que comparte toda la zona.",
        ),
        single(
          "El sonido viaja a unos 343 m/s. ¿Qué retardo corresponde a un refuerzo a 10 m del principal?",
          ["Unos 29 ms", "Unos 3 ms", "Unos 100 ms", "Unos 343 ms"],
          0,
          "10 m / 343 m/s ≈ 0,029 s, es decir unos 29 ms, más un pequeño margen por el efecto de precedencia.",
        ),
        trueFalse(
          "La temperatura del aire no afecta la propagación del sonido.",
          false,
          "Con más temperatura el sonido viaja más rápido; en un show largo los tiempos de los refuerzos pueden necesitar ajuste.",
        ),
        multiple(
          "¿Qué se ajusta en un refuerzo (delay)?",
          ["El tiempo de retardo", "El nivel", "La cobertura", "Subir todos los refuerzos al máximo"],
          [0, 1, 2],
          "El refuerzo tiene que sumar en su zona sin llamar la atención: tiempo, nivel y cobertura justos.",
        ),
        single(
          "¿Qué suele pasar cuando la sala se llena de público?",
          ["Aumenta la absorción y cambia la respuesta, sobre todo en agudos y reverberación", "Nada cambia", "Suben los graves", "El sistema pierde potencia"],
          0,
          "El público absorbe sonido y cambia la temperatura y la humedad: hay que verificar y ajustar con la sala llena.",
        ),
        single(
          "Dos fuentes iguales y coherentes que suman en fase, ¿cuánto nivel ganan?",
          ["6 dB", "3 dB", "10 dB", "Nada"],
          0,
          "La suma coherente en fase duplica la presión sonora: +6 dB. Dos fuentes no coherentes suman unos 3 dB.",
        ),
      ],
    },
  },
  {
    slug: "fundamentos-video-eventos",
    assessment: {
      ...GRADED,
      questionsPerAttempt: 7,
      timeLimitMinutes: null,
      showScoreBand: false,
      questions: [
        single(
          "Qual é a vantagem do SDI sobre o HDMI em eventos?",
          ["Conector com trava e distâncias maiores", "Imagem sempre em 4K", "Não precisa de cabo", "Leva energia para a câmera"],
          0,
          "O SDI usa conector BNC com trava e alcança dezenas de metros; o HDMI se solta e tem distância curta.",
        ),
        trueFalse("O 3G-SDI suporta 1080p60.", true, "O 3G-SDI foi criado para levar 1080p a 50 ou 60 quadros por segundo.", "pt"),
        single(
          "Para que serve o balanço de branco?",
          ["Para ajustar a câmera à temperatura de cor da luz", "Para aumentar o brilho", "Para trocar a lente", "Para sincronizar o áudio"],
          0,
          "Com o balanço certo, o branco aparece branco sob luz de tungstênio, LED ou luz do dia.",
        ),
        multiple(
          "O que uma câmera PTZ oferece?",
          [
            "Controle remoto de pan, tilt e zoom",
            "Posições memorizadas (presets)",
            "Instalação em lugares sem operador",
            "Comunicação por intercom no lugar do operador",
          ],
          [0, 1, 2],
          "A PTZ é controlada à distância e guarda presets; ela não substitui a comunicação da equipe.",
        ),
        single(
          "Na mesa de corte, o que é o programa (program)?",
          ["A imagem que está no ar", "A próxima imagem preparada", "A lista de câmeras", "A gravação do evento"],
          0,
          "O programa é o que o público vê; o preview é onde se prepara a próxima imagem.",
        ),
        trueFalse("O corte seco é um tipo de transição.", true, "O corte é a transição mais simples e mais usada: troca a imagem de uma vez.", "pt"),
        single("Qual é a relação de aspecto do vídeo HD?", ["16:9", "4:3", "1:1", "21:9"], 0, "HD e 4K usam 16:9; o 4:3 era o padrão da televisão antiga."),
        multiple(
          "O que considerar na projeção para o público?",
          ["Brilho adequado à luz do ambiente", "Tamanho da tela pela distância do público", "Um retorno para o palco", "Instalar o projetor sem teste"],
          [0, 1, 2],
          "Brilho, tamanho e retorno se planejam e se testam antes do evento.",
        ),
        trueFalse(
          "O HDMI é ideal para lances de 100 metros sem conversores.",
          false,
          "O HDMI comum funciona bem em poucos metros; para distâncias longas se usa SDI, fibra ou conversores.",
          "pt",
        ),
        single(
          "Como o diretor fala com os operadores de câmera durante o evento?",
          ["Pelo intercom", "Por mensagens no celular", "Gritando do palco", "Pelo sistema de PA"],
          0,
          "O intercom permite indicar planos e tempos sem que o público ouça.",
        ),
      ],
    },
  },
];

/** A demo member's passed attempt: how many of the drawn questions they got right, how many days ago. */
export type DemoPassedAttempt = { email: string; slug: string; right: number; daysAgo: number };

/** A demo member's review of a course they finished, and the trainer's reply when there is one. */
export type DemoCourseReview = { email: string; slug: string; rating: number; body: string; reply?: string; daysAgo: number };

/**
 * Oro has passed the FOH course with a distinction (her certificate shows the band); Plata passed
 * lighting; four more demo members finished courses and left reviews (in `demoTechnicianReviewers`).
 */
export const DEMO_PASSED_ATTEMPTS: DemoPassedAttempt[] = [
  { email: "oro@demo.redav.lat", slug: "sonido-en-vivo-fundamentos", right: 8, daysAgo: 19 },
  { email: "plata@demo.redav.lat", slug: "iluminacion-escenica-basica", right: 5, daysAgo: 8 },
];

/** The demo technicians (by their place in demoTechnicians()) who finished a course, passed it and reviewed it. */
export const DEMO_REVIEWERS: { technician: number; slug: string; right: number; daysAgo: number }[] = [
  { technician: 2, slug: "sonido-en-vivo-fundamentos", right: 7, daysAgo: 30 },
  { technician: 5, slug: "sonido-en-vivo-fundamentos", right: 6, daysAgo: 25 },
  { technician: 8, slug: "iluminacion-escenica-basica", right: 6, daysAgo: 14 },
  { technician: 11, slug: "streaming-eventos-en-vivo", right: 5, daysAgo: 12 },
  { technician: 14, slug: "pantallas-led-montaje", right: 7, daysAgo: 10 },
];

/** The reviews: Oro's and one per reviewer above (the same order), one with the trainer's reply. */
export const DEMO_REVIEW_TEXTS: { rating: number; body: string; reply?: string }[] = [
  {
    rating: 5,
    body: "Muy claro y práctico. La parte de estructura de ganancia me ordenó cómo arranco cada prueba de sonido, y las preguntas de la evaluación obligan a pensar.",
  },
  {
    rating: 5,
    body: "Lo hice después de años mezclando de oído. Me quedo con el método para la prueba de sonido y las notas por tema.",
    reply: "¡Gracias! Las notas por tema son lo que más ayuda cuando la fecha se complica. Nos vemos en el curso de consolas digitales.",
  },
  { rating: 4, body: "Buen curso para empezar. Me hubiera gustado un ejemplo más de compresión en bajo, pero la evaluación está bien pensada." },
  { rating: 4, body: "Ideal para quien viene del sonido y tiene que hacerse cargo de las luces. Lo de DMX quedó muy claro." },
  { rating: 5, body: "Lo apliqué en la transmisión de un congreso la semana siguiente: enlace de respaldo y grabación local, tal cual." },
  { rating: 3, body: "Correcto y útil, aunque la lección de calibración es corta para lo que cuesta hacerlo bien en el lugar." },
];
