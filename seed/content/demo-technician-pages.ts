import type { CrewRole } from "~/lib/vocabulary/crew-roles";
import type { KitCategory } from "~/lib/vocabulary/kit-categories";
import type { WorkLanguage } from "~/lib/vocabulary/work-languages";
import type { DemoScene } from "../demo-files.server";
import { DEMO_LOGINS } from "./demo-logins";
import { type DemoTechnician, demoTechnicians } from "./demo-people";

/** A show credit on a demo page (dates YYYY-MM-DD); a company named exactly as a demo company links to it. */
export type DemoCredit = {
  production: string;
  role: CrewRole;
  venue: string | null;
  city: string | null;
  country: string | null;
  startsOn: string;
  endsOn: string | null;
  companyName: string | null;
  link: string | null;
};

export type DemoKitItem = { category: KitCategory; brand: string; model: string; quantity: number };

/** A photo on a demo page: a drawing (never a photograph of anyone) of a scene, the seed that varies it, and an alt text that says it is a drawing. */
export type DemoPagePhoto = { scene: DemoScene; seed: string; alt: string; caption: string | null };

/** A demo technician's public page (issue 38). */
export type DemoTechnicianPage = {
  email: string;
  handle: string;
  visibility: "public" | "members" | "hidden";
  headline: string;
  languages: WorkLanguage[];
  credits: DemoCredit[];
  kit: DemoKitItem[];
  photos: DemoPagePhoto[];
};

/** What each drawn scene shows, said plainly: a screen reader hears that it is an illustration. */
const ALT: Record<DemoScene, string> = {
  foh: "Ilustración: consola de mezcla bajo luz azul frente a un escenario lejano",
  rig: "Ilustración: rig de luces robotizadas colgado de un truss, con haces en la bruma",
  "led-wall": "Ilustración: pantalla LED en armado, con la última fila de módulos aún sin colgar",
  festival: "Ilustración: escenario de festival al aire libre con line arrays y pantallas laterales",
  concert: "Ilustración: escenario de concierto con pantalla LED de fondo y haces de luz sobre el público",
  theatre: "Ilustración: escenario de teatro con telón abierto y un seguidor cenital",
  broadcast: "Ilustración: sala de control de transmisión con una pared de monitores",
  studio: "Ilustración: consola y monitores de un estudio de grabación frente al vidrio de la sala",
  conference: "Ilustración: sala de conferencias con pantalla, atril, parlantes y butacas",
  warehouse: "Ilustración: depósito de equipos con cases en estanterías",
};

type ShowKind = "festival" | "concert" | "theatre" | "corporate" | "broadcast" | "studio" | "install";

/** A production worked at a real venue or festival; the acts and tours are invented (no real person is named). */
type Show = Omit<DemoCredit, "role" | "companyName" | "link"> & { kinds: ShowKind[]; companies: string[] };

const show = (
  production: string,
  venue: string | null,
  city: string,
  country: string,
  startsOn: string,
  endsOn: string | null,
  kinds: ShowKind[],
  companies: string[],
): Show => ({ production, venue, city, country, startsOn, endsOn, kinds, companies });

/** Productions across the seven demo countries, 2023–2026; companies named as demo companies link to them. */
const SHOWS: Show[] = [
  show("Lollapalooza Argentina 2023", "Hipódromo de San Isidro", "San Isidro", "AR", "2023-03-17", "2023-03-19", ["festival"], ["Escena Norte Producciones"]),
  show(
    "Lollapalooza Argentina 2024",
    "Hipódromo de San Isidro",
    "San Isidro",
    "AR",
    "2024-03-15",
    "2024-03-17",
    ["festival", "broadcast"],
    ["LuzMax Iluminación", "Escena Norte Producciones"],
  ),
  show(
    "Cosquín Rock 2024",
    "Aeródromo de Santa María de Punilla",
    "Santa María de Punilla",
    "AR",
    "2024-02-10",
    "2024-02-11",
    ["festival"],
    ["Escena Norte Producciones"],
  ),
  show(
    "Cosquín Rock 2025",
    "Aeródromo de Santa María de Punilla",
    "Santa María de Punilla",
    "AR",
    "2025-02-15",
    "2025-02-16",
    ["festival", "broadcast"],
    ["LuzMax Iluminación"],
  ),
  show("Temporada lírica: Tosca", "Teatro Colón", "Buenos Aires", "AR", "2024-06-04", "2024-06-16", ["theatre"], []),
  show(
    "Gira «Mareas» de Marea Sur",
    "Estadio Luna Park",
    "Buenos Aires",
    "AR",
    "2025-05-09",
    "2025-05-10",
    ["concert", "studio"],
    ["LuzMax Iluminación", "Río de la Plata Backline"],
  ),
  show(
    "Congreso Latinoamericano de Energía",
    "La Rural, Predio Ferial de Buenos Aires",
    "Buenos Aires",
    "AR",
    "2023-09-12",
    "2023-09-14",
    ["corporate"],
    ["Escena Norte Producciones"],
  ),
  show("Grabación del disco «Mareas» de Marea Sur", null, "Buenos Aires", "AR", "2023-05-02", "2023-05-20", ["studio"], []),
  show(
    "Noche de candombe: Trío Candombe en vivo",
    "Teatro Solís",
    "Montevideo",
    "UY",
    "2024-10-05",
    null,
    ["theatre", "concert", "studio"],
    ["Montevideo Audio Rental"],
  ),
  show(
    "Los Andes: 20 años",
    "Estadio Centenario",
    "Montevideo",
    "UY",
    "2023-12-09",
    null,
    ["concert", "broadcast"],
    ["Sonido Sur Rental", "Montevideo Audio Rental"],
  ),
  show(
    "Gira «Rambla» de La Rambla Orquesta",
    "Antel Arena",
    "Montevideo",
    "UY",
    "2025-08-22",
    "2025-08-23",
    ["concert"],
    ["Montevideo Audio Rental", "StreamLab Latam"],
  ),
  show(
    "Carnaval de Montevideo: Liguilla",
    "Teatro de Verano Ramón Collazo",
    "Montevideo",
    "UY",
    "2024-03-01",
    "2024-03-10",
    ["festival", "broadcast"],
    ["Sonido Sur Rental", "StreamLab Latam"],
  ),
  show("Festival de jazz de verano", "Chacra del Mar", "Punta del Este", "UY", "2026-01-06", "2026-01-09", ["festival"], ["Sonido Sur Rental"]),
  show(
    "Cumbre de tecnología financiera",
    "Centro de Convenciones de Punta del Este",
    "Punta del Este",
    "UY",
    "2025-11-12",
    "2025-11-13",
    ["corporate"],
    ["StreamLab Latam", "Montevideo Audio Rental"],
  ),
  show("Integración AV de salas de reunión", "World Trade Center Montevideo", "Montevideo", "UY", "2024-07-01", "2024-07-19", ["install"], []),
  show("Lollapalooza Chile 2024", "Parque Cerrillos", "Santiago", "CL", "2024-03-15", "2024-03-17", ["festival"], ["Andes Pro Audio", "Cordillera Eventos"]),
  show("Festival de Viña del Mar 2025", "Quinta Vergara", "Viña del Mar", "CL", "2025-02-23", "2025-02-28", ["festival", "broadcast"], ["Cordillera Eventos"]),
  show(
    "Gira «Cordillera» de Los Andes",
    "Movistar Arena",
    "Santiago",
    "CL",
    "2024-11-08",
    "2024-11-09",
    ["concert"],
    ["Andes Pro Audio", "Redes Escénicas IT"],
  ),
  show("Ballet: El lago de los cisnes", "Teatro Municipal de Santiago", "Santiago", "CL", "2023-07-14", "2023-07-30", ["theatre"], []),
  show("Foro de innovación minera", "CasaPiedra", "Santiago", "CL", "2026-04-21", "2026-04-22", ["corporate", "install"], ["Redes Escénicas IT"]),
  show("Vive Latino 2023", "Foro Sol", "Ciudad de México", "MX", "2023-03-18", "2023-03-19", ["festival"], ["Tarima Producciones"]),
  show(
    "Vive Latino 2025",
    "Estadio GNP Seguros",
    "Ciudad de México",
    "MX",
    "2025-03-15",
    "2025-03-16",
    ["festival", "broadcast", "studio"],
    ["Tarima Producciones", "Foro Técnico MX"],
  ),
  show("Corona Capital 2024", "Autódromo Hermanos Rodríguez", "Ciudad de México", "MX", "2024-11-15", "2024-11-17", ["festival"], ["Tarima Producciones"]),
  show(
    "Gira «Noches de Cumbia» de Cumbia Nocturna",
    "Auditorio Nacional",
    "Ciudad de México",
    "MX",
    "2024-09-27",
    "2024-09-28",
    ["concert"],
    ["Tarima Producciones"],
  ),
  show("Festival Internacional Cervantino 2025", "Teatro Juárez", "Guanajuato", "MX", "2025-10-10", "2025-10-26", ["theatre", "festival"], ["Foro Técnico MX"]),
  show("Pa'l Norte 2024", "Parque Fundidora", "Monterrey", "MX", "2024-03-29", "2024-03-30", ["festival"], ["Tarima Producciones"]),
  show("Congreso nacional de cardiología", "Expo Guadalajara", "Guadalajara", "MX", "2026-05-13", "2026-05-15", ["corporate"], ["Integra AV México"]),
  show(
    "Auditorio corporativo en Santa Fe",
    "Torre corporativa de Santa Fe",
    "Ciudad de México",
    "MX",
    "2025-06-02",
    "2025-06-20",
    ["install"],
    ["Integra AV México"],
  ),
  show("Festival Estéreo Picnic 2024", "Parque Simón Bolívar", "Bogotá", "CO", "2024-03-21", "2024-03-24", ["festival"], ["Cumbia Broadcast", "Caribe Show"]),
  show("Rock al Parque 2023", "Parque Simón Bolívar", "Bogotá", "CO", "2023-11-11", "2023-11-13", ["festival", "broadcast"], ["Cumbia Broadcast"]),
  show("Gira «Sabor de Medellín»", "Movistar Arena", "Bogotá", "CO", "2025-04-25", "2025-04-26", ["concert"], ["Rigging Seguro", "Caribe Show"]),
  show("Desfile de Silleteros: transmisión en vivo", null, "Medellín", "CO", "2024-08-11", null, ["broadcast"], ["Cumbia Broadcast"]),
  show("Los Andes en Medellín", "Estadio Atanasio Girardot", "Medellín", "CO", "2023-10-14", null, ["concert"], ["Rigging Seguro"]),
  show("Salas híbridas de un campus universitario", null, "Bogotá", "CO", "2026-02-02", "2026-02-27", ["install"], []),
  show("Los Andes en Lima", "Estadio Nacional", "Lima", "PE", "2024-05-18", null, ["concert"], ["Pantallas del Pacífico"]),
  show("Temporada de ópera: La traviata", "Gran Teatro Nacional", "Lima", "PE", "2023-08-10", "2023-08-20", ["theatre"], []),
  show("Inti Raymi 2025: transmisión", "Explanada de Sacsayhuamán", "Cusco", "PE", "2025-06-24", null, ["broadcast"], ["Pantallas del Pacífico"]),
  show("Festival de teatro de Cusco", "Teatro Andino", "Cusco", "PE", "2026-07-08", "2026-07-19", ["theatre"], ["Teatro Andino"]),
  show("Sistema de sonido de la sala", "Teatro Andino", "Cusco", "PE", "2024-04-08", "2024-04-26", ["install"], ["Teatro Andino"]),
  show(
    "Cumbre empresarial del Pacífico",
    "Centro de Convenciones de Lima",
    "Lima",
    "PE",
    "2025-10-21",
    "2025-10-23",
    ["corporate"],
    ["Pantallas del Pacífico", "Lima Live Producciones"],
  ),
  show("Lollapalooza Brasil 2024", "Autódromo de Interlagos", "São Paulo", "BR", "2024-03-22", "2024-03-24", ["festival"], ["Palco Sul Produções"]),
  show(
    "Lollapalooza Brasil 2025",
    "Autódromo de Interlagos",
    "São Paulo",
    "BR",
    "2025-03-28",
    "2025-03-30",
    ["festival", "broadcast"],
    ["Palco Sul Produções"],
  ),
  show("Rock in Rio 2024", "Cidade do Rock", "Rio de Janeiro", "BR", "2024-09-13", "2024-09-22", ["festival"], ["Palco Sul Produções"]),
  show("Gravação ao vivo: Marea Sur acústico", "Auditório Ibirapuera", "São Paulo", "BR", "2025-09-06", null, ["studio", "concert"], ["Estúdio Paulista"]),
  show("Disco «Atlântico» de Trío Candombe", null, "São Paulo", "BR", "2024-01-15", "2024-02-02", ["studio"], ["Estúdio Paulista"]),
  show("Gira «Cordillera» de Los Andes", "Allianz Parque", "São Paulo", "BR", "2025-11-29", null, ["concert"], ["Palco Sul Produções"]),
  show("Show no Araújo Vianna", "Auditório Araújo Vianna", "Porto Alegre", "BR", "2026-08-14", null, ["concert", "theatre"], ["Palco Sul Produções"]),
];

/** What a specialization brings to a page: the roles it takes, the productions it works, a few headlines, the kit it owns and the scenes it would show. */
type Trade = { roles: CrewRole[]; kinds: ShowKind[]; companies: string[]; headlines: string[]; kit: DemoKitItem[]; scenes: DemoScene[]; handle: string };

/** The companies that produce shows (a credit of any trade may name them); the others are hired for one trade. */
const PRODUCERS = new Set([
  "Escena Norte Producciones",
  "Cordillera Eventos",
  "Tarima Producciones",
  "Foro Técnico MX",
  "Caribe Show",
  "Lima Live Producciones",
  "Palco Sul Produções",
  "Teatro Andino",
]);

const kit = (category: KitCategory, brand: string, model: string, quantity = 1): DemoKitItem => ({ category, brand, model, quantity });

const TRADES: Record<string, Trade> = {
  "Sonido en vivo": {
    roles: ["foh", "foh", "systems", "rf"],
    companies: ["Montevideo Audio Rental", "Sonido Sur Rental", "Andes Pro Audio"],
    kinds: ["festival", "concert", "theatre"],
    headlines: ["Mezcla FOH para giras y festivales", "Sonido en vivo: FOH y diseño de sistema", "FOH en consolas DiGiCo y Yamaha, de clubes a estadios"],
    kit: [
      kit("audio_consoles", "DiGiCo", "SD12"),
      kit("rf_wireless", "Shure", "Axient Digital AD4D"),
      kit("microphones", "Shure", "Beta 91A", 2),
      kit("tools_measurement", "Earthworks", "M30"),
    ],
    scenes: ["foh", "festival", "concert"],
    handle: "foh",
  },
  Monitoreo: {
    roles: ["monitors", "monitors", "rf", "backline"],
    companies: ["Montevideo Audio Rental", "Sonido Sur Rental", "Andes Pro Audio", "Río de la Plata Backline"],
    kinds: ["festival", "concert"],
    headlines: ["Monitores in-ear y wedges para bandas en gira", "Monitoreo y RF para festivales"],
    kit: [
      kit("in_ear_monitors", "Shure", "PSM 1000", 6),
      kit("rf_wireless", "Sennheiser", "EW-DX EM 4 Dante"),
      kit("audio_consoles", "Allen & Heath", "dLive C1500"),
      kit("microphones", "Sennheiser", "e 604", 6),
    ],
    scenes: ["concert", "festival", "rig"],
    handle: "monitores",
  },
  "Iluminación escénica": {
    roles: ["lighting_design", "lighting_operation", "lighting_operation"],
    companies: ["LuzMax Iluminación", "Sonido Sur Rental"],
    kinds: ["festival", "concert", "theatre"],
    headlines: ["Diseño y programación de luces en grandMA3", "Iluminación para conciertos, teatro y televisión"],
    kit: [
      kit("lighting_consoles", "MA Lighting", "grandMA3 light"),
      kit("lighting_consoles", "ChamSys", "MagicQ MQ80"),
      kit("lighting_moving", "Chauvet Professional", "Rogue R1 Spot", 4),
    ],
    scenes: ["rig", "theatre", "concert"],
    handle: "luces",
  },
  "Video en vivo": {
    roles: ["video_cameras", "video_cameras", "video_director", "vj"],
    companies: ["Cumbia Broadcast", "Pantallas del Pacífico", "StreamLab Latam"],
    kinds: ["festival", "concert", "broadcast", "corporate"],
    headlines: ["Cámaras y dirección de video para IMAG", "Video en vivo para conciertos y transmisiones"],
    kit: [
      kit("video_switchers", "Blackmagic Design", "ATEM Television Studio HD8"),
      kit("video_cameras", "Blackmagic Design", "URSA Broadcast G2", 2),
      kit("intercom", "Hollyland", "Solidcom C1"),
    ],
    scenes: ["broadcast", "led-wall", "concert"],
    handle: "video",
  },
  Streaming: {
    roles: ["streaming", "streaming", "video_director"],
    companies: ["StreamLab Latam", "Cumbia Broadcast"],
    kinds: ["broadcast", "corporate", "festival"],
    headlines: ["Transmisiones multicámara para empresas y festivales", "Streaming en vivo, de la cámara a la plataforma"],
    kit: [
      kit("video_switchers", "Blackmagic Design", "ATEM Mini Extreme ISO"),
      kit("streaming", "Teradek", "Prism Flex"),
      kit("video_cameras", "Sony", "PXW-Z190", 2),
      kit("recording", "Blackmagic Design", "HyperDeck Studio HD Mini"),
    ],
    scenes: ["broadcast", "conference", "studio"],
    handle: "streaming",
  },
  "Pantallas LED": {
    roles: ["video_led", "video_led", "video_cameras"],
    companies: ["Pantallas del Pacífico"],
    kinds: ["festival", "concert", "corporate"],
    headlines: ["Montaje y calibración de pantallas LED", "Pantallas LED y procesamiento de video para escenarios"],
    kit: [
      kit("video_led", "Novastar", "VX1000"),
      kit("video_led", "Brompton Technology", "Tessera SX40"),
      kit("tools_measurement", "Fluke", "117"),
      kit("power_distribution", "Neutrik", "Cables powerCON TRUE1", 20),
    ],
    scenes: ["led-wall", "festival", "concert"],
    handle: "led",
  },
  Estudio: {
    roles: ["recording", "recording", "foh"],
    companies: ["Estúdio Paulista"],
    kinds: ["studio", "concert"],
    headlines: ["Grabación y mezcla de discos; registros en vivo multipista", "Ingeniería de grabación, en estudio y en vivo"],
    kit: [
      kit("recording", "Universal Audio", "Apollo x8"),
      kit("microphones", "Neumann", "U 87 Ai", 2),
      kit("microphones", "Shure", "SM7B", 2),
      kit("processors", "Universal Audio", "1176LN"),
    ],
    scenes: ["studio", "foh"],
    handle: "estudio",
  },
  Instalaciones: {
    roles: ["installation", "installation", "systems"],
    companies: ["Integra AV México", "Redes Escénicas IT"],
    kinds: ["install", "corporate", "theatre"],
    headlines: ["Integración AV de salas, auditorios y oficinas", "Instalaciones de audio y video llave en mano"],
    kit: [kit("tools_measurement", "NTi Audio", "XL2"), kit("tools_measurement", "Fluke", "117"), kit("other", "Audinate", "Dante AVIO USB", 2)],
    scenes: ["conference", "warehouse"],
    handle: "av",
  },
  "Producción técnica": {
    roles: ["stage_manager", "production_manager", "stage_manager"],
    companies: [],
    kinds: ["festival", "concert", "corporate"],
    headlines: ["Stage management y producción técnica de festivales", "Producción técnica: riders, tiempos y equipos"],
    kit: [kit("intercom", "Clear-Com", "FreeSpeak II", 5), kit("intercom", "Motorola", "DEP450", 10), kit("tools_measurement", "Leica", "DISTO D2")],
    scenes: ["festival", "warehouse", "rig"],
    handle: "produccion",
  },
  Rigging: {
    roles: ["rigging"],
    companies: ["Rigging Seguro"],
    kinds: ["festival", "concert", "install"],
    headlines: ["Rigging certificado: motores, estructuras y puntos de colgado", "Rigging para arenas y festivales, con foco en seguridad"],
    kit: [
      kit("rigging", "CM", "Lodestar 1 t", 4),
      kit("rigging", "Petzl", "Avao Bod Fast"),
      kit("power_distribution", "Motion Labs", "Controlador de motores de 8 canales"),
      kit("tools_measurement", "Leica", "DISTO D2"),
    ],
    scenes: ["rig", "warehouse", "festival"],
    handle: "rigging",
  },
};

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A readable address: name and trade ('lucia-fernandez-foh'), some with the city instead, some the name alone; never over 30 characters. */
function handleFor(person: DemoTechnician, trade: Trade, index: number): string {
  const name = `${slug(person.firstName)}-${slug(person.lastName)}`;
  const suffix = index % 5 === 2 ? slug(person.city).split("-")[0] : index % 5 === 4 ? "" : trade.handle;
  const handle = suffix ? `${name}-${suffix}` : name;
  return handle.length <= 30 ? handle : name;
}

function languagesFor(person: DemoTechnician, index: number): WorkLanguage[] {
  const first: WorkLanguage[] = person.country === "BR" ? ["pt", "es"] : ["es"];
  const more: WorkLanguage[][] = [["en"], ["en", "pt"], ["pt"], ["en", "it"], ["en", "fr"]];
  const extra = person.city === "Cusco" ? ["qu" as const] : more[index % more.length].filter((code) => !first.includes(code));
  return [...first, ...extra].slice(0, 4);
}

/** 3–8 credits at productions of the trade's kinds, the technician's own country first, in roles of the trade, for a company of the trade or the show's producer. */
function creditsFor(person: DemoTechnician, trade: Trade, index: number): DemoCredit[] {
  const fitting = SHOWS.filter((candidate) => candidate.kinds.some((kind) => trade.kinds.includes(kind)));
  const home = fitting.filter((candidate) => candidate.country === person.country);
  const abroad = fitting.filter((candidate) => candidate.country !== person.country);
  const rotate = <T>(list: T[], by: number) => list.map((_, position) => list[(position + by) % list.length]);
  const picked = [...rotate(home, index), ...rotate(abroad, index * 3)].slice(0, 3 + (index % 6));
  return picked.map(({ kinds: _kinds, companies, ...production }, position) => ({
    ...production,
    role: trade.roles[(index + position) % trade.roles.length],
    companyName:
      (index + position) % 5 === 4 ? null : (companies.find((name) => trade.companies.includes(name)) ?? companies.find((name) => PRODUCERS.has(name)) ?? null),
    link: null,
  }));
}

function photosFor(trade: Trade, index: number, count: number): DemoPagePhoto[] {
  return Array.from({ length: count }, (_, position) => {
    const scene = trade.scenes[(index + position) % trade.scenes.length];
    // Two drawings of each scene, shared between pages: the demo draws a dozen pictures, not a hundred.
    return { scene, seed: `${scene}-${(index + position) % 2}`, alt: ALT[scene], caption: null };
  });
}

/** The one demo page that is hidden (its owner chose 'Oculta'): the thirteenth technician's. */
const HIDDEN_INDEX = 12;

/** A generated technician's page; every seventh one has none (the editor starts empty for them). */
function generatedPage(person: DemoTechnician, index: number): DemoTechnicianPage | null {
  if (index % 7 === 6) return null;
  const trade = TRADES[person.specialization];
  if (!trade) return null;
  return {
    email: person.email,
    handle: handleFor(person, trade, index),
    visibility: index === HIDDEN_INDEX ? "hidden" : index % 4 === 1 ? "members" : "public",
    headline: trade.headlines[index % trade.headlines.length],
    languages: languagesFor(person, index),
    credits: creditsFor(person, trade, index),
    kit: trade.kit.slice(0, 2 + (index % (trade.kit.length - 1))),
    photos: index % 3 === 0 ? photosFor(trade, index, 2 + ((index / 3) % 3)) : [],
  };
}

/** The gold log-in's page, the demo's showcase: public, seven credits, four photos of her own, her kit. */
function goldPage(): DemoTechnicianPage {
  const credit = (
    production: string,
    role: CrewRole,
    venue: string,
    city: string,
    country: string,
    startsOn: string,
    endsOn: string | null,
    companyName: string | null,
  ) => ({
    production,
    role,
    venue,
    city,
    country,
    startsOn,
    endsOn,
    companyName,
    link: null,
  });
  return {
    email: DEMO_LOGINS.gold,
    handle: "olga-oro-foh",
    visibility: "public",
    headline: "Ingeniera FOH: 15 años de giras por Latinoamérica",
    languages: ["es", "en", "pt"],
    credits: [
      credit("Gira «Rambla» de La Rambla Orquesta", "foh", "Antel Arena", "Montevideo", "UY", "2025-08-22", "2025-08-23", "Montevideo Audio Rental"),
      credit("Lollapalooza Argentina 2024", "foh", "Hipódromo de San Isidro", "San Isidro", "AR", "2024-03-15", "2024-03-17", "Escena Norte Producciones"),
      credit("Vive Latino 2025", "foh", "Estadio GNP Seguros", "Ciudad de México", "MX", "2025-03-15", "2025-03-16", "Tarima Producciones"),
      credit("Lollapalooza Brasil 2025", "systems", "Autódromo de Interlagos", "São Paulo", "BR", "2025-03-28", "2025-03-30", "Palco Sul Produções"),
      credit("Noche de candombe: Trío Candombe en vivo", "foh", "Teatro Solís", "Montevideo", "UY", "2024-10-05", null, "Montevideo Audio Rental"),
      credit("Los Andes: 20 años", "foh", "Estadio Centenario", "Montevideo", "UY", "2023-12-09", null, "Sonido Sur Rental"),
      credit("Gira «Cordillera» de Los Andes", "monitors", "Movistar Arena", "Santiago", "CL", "2024-11-08", "2024-11-09", "Andes Pro Audio"),
    ],
    kit: [
      kit("audio_consoles", "DiGiCo", "SD12"),
      kit("rf_wireless", "Shure", "Axient Digital AD4D"),
      kit("rf_wireless", "Sennheiser", "EW-DX SKM-S", 4),
      kit("microphones", "Shure", "Beta 91A", 2),
      kit("tools_measurement", "Earthworks", "M30"),
    ],
    photos: [
      { scene: "foh", seed: "olga-oro-foh", alt: ALT.foh, caption: "La carpa de FOH, dibujada para la demo" },
      { scene: "festival", seed: "olga-oro-festival", alt: ALT.festival, caption: null },
      { scene: "concert", seed: "olga-oro-concert", alt: ALT.concert, caption: null },
      { scene: "rig", seed: "olga-oro-rig", alt: ALT.rig, caption: "Imagen de demostración generada" },
    ],
  };
}

/** A credit at one of SHOWS, by its production's name. */
function creditAt(production: string, role: CrewRole, companyName: string | null): DemoCredit {
  const found = SHOWS.find((candidate) => candidate.production === production);
  if (!found) throw new Error(`no demo show named ${production}`);
  const { kinds: _kinds, companies: _companies, ...credit } = found;
  return { ...credit, role, companyName, link: null };
}

/** The silver log-in's page: for members only, four lighting credits, two photos, a console. */
function silverPage(): DemoTechnicianPage {
  return {
    email: DEMO_LOGINS.silver,
    handle: "pedro-plata-luces",
    visibility: "members",
    headline: "Diseño de iluminación para teatro y conciertos",
    languages: ["es", "en"],
    credits: [
      creditAt("Noche de candombe: Trío Candombe en vivo", "lighting_design", "Montevideo Audio Rental"),
      creditAt("Carnaval de Montevideo: Liguilla", "lighting_operation", "Sonido Sur Rental"),
      creditAt("Temporada lírica: Tosca", "lighting_operation", null),
      creditAt("Festival de jazz de verano", "lighting_design", "Sonido Sur Rental"),
    ],
    kit: [kit("lighting_consoles", "MA Lighting", "grandMA3 onPC command wing XT"), kit("lighting_conventional", "ETC", "Source Four Jr", 6)],
    photos: [
      { scene: "rig", seed: "pedro-plata-rig", alt: ALT.rig, caption: null },
      { scene: "theatre", seed: "pedro-plata-theatre", alt: ALT.theatre, caption: null },
    ],
  };
}

/**
 * The demo technicians' public pages (issue 38): the gold log-in's (public, the showcase) and the
 * silver's (members only); most generated technicians' (public, one in four for members, exactly one
 * hidden), with 3–8 credits at real Latin-American venues and festivals (invented acts), kit of real
 * brands and, for a third of them, 2–4 drawn photos. The bronze log-in and every seventh technician
 * have no page, so the editor can be tried from nothing.
 */
export function demoTechnicianPages(): DemoTechnicianPage[] {
  const generated = demoTechnicians().flatMap((person, index) => generatedPage(person, index) ?? []);
  return [goldPage(), silverPage(), ...generated];
}
