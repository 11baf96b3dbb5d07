/** The roles the demo offers (and the job board benchmark) are about: a title, its AV categories, what is asked and a salary band (USD a month). */
export const DEMO_JOB_ROLES: { title: string; category: string[]; requirements: string[]; salary: [number, number] }[] = [
  {
    title: "Ingeniero/a de sonido FOH",
    category: ["audio", "digital_consoles"],
    requirements: ["Manejo de consolas digitales", "Giras nacionales"],
    salary: [1500, 2500],
  },
  {
    title: "Técnico/a de monitores",
    category: ["audio"],
    requirements: ["Mezcla de monitores in-ear", "Disponibilidad fines de semana"],
    salary: [1200, 1800],
  },
  { title: "Operador/a de iluminación", category: ["lighting"], requirements: ["Programación grandMA", "Trabajo en altura"], salary: [1100, 1700] },
  {
    title: "Diseñador/a de iluminación",
    category: ["lighting", "production"],
    requirements: ["Portfolio de espectáculos", "Manejo de Vectorworks"],
    salary: [1800, 2800],
  },
  { title: "Técnico/a de video LED", category: ["video", "led"], requirements: ["Montaje de pantallas LED", "Procesadores de video"], salary: [1200, 2000] },
  { title: "Operador/a de streaming", category: ["streaming", "video"], requirements: ["OBS o vMix", "Codificación y redes"], salary: [1000, 1600] },
  { title: "Productor/a técnico/a", category: ["production"], requirements: ["Coordinación de equipos", "Presupuestos técnicos"], salary: [2000, 3200] },
  { title: "Escenógrafo/a", category: ["staging"], requirements: ["Construcción escénica", "Lectura de planos"], salary: [1300, 2100] },
  { title: "Técnico/a multimedia", category: ["multimedia", "video"], requirements: ["Media servers", "Mapping"], salary: [1400, 2200] },
  { title: "DJ para eventos corporativos", category: ["dj", "audio"], requirements: ["Equipo propio", "Repertorio variado"], salary: [800, 1400] },
  { title: "Técnico/a de sistemas de audio", category: ["audio"], requirements: ["Alineación de sistemas", "Medición con Smaart"], salary: [1600, 2400] },
  {
    title: "Integrador/a AV corporativo",
    category: ["video", "audio", "multimedia"],
    requirements: ["Salas de reunión", "Control y automatización"],
    salary: [1500, 2300],
  },
  {
    title: "Rigger",
    category: ["production", "staging"],
    requirements: ["Certificación de trabajo en altura", "Cálculo de cargas"],
    salary: [1400, 2200],
  },
  { title: "Operador/a de cámara para eventos", category: ["video"], requirements: ["Cámaras de estudio", "Trabajo en equipo"], salary: [1000, 1700] },
];
