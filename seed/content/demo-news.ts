/** A demo article: its words, its section and audience, and how many days ago it was published. */
export type DemoNewsText = {
  slug: string;
  title: string;
  summary: string;
  category: "industria" | "tecnologia" | "eventos" | "formacion" | "comunidad" | "guias";
  audience: "public" | "members" | "silver" | "gold";
  daysAgo: number;
  paragraphs: string[];
  points?: string[];
};

/** The article the demo members' 'Nueva noticia' notification announces. */
export const DEMO_DMX_GUIDE_SLUG = "guia-practica-cableado-dmx-escenario";

/** The demo network's news (issue 23 §5): Spanish, across sections, some for members or a membership level. */
export const DEMO_NEWS: DemoNewsText[] = [
  {
    slug: DEMO_DMX_GUIDE_SLUG,
    title: "Guía práctica: cableado DMX sin sorpresas en escenario",
    summary: "Terminadores, splitters y direcciones: lo que evita que un show de iluminación falle a mitad de la función.",
    category: "guias",
    audience: "public",
    daysAgo: 3,
    paragraphs: [
      "La mayoría de las fallas de DMX en vivo no vienen de la consola ni de los equipos: vienen del cable. Una línea sin terminar, un cable de micrófono usado como DMX o una cadena demasiado larga alcanzan para que los aparatos parpadeen o dejen de responder.",
      "Antes de cada montaje conviene dibujar el recorrido de cada universo, contar los aparatos por línea y decidir dónde van los splitters. Un splitter opto-aislado por zona del escenario protege al resto del sistema si una línea se daña.",
    ],
    points: [
      "Usa cable de 110 ohmios pensado para DMX, no cable de micrófono.",
      "Termina siempre el último aparato de cada línea con una resistencia de 120 ohmios.",
      "No pases de 32 aparatos por línea sin un splitter.",
      "Anota las direcciones en la planta de luces y en cada aparato.",
    ],
  },
  {
    slug: "ley-espectaculos-seguridad-electrica-2027",
    title: "Qué cambia con las nuevas normas de seguridad eléctrica en espectáculos",
    summary: "Varios países de la región exigirán protección diferencial por circuito y tableros certificados en eventos con público desde 2027.",
    category: "industria",
    audience: "public",
    daysAgo: 6,
    paragraphs: [
      "Las autoridades de habilitación de eventos masivos vienen pidiendo más controles sobre la distribución eléctrica de los escenarios. Las nuevas normas ponen el foco en los tableros, la puesta a tierra y la protección de las personas.",
      "Para las empresas de alquiler significa revisar el parque de tableros y documentar los ensayos. Para los técnicos, llevar un registro de mediciones en cada montaje.",
    ],
    points: [
      "Protección diferencial de 30 mA por circuito de escenario.",
      "Tableros con certificación vigente.",
      "Medición de puesta a tierra antes de abrir puertas.",
    ],
  },
  {
    slug: "consolas-digitales-firmware-2026",
    title: "Las consolas digitales más usadas de la región reciben actualizaciones de firmware",
    summary: "Mejoras en la gestión de escenas, nuevos efectos y compatibilidad con más tarjetas de red: qué conviene revisar antes de actualizar.",
    category: "tecnologia",
    audience: "public",
    daysAgo: 9,
    paragraphs: [
      "Varios fabricantes publicaron versiones nuevas del software de sus consolas con cambios en la recuperación de escenas y en el ruteo de red.",
      "La recomendación de siempre vale: no actualices una consola la semana de una gira. Guarda el show en dos medios, prueba la versión nueva en el taller y recién después actualiza el resto del parque.",
    ],
  },
  {
    slug: "festivales-temporada-verano-tecnicos",
    title: "Temporada de festivales: las productoras buscan técnicos para el verano",
    summary: "Las grandes productoras de México, Colombia y Argentina ya arman sus equipos para los festivales de la temporada.",
    category: "eventos",
    audience: "public",
    daysAgo: 12,
    paragraphs: [
      "Las convocatorias empiezan antes cada año: sonidistas de monitores, operadores de LED, riggers y técnicos de streaming son los perfiles más pedidos.",
      "Tener el perfil de RedAV completo, con experiencia y disponibilidad, hace la diferencia cuando una productora busca gente para la semana siguiente.",
    ],
  },
  {
    slug: "universidad-redav-nuevos-cursos",
    title: "Universidad RedAV suma cursos de Dante, rigging y streaming",
    summary: "Nueve cursos dictados por profesionales en actividad, con certificados verificables que se pueden sumar a LinkedIn.",
    category: "formacion",
    audience: "public",
    daysAgo: 15,
    paragraphs: [
      "La Universidad RedAV arranca con cursos de sonido en vivo, consolas digitales, redes de audio, iluminación, pantallas LED, streaming, rigging seguro, sistemas de PA y video para eventos.",
      "Cada curso se hace desde el teléfono, a tu ritmo, y al completarlo entrega un certificado con código QR que cualquier empleador puede verificar.",
    ],
  },
  {
    slug: "encuentro-tecnicos-bogota",
    title: "Más de 200 técnicos en el primer encuentro de RedAV en Bogotá",
    summary: "Charlas de seguridad en altura, demostraciones de consolas y mucha conversación entre colegas.",
    category: "comunidad",
    audience: "public",
    daysAgo: 18,
    paragraphs: [
      "El encuentro reunió a técnicos de sonido, luces y video de toda Colombia. Hubo mesas sobre tarifas, seguridad y formación, y un espacio para que las empresas conocieran a técnicos de la red.",
      "El próximo encuentro será en Guadalajara: lo anunciaremos en el calendario de RedAV.",
    ],
  },
  {
    slug: "tarifas-tecnicos-2026-encuesta",
    title: "Encuesta de tarifas 2026: cuánto cobran los técnicos audiovisuales en la región",
    summary: "Resultados de la encuesta a miembros de RedAV por país, especialidad y experiencia.",
    category: "industria",
    audience: "members",
    daysAgo: 21,
    paragraphs: [
      "Más de 1.500 miembros respondieron la encuesta. Las diferencias entre países siguen siendo grandes, pero en todos crece lo que se paga por especialidades como redes de audio y video en vivo.",
      "El informe completo muestra rangos por jornada para operadores, jefes técnicos y programadores, y cómo cambian con los años de experiencia.",
    ],
    points: [
      "Redes de audio y streaming son las especialidades mejor pagadas.",
      "La jornada de jefe técnico duplica la de asistente en casi todos los países.",
    ],
  },
  {
    slug: "checklist-montaje-line-array",
    title: "Checklist de montaje de un line array para giras",
    summary: "Un checklist descargable para el montaje, el volado y la alineación de un sistema de PA en gira.",
    category: "guias",
    audience: "members",
    daysAgo: 24,
    paragraphs: [
      "Un buen checklist evita olvidos cuando el montaje se repite cada día en una ciudad distinta. Este recorre desde la descarga del camión hasta la prueba de sistema.",
      "Está pensado para equipos de tres a cinco personas y se puede adaptar a cualquier marca de sistema.",
    ],
    points: ["Revisión de herrajes y pines antes de volar.", "Ángulos según la predicción.", "Prueba de cada caja antes de subir el arreglo."],
  },
  {
    slug: "iluminacion-led-consumo-giras",
    title: "Iluminación LED en giras: cuánto se ahorra en energía y transporte",
    summary: "Comparamos una planta de luces convencional con una equivalente en LED en una gira de 30 fechas.",
    category: "tecnologia",
    audience: "silver",
    daysAgo: 27,
    paragraphs: [
      "El cambio a LED reduce el consumo, el calor en escenario y el peso del equipo que viaja. En una gira larga la diferencia se nota en el presupuesto de generadores y de camiones.",
      "El análisis incluye la inversión inicial y en cuánto tiempo se recupera para una empresa de alquiler mediana.",
    ],
  },
  {
    slug: "entrevista-jefe-tecnico-gira-internacional",
    title: "Entrevista: cómo se arma el equipo técnico de una gira internacional",
    summary: "Un jefe técnico con veinte años de giras cuenta cómo elige a su equipo y qué espera de cada técnico.",
    category: "comunidad",
    audience: "gold",
    daysAgo: 30,
    paragraphs: [
      "Lo primero que mira no es el currículum sino cómo trabaja la persona con el resto del equipo. La puntualidad y el orden en el camión pesan tanto como el conocimiento técnico.",
      "También cuenta cómo negocia las condiciones con las productoras y qué errores ve repetirse en técnicos que recién empiezan a girar.",
    ],
  },
  {
    slug: "streaming-eventos-hibridos-tendencias",
    title: "Eventos híbridos: el streaming llegó para quedarse en congresos y lanzamientos",
    summary: "Las empresas piden cada vez más transmisiones con calidad de televisión para audiencias remotas.",
    category: "tecnologia",
    audience: "public",
    daysAgo: 33,
    paragraphs: [
      "Congresos, lanzamientos de producto y conferencias sumaron la transmisión como parte del servicio técnico. Se pide multicámara, gráficos en vivo y audio cuidado para quienes miran desde casa.",
      "Para los técnicos de video y audio es una oportunidad: la demanda de operadores de streaming creció en todos los países de la región.",
    ],
  },
  {
    slug: "rigging-certificaciones-region",
    title: "Certificaciones de rigging: qué se pide en cada país",
    summary: "Un repaso por los requisitos de formación y certificación para trabajar en altura en eventos.",
    category: "formacion",
    audience: "public",
    daysAgo: 36,
    paragraphs: [
      "Los requisitos cambian mucho de un país a otro, pero en todos crece el control sobre quién trabaja en altura y con qué equipo de protección.",
      "Reunimos lo que piden las autoridades y los grandes recintos para que sepas qué formación te conviene según dónde trabajas.",
    ],
  },
];
