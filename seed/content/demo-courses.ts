/** One lesson of a demo course: title, minutes, an opening paragraph and the key points. */
type DemoLesson = [title: string, minutes: number, intro: string, points: string[]];

export type DemoCourseText = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: string;
  level: "beginner" | "intermediate" | "advanced";
  language: "es" | "en" | "pt";
  durationHours: number;
  minLevel: "bronze" | "silver" | "gold";
  lessons: DemoLesson[];
};

/** The demo network's courses (issue 22 §5): Spanish AV topics, one in Portuguese, every level and membership tier. */
export const DEMO_COURSES: DemoCourseText[] = [
  {
    slug: "sonido-en-vivo-fundamentos",
    title: "Sonido en vivo: fundamentos de mezcla FOH",
    summary: "De la lista de canales al último tema: cómo armar y sostener una mezcla clara en un show en vivo.",
    description:
      "Un curso para quienes empiezan a mezclar en vivo o quieren ordenar lo que ya hacen. Recorre la preproducción, la ganancia, la ecualización, la dinámica y los efectos, con criterios que sirven en cualquier consola y en cualquier sala.",
    category: "audio",
    level: "beginner",
    language: "es",
    durationHours: 8,
    minLevel: "bronze",
    lessons: [
      [
        "La lista de canales y el plano de escenario",
        25,
        "Todo show empieza antes de encender la consola.",
        ["Pedir el rider y confirmar cada fuente", "Numerar canales en el orden en que se mezclan", "Compartir el plano con monitores y backline"],
      ],
      [
        "Estructura de ganancia",
        30,
        "Una buena mezcla necesita señales sanas en toda la cadena.",
        ["Ajustar el preamplificador con la fuente tocando fuerte", "Dejar margen para los picos", "Evitar compensar con el fader"],
      ],
      [
        "Ecualización con criterio",
        35,
        "Ecualizar es sobre todo restar lo que sobra.",
        ["Filtros pasa altos en todo lo que no necesita graves", "Buscar resonancias con barridos cortos", "Comparar siempre con el ecualizador en bypass"],
      ],
      [
        "Compresión y puertas",
        30,
        "La dinámica sirve para que cada instrumento ocupe su lugar.",
        ["Relación, umbral, ataque y relajación", "Compresión de voces y bajo", "Puertas en toms sin cortar la cola"],
      ],
      [
        "Efectos: reverb y delay",
        25,
        "Los efectos dan profundidad cuando se usan con medida.",
        ["Envíos post-fader", "Tiempos de delay en tempo", "Reverbs cortas para voces en salas grandes"],
      ],
      [
        "El show: prueba de sonido y mezcla en vivo",
        40,
        "Durante el show la mezcla se cuida, no se rehace.",
        ["Orden de la prueba de sonido", "Escenas y notas por tema", "Escuchar desde distintos puntos de la sala"],
      ],
    ],
  },
  {
    slug: "consolas-digitales-escenas",
    title: "Consolas digitales: del escenario a la escena guardada",
    summary: "Flujo de trabajo en consolas digitales: patch, escenas, DCA, ruteo y respaldo del show.",
    description:
      "Las consolas digitales cambian de marca pero comparten su lógica. Este curso ordena el trabajo con patch, librerías, escenas y grupos, y termina con un método para llevar el show de una consola a otra sin sorpresas.",
    category: "digital_consoles",
    level: "intermediate",
    language: "es",
    durationHours: 10,
    minLevel: "silver",
    lessons: [
      [
        "Patch de entradas y salidas",
        30,
        "El patch es el mapa de tu consola.",
        ["Stage boxes y puertos locales", "Nombrar y colorear canales", "Patch de salidas a sistema y monitores"],
      ],
      [
        "Librerías y presets",
        25,
        "Los presets ahorran tiempo si tienen un criterio.",
        ["Presets de canal por instrumento", "Librerías de efectos", "Cuándo no usar un preset"],
      ],
      [
        "DCA y grupos",
        30,
        "Controlar muchos canales con pocos faders.",
        ["Diferencia entre DCA y grupo de mezcla", "DCA por sección de la banda", "Grupos con procesamiento"],
      ],
      [
        "Escenas y alcance",
        35,
        "Una escena guarda lo que le digas que guarde.",
        ["Alcance (scope) y aislamiento", "Escenas por tema", "Recuperar sin perder la mezcla de monitores"],
      ],
      [
        "Ruteo de monitores desde FOH",
        30,
        "Cuando no hay consola de monitores.",
        ["Envíos pre-fader", "Ecualización de mezclas de monitores", "Control desde tablet para músicos"],
      ],
      [
        "Grabación multipista",
        25,
        "Grabar el show sirve para la prueba virtual.",
        ["Puntos de toma directa", "Prueba virtual con la grabación", "Frecuencia de muestreo y reloj"],
      ],
      [
        "Respaldo y transferencia del show",
        20,
        "El show tiene que poder viajar.",
        ["Guardar en USB y en la nube", "Versiones de firmware", "Lista de control antes de cada fecha"],
      ],
    ],
  },
  {
    slug: "redes-audio-dante",
    title: "Redes de audio Dante para eventos",
    summary: "Cómo diseñar, configurar y diagnosticar una red Dante estable para un evento.",
    description:
      "Dante es el estándar de hecho del audio en red. Este curso cubre lo necesario para armar una red confiable: direcciones, reloj, redundancia, switches y diagnóstico en el momento.",
    category: "audio",
    level: "intermediate",
    language: "es",
    durationHours: 6,
    minLevel: "silver",
    lessons: [
      [
        "Qué es Dante y cómo viaja el audio",
        25,
        "Audio digital sobre Ethernet, con latencia baja y fija.",
        ["Flujos unicast y multicast", "Latencia configurable", "Dispositivos y canales"],
      ],
      [
        "Direcciones IP y Dante Controller",
        30,
        "Ver y rutear la red desde una computadora.",
        ["Direcciones automáticas y fijas", "Suscripciones de canales", "Nombres de dispositivos que se entienden"],
      ],
      ["Reloj y sincronización", 25, "Toda la red sigue a un reloj líder.", ["Elección del líder", "Reloj externo", "Síntomas de reloj mal configurado"]],
      ["Switches y redundancia", 30, "La red es tan buena como su switch.", ["QoS y EEE", "Red primaria y secundaria", "Qué no mezclar en la misma red"]],
      [
        "Diagnóstico durante el show",
        20,
        "Encontrar el problema antes de que se escuche.",
        ["Errores de latencia", "Cables y puertos", "Plan B con analógico"],
      ],
    ],
  },
  {
    slug: "iluminacion-escenica-basica",
    title: "Iluminación escénica: diseño y programación básica",
    summary: "Luz para contar el show: ángulos, color, DMX y una primera programación en consola.",
    description:
      "Para técnicos que empiezan en iluminación o vienen de otra área. Se trabaja el diseño con pocos equipos, el direccionamiento DMX y la programación de cues simples y efectivos.",
    category: "lighting",
    level: "beginner",
    language: "es",
    durationHours: 8,
    minLevel: "bronze",
    lessons: [
      [
        "Funciones de la luz en escena",
        25,
        "Ver, destacar, crear clima.",
        ["Luz frontal, contra y lateral", "Contraste y foco de atención", "Pensar el show en momentos"],
      ],
      ["Equipos: convencionales, LED y móviles", 30, "Cada equipo tiene su lugar.", ["Elipsoidales y PAR", "Wash y spot", "Consumo y peso"]],
      ["DMX y direccionamiento", 30, "El idioma entre la consola y los equipos.", ["Universos y canales", "Modos de los equipos", "Terminadores y cableado"]],
      ["Color y temperatura", 25, "El color cambia cómo se lee la escena.", ["Mezcla aditiva", "Temperatura de color en cámara", "Paletas por tema"]],
      ["Programación de cues", 35, "Guardar estados y pasar de uno a otro.", ["Grupos y paletas", "Tiempos de fundido", "Cue list y chase"]],
      ["Operar el show", 30, "Del papel a la fecha.", ["Pasada técnica", "Improvisar sin perder el diseño", "Apagado y guardado"]],
    ],
  },
  {
    slug: "pantallas-led-montaje",
    title: "Pantallas LED: montaje, procesamiento y calibración",
    summary: "Armar una pantalla LED segura y pareja: estructura, cableado, procesador y ajuste de imagen.",
    description:
      "Las pantallas LED están en casi todos los eventos. El curso recorre el montaje mecánico, el cableado de datos y energía, el procesador de video y la calibración para una imagen uniforme.",
    category: "led",
    level: "intermediate",
    language: "es",
    durationHours: 6,
    minLevel: "bronze",
    lessons: [
      ["Paneles, pitch y distancia de visión", 25, "Elegir el panel según el público.", ["Pitch y resolución", "Interior y exterior", "Brillo y consumo"]],
      ["Montaje mecánico seguro", 35, "La pantalla colgada o apilada es una estructura.", ["Barras de colgado y bases", "Nivelación", "Cargas y viento"]],
      ["Cableado de datos y energía", 30, "Cada panel recibe datos y corriente.", ["Mapeo de recorridos", "Redundancia de datos", "Distribución de energía"]],
      ["El procesador de video", 30, "Donde la señal se adapta a la pantalla.", ["Entradas y escalado", "Mapeo de paneles", "Latencia"]],
      ["Calibración y uniformidad", 25, "Que no se noten los paneles.", ["Brillo y color por lote", "Ajuste de costuras", "Prueba con patrones"]],
    ],
  },
  {
    slug: "streaming-eventos-en-vivo",
    title: "Streaming de eventos en vivo",
    summary: "Transmitir un evento con calidad: señal, audio, codificación y plataforma, con un plan B.",
    description:
      "La transmisión ya es parte de casi todo evento. Este curso arma un flujo completo y confiable, desde las cámaras y el audio hasta la plataforma, y cómo reaccionar cuando algo falla.",
    category: "streaming",
    level: "beginner",
    language: "es",
    durationHours: 5,
    minLevel: "bronze",
    lessons: [
      [
        "El flujo de una transmisión",
        20,
        "De la cámara a la pantalla del público.",
        ["Fuentes, mezcla y codificador", "Plataformas y destinos", "Roles del equipo"],
      ],
      [
        "Audio para streaming",
        30,
        "El público perdona la imagen, no el audio.",
        ["Mezcla dedicada para la transmisión", "Niveles en LUFS", "Sincronía con el video"],
      ],
      [
        "Codificación y bitrate",
        25,
        "La calidad depende del ancho de banda.",
        ["Resolución y cuadros por segundo", "Bitrate constante", "Hardware y software"],
      ],
      ["Conectividad y respaldo", 25, "La red es el punto débil.", ["Prueba de subida", "Enlace de respaldo", "Grabación local"]],
      ["Operación y monitoreo", 25, "Mirar la transmisión como la ve el público.", ["Monitoreo de retorno", "Chat y comunicación", "Cierre y archivo"]],
    ],
  },
  {
    slug: "rigging-seguro-producciones",
    title: "Rigging seguro para producciones",
    summary: "Colgar equipos sin riesgos: cargas, puntos, eslingas, motores y procedimientos de trabajo en altura.",
    description:
      "Un curso avanzado sobre rigging de espectáculos. Trabaja el cálculo de cargas, la elección y la inspección de accesorios, el uso de motores y los procedimientos que protegen al equipo y al público.",
    category: "production",
    level: "advanced",
    language: "es",
    durationHours: 12,
    minLevel: "gold",
    lessons: [
      ["Responsabilidades y normativa", 25, "Quién decide y quién firma.", ["Rol del rigger", "Normativa local", "Documentación del montaje"]],
      ["Cálculo de cargas", 40, "Saber cuánto pesa y dónde.", ["Cargas puntuales y distribuidas", "Reparto entre puntos", "Factores de seguridad"]],
      ["Puntos de colgado", 30, "La estructura del recinto manda.", ["Vigas y anclajes", "Bridles", "Ángulos y fuerzas"]],
      [
        "Eslingas, grilletes y accesorios",
        30,
        "Cada accesorio tiene su carga de trabajo.",
        ["Carga de trabajo segura", "Inspección y descarte", "Compatibilidad entre piezas"],
      ],
      ["Motores de cadena", 35, "Levantar con control.", ["Motores de espectáculos", "Controladores", "Sincronía y celdas de carga"]],
      ["Truss y estructuras", 30, "Las tablas del fabricante son obligatorias.", ["Tipos de truss", "Luces libres", "Uniones y pernos"]],
      ["Trabajo en altura", 30, "Protección personal y de terceros.", ["Arnés y líneas de vida", "Zonas de exclusión", "Rescate"]],
      ["Procedimientos de montaje y desmontaje", 30, "El orden evita accidentes.", ["Plan de trabajo", "Comunicación por radio", "Revisión final"]],
    ],
  },
  {
    slug: "sistemas-pa-alineacion",
    title: "Sistemas de PA: alineación y medición",
    summary: "Medir y alinear un sistema de PA para que toda la sala escuche lo mismo.",
    description:
      "Un curso avanzado de optimización de sistemas. Se usa medición de doble canal para alinear subwoofers, arrays y refuerzos, y se ajusta el sistema para una respuesta pareja en toda la cobertura.",
    category: "audio",
    level: "advanced",
    language: "es",
    durationHours: 10,
    minLevel: "gold",
    lessons: [
      ["Medición de doble canal", 35, "Comparar lo que sale con lo que llega.", ["Función de transferencia", "Coherencia", "Ubicación de micrófonos"]],
      ["Diseño de cobertura", 30, "Cada zona con su fuente.", ["Ángulos de arrays", "Predicción", "Refuerzos y delays"]],
      ["Alineación de subwoofers", 35, "Sumar graves en fase.", ["Cruce con el sistema principal", "Arreglos cardioides", "Arreglos en línea y en arco"]],
      ["Delays y refuerzos", 30, "Que el refuerzo sume y no moleste.", ["Tiempo y nivel", "Efecto de precedencia", "Zonas de transición"]],
      ["Ecualización del sistema", 30, "Ajustar el sistema, no la mezcla.", ["Tendencias de la sala", "Filtros amplios", "Verificar con música conocida"]],
      [
        "Verificación con público",
        25,
        "La sala cambia cuando se llena.",
        ["Temperatura y humedad", "Ajustes durante el show", "Registro para la próxima fecha"],
      ],
    ],
  },
  {
    slug: "fundamentos-video-eventos",
    title: "Fundamentos de vídeo para eventos",
    summary: "Câmeras, sinais e mesa de corte: o básico para trabalhar com vídeo em eventos ao vivo.",
    description:
      "Um curso em português para quem começa no vídeo de eventos. Cobre tipos de sinal, câmeras, mesa de corte e projeção, com foco no trabalho em equipe durante o evento.",
    category: "video",
    level: "beginner",
    language: "pt",
    durationHours: 4,
    minLevel: "bronze",
    lessons: [
      ["Sinais de vídeo", 25, "Cada conexão tem seu limite.", ["HDMI e SDI", "Resoluções e taxas de quadros", "Distâncias e conversores"]],
      [
        "Câmeras para eventos",
        30,
        "A câmera certa para cada plano.",
        ["Câmeras de estúdio e PTZ", "Exposição e balanço de branco", "Comunicação com o operador"],
      ],
      ["Mesa de corte", 30, "Onde o evento vira programa.", ["Programa e preview", "Transições", "Gráficos e sobreposições"]],
      ["Projeção e telas", 25, "Levar a imagem ao público.", ["Brilho e tamanho", "Relação de aspecto", "Retorno para o palco"]],
    ],
  },
];

const BODY_TEXTS = {
  es: { points: "Puntos clave", next: "Al terminar, marca la lección como completada y sigue con la próxima." },
  en: { points: "Key points", next: "When you finish, mark the lesson as completed and go on to the next one." },
  pt: { points: "Pontos-chave", next: "Ao terminar, marque a aula como concluída e siga para a próxima." },
} as const;

/** A demo lesson's body in the course's language: its opening paragraph and its key points, as the lesson HTML rule keeps them. */
export function demoLessonBody(language: DemoCourseText["language"], intro: string, points: string[]): string {
  const texts = BODY_TEXTS[language];
  return `<p>${intro}</p><h2>${texts.points}</h2><ul>${points.map((point) => `<li>${point}</li>`).join("")}</ul><p>${texts.next}</p>`;
}
