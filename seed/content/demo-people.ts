import type { FormOfAddress, Interest } from "~/features/profiles/public";
import type { MembershipLevel } from "~/lib/actor";
import type { CompanyCategory } from "~/lib/vocabulary/company";
import { regionName } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";

export type DemoTechnician = {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  level: MembershipLevel;
  jobTitles: string[];
  /** How they ask to be addressed (decision 044); null: they did not say. */
  formOfAddress: FormOfAddress | null;
  specialization: string;
  experienceLevel: string;
  bio: string;
  interests: Interest[];
  isTrainer: boolean;
};

export type DemoCompany = {
  email: string;
  companyName: string;
  country: string;
  city: string;
  mainCategory: CompanyCategory;
  subcategories: string[];
  companySize: "micro" | "small" | "medium" | "large";
  description: string;
  slug: string;
  website: string;
};

/** Cities by country code (ISO 3166-1). */
const PLACES: Record<string, string[]> = {
  UY: ["Montevideo", "Punta del Este", "Salto"],
  AR: ["Buenos Aires", "Córdoba", "Rosario", "Mendoza"],
  CL: ["Santiago", "Valparaíso", "Concepción"],
  MX: ["Ciudad de México", "Guadalajara", "Monterrey"],
  CO: ["Bogotá", "Medellín", "Cali"],
  PE: ["Lima", "Arequipa", "Cusco"],
  BR: ["São Paulo", "Rio de Janeiro", "Porto Alegre"],
};

export const FIRST_NAMES = [
  "Lucía",
  "Martín",
  "Sofía",
  "Diego",
  "Valentina",
  "Santiago",
  "Camila",
  "Matías",
  "Florencia",
  "Joaquín",
  "Agustina",
  "Nicolás",
  "Daniela",
  "Sebastián",
  "Mariana",
  "Andrés",
  "Paula",
  "Tomás",
  "Carolina",
  "Felipe",
  "Gabriela",
  "Rodrigo",
  "Ana",
  "Pablo",
  "Isabel",
  "Emiliano",
  "Renata",
  "Federico",
  "Julieta",
  "Gonzalo",
  "Natalia",
  "Ignacio",
  "Fernanda",
  "Bruno",
  "Laura",
  "Thiago",
];
export const LAST_NAMES = [
  "Pereira",
  "González",
  "Rodríguez",
  "Fernández",
  "López",
  "Martínez",
  "Silva",
  "Castro",
  "Romero",
  "Suárez",
  "Méndez",
  "Torres",
  "Herrera",
  "Vargas",
  "Rojas",
  "Morales",
  "Ortiz",
  "Ramírez",
  "Flores",
  "Navarro",
  "Souza",
  "Costa",
  "Acosta",
  "Medina",
];

/** The first names of FIRST_NAMES that are women's: their titles are written in the feminine, as they would write them. */
const WOMEN = new Set([
  "Lucía",
  "Sofía",
  "Valentina",
  "Camila",
  "Florencia",
  "Agustina",
  "Daniela",
  "Mariana",
  "Paula",
  "Carolina",
  "Gabriela",
  "Ana",
  "Isabel",
  "Renata",
  "Julieta",
  "Natalia",
  "Fernanda",
  "Laura",
]);

/** Each role's job titles as a man and as a woman would write them (free text on the profile). */
const ROLES: { titles: string[]; feminineTitles: string[]; specialization: string; interests: Interest[]; bio: string }[] = [
  {
    titles: ["Ingeniero de sonido FOH", "Técnico de audio"],
    feminineTitles: ["Ingeniera de sonido FOH", "Técnica de audio"],
    specialization: "Sonido en vivo",
    interests: ["audio", "mixing", "liveevents"],
    bio: "Mezclo en FOH para giras y festivales; trabajo con consolas digitales y sistemas line array.",
  },
  {
    titles: ["Técnico de monitores"],
    feminineTitles: ["Técnica de monitores"],
    specialization: "Monitoreo",
    interests: ["audio", "mixing", "liveevents"],
    bio: "Especialista en monitoreo in-ear y wedges para bandas en gira y shows corporativos.",
  },
  {
    titles: ["Diseñador de iluminación", "Operador de consola grandMA"],
    feminineTitles: ["Diseñadora de iluminación", "Operadora de consola grandMA"],
    specialization: "Iluminación escénica",
    interests: ["lighting", "liveevents", "production"],
    bio: "Diseño y programo iluminación para conciertos, teatro y televisión.",
  },
  {
    titles: ["Técnico de video", "Operador de cámaras"],
    feminineTitles: ["Técnica de video", "Operadora de cámaras"],
    specialization: "Video en vivo",
    interests: ["video", "liveevents", "streaming"],
    bio: "Opero cámaras y switchers para eventos en vivo, IMAG y transmisiones.",
  },
  {
    titles: ["Productor de streaming"],
    feminineTitles: ["Productora de streaming"],
    specialization: "Streaming",
    interests: ["streaming", "video", "production"],
    bio: "Produzco transmisiones multicámara para empresas, iglesias y festivales.",
  },
  {
    titles: ["Técnico de LED", "Técnico de pantallas"],
    feminineTitles: ["Técnica de LED", "Técnica de pantallas"],
    specialization: "Pantallas LED",
    interests: ["video", "installation", "liveevents"],
    bio: "Monto y calibro pantallas LED y procesadores de video para escenarios y estudios.",
  },
  {
    titles: ["Ingeniero de grabación"],
    feminineTitles: ["Ingeniera de grabación"],
    specialization: "Estudio",
    interests: ["audio", "recording", "mixing"],
    bio: "Grabo y mezclo discos en estudio; también registro conciertos en multipista.",
  },
  {
    titles: ["Integrador audiovisual"],
    feminineTitles: ["Integradora audiovisual"],
    specialization: "Instalaciones",
    interests: ["installation", "audio", "video"],
    bio: "Diseño e instalo sistemas de audio y video para salas, auditorios y oficinas.",
  },
  {
    titles: ["Stage manager", "Jefe de producción técnica"],
    feminineTitles: ["Stage manager", "Jefa de producción técnica"],
    specialization: "Producción técnica",
    interests: ["production", "liveevents"],
    bio: "Coordino equipos técnicos, riders y tiempos de montaje en producciones de gran escala.",
  },
  {
    titles: ["Técnico de rigging"],
    feminineTitles: ["Técnica de rigging"],
    specialization: "Rigging",
    interests: ["production", "liveevents", "lighting"],
    bio: "Trabajo en rigging con certificación: estructuras, motores y puntos de colgado con foco en seguridad.",
  },
];

function levelFor(index: number): MembershipLevel {
  if (index % 6 === 0) return "gold";
  if (index % 3 === 0) return "silver";
  return "bronze";
}

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A deterministic network of technicians across seven countries (same list on every run); women's titles in the feminine. */
export function demoTechnicians(count = 64): DemoTechnician[] {
  const countries = Object.keys(PLACES);
  return Array.from({ length: count }, (_, index) => {
    const country = countries[index % countries.length];
    const cities = PLACES[country];
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length];
    const role = ROLES[index % ROLES.length];
    const city = cities[index % cities.length];
    const woman = WOMEN.has(firstName);
    return {
      email: `${slugify(firstName)}.${slugify(lastName)}${index + 1}@demo.redav.lat`,
      firstName,
      lastName,
      country,
      city,
      level: levelFor(index + 1),
      jobTitles: woman ? role.feminineTitles : role.titles,
      // Most say how to be addressed; every eleventh leaves it unsaid, so the demo shows the neutral wording too.
      formOfAddress: index % 11 === 10 ? null : woman ? "feminine" : "masculine",
      specialization: role.specialization,
      experienceLevel: EXPERIENCE_LEVELS[index % EXPERIENCE_LEVELS.length],
      bio: `${role.bio} Con base en ${city}, ${regionName("es", country)}.`,
      interests: role.interests,
      isTrainer: index % 16 === 5,
    };
  });
}

const COMPANIES: Omit<DemoCompany, "email" | "slug" | "website">[] = [
  {
    companyName: "Sonido Sur Rental",
    country: "UY",
    city: "Montevideo",
    mainCategory: "rental",
    subcategories: ["rental_audio", "rental_lighting"],
    companySize: "small",
    description: "Alquiler de sistemas de sonido e iluminación para eventos en todo Uruguay.",
  },
  {
    companyName: "Andes Pro Audio",
    country: "CL",
    city: "Santiago",
    mainCategory: "distributor",
    subcategories: ["distributor_audio"],
    companySize: "medium",
    description: "Distribuidor oficial de marcas de audio profesional para Chile y Bolivia.",
  },
  {
    companyName: "LuzMax Iluminación",
    country: "AR",
    city: "Buenos Aires",
    mainCategory: "manufacturer",
    subcategories: ["manufacturer_lighting"],
    companySize: "medium",
    description: "Fabricamos luminarias LED robotizadas y de efecto en Argentina desde 2009.",
  },
  {
    companyName: "Pantallas del Pacífico",
    country: "PE",
    city: "Lima",
    mainCategory: "rental",
    subcategories: ["rental_video", "video"],
    companySize: "small",
    description: "Pantallas LED, procesamiento y cámaras para eventos y televisión.",
  },
  {
    companyName: "Integra AV México",
    country: "MX",
    city: "Ciudad de México",
    mainCategory: "integrator",
    subcategories: ["integrator_corporate", "installation"],
    companySize: "large",
    description: "Integración audiovisual para corporativos, hoteles y centros de convenciones.",
  },
  {
    companyName: "Cumbia Broadcast",
    country: "CO",
    city: "Bogotá",
    mainCategory: "media",
    subcategories: ["media_broadcast", "broadcast"],
    companySize: "medium",
    description: "Unidades móviles y producción de televisión para deportes y entretenimiento.",
  },
  {
    companyName: "Estúdio Paulista",
    country: "BR",
    city: "São Paulo",
    mainCategory: "services",
    subcategories: ["services_recording", "audio"],
    companySize: "micro",
    description: "Estudio de grabación y mezcla con sala de orquesta y posproducción.",
  },
  {
    companyName: "Escuela Técnica Escena",
    country: "AR",
    city: "Córdoba",
    mainCategory: "training",
    subcategories: ["training_courses", "education"],
    companySize: "micro",
    description: "Formación práctica en sonido, iluminación y escenotecnia.",
  },
  {
    companyName: "StreamLab Latam",
    country: "UY",
    city: "Montevideo",
    mainCategory: "software",
    subcategories: ["software_streaming", "streaming"],
    companySize: "small",
    description: "Plataforma y servicios de streaming multicámara para eventos híbridos.",
  },
  {
    companyName: "Redes Escénicas IT",
    country: "CL",
    city: "Valparaíso",
    mainCategory: "it",
    subcategories: ["it_networking"],
    companySize: "micro",
    description: "Redes Dante, AVB y control para sistemas audiovisuales en vivo.",
  },
  {
    companyName: "Tarima Producciones",
    country: "MX",
    city: "Guadalajara",
    mainCategory: "services",
    subcategories: ["services_production", "production", "events"],
    companySize: "medium",
    description: "Producción técnica integral de conciertos y festivales.",
  },
  {
    companyName: "Teatro Andino",
    country: "PE",
    city: "Cusco",
    mainCategory: "other",
    subcategories: ["venue"],
    companySize: "small",
    description: "Sala de espectáculos con equipamiento técnico para 900 personas.",
  },
  {
    companyName: "Rigging Seguro",
    country: "CO",
    city: "Medellín",
    mainCategory: "services",
    subcategories: ["services_rigging"],
    companySize: "micro",
    description: "Rigging, estructuras y certificación de puntos de colgado.",
  },
];

/** A deterministic set of AV companies of the spec's categories. */
export function demoCompanies(): DemoCompany[] {
  return COMPANIES.map((company) => {
    const slug = slugify(company.companyName);
    return { ...company, slug, email: `contacto@${slug}.demo.redav.lat`, website: `https://${slug}.example` };
  });
}
